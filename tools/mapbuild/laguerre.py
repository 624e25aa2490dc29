"""La Guerre de l'Empereur: Europe c.1805 in provinces, from modern Natural Earth borders split by seeds.

Each modern country is shared among the provinces listed for it in ``MODERN``; islands named in ``ISLANDS`` go
whole to their province first, then the rest is divided by a Voronoi diagram of the provinces' anchors
(``rules/laguerre/provinces.py``) and a few extra seeds of our own (``HELPERS``) placed where the anchors alone
would draw borders the rules do not have. Land no province claims (Morocco, the Levant) is drawn as backdrop.
A lens magnifies Germany, where the small states crowd.
"""

import shapely
from shapely.geometry import Point, box
from shapely.geometry.base import BaseGeometry

from rules.laguerre.geography import COASTS, MINORS, POWER_NAMES, POWERS, PROVINCES, SEA_BORDERS, SEA_ZONES, STRAITS
from tools.mapbuild.assemble import LinkSpec, MapSpec, SeaSpec, TerritorySpec
from tools.mapbuild.seeds import split_by_seeds
from tools.mapbuild.sources import WORLD_ATLAS, npm_json
from tools.mapbuild.topojson import decode

LonLat = tuple[float, float]
BBOX = (-12.5, 31.0, 40.5, 61.5)
WINDOW = box(BBOX[0] - 14.0, BBOX[1] - 14.0, BBOX[2] + 14.0, BBOX[3] + 3.0)
"""Where land is drawn: beyond the frame, for the edges the lens pulls in."""
LAT0 = 48.0
"""The latitude at which the Voronoi splits measure distance."""
EXTENT = (-60.0, 0.0, 60.0, 90.0)

MODERN: dict[str, tuple[str, ...]] = {
    "France": ("paris", "picardy", "normandy", "brittany", "guyenne", "languedoc", "provence", "burgundy", "lorraine",
               "savoy", "corsica"),
    "Monaco": ("savoy",),
    "Belgium": ("belgium",),
    "Luxembourg": ("belgium",),
    "Netherlands": ("holland",),
    "United Kingdom": ("london", "north_england", "wales", "scotland", "ireland"),
    "Isle of Man": ("north_england",),
    "Ireland": ("ireland",),
    "Malta": ("malta",),
    "Spain": ("madrid", "old_castile", "asturias", "catalonia", "aragon", "valencia", "andalusia"),
    "Andorra": ("catalonia",),
    "Portugal": ("lisbon", "oporto"),
    "Germany": ("rhineland", "berg", "oldenburg", "hanover", "kassel", "hesse", "baden", "wurttemberg", "bavaria",
                "franconia", "thuringia", "saxony", "berlin", "mecklenburg", "swedish_pomerania", "pomerania",
                "jutland"),
    "Poland": ("pomerania", "west_prussia", "east_prussia", "posen", "warsaw", "silesia", "cracow", "lublin",
               "bialystok", "galicia", "berlin"),
    "Russia": ("east_prussia", "st_petersburg", "moscow", "smolensk", "ukraine", "new_russia"),
    "Belarus": ("white_russia", "lithuania", "volhynia", "bialystok"),
    "Lithuania": ("lithuania", "east_prussia"),
    "Latvia": ("livonia",),
    "Estonia": ("livonia",),
    "Finland": ("finland",),
    "Åland": ("finland",),
    "Sweden": ("stockholm", "scania"),
    "Norway": ("norway",),
    "Denmark": ("jutland", "zealand"),
    "Italy": ("savoy", "genoa", "lombardy", "romagna", "venetia", "tyrol", "inner_austria", "tuscany", "rome",
              "ancona", "naples", "calabria", "sicily", "sardinia"),
    "San Marino": ("ancona",),
    "Vatican": ("rome",),
    "Switzerland": ("switzerland",),
    "Liechtenstein": ("tyrol",),
    "Austria": ("vienna", "tyrol", "inner_austria", "hungary"),
    "Czechia": ("bohemia", "moravia"),
    "Slovakia": ("hungary",),
    "Hungary": ("hungary",),
    "Slovenia": ("inner_austria", "hungary"),
    "Croatia": ("croatia", "inner_austria"),
    "Bosnia and Herz.": ("bosnia",),
    "Serbia": ("serbia", "hungary", "croatia"),
    "Kosovo": ("serbia",),
    "Montenegro": ("albania",),
    "Albania": ("albania",),
    "Macedonia": ("greece",),
    "Greece": ("greece", "albania", "constantinople"),
    "Bulgaria": ("bulgaria",),
    "Turkey": ("constantinople", "anatolia"),
    "Cyprus": ("anatolia",),
    "N. Cyprus": ("anatolia",),
    "Romania": ("transylvania", "wallachia", "moldavia", "hungary", "galicia", "bulgaria"),
    "Moldova": ("moldavia",),
    "Ukraine": ("galicia", "hungary", "volhynia", "ukraine", "new_russia", "moldavia"),
    "Egypt": ("egypt",),
    "Algeria": ("algiers",),
    "Tunisia": ("tunis",),
}  # fmt: skip

