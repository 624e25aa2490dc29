"""The War of Independence map: the thirteen colonies plus Canada, each divided into territories (WOI-MAP-1..3).

Each territory has a snake_case id, a display name, its colony (the area group), a coastal flag, its revenue
(coastal 2, inland 1: WOI-MAP-3) and a lon/lat anchor: a real place inside the territory, used by the map
build to grow the territory's polygon. Borders are land borders between neighbouring territories
(rulings WOI-R-1 and WOI-R-2 in RULES.md: Maine belongs to Massachusetts, the New Hampshire Grants
(Vermont) to New Hampshire, Nova Scotia includes New Brunswick).
"""

from typing import NamedTuple

from rules.core.areas import Area, AreaMap

CANADA = "Canada"


class Territory(NamedTuple):
    """One territory of the map: its id, display name, colony, coastal flag and lon/lat anchor."""

    id: str
    name: str
    colony: str
    coastal: bool
    lon: float
    lat: float

    @property
    def revenue(self) -> int:
        """Revenue points: 2 for a coastal territory, 1 inland (WOI-MAP-3)."""
        return 2 if self.coastal else 1


TERRITORIES: tuple[Territory, ...] = (
    # Canada (the Province of Quebec, and Nova Scotia with New Brunswick)
    Territory("quebec", "Quebec", CANADA, True, -71.21, 46.81),
    Territory("trois_rivieres", "Trois-Rivières", CANADA, False, -72.54, 46.35),
    Territory("montreal", "Montreal", CANADA, False, -73.57, 45.50),
    Territory("nova_scotia", "Nova Scotia", CANADA, True, -63.57, 44.65),
    # New Hampshire (with the New Hampshire Grants, today's Vermont)
    Territory("portsmouth", "Portsmouth", "New Hampshire", True, -70.76, 43.07),
    Territory("new_hampshire_grants", "New Hampshire Grants", "New Hampshire", False, -72.97, 43.61),
    # Massachusetts (with the District of Maine)
    Territory("boston", "Boston", "Massachusetts", True, -71.06, 42.36),
    Territory("worcester", "Worcester", "Massachusetts", False, -71.80, 42.26),
    Territory("springfield", "Springfield", "Massachusetts", False, -72.59, 42.10),
    Territory("falmouth", "Falmouth", "Massachusetts", True, -70.26, 43.66),
    Territory("kennebec", "Kennebec", "Massachusetts", False, -69.72, 44.77),
    Territory("penobscot", "Penobscot", "Massachusetts", True, -68.80, 44.39),
    # Rhode Island
    Territory("providence", "Providence", "Rhode Island", True, -71.41, 41.82),
    Territory("newport", "Newport", "Rhode Island", True, -71.31, 41.49),
    # Connecticut
    Territory("hartford", "Hartford", "Connecticut", False, -72.68, 41.76),
    Territory("new_haven", "New Haven", "Connecticut", True, -72.93, 41.31),
    Territory("new_london", "New London", "Connecticut", True, -72.10, 41.36),
    # New York
    Territory("new_york_city", "New York City", "New York", True, -74.00, 40.71),
    Territory("westchester", "Westchester", "New York", True, -73.76, 41.03),
    Territory("hudson_highlands", "Hudson Highlands", "New York", False, -73.96, 41.39),
    Territory("albany", "Albany", "New York", False, -73.75, 42.65),
    Territory("saratoga", "Saratoga", "New York", False, -73.78, 43.08),
    Territory("ticonderoga", "Ticonderoga", "New York", False, -73.39, 43.84),
    Territory("mohawk_valley", "Mohawk Valley", "New York", False, -74.37, 43.01),
    Territory("niagara", "Niagara", "New York", False, -79.06, 43.26),
    # New Jersey
    Territory("newark", "Newark", "New Jersey", True, -74.17, 40.74),
    Territory("morristown", "Morristown", "New Jersey", False, -74.48, 40.80),
    Territory("trenton", "Trenton", "New Jersey", False, -74.76, 40.22),
    Territory("south_jersey", "South Jersey", "New Jersey", True, -74.90, 39.55),
    # Pennsylvania
    Territory("philadelphia", "Philadelphia", "Pennsylvania", True, -75.17, 39.95),
    Territory("chester", "Chester", "Pennsylvania", False, -75.60, 39.96),
    Territory("lancaster", "Lancaster", "Pennsylvania", False, -76.31, 40.04),
    Territory("northampton", "Northampton", "Pennsylvania", False, -75.37, 40.63),
    Territory("wyoming_valley", "Wyoming Valley", "Pennsylvania", False, -75.88, 41.25),
    Territory("fort_pitt", "Fort Pitt", "Pennsylvania", False, -79.99, 40.44),
    # Delaware
    Territory("wilmington", "Wilmington", "Delaware", True, -75.55, 39.74),
    Territory("dover", "Dover", "Delaware", True, -75.52, 39.16),
    # Maryland
    Territory("baltimore", "Baltimore", "Maryland", True, -76.61, 39.29),
    Territory("annapolis", "Annapolis", "Maryland", True, -76.49, 38.98),
    Territory("frederick", "Frederick", "Maryland", False, -77.41, 39.41),
    Territory("eastern_shore", "Eastern Shore", "Maryland", True, -76.08, 38.77),
    # Virginia
    Territory("alexandria", "Alexandria", "Virginia", True, -77.05, 38.80),
    Territory("richmond", "Richmond", "Virginia", False, -77.44, 37.54),
    Territory("williamsburg", "Williamsburg", "Virginia", True, -76.71, 37.27),
    Territory("norfolk", "Norfolk", "Virginia", True, -76.29, 36.85),
    Territory("shenandoah", "Shenandoah Valley", "Virginia", False, -78.16, 39.19),
    Territory("fincastle", "Fincastle", "Virginia", False, -80.95, 36.94),
    # North Carolina
    Territory("edenton", "Edenton", "North Carolina", True, -76.61, 36.06),
    Territory("new_bern", "New Bern", "North Carolina", True, -77.04, 35.11),
    Territory("cape_fear", "Cape Fear", "North Carolina", True, -77.94, 34.23),
    Territory("hillsborough", "Hillsborough", "North Carolina", False, -79.10, 36.08),
    Territory("salisbury", "Salisbury", "North Carolina", False, -80.47, 35.67),
    # South Carolina
    Territory("charleston", "Charleston", "South Carolina", True, -79.93, 32.78),
    Territory("georgetown", "Georgetown", "South Carolina", True, -79.29, 33.38),
    Territory("camden", "Camden", "South Carolina", False, -80.61, 34.25),
    Territory("ninety_six", "Ninety Six", "South Carolina", False, -82.02, 34.15),
    # Georgia
    Territory("savannah", "Savannah", "Georgia", True, -81.09, 32.08),
    Territory("augusta", "Augusta", "Georgia", False, -81.97, 33.47),
    Territory("altamaha", "Altamaha", "Georgia", True, -81.49, 31.15),
)

