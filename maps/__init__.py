"""Map data (built by tools/, committed) and the Pillow renderer."""