HELPERS: dict[str, list[LonLat]] = {
    "paris": [(1.9, 47.9), (0.7, 47.4), (4.0, 49.2), (2.4, 47.1)],
    "picardy": [(3.06, 50.63), (1.6, 50.6)],
    "normandy": [(1.1, 49.44), (-1.3, 49.3)],
    "brittany": [(-1.55, 47.22), (-4.2, 48.3)],
    "guyenne": [(0.34, 46.58), (1.26, 45.83), (-0.4, 43.5)],
    "languedoc": [(1.44, 43.6), (3.88, 43.61), (2.5, 44.35)],
    "provence": [(5.45, 43.53), (6.0, 44.6)],
    "burgundy": [(4.83, 45.76), (3.08, 45.78), (6.02, 47.24), (5.72, 45.19)],
    "lorraine": [(7.75, 48.58), (6.17, 49.12), (5.0, 48.5)],
    "savoy": [(6.4, 45.6), (7.1, 43.85), (7.55, 44.39), (7.32, 45.74)],
    "belgium": [(5.6, 50.6), (6.1, 49.7), (3.7, 51.0)],
    "london": [(1.0, 51.2), (-1.4, 50.9), (-1.26, 51.75), (0.12, 52.2), (1.3, 52.63)],
    "north_england": [(-1.08, 53.96), (-2.24, 53.48), (-1.6, 54.97), (-2.93, 54.89), (-1.9, 52.7), (-0.54, 53.23)],
    "wales": [(-2.3, 51.9), (-3.18, 51.48), (-2.58, 51.45), (-3.53, 50.72), (-4.6, 50.4), (-2.75, 52.7), (-4.0, 52.9)],
    "scotland": [(-3.19, 55.95), (-4.25, 55.86), (-2.1, 57.15), (-4.22, 57.48), (-3.6, 55.07)],
    "madrid": [(-4.02, 39.86), (-2.13, 40.07), (-3.17, 40.63), (-3.93, 38.98), (-6.2, 39.3), (-6.6, 38.7)],
    "old_castile": [(-3.7, 42.34), (-4.72, 41.65), (-5.57, 42.6), (-5.66, 40.97), (-2.93, 43.26), (-1.64, 42.81)],
    "asturias": [(-5.84, 43.36), (-8.4, 43.37), (-8.54, 42.88)],
    "catalonia": [(2.17, 41.39), (0.8, 41.7), (2.82, 41.98), (1.25, 41.12)],
    "aragon": [(-0.41, 42.14), (-1.1, 40.34)],
    "valencia": [(-0.38, 39.47), (-0.48, 38.35), (-1.13, 37.98), (-0.04, 39.99)],
    "andalusia": [(-5.98, 37.39), (-6.29, 36.53), (-3.6, 37.18), (-4.78, 37.89), (-2.46, 36.84)],
    "lisbon": [(-7.9, 38.57), (-7.93, 37.2)],
    "oporto": [(-8.61, 41.15), (-7.9, 40.66), (-6.76, 41.8), (-8.43, 40.2)],
    "rhineland": [(6.08, 50.78), (6.64, 49.75), (7.6, 50.36), (7.77, 49.44), (6.5, 51.3), (6.95, 50.9)],
    "berg": [(7.2, 51.25), (7.63, 51.96), (8.2, 51.6), (7.1, 51.5)],
    "oldenburg": [(7.2, 53.37), (8.8, 53.08)],
    "hanover": [(9.0, 53.75), (9.73, 52.37), (10.0, 53.55), (9.93, 51.7), (10.5, 52.9), (8.05, 52.28)],
    "kassel": [(9.48, 51.31), (10.52, 52.26), (9.68, 50.55)],
    "hesse": [(8.65, 49.87), (8.68, 50.11), (8.24, 50.08), (8.0, 50.5)],
    "baden": [(7.85, 48.0), (8.69, 49.4), (8.9, 47.75)],
    "wurttemberg": [(9.99, 48.4), (9.5, 48.1), (9.55, 47.72)],
    "bavaria": [(10.3, 47.72), (11.58, 48.14), (12.1, 49.0), (10.9, 48.37), (13.0, 48.5)],
    "franconia": [(11.08, 49.45), (9.93, 49.79), (11.58, 49.95), (10.6, 49.3)],
    "thuringia": [(11.03, 50.98), (10.3, 50.6)],
    "saxony": [(13.74, 51.05), (12.37, 51.34), (14.4, 51.2), (12.9, 50.8)],
    "berlin": [(13.4, 52.52), (11.63, 52.13), (11.97, 51.48), (12.0, 53.0), (14.3, 52.2), (15.2, 52.7)],
    "mecklenburg": [(10.95, 53.8), (11.4, 53.63), (12.1, 54.09), (13.0, 53.5)],
    "swedish_pomerania": [(13.09, 54.31), (13.4, 54.1), (13.4, 54.5)],
    "pomerania": [(14.0, 53.6), (14.55, 53.43), (16.2, 54.2)],
    "jutland": [(10.7, 53.9), (10.13, 54.32), (9.43, 54.78), (9.5, 54.0), (9.5, 56.2), (10.4, 55.4)],
    "west_prussia": [(18.65, 54.35), (18.6, 53.05), (17.5, 54.0)],
    "posen": [(16.93, 52.41), (18.0, 53.12), (16.0, 52.0)],
    "warsaw": [(21.01, 52.23), (19.46, 51.76), (18.09, 51.76), (19.7, 52.55), (21.5, 53.0)],
    "silesia": [(15.4, 51.85), (17.04, 51.11), (18.9, 50.3), (15.8, 50.9), (16.2, 51.6)],
    "cracow": [(19.2, 49.7), (19.94, 50.06), (20.63, 50.87), (21.15, 51.4)],
    "lublin": [(22.57, 51.25), (23.1, 50.7), (22.27, 52.17)],
    "bialystok": [(23.16, 53.13), (22.7, 53.6), (23.6, 52.3)],
    "east_prussia": [(20.49, 53.78), (21.6, 54.1), (20.5, 54.7), (21.2, 55.6), (22.0, 54.8)],
    "galicia": [(22.0, 50.04), (22.77, 49.78), (24.03, 49.84), (24.7, 48.9), (25.94, 48.29), (26.25, 47.65)],
    "st_petersburg": [(30.3, 59.9), (31.3, 58.5), (28.3, 57.8), (34.0, 60.0)],
    "moscow": [(35.9, 56.86), (37.6, 54.2), (39.9, 57.6), (36.26, 54.5), (39.7, 54.6), (39.9, 59.2)],
    "smolensk": [(34.4, 53.25), (31.0, 55.8)],
    "ukraine": [(36.2, 51.7), (39.2, 51.66), (36.6, 50.6), (30.52, 50.45), (31.3, 51.5), (34.55, 49.59),
                (36.23, 49.99), (34.8, 50.9)],
    "new_russia": [(39.7, 47.2), (30.73, 46.48), (32.6, 46.6), (34.1, 44.95), (35.0, 48.45), (35.14, 47.84),
                   (37.8, 48.0), (32.0, 46.97), (39.0, 45.0)],
    "white_russia": [(27.56, 53.9), (30.2, 55.19), (30.33, 53.9), (31.0, 52.44), (26.5, 52.5)],
    "lithuania": [(25.28, 54.69), (23.9, 54.9), (23.83, 53.68)],
    "volhynia": [(25.33, 50.75), (26.25, 50.62), (28.66, 50.25), (28.47, 49.23), (26.58, 48.68), (24.5, 51.8),
                 (23.7, 52.1)],
    "livonia": [(24.1, 56.95), (22.0, 56.8), (24.75, 59.44), (26.7, 58.4)],
    "stockholm": [(18.07, 59.33), (17.3, 62.4), (15.6, 60.6), (15.2, 59.3), (13.5, 59.4)],
    "scania": [(13.0, 55.6), (11.97, 57.7), (14.16, 57.78), (16.36, 56.66), (15.6, 58.4)],
    "genoa": [(8.48, 44.31), (9.82, 44.1), (9.3, 44.35)],
    "lombardy": [(9.19, 45.46), (9.67, 45.7), (10.21, 45.54), (10.79, 45.16), (9.16, 45.19), (8.62, 45.45),
                 (9.87, 46.17)],
    "romagna": [(11.34, 44.49), (10.93, 44.65), (10.33, 44.8), (11.62, 44.84), (12.2, 44.42), (12.5, 44.0)],
    "venetia": [(12.33, 45.44), (11.87, 45.41), (10.99, 45.44), (13.23, 46.06), (12.22, 46.14)],
    "tyrol": [(11.12, 46.07), (11.35, 46.5), (11.4, 47.27), (9.75, 47.3), (12.77, 46.83), (10.5, 46.9)],
    "inner_austria": [(13.77, 45.65), (13.62, 45.94), (14.5, 46.05), (15.65, 46.55), (15.44, 47.07), (14.31, 46.62),
                      (15.1, 47.38), (13.9, 45.2)],
    "tuscany": [(11.25, 43.77), (10.31, 43.55), (11.33, 43.32), (11.88, 43.46), (11.11, 42.76)],
    "rome": [(12.5, 41.9), (12.1, 42.42), (12.64, 42.56), (13.3, 41.6)],
    "ancona": [(13.52, 43.62), (12.39, 43.11), (13.58, 42.9), (12.64, 43.72)],
    "naples": [(14.27, 40.85), (14.77, 40.68), (13.4, 42.35), (14.21, 42.46), (14.66, 41.56), (15.55, 41.46)],
    "calabria": [(16.87, 41.12), (18.17, 40.35), (15.8, 40.64), (16.25, 39.3), (15.9, 38.3)],
    "vienna": [(16.37, 48.21), (14.29, 48.31), (13.04, 47.8), (15.6, 48.2)],
    "hungary": [(16.6, 47.5), (17.1, 48.15), (21.25, 48.7), (19.8, 45.6), (20.6, 45.5), (21.9, 47.0), (21.23, 45.75),
                (22.3, 48.62), (16.2, 46.7), (19.0, 48.6)],
    "bohemia": [(14.42, 50.08), (13.38, 49.75), (14.47, 48.97), (15.06, 50.77), (15.83, 50.21)],
    "moravia": [(16.61, 49.2), (17.25, 49.59), (18.29, 49.83), (16.0, 49.4)],
    "croatia": [(15.98, 45.81), (18.69, 45.55), (16.44, 43.51), (18.09, 42.65), (14.44, 45.33), (19.3, 45.0),
                (15.4, 44.6)],
    "serbia": [(20.46, 44.8), (21.0, 42.6), (21.9, 43.3)],
    "bosnia": [(18.4, 43.86), (17.2, 44.77)],
    "albania": [(19.8, 41.3), (19.26, 42.44), (20.85, 39.67)],
    "greece": [(21.43, 41.99), (22.94, 40.64), (22.42, 39.64), (22.4, 37.5), (24.0, 35.3), (25.2, 37.5)],
    "constantinople": [(25.9, 41.1)],
    "bulgaria": [(23.32, 42.7), (25.6, 43.1), (27.9, 43.2), (28.63, 44.17), (25.5, 41.8)],
    "transylvania": [(23.6, 46.77), (25.6, 45.65), (24.15, 45.8)],
    "wallachia": [(26.1, 44.43), (23.8, 44.32), (25.0, 44.9)],
    "moldavia": [(27.6, 47.16), (28.0, 45.43), (26.9, 46.57), (28.8, 45.5), (28.85, 47.0)],
}  # fmt: skip

