"""A hand-made La Guerre board (independent of the rules engine's progress): the seven powers in their colours,
the minors shaded as non-player countries, army markers, fleets in ports, two moves and a battle."""

from rules.core.board import BoardView, MoveArrow, PieceView, SideView, SpaceView
from rules.laguerre.geography import MINORS, POWER_NAMES, PROVINCES

COLOURS = {
    "france": "#2b4a9e",
    "britain": "#b3262b",
    "russia": "#2f7a45",
    "austria": "#d8b229",
    "prussia": "#4b525e",
    "spain": "#d0702a",
    "ottoman": "#7b3f8c",
    "minor": "#a39780",
}
"""Sample colours: a distinct hue per power, a muted taupe for the non-player minors."""

SHORT = {"britain": "Britain", "ottoman": "Turkey"}
"""Names short enough for the legend's two columns."""

ARMIES = {
    "paris": "france", "belgium": "france", "bavaria": "france", "vienna": "austria", "bohemia": "austria",
    "venetia": "austria", "london": "britain", "st_petersburg": "russia", "white_russia": "russia",
    "galicia": "russia", "berlin": "prussia", "saxony": "prussia", "madrid": "spain", "constantinople": "ottoman",
    "hanover": "britain", "sicily": "britain", "warsaw": "france",
}  # fmt: skip
FLEETS = {"brittany": "france", "provence": "france", "london": "britain", "malta": "britain", "zealand": "minor"}
AT_SEA = {"channel": "britain", "western_med": "france", "baltic": "russia", "north_sea": "britain"}
CONQUESTS = {"hanover": "france", "bavaria": "france", "warsaw": "france", "venetia": "france", "finland": "russia"}


def laguerre_board(viewer: str | None = None) -> BoardView:
    """A mid-game board seen by ``viewer`` (a power id): its own armies show their strength, others' are face down."""
    sides = [SideView(id=p, name=SHORT.get(p, name), colour=COLOURS[p]) for p, name in POWER_NAMES.items()]
    sides.append(SideView(id="minor", name="Minors", colour=COLOURS["minor"]))
    spaces: dict[str, SpaceView] = {}
    for n, p in enumerate(PROVINCES):
        owner = p.country if p.country not in MINORS else "minor"
        pieces = []
        army = ARMIES.get(p.id)
        if army is not None:
            own = army == viewer
            pieces.append(PieceView(side=army, kind="army", label=army[:2].upper(), strength=4 + n % 9 if own else None,
                                    face_down=not own))  # fmt: skip
        if p.id in FLEETS:
            pieces.append(PieceView(side=FLEETS[p.id], kind="fleet", fleet=True, count=1 + n % 3))
        spaces[p.id] = SpaceView(controller=CONQUESTS.get(p.id, owner), pieces=pieces)
    for n, (sea, power) in enumerate(AT_SEA.items()):
        spaces[sea] = SpaceView(pieces=[PieceView(side=power, kind="fleet", fleet=True, count=2 + n)])
    return BoardView(
        ruleset="laguerre",
        map_id="laguerre",
        title="La Guerre de l'Empereur",
        turn="Autumn 1805",
        phase="Land phase",
        to_act=["france"],
        viewer=viewer,
        sides=sides,
        spaces=spaces,
        arrows=[
            MoveArrow(side="france", origin="bavaria", destination="vienna"),
            MoveArrow(side="russia", origin="galicia", destination="moravia"),
            MoveArrow(side="britain", origin="london", destination="channel"),
        ],
        battles=["vienna"],
    )
