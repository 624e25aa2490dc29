"""The map data schema: what ``tools/build_maps.py`` writes to ``maps/<id>/map.json`` and the renderer reads.

All coordinates are pixels in the map frame (origin top left). Rings are flat lists ``[x0, y0, x1, y1, …]``.
"""

from typing import Literal

from pydantic import BaseModel, Field, model_validator

Point = tuple[float, float]


class Shape(BaseModel):
    """One polygon: an exterior ring and its holes."""

    exterior: list[float]
    holes: list[list[float]] = Field(default_factory=list)


class Territory(BaseModel):
    """A playable area: its outline, where its name goes and where its stacks stand.

    ``callout``: where the name is drawn when it does not fit inside (a leader line joins it to ``label``).
    ``stack_width``: the room for counters side by side at ``stack`` (0: no limit); more stacks are drawn smaller.
    ``capital``: a star is drawn by its name. ``port``: where an anchor marks its port on the coast (None: none).
    """

    id: str
    name: str
    group: str = ""
    coastal: bool = False
    shapes: list[Shape]
    label: Point
    label_size: int = 16
    label_lines: list[str] = Field(default_factory=list)
    callout: Point | None = None
    stack: Point
    stack_width: float = 0.0
    capital: bool = False
    port: Point | None = None


class Group(BaseModel):
    """A named group of territories (a colony), outlined more strongly and named in large letters."""

    id: str
    name: str
    shapes: list[Shape] = Field(default_factory=list)
    label: Point | None = None
    label_size: int = 20
    colour: str = ""
    """``#rrggbb`` for the group's outline and name (empty: the map's border ink)."""


class Sea(BaseModel):
    """A named body of water, drawn as an italic label. A sea that is a space of the board (a sea zone) has an
    ``id`` and a ``stack`` point where its counters (fleets) stand."""

    name: str
    label: Point
    label_size: int = 20
    angle: float = 0.0
    id: str = ""
    stack: Point | None = None


class SeaLink(BaseModel):
    """Two territories joined across water. ``path`` (pixels) is drawn as a dashed line when ``drawn``.

    ``kind``: "sea" or "strait" (a link to cross); "consent" (a passage its holder must allow), "closed" (no
    land move), "canal" (closed until built) are marked as such on the line."""

    a: str
    b: str
    kind: Literal["sea", "strait", "consent", "closed", "canal"] = "sea"
    path: list[float] = Field(default_factory=list)
    drawn: bool = True


class River(BaseModel):
    """A river as a polyline."""

    line: list[float]
    width: float = 1.2


class MapData(BaseModel):
    """Everything the renderer draws that does not change during a game."""

    id: str
    name: str
    size: tuple[int, int]
    projection: str = ""
    credits: list[str] = Field(default_factory=list)
    credit_line: str = ""
    notes: list[str] = Field(default_factory=list)
    land: list[Shape] = Field(default_factory=list)
    coast: list[list[float]] = Field(default_factory=list)
    territories: list[Territory]
    groups: list[Group] = Field(default_factory=list)
    borders: list[tuple[str, str]] = Field(default_factory=list)
    seas: list[Sea] = Field(default_factory=list)
    links: list[SeaLink] = Field(default_factory=list)
    rivers: list[River] = Field(default_factory=list)
    counter: int = 40
    compass: Point = (80.0, 80.0)
    legend: Point = (20.0, 20.0)
    sea_areas: list[Territory] = Field(default_factory=list)
    """Sea areas that are spaces (fleets stand in them): their water, name and stack spot."""
    sea_lines: list[list[float]] = Field(default_factory=list)
    """Where two sea areas (or sea zones) meet, as polylines, drawn dotted."""
    group_kind: str = "colony"
    """What a group is called in the legend ("colony", "zone")."""
    coast_ripples: int = Field(default=3, ge=0, le=3)
    """How many ripple bands line the coasts at sea (fewer: a flatter sea and a smaller PNG)."""

    def territory(self, territory_id: str) -> Territory:
        """The territory (or sea area) with this id (KeyError when unknown)."""
        for territory in self.spaces():
            if territory.id == territory_id:
                return territory
        raise KeyError(territory_id)

    def spaces(self) -> list[Territory]:
        """Every space counters may stand in: the territories, then the sea areas."""
        return [*self.territories, *self.sea_areas]


class HexFeature(BaseModel):
    """Something drawn along the hexside between two adjacent hexes (four-digit numbers): stream, river, swamp."""

    a: str
    b: str
    kind: str


class HexMapData(BaseModel):
    """A hex map (SPI numbering, see ``rules.core.hexes``): terrain per hex, hexside features, towns.

    ``radius`` is the pixel distance from a hex's centre to its corners; the frame adds ``margin`` round the
    grid and the title band above it. ``terrain`` names hexes that are not ``default``; ``edges`` labels map
    edges by hexrow ("0100": "Swedish rear"); ``landmarks`` names ground features (a brook, a hill, a wood) in
    italics centred on a hex.
    """

    kind: Literal["hex"] = "hex"
    id: str
    name: str
    columns: int
    rows: int
    radius: int = 40
    margin: int = 36
    default: str = "clear"
    terrain: dict[str, str] = Field(default_factory=dict)
    hexsides: list[HexFeature] = Field(default_factory=list)
    towns: dict[str, str] = Field(default_factory=dict)
    edges: dict[str, str] = Field(default_factory=dict)
    landmarks: dict[str, str] = Field(default_factory=dict)
    credits: list[str] = Field(default_factory=list)

    @model_validator(mode="after")
    def _check_numbers(self) -> "HexMapData":
        named = [*self.terrain, *self.towns, *self.landmarks, *(n for f in self.hexsides for n in (f.a, f.b))]
        for number in named:
            if len(number) != 4 or not number.isdigit():
                raise ValueError(f"{number!r} is not a four-digit hex number")
            if not (1 <= int(number[:2]) <= self.columns and 1 <= int(number[2:]) <= self.rows):
                raise ValueError(f"hex {number} is off the {self.columns}×{self.rows} map")
        return self