# Provinces made of whole islands of a modern country: (modern country, lon/lat box holding the islands).
ISLANDS: dict[str, tuple[str, tuple[float, float, float, float]]] = {
    "corsica": ("France", (8.4, 41.2, 9.7, 43.1)),
    "sicily": ("Italy", (11.9, 36.4, 15.8, 38.9)),
    "sardinia": ("Italy", (7.9, 38.7, 10.0, 41.35)),
    "zealand": ("Denmark", (10.9, 54.4, 15.3, 56.2)),
    "ireland": ("United Kingdom", (-8.3, 53.9, -5.3, 55.45)),
    "constantinople": ("Turkey", (25.5, 40.0, 29.2, 42.2)),
}

# Provinces cut down to the part of their modern country the power really held (the coast of North Africa).
CLIPS: dict[str, tuple[float, float, float, float]] = {
    "algiers": (-2.2, 34.3, 8.6, 38.0),
    "tunis": (7.8, 33.6, 11.7, 38.0),
    "egypt": (24.0, 29.0, 34.8, 32.0),
}

# Extra seeds of the sea zones (with their label points) for the Voronoi drawing of their boundaries.
SEA_SEEDS: dict[str, list[LonLat]] = {
    "north_atlantic": [(-13.0, 58.0), (-13.0, 53.0), (-10.0, 50.2), (-16.0, 48.5), (-8.5, 58.6), (-8.8, 56.8)],
    "north_sea": [
        (1.0, 60.0),
        (6.0, 58.2),
        (3.5, 53.5),
        (7.0, 55.0),
        (3.0, 51.8),
        (4.0, 64.0),
        (1.0, 53.3),
        (8.3, 54.0),
        (-1.0, 56.5),
        (-0.8, 55.3),
        (-2.0, 58.0),
    ],
    "channel": [(0.5, 50.3), (-5.2, 49.4), (-3.5, 50.0), (1.2, 50.8)],
    "irish_sea": [(-5.5, 55.2), (-5.6, 52.2)],
    "bay_of_biscay": [(-3.0, 44.6), (-7.5, 46.5), (-8.0, 44.3)],
    "atlantic": [(-11.5, 43.5), (-8.0, 36.5), (-11.0, 33.0), (-14.0, 38.0)],
    "skagerrak": [(11.6, 56.8), (8.5, 57.7)],
    "baltic": [(14.5, 55.0), (11.3, 54.5), (20.0, 58.0), (19.0, 56.5)],
    "gulf_of_bothnia": [(25.5, 59.8), (22.0, 60.0), (20.5, 63.5)],
    "western_med": [(4.5, 42.5), (0.5, 37.8), (-3.5, 36.2), (7.5, 43.5), (7.5, 38.8), (9.0, 43.9)],
    "tyrrhenian": [(10.9, 42.6), (12.5, 38.8), (14.5, 39.5), (10.5, 41.5)],
    "ionian": [(12.5, 36.0), (15.0, 34.0), (20.0, 38.5), (21.0, 35.0), (17.8, 39.5), (11.5, 35.0)],
    "adriatic": [(13.2, 44.6), (17.0, 42.3), (18.3, 41.4)],
    "aegean": [(24.5, 40.3), (25.5, 36.8), (26.0, 39.2), (27.8, 40.7)],
    "levant": [(33.0, 34.5), (27.0, 34.3), (31.0, 32.0)],
    "black_sea": [(31.0, 44.0), (38.0, 43.0), (30.0, 42.5), (35.0, 45.5), (29.5, 41.6)],
}

