"""Hand-made BoardViews for the map tests (independent of the rules engines' progress)."""

from maps.render.loading import load_map
from rules.core.board import AreaView, BoardView, MoveArrow, StackView

SIDES = {"independence": ["British", "Americans"], "napoleon": ["France", "Allies"]}
TITLES = {"independence": "War of Independence", "napoleon": "Napoleon's Europe"}


def sample_board(ruleset: str, viewer: str | None = None) -> BoardView:
    """A mid-game board: mixed control, stacks of every kind, markers, two moves and a battle."""
    first, second = SIDES[ruleset]
    ids = [t.id for t in load_map(ruleset).territories]
    areas: dict[str, AreaView] = {}
    for n, tid in enumerate(ids):
        stacks = []
        if n % 3 == 0:
            own = viewer == first
            stacks.append(StackView(side=first, count=1 + n % 5, top="Regular infantry", force=n % 9 if own else None,
                                    units=["Regular infantry"] * (1 + n % 5) if own else None))  # fmt: skip
        if n % 4 == 1:
            own = viewer == second
            stacks.append(StackView(side=second, count=2, top="General Washington" if own else None,
                                    leader=True, force=7 if own else None))  # fmt: skip
        if n % 11 == 5:
            stacks.append(StackView(side=first, count=3, top="Dragoons", force=4))
        markers = ["fort"] if n % 7 == 0 else []
        areas[tid] = AreaView(controller=[first, second][n % 2] if n % 5 else None, stacks=stacks, markers=markers)
    return BoardView(
        ruleset=ruleset,
        title=TITLES[ruleset],
        turn="Summer 1777" if ruleset == "independence" else "Spring 1806",
        phase="Movement",
        to_act=[second],
        viewer=viewer,
        sides=[first, second],
        areas=areas,
        arrows=[
            MoveArrow(side=first, origin=ids[0], destination=ids[1]),
            MoveArrow(side=second, origin=ids[8], destination=ids[9]),
        ],  # fmt: skip
        battles=[ids[3]],
    )


def crowded_board(ruleset: str) -> BoardView:
    """Both sides stacked in every territory: the worst case for counters."""
    first, second = SIDES[ruleset]
    areas = {
        t.id: AreaView(controller=first, stacks=[StackView(side=first, count=12, top="Artillery", force=28),
                                                 StackView(side=second, count=3, top="Frigate", force=6)],
                       markers=["fort"])
        for t in load_map(ruleset).territories
    }  # fmt: skip
    return BoardView(ruleset=ruleset, title="Crowded", turn="Winter 1780", phase="Battle", to_act=[first, second],
                     sides=[first, second], areas=areas)  # fmt: skip
