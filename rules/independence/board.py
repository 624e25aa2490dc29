"""The board view of War of Independence: what the map shows a seat (None: the public).

A stack seen from outside shows its top unit and how many units are under it, face down (WE-MOVE-8); the
owner sees every unit with its printed force and speed. Battles fought this Battle phase get the battle burst;
the map's focus is where this phase's moves and battles happened.
"""

from functools import lru_cache

from rules.core.board import BoardView, MarkerView, MoveArrow, PieceView, SideView, SpaceView
from rules.independence.sequence import TITLE, phase
from rules.independence.stacks import contested
from rules.independence.state import WoiState
from rules.independence.territories import TERRITORIES
from rules.independence.units import FORT, LEADER, SHIP, SIDE_COLOURS, SIDES, UnitType, side_of, unit_type
from rules.independence.victory import territory_counts

KIND_BY_TYPE = {LEADER: "leader", SHIP: "fleet", FORT: "fort"}
KIND_BY_UNIT = {
    "militia": "militia",
    "minute_men": "militia",
    "patriot_irregulars": "militia",
    "tories": "militia",
    "royalists": "militia",
    "iroquois": "native",
    "mohawks": "native",
}
"""The piece kind of each unit (a troop not named here is line infantry)."""
TERRITORY_BY_NAME = {t.name: t.id for t in TERRITORIES}


def kind_of(unit: UnitType) -> str:
    """The piece kind the map draws for a unit."""
    return KIND_BY_TYPE.get(unit.type) or KIND_BY_UNIT.get(unit.key, "infantry")


def piece(unit: UnitType, count: int, seen: bool) -> PieceView:
    """``count`` identical units; their force and speed only when ``seen`` by their owner."""
    return PieceView(
        side=unit.side,
        kind=kind_of(unit),
        label=unit.name,
        count=count,
        strength=unit.force if seen else None,
        movement=unit.steps if seen else None,
        leader=unit.type == LEADER,
        fleet=unit.type == SHIP,
    )


def pieces_of(chits: list[str], side: str, seat: str | None) -> list[PieceView]:
    """One side's stack as ``seat`` sees it: all of it for the owner, else the top unit and the rest face down."""
    units = [unit_type(c) for c in chits]
    if seat != side:
        rest = [PieceView(side=side, face_down=True, count=len(units) - 1)] if len(units) > 1 else []
        return [piece(units[0], 1, False), *rest]
    shown: list[PieceView] = []
    for unit in units:
        if shown and shown[-1].label == unit.name:
            shown[-1].count += 1
        else:
            shown.append(piece(unit, 1, True))
    return shown


def fought(state: WoiState) -> list[str]:
    """The territories of the battles fought this Battle phase (the log names them by their place names)."""
    places = (entry.rsplit(": ", 1)[0] for entry in state.battle_log)
    return [TERRITORY_BY_NAME[p] for p in places if p in TERRITORY_BY_NAME]


@lru_cache(maxsize=4096)
def space_view(controller: str | None, chits: tuple[str, ...], battle: bool, seat: str | None) -> SpaceView:
    """A territory held by ``controller`` with ``chits`` in it (and a battle to fight) as ``seat`` sees it. Kept
    and shared between board views, which are never changed once built: from one phase to the next most
    territories are as they were, and building their views was most of a board's cost."""
    pieces: list[PieceView] = []
    for side in SIDES:
        mine = [c for c in chits if side_of(c) == side]
        if mine:
            pieces += pieces_of(mine, side, seat)
    markers = [MarkerView(kind="battle")] if battle else []
    return SpaceView(controller=controller, pieces=pieces, markers=markers)


def board_view(state: WoiState, seat: str | None, acting: list[str]) -> BoardView:
    """What the map renderer draws for ``seat`` (None: the public map)."""
    pending = set(contested(state))
    spaces = {
        t.id: space_view(state.control.get(t.id), tuple(state.board.get(t.id, ())), t.id in pending, seat)
        for t in TERRITORIES
    }
    counts = territory_counts(state)
    notes = [f"{side}: {counts[side]} territories, treasury {state.treasury[side]}" for side in SIDES]
    if state.french_alliance:
        notes.append("French Alliance in force")
    if state.over:
        notes.append(f"Winner: {state.winner or 'nobody (draw)'} — {state.end_reason}")
    battles = fought(state)
    arrows = [MoveArrow(side=s, origin=a, destination=b) for s, a, b in state.arrows]
    return BoardView(
        ruleset=state.ruleset,
        map_id="independence",
        title=TITLE,
        turn=state.turn_label,
        phase=phase(state),
        to_act=acting,
        viewer=seat,
        sides=[SideView(id=s, name=s, colour=SIDE_COLOURS[s]) for s in SIDES],
        spaces=spaces,
        arrows=arrows,
        battles=battles,
        notes=notes,
        focus=list(dict.fromkeys([*battles, *(a.destination for a in arrows), *(a.origin for a in arrows)])),
    )