# A port town for provinces whose port is not the coast nearest their anchor.
PORT_TOWNS: dict[str, LonLat] = {
    "brittany": (-4.49, 48.39), "provence": (5.93, 43.12), "andalusia": (-6.29, 36.53), "london": (0.5, 51.45),
    "zealand": (12.57, 55.68), "holland": (4.9, 52.37), "lisbon": (-9.14, 38.72), "naples": (14.27, 40.85),
    "normandy": (0.1, 49.5), "belgium": (4.4, 51.22), "st_petersburg": (29.77, 60.0), "west_prussia": (18.65, 54.35),
    "venetia": (12.33, 45.44), "constantinople": (28.98, 41.01), "catalonia": (2.17, 41.39),
    "valencia": (-0.98, 37.6), "asturias": (-8.23, 43.48), "old_castile": (-3.8, 43.46), "guyenne": (-1.05, 45.6),
    "scotland": (-3.17, 55.98), "ireland": (-8.47, 51.9), "north_england": (-3.0, 53.4), "wales": (-2.9, 51.5),
    "east_prussia": (20.5, 54.7), "livonia": (24.1, 57.0), "stockholm": (18.07, 59.33), "jutland": (10.2, 56.15),
    "norway": (10.75, 59.9), "scania": (11.97, 57.7), "genoa": (8.93, 44.41), "tuscany": (10.31, 43.55),
    "new_russia": (30.73, 46.48), "anatolia": (29.0, 40.8), "egypt": (29.9, 31.2), "sicily": (13.36, 38.12),
    "sardinia": (9.11, 39.22), "corsica": (8.74, 41.92), "algiers": (3.06, 36.75), "tunis": (10.2, 36.8),
    "finland": (22.27, 60.45), "pomerania": (14.55, 53.8), "hanover": (8.7, 53.87), "oldenburg": (8.1, 53.5),
    "mecklenburg": (12.1, 54.09), "swedish_pomerania": (13.09, 54.31), "croatia": (14.44, 45.33),
    "inner_austria": (13.77, 45.65), "romagna": (12.25, 44.45), "ancona": (13.52, 43.62), "rome": (12.3, 41.75),
    "calabria": (17.2, 40.45), "greece": (22.94, 40.64), "albania": (19.45, 41.32), "bulgaria": (27.9, 43.2),
    "moldavia": (30.2, 45.9), "malta": (14.5, 35.9), "picardy": (1.6, 50.7),
}  # fmt: skip

