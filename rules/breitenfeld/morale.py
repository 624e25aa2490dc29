"""Demoralization (BF-DEM-1..6): each army's level, its losses, the changes by turn and by the Saxons' collapse,
and losing counters (which is what moves the armies toward their levels)."""

from rules.breitenfeld.state import ARMIES, BreitenfeldState, Piece
from rules.breitenfeld.zones import in_enemy_zone
from rules.core.context import Context

ARMY_NAMES = {"imperialist": "Imperialist army", "swedish": "Swedish army", "saxon": "Saxon army"}
# BF-DEM-1: the infantry strength points an army may lose before it is demoralized.
START_LEVELS = {"imperialist": 45, "swedish": 75, "saxon": 4}
SAXON_RAISE_TURN, SAXON_RAISED = 7, 12  # BF-DEM-4: after Imperialist turn 7
IMPERIAL_RAISES = {9: 55, 15: 65}  # BF-DEM-2: after Swedish (Allied) turns 9 and 15
SAXON_COLLAPSE_BONUS = 5  # BF-DEM-3
# Game turns run Imperialist player turn, then Allied player turn (BF-SEQ-1): "after Allied turn 9" is turn 10 on.


def losses(state: BreitenfeldState, army: str) -> int:
    """The infantry strength points ``army`` has lost: the printed strength of its eliminated infantry."""
    return sum(p.counter.strength for p in state.pieces if p.eliminated and p.kind == "infantry" and p.army == army)


def check_demoralization(state: BreitenfeldState, ctx: Context) -> None:
    """BF-DEM-1: an army whose infantry losses reach its level is demoralized (for the rest of the game)."""
    for army in ARMIES:
        if not state.is_demoralized(army) and losses(state, army) >= level(state, army):
            state.demoralized[army] = state.turn
            ctx.say(f"The {ARMY_NAMES[army]} is demoralized: {losses(state, army)} infantry strength points lost "
                    f"(level {level(state, army)}).", kind="morale")  # fmt: skip


def eliminate(state: BreitenfeldState, piece: Piece, ctx: Context, why: str) -> None:
    """Take ``piece`` off the map; a leader with it falls too (BF-LEAD-1)."""
    where = piece.hex
    piece.hex, piece.eliminated, piece.disrupted = None, True, False
    ctx.say(f"{piece.counter.name} is eliminated ({why}).", kind="loss", seat=piece.side)
    for leader in [p for p in state.at(where or "") if p.kind == "leader" and p.side == piece.side]:
        eliminate(state, leader, ctx, f"with {piece.counter.name}")
    check_demoralization(state, ctx)


def disrupt(state: BreitenfeldState, piece: Piece, ctx: Context, why: str) -> None:
    """BF-DIS-1: a healthy unit is disrupted (flipped); a disrupted one is eliminated."""
    if piece.disrupted:
        eliminate(state, piece, ctx, f"{why}, already disrupted")
        return
    piece.disrupted = True
    ctx.say(f"{piece.counter.name} is disrupted ({why}).", kind="disruption", seat=piece.side)


def level(state: BreitenfeldState, army: str) -> int:
    """BF-DEM-1..4: ``army``'s level now. Swedes 75. Saxons 4, 12 once Imperialist turn 7 is over. Imperialists
    45, 55 after Allied turn 9, 65 after Allied turn 15, and 5 more from the turn after the Saxons' collapse."""
    if army == "swedish":
        return START_LEVELS["swedish"]
    if army == "saxon":
        raised = state.turn > SAXON_RAISE_TURN or (state.turn == SAXON_RAISE_TURN and state.active == "allied")
        return SAXON_RAISED if raised else START_LEVELS["saxon"]
    found = START_LEVELS["imperialist"]
    for turn, value in IMPERIAL_RAISES.items():
        if state.turn > turn:
            found = value
    fell = state.demoralized.get("saxon")
    return found + (SAXON_COLLAPSE_BONUS if fell is not None and fell < state.turn else 0)


def purge_saxons(state: BreitenfeldState, ctx: Context) -> None:
    """BF-DEM-6: from the turn after the Saxons are demoralized, every Saxon unit in an enemy zone is eliminated."""
    fell = state.demoralized.get("saxon")
    if fell is None or state.turn <= fell:
        return
    for piece in [p for p in state.pieces if p.combat and p.army == "saxon"]:
        if in_enemy_zone(state, piece):
            eliminate(state, piece, ctx, "a demoralized Saxon caught in an enemy zone of control")
