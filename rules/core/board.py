"""The board view (v2): what a map renderer draws for one viewer, produced by a ruleset from an observation.

The renderer only draws: every colour, icon and name comes from here. Pieces are typed (the ruleset says
``kind``: infantry, cavalry, artillery, leader, fort, fleet, army, agent, marker …) and flagged; a piece the
viewer may not identify is drawn face down. Spaces are area ids or four-digit hex numbers; battles and arrows
name spaces.
"""

from pydantic import BaseModel, Field

PIECE_KINDS = (
    "infantry",
    "cavalry",
    "artillery",
    "leader",
    "fort",
    "fleet",
    "army",
    "agent",
    "militia",
    "native",
    "marker",
)


class SideView(BaseModel):
    """One side as the map shows it: its name in the legend and its colour (``#rrggbb``).

    ``ink``: the colour of the figures on its counters (``#rrggbb``, e.g. Swedish yellow on blue); empty: the
    renderer picks dark or paper ink for contrast.
    """

    id: str
    name: str
    colour: str
    ink: str = ""


class PieceView(BaseModel):
    """One counter (or ``count`` identical counters) in a space, as the viewer may see it.

    ``label`` is the short text on the counter (a leader's name, "R1"); ``strength`` and ``movement`` are the
    printed factors when the viewer may see them. A face-down piece shows only its side (and ``count``).
    """

    side: str
    kind: str = "infantry"
    label: str = ""
    count: int = 1
    strength: int | None = None
    movement: int | None = None
    leader: bool = False
    fleet: bool = False
    face_down: bool = False
    disrupted: bool = False
    captured: bool = False


class MarkerView(BaseModel):
    """A marker on a space (fort, control, battle, revolt, blockade …) with an optional side and label."""

    kind: str
    label: str = ""
    side: str | None = None


class SpaceView(BaseModel):
    """One space: who controls it, the pieces in it (stacking order, top first) and its markers."""

    controller: str | None = None
    pieces: list[PieceView] = Field(default_factory=list)
    markers: list[MarkerView] = Field(default_factory=list)


class MoveArrow(BaseModel):
    """A move made since the last map: from one space to another, by one side."""

    side: str
    origin: str
    destination: str


class LegendEntry(BaseModel):
    """A line of the legend that explains a symbol the ruleset uses (a tag such as "R1", a marker kind).

    ``kind``: the marker kind it explains, if any; the legend then shows it only when such a marker is drawn.
    """

    symbol: str
    meaning: str
    kind: str = ""


class BoardView(BaseModel):
    """Everything the renderer needs: the map, the title band, the sides, the spaces, the last moves and battles."""

    ruleset: str
    map_id: str = ""
    title: str
    turn: str
    phase: str
    to_act: list[str] = Field(default_factory=list)
    viewer: str | None = None
    sides: list[SideView] = Field(default_factory=list)
    spaces: dict[str, SpaceView] = Field(default_factory=dict)
    arrows: list[MoveArrow] = Field(default_factory=list)
    battles: list[str] = Field(default_factory=list)
    legend: list[LegendEntry] = Field(default_factory=list)
    notes: list[str] = Field(default_factory=list)
    focus: list[str] = Field(default_factory=list)

    def side(self, side_id: str) -> SideView | None:
        """The side with ``side_id``, or None."""
        return next((s for s in self.sides if s.id == side_id), None)

    def signature(self) -> str:
        """What the board shows, without the title band: equal signatures mean the same map (no re-post)."""
        return self.model_dump_json(include={"spaces", "arrows", "battles", "viewer"})