RIVER_LENGTH = 4.0
"""Only the great rivers (main stems of 4 degrees or more): the many smaller ones cost a tenth of the PNG and
carry no rule. The sea is flat too (no ripples along the coasts): with 100 provinces, seven powers' washes and
armies everywhere, the PNG keeps well under 400 KB only so."""

TINY = {"malta": 0.06}
"""Islands too small to see at the map's scale, widened a little (degrees)."""

SEA_LABELS: dict[str, tuple[LonLat, int, float]] = {
    "north_atlantic": ((-11.8, 49.6), 17, 0.0),
    "north_sea": ((3.0, 56.2), 20, 0.0),
    "channel": ((-2.6, 49.95), 14, 8.0),
    "irish_sea": ((-5.1, 53.5), 13, 0.0),
    "bay_of_biscay": ((-5.2, 45.6), 17, 0.0),
    "atlantic": ((-9.95, 38.4), 15, 90.0),
    "skagerrak": ((9.6, 57.75), 13, 18.0),
    "baltic": ((18.4, 55.6), 18, 0.0),
    "gulf_of_bothnia": ((20.4, 61.5), 14, 68.0),
    "western_med": ((4.2, 38.9), 17, 0.0),
    "tyrrhenian": ((12.0, 39.8), 15, 0.0),
    "ionian": ((18.6, 36.6), 18, 0.0),
    "adriatic": ((15.7, 42.85), 14, -35.0),
    "aegean": ((24.9, 38.6), 14, 70.0),
    "levant": ((30.5, 33.6), 17, 0.0),
    "black_sea": ((34.0, 43.4), 19, 0.0),
}

