"""Fixed sizes of the map furniture, shared by the renderer and the map build tool."""

BAND_HEIGHT = 64
COMPASS_RADIUS = 52
LEGEND_SIZE = (250, 300)
GROUP_TRACKING = 4
