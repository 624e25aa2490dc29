"""War of Independence 1775-1783 on the Warp Empires system."""