STRAIT_PATHS: dict[tuple[str, str], list[LonLat]] = {
    ("london", "picardy"): [(1.3, 51.1), (1.7, 50.9)],
    ("zealand", "scania"): [(12.55, 55.95), (12.8, 56.0)],
    ("zealand", "jutland"): [(11.1, 55.4), (10.75, 55.35)],
    ("sicily", "calabria"): [(15.55, 38.25), (15.7, 38.25)],
    ("constantinople", "anatolia"): [(29.0, 41.1), (29.2, 41.05)],
    ("corsica", "sardinia"): [(9.2, 41.38), (9.25, 41.22)],
}


OFF_MAP = LinkSpec("stockholm", "finland", [(19.0, 61.0), (19.6, 61.3), (20.4, 61.4), (21.3, 61.3)])
"""Sweden and Finland meet round the head of the Gulf of Bothnia, beyond the map's top edge: a dashed line."""


def spec() -> MapSpec:
    """The La Guerre map spec."""
    countries = decode(npm_json(WORLD_ATLAS, "countries-50m.json"), "countries")
    window = WINDOW
    land = shapely.union_all([g for g in countries.values() if g.intersects(window)]).intersection(window)
    parts: dict[str, list[BaseGeometry]] = {p.id: [] for p in PROVINCES}
    for modern, members in MODERN.items():
        for pid, piece in _share(countries[modern].intersection(window), modern, members).items():
            parts[pid].append(piece)
    territories = {}
    for p in PROVINCES:
        shape = shapely.union_all(parts[p.id])
        if p.id in CLIPS:
            shape = shape.intersection(box(*CLIPS[p.id]))
        if p.id in TINY:
            shape = shape.buffer(TINY[p.id])
            land = land.union(shape)
        port = PORT_TOWNS.get(p.id, (p.lon, p.lat)) if p.port else None
        territories[p.id] = TerritorySpec(p.name, shape, group=p.country, capital=p.capital, port=port)
    water = window.difference(land)
    check_coasts(territories, sea_zones(water))
    return MapSpec(
        id="laguerre",
        name="Europe, 1805 — La Guerre de l'Empereur",
        group_kind="country",
        proj="+proj=lcc +lat_1=38 +lat_2=56 +lat_0=47 +lon_0=14 +datum=WGS84",
        bbox=BBOX,
        fit=True,
        size=(1600, 0),
        lens=(11.0, 50.5, 1500e3, 0.35),
        land=land,
        territories=territories,
        counter=30,
        label_sizes=[18, 17, 16, 15, 14, 13, 12, 11],
        groups={**POWER_NAMES, **MINORS},
        group_labels=set(POWERS),
        seas=[SeaSpec(s.name, *SEA_LABELS[s.id], id=s.id) for s in SEA_ZONES],
        links=[LinkSpec(a, b, STRAIT_PATHS[(a, b)], kind="strait") for a, b, _ in STRAITS] + [OFF_MAP],
        rivers=True,
        river_length=RIVER_LENGTH,
        coast_ripples=0,
        sea_lines=sea_lines(water),
        compass=(84.0, 110.0),
        legend=(-266.0, 220.0),
        legend_height=500,
        credits=["Coastlines and borders: Natural Earth 1:50m (public domain), via npm world-atlas 2.0.2 (ISC)."],
        notes=["Provinces c.1805 drawn on modern borders, split by seeds (tools/mapbuild/laguerre.py)."],
        credit_line="Made with Natural Earth",
    )