BORDERS: tuple[tuple[str, str], ...] = (
    # Canada
    ("quebec", "trois_rivieres"),
    ("trois_rivieres", "montreal"),
    ("quebec", "nova_scotia"),
    ("quebec", "kennebec"),
    ("nova_scotia", "penobscot"),
    ("nova_scotia", "kennebec"),
    ("montreal", "ticonderoga"),
    ("montreal", "new_hampshire_grants"),
    ("trois_rivieres", "new_hampshire_grants"),
    ("trois_rivieres", "portsmouth"),
    # New Hampshire and Massachusetts
    ("portsmouth", "new_hampshire_grants"),
    ("portsmouth", "falmouth"),
    ("portsmouth", "kennebec"),
    ("portsmouth", "boston"),
    ("portsmouth", "worcester"),
    ("portsmouth", "springfield"),
    ("new_hampshire_grants", "springfield"),
    ("new_hampshire_grants", "albany"),
    ("new_hampshire_grants", "saratoga"),
    ("new_hampshire_grants", "ticonderoga"),
    ("falmouth", "kennebec"),
    ("falmouth", "penobscot"),
    ("kennebec", "penobscot"),
    ("boston", "worcester"),
    ("boston", "providence"),
    ("boston", "newport"),
    ("worcester", "springfield"),
    ("worcester", "providence"),
    ("worcester", "hartford"),
    ("worcester", "new_london"),
    ("springfield", "hartford"),
    ("springfield", "albany"),
    # Rhode Island and Connecticut
    ("providence", "newport"),
    ("providence", "new_london"),
    ("newport", "new_london"),
    ("hartford", "new_haven"),
    ("hartford", "new_london"),
    ("new_haven", "new_london"),
    ("new_haven", "westchester"),
    ("new_haven", "hudson_highlands"),
    # New York
    ("new_york_city", "westchester"),
    ("new_york_city", "newark"),
    ("westchester", "hudson_highlands"),
    ("hudson_highlands", "albany"),
    ("hudson_highlands", "newark"),
    ("hudson_highlands", "morristown"),
    ("hudson_highlands", "northampton"),
    ("albany", "saratoga"),
    ("albany", "mohawk_valley"),
    ("saratoga", "ticonderoga"),
    ("saratoga", "mohawk_valley"),
    ("ticonderoga", "mohawk_valley"),
    ("mohawk_valley", "niagara"),
    ("mohawk_valley", "wyoming_valley"),
    ("niagara", "wyoming_valley"),
    ("niagara", "fort_pitt"),
    # New Jersey
    ("newark", "morristown"),
    ("newark", "trenton"),
    ("morristown", "trenton"),
    ("morristown", "northampton"),
    ("trenton", "south_jersey"),
    ("trenton", "philadelphia"),
    ("trenton", "northampton"),
    ("south_jersey", "philadelphia"),
    # Pennsylvania and Delaware
    ("philadelphia", "chester"),
    ("philadelphia", "northampton"),
    ("chester", "lancaster"),
    ("chester", "northampton"),
    ("chester", "wilmington"),
    ("chester", "baltimore"),
    ("lancaster", "northampton"),
    ("lancaster", "wyoming_valley"),
    ("lancaster", "fort_pitt"),
    ("lancaster", "baltimore"),
    ("lancaster", "frederick"),
    ("northampton", "wyoming_valley"),
    ("wyoming_valley", "fort_pitt"),
    ("fort_pitt", "frederick"),
    ("wilmington", "dover"),
    ("wilmington", "baltimore"),
    ("wilmington", "eastern_shore"),
    ("dover", "eastern_shore"),
    # Maryland and Virginia
    ("baltimore", "annapolis"),
    ("baltimore", "frederick"),
    ("annapolis", "frederick"),
    ("annapolis", "alexandria"),
    ("frederick", "alexandria"),
    ("frederick", "shenandoah"),
    ("eastern_shore", "norfolk"),
    ("alexandria", "richmond"),
    ("alexandria", "shenandoah"),
    ("alexandria", "williamsburg"),
    ("richmond", "williamsburg"),
    ("richmond", "shenandoah"),
    ("richmond", "fincastle"),
    ("richmond", "norfolk"),
    ("williamsburg", "norfolk"),
    ("shenandoah", "fincastle"),
    # Virginia and the Carolinas
    ("norfolk", "edenton"),
    ("richmond", "edenton"),
    ("richmond", "hillsborough"),
    ("fincastle", "hillsborough"),
    ("fincastle", "salisbury"),
    ("edenton", "new_bern"),
    ("edenton", "hillsborough"),
    ("new_bern", "cape_fear"),
    ("new_bern", "hillsborough"),
    ("cape_fear", "hillsborough"),
    ("hillsborough", "salisbury"),
    ("cape_fear", "georgetown"),
    ("cape_fear", "camden"),
    ("salisbury", "camden"),
    ("salisbury", "ninety_six"),
    # South Carolina and Georgia
    ("charleston", "georgetown"),
    ("charleston", "camden"),
    ("charleston", "ninety_six"),
    ("georgetown", "camden"),
    ("camden", "ninety_six"),
    ("charleston", "savannah"),
    ("ninety_six", "augusta"),
    ("savannah", "augusta"),
    ("savannah", "altamaha"),
    ("augusta", "altamaha"),
    # Further land borders the real outlines share (found by the map build, tools/mapbuild)
    ("annapolis", "eastern_shore"),
    ("augusta", "charleston"),
    ("augusta", "salisbury"),
    ("baltimore", "eastern_shore"),
    ("cape_fear", "salisbury"),
    ("fort_pitt", "shenandoah"),
    ("hartford", "hudson_highlands"),
    ("hudson_highlands", "mohawk_valley"),
    ("kennebec", "trois_rivieres"),
    ("mohawk_valley", "montreal"),
    ("mohawk_valley", "northampton"),
    ("montreal", "niagara"),
    ("newark", "westchester"),
    ("south_jersey", "wilmington"),
)

TERRITORY_BY_ID: dict[str, Territory] = {t.id: t for t in TERRITORIES}

COLONIES: tuple[str, ...] = tuple(dict.fromkeys(t.colony for t in TERRITORIES))


def build_map() -> AreaMap:
    """The territories and borders as an area graph (group = colony, value = revenue)."""
    areas = [Area(id=t.id, name=t.name, group=t.colony, coastal=t.coastal, value=t.revenue) for t in TERRITORIES]
    return AreaMap.build(areas, BORDERS)


WOI_MAP: AreaMap = build_map()
