"""The three cogs: game lifecycle, play, and GM tools."""