def sea_zones(water: BaseGeometry) -> dict[str, BaseGeometry]:
    """Each sea zone's water: Voronoi cells of its label point and extra seeds, clipped to ``water``."""
    seeds = [(s.id, pt) for s in SEA_ZONES for pt in [SEA_LABELS[s.id][0], *SEA_SEEDS[s.id]]]
    zones = split_by_seeds(box(-60, 0, 60, 90), seeds, LAT0, EXTENT)
    return {zone: shape.intersection(water) for zone, shape in zones.items()}


def sea_lines(water: BaseGeometry) -> BaseGeometry:
    """The boundaries between sea zones, over water only."""
    zones = sea_zones(box(-60, 0, 60, 90))
    edges = shapely.union_all([zone.boundary for zone in zones.values()])
    return edges.intersection(water.buffer(-0.05))


def check_coasts(territories: dict[str, TerritorySpec], zones: dict[str, BaseGeometry]) -> None:
    """Refuse a map whose drawn sea zones disagree with the rules: each port touches exactly the zones its
    ``COASTS`` entry lists, and the zones that meet are exactly ``SEA_BORDERS``."""
    wrong = []
    for pid, territory in territories.items():
        near = territory.geometry.buffer(0.04)
        touched = {zone for zone, shape in zones.items() if near.intersection(shape).area > 0.002}
        if touched != set(COASTS.get(pid, ())):
            wrong.append(f"{pid} touches {sorted(touched)}")
    frame = box(*BBOX)
    met = {
        frozenset((a, b))
        for a in zones
        for b in zones
        if a < b and zones[a].buffer(0.02).intersection(zones[b].buffer(0.02)).intersection(frame).area > 0.01
    }
    if met != {frozenset(pair) for pair in SEA_BORDERS}:
        wrong.append(f"sea zones meeting: {sorted(map(sorted, met))}")
    if wrong:
        raise ValueError("the drawn sea zones disagree with rules/laguerre/provinces.py: " + "; ".join(wrong))


