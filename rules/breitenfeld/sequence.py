"""The sequence of play (BF-SEQ-1): each game turn the Imperialist rolls visibility, then the Imperialist and the
Allied player each play disruption removal, artillery fire, movement and combat; the game ends after the last
turn (BF-END-1) or when a player has no unit left on the map (BF-END-2)."""

from rules.breitenfeld.charts import TURN_ZERO_VISIBILITY, VISIBILITY_BY_DIE, recovery_needs
from rules.breitenfeld.fire import ready_guns, targets
from rules.breitenfeld.leaders import recovery_leader
from rules.breitenfeld.morale import ARMY_NAMES, level, purge_saxons
from rules.breitenfeld.movement import may_move_army
from rules.breitenfeld.state import BreitenfeldState
from rules.breitenfeld.victory import score, score_lines
from rules.breitenfeld.zones import in_enemy_zone, owed_units
from rules.core.context import Context
from rules.core.situation import Result
from rules.core.steps import Frame, Machine, Step

SIDE_NAMES = {"imperialist": "Imperialist", "allied": "Allied"}
STEP_NAMES = {"artillery": "artillery fire", "movement": "movement", "combat": "combat"}


def marker(state: BreitenfeldState) -> str:
    """The phase marker: turn, side and step."""
    frame = state.stack[-1] if state.stack else None
    return "over" if state.result or frame is None else f"t{state.turn}-{state.active}-{frame.step}"


def turn_marker(state: BreitenfeldState) -> str:
    """One player turn."""
    return "over" if state.result else f"t{state.turn}-{state.active}"


def heading(state: BreitenfeldState) -> str:
    """The turn, the side and step, and the visibility, in words."""
    frame = state.stack[-1] if state.stack else None
    if state.result or frame is None:
        return f"Turn {state.turn} of {state.turns} — game over"
    step = STEP_NAMES.get(frame.step, frame.step)
    return f"Turn {state.turn} of {state.turns} — {SIDE_NAMES[state.active]} {step}, visibility {state.visibility}"


def result(state: BreitenfeldState) -> Result | None:
    """The result once the game is over."""
    return state.result


class Visibility(Step[BreitenfeldState]):
    """BF-VIS-1: the Imperialist rolls a die: 1–2 clear, 3–4 moderate, 5 restricted, 6 as the turn before."""

    name = "visibility"
    rule = "BF-VIS-1"
    automatic = True

    def run(self, state: BreitenfeldState, frame: Frame, ctx: Context, machine: Machine[BreitenfeldState]) -> None:
        die = ctx.roll("imperialist", f"visibility, turn {state.turn}", 1)[0]
        before = state.visibility if state.turn > 1 else TURN_ZERO_VISIBILITY
        state.visibility = VISIBILITY_BY_DIE.get(die, before)
        ctx.say(f"Turn {state.turn}: visibility is {state.visibility}.", kind="visibility")
        start_player_turn(state, "imperialist", ctx, machine)


PLAYER_STEPS = ("artillery", "movement", "combat")


def idle(state: BreitenfeldState, step: str, seat: str) -> str:
    """Why ``seat`` has nothing to do in ``step`` (said in public when the step is passed over), or ""."""
    if step == "artillery" and not any(targets(state, g) for g in ready_guns(state, seat)):
        return f"The {SIDE_NAMES[seat]} guns have no target in range and in sight (BF-ART-2)."
    if step == "movement" and not may_move_army(state, seat):
        rule = "BF-MOVE-3" if seat == "imperialist" else "BF-MOVE-4"
        return f"The {SIDE_NAMES[seat]} army may not move yet ({rule})."
    if step == "combat" and not owed_units(state, seat) and not state.combats:
        return f"No {SIDE_NAMES[seat]} unit is in contact with the enemy: no combat (BF-ZOC-2)."
    return ""


def begin_step(state: BreitenfeldState, step: str, seat: str, ctx: Context, machine: Machine[BreitenfeldState]) -> None:
    """BF-SEQ-2: go to ``step`` of ``seat``'s turn, passing over (and saying so) each step in which there is
    nothing to do; past combat, the player turn ends."""
    for name in PLAYER_STEPS[PLAYER_STEPS.index(step) :]:
        reason = idle(state, name, seat)
        if not reason:
            machine.goto(state, name, seat)
            return
        ctx.say(reason, kind="skip", seat=seat)
    end_player_turn(state, ctx, machine)


