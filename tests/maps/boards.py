"""Hand-made BoardViews for the map tests (independent of the rules engines' progress)."""

from maps.render.loading import load_map
from rules.core.board import BoardView, LegendEntry, MarkerView, MoveArrow, PieceView, SideView, SpaceView

SIDES = {
    "independence": [SideView(id="British", name="British", colour="#b02226"),
                     SideView(id="Americans", name="Americans", colour="#264680")],
    "napoleon": [SideView(id="France", name="France", colour="#224296"),
                 SideView(id="Allies", name="Allies", colour="#aa2428")],
}  # fmt: skip
TITLES = {"independence": "War of Independence", "napoleon": "Napoleon's Europe"}


def sample_board(ruleset: str, viewer: str | None = None) -> BoardView:
    """A mid-game board: mixed control, pieces of every kind, markers, two moves and a battle."""
    first, second = (s.id for s in SIDES[ruleset])
    ids = [t.id for t in load_map(ruleset).territories]
    spaces: dict[str, SpaceView] = {}
    for n, tid in enumerate(ids):
        pieces = []
        if n % 3 == 0:
            own = viewer == first
            pieces.append(PieceView(side=first, kind="infantry", count=1 + n % 5, strength=n % 9 if own else None))
        if n % 4 == 1:
            own = viewer == second
            pieces.append(PieceView(side=second, kind="leader", leader=True, strength=4 if own else None))
            pieces.append(
                PieceView(side=second, kind="cavalry", count=1, face_down=not own, strength=3 if own else None)
            )
        if n % 11 == 5:
            pieces.append(PieceView(side=first, kind="artillery", count=3, strength=2))
        markers = [MarkerView(kind="fort")] if n % 7 == 0 else []
        spaces[tid] = SpaceView(controller=[first, second][n % 2] if n % 5 else None, pieces=pieces, markers=markers)
    return BoardView(
        ruleset=ruleset,
        title=TITLES[ruleset],
        turn="Summer 1777" if ruleset == "independence" else "Spring 1806",
        phase="Movement",
        to_act=[second],
        viewer=viewer,
        sides=SIDES[ruleset],
        spaces=spaces,
        arrows=[
            MoveArrow(side=first, origin=ids[0], destination=ids[1]),
            MoveArrow(side=second, origin=ids[8], destination=ids[9]),
        ],  # fmt: skip
        battles=[ids[3]],
        legend=[LegendEntry(symbol="T", meaning="a test tag", kind="tag")],
        focus=[ids[3], ids[1]],
    )


def crowded_board(ruleset: str) -> BoardView:
    """Both sides stacked in every territory with fleets and forts: the worst case for counters."""
    first, second = (s.id for s in SIDES[ruleset])
    spaces = {
        t.id: SpaceView(controller=first, pieces=[PieceView(side=first, kind="artillery", count=12, strength=2),
                                                  PieceView(side=first, kind="fort", strength=4),
                                                  PieceView(side=second, kind="fleet", count=3, strength=6)],
                        markers=[MarkerView(kind="fort"), MarkerView(kind="tag", label="T")])
        for t in load_map(ruleset).territories
    }  # fmt: skip
    return BoardView(ruleset=ruleset, title="Crowded", turn="Winter 1780", phase="Battle", to_act=[first, second],
                     sides=SIDES[ruleset], spaces=spaces)  # fmt: skip