def _share(country: BaseGeometry, modern: str, members: tuple[str, ...]) -> dict[str, BaseGeometry]:
    """A modern country divided among its provinces: its listed islands whole, the rest by Voronoi cells."""
    shares: dict[str, BaseGeometry] = {}
    rest = country
    for pid in members:
        if pid in ISLANDS and ISLANDS[pid][0] == modern:
            area = box(*ISLANDS[pid][1])
            pieces = [g for g in getattr(rest, "geoms", [rest]) if area.contains(g.representative_point())]
            shares[pid] = shapely.union_all(pieces)
            rest = rest.difference(shares[pid])
    others = [pid for pid in members if pid not in shares]
    if len(others) == 1:
        shares[others[0]] = rest
    elif others:
        shares.update(split_by_seeds(rest, _seeds(rest, others, modern), LAT0, EXTENT))
    return shares


def _seeds(country: BaseGeometry, members: list[str], modern: str) -> list[tuple[str, LonLat]]:
    """The anchors and helper seeds of ``members`` that lie in (or just off) ``country``."""
    near = country.buffer(0.1)
    shapely.prepare(near)
    anchors = {p.id: (p.lon, p.lat) for p in PROVINCES}
    seeds = []
    for pid in members:
        found = [pt for pt in [anchors[pid], *HELPERS.get(pid, [])] if near.contains(Point(pt))]
        if not found:
            raise ValueError(f"{pid} has no seed in {modern}")
        seeds += [(pid, pt) for pt in found]
    return seeds