class Recovery(Step[BreitenfeldState]):
    """BF-DIS-6/7, BF-DEM-5: each disrupted unit of the player rolls a die: 5–6 (6 unless clear) removes the
    disruption, with one leader's value within 1 hex added unless the unit is in an enemy zone; never once its
    army is demoralized."""

    name = "recovery"
    rule = "BF-DIS-6"
    automatic = True

    def run(self, state: BreitenfeldState, frame: Frame, ctx: Context, machine: Machine[BreitenfeldState]) -> None:
        need = recovery_needs(state.visibility)
        for unit in [p for p in state.side(state.active) if p.disrupted and p.combat]:
            if state.is_demoralized(unit.army):
                continue
            leader = None if in_enemy_zone(state, unit) else recovery_leader(state, unit)
            mods = [(leader.counter.name, leader.counter.value)] if leader else []
            die = ctx.roll(state.active, f"{unit.counter.name} removes disruption on {need}+", 1, modifiers=mods)[0]
            if die + sum(v for _, v in mods) >= need:
                unit.disrupted = False
                ctx.say(f"{unit.counter.name} is no longer disrupted.", kind="recovery", seat=unit.side)
        begin_step(state, "artillery", state.active, ctx, machine)


def start_player_turn(state: BreitenfeldState, seat: str, ctx: Context, machine: Machine[BreitenfeldState]) -> None:
    """A player's turn begins: counters may move and fire again, leaders lead again; demoralized Saxons in enemy
    zones fall (BF-DEM-6)."""
    state.active = seat
    state.combats, state.led = [], []
    for piece in state.pieces:
        piece.moved = piece.fired = False
    purge_saxons(state, ctx)
    machine.goto(state, "recovery", None)


def end_player_turn(state: BreitenfeldState, ctx: Context, machine: Machine[BreitenfeldState]) -> None:
    """The other player's turn, the next game turn, or the end of the game."""
    purge_saxons(state, ctx)
    emptied = [s for s in state.seats if not any(p.combat for p in state.side(s))]
    if emptied:
        finish(state, f"the {SIDE_NAMES[emptied[0]]} player has no unit left on the map", ctx, machine)
    elif state.active == "imperialist":
        announce_levels(state, "allied", ctx)
        start_player_turn(state, "allied", ctx, machine)
    elif state.turn >= state.turns:
        finish(state, f"the last turn ({state.turns}) is over", ctx, machine)
    else:
        state.turn += 1
        announce_levels(state, "imperialist", ctx)
        machine.goto(state, "visibility", None)


def announce_levels(state: BreitenfeldState, seat: str, ctx: Context) -> None:
    """Say when a demoralization level has just changed (BF-DEM-2..4)."""
    before = state.model_copy(update={"active": "imperialist" if seat == "allied" else "allied",
                                      "turn": state.turn - (1 if seat == "imperialist" else 0)})  # fmt: skip
    for army, name in ARMY_NAMES.items():
        now, then = level(state, army), level(before, army)
        if now != then and not state.is_demoralized(army):
            ctx.say(f"The {name}'s demoralization level rises to {now} infantry strength points.", kind="morale")


def finish(state: BreitenfeldState, reason: str, ctx: Context, machine: Machine[BreitenfeldState]) -> None:
    """BF-END-1/2, BF-VP-1: the player with more victory points wins; equal points are a draw."""
    scores = {seat: score(state, seat) for seat in state.seats}
    best = max(scores.values())
    winners = [s for s in state.seats if scores[s] == best] if list(scores.values()).count(best) == 1 else []
    for seat in state.seats:
        lines = ", ".join(f"{name} {points}" for name, points in score_lines(state, seat)) or "nothing"
        ctx.say(f"{SIDE_NAMES[seat]} victory points: {scores[seat]} ({lines}).", kind="score")
    tally = " to ".join(str(scores[s]) for s in state.seats)
    state.result = Result(winners=winners, reason=f"{reason}: {tally} in victory points", scores=scores)
    won = f"The {SIDE_NAMES[winners[0]]} player wins" if winners else "A draw"
    ctx.say(f"{won}: {state.result.reason}.", kind="result")
    machine.end(state)
