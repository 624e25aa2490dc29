"""The sequence of play, season by season (LG-TURN-1): Turn Start (events) → Diplomacy → Land Phase → Naval Phase
→ Build Phase (spring and autumn; fleets only in autumn) → and in winter, after Diplomacy, the Winter Phase (taxes,
expenses, VP). Per-power phases go round the powers in join order; a played power's seat acts, a non-player
power is played by the rules (``npc`` steps)."""

from rules.core.context import Context
from rules.core.steps import Machine
from rules.laguerre import (
    advanced,
    blockade,
    coalition,
    conquest,
    economy,
    guerrillas,
    history,
    leaders,
    ledger,
    loans,
    npc,
    remapping,
    spies,
    surrender_free,
)
from rules.laguerre.diplomacy import country_name
from rules.laguerre.geography import POWERS
from rules.laguerre.mapdata import capital_of
from rules.laguerre.state import LgState
from rules.laguerre.tables import EVENT_GOLD, EVENTS, LEVY

PHASES: dict[str, tuple[str, ...]] = {
    "Spring": ("diplomacy", "land", "naval", "build"),
    "Summer": ("diplomacy", "land", "naval"),
    "Autumn": ("diplomacy", "land", "naval", "build"),
    "Winter": ("diplomacy", "winter"),
}
"""LG-TURN-1: the phases of each season (designed order, from the pieces research found)."""
PER_POWER = ("diplomacy", "land", "naval", "build")
PHASE_NAMES = {"bid": "Bidding", "diplomacy": "Diplomacy", "answers": "Diplomacy", "land": "Land",
               "naval": "Naval", "build": "Build", "winter": "Winter", "convert": "Winter"}
LgMachine = Machine[LgState]


def first_turn(state: LgState, ctx: Context, machine: LgMachine) -> None:
    """LG-TURN-1: the first season begins (after the powers are known: the alternate set-up, LG-ADV-2.52);
    LG-ADV-4.6 (option ``opening``): the game opens with a Diplomacy Phase, followed at once by the first Turn
    Start."""
    coalition.set_up(state, ctx)
    if advanced.enabled(state, "opening"):
        state.opening = True
        ctx.say("The game opens with a Diplomacy Phase before the first Turn Start (LG-ADV-4.6).", kind="turn")
        begin_phase(state, ctx, machine, "diplomacy")
    else:
        machine.goto(state, "turn_start")


def start_turn(state: LgState, ctx: Context, machine: LgMachine) -> None:
    """LG-TURN-2: Turn Start: offers of last season expire, the Events table is rolled, leaders arrive and leave
    (LG-LEAD-2/3), this season's one-time events happen (LG-HIST-1)."""
    state.offers.expire(f"{state.turn}:diplomacy", ctx)
    state.arrows, state.battles_fought, state.storms, state.offered = [], [], False, []
    state.drafts = {}
    surrender_free.lapse_alliances(state, ctx)
    spies.new_season(state)
    blockade.check(state, ctx)
    ctx.say(f"📜 {state.turn_label} begins.", kind="turn")
    roll = ctx.roll("Events", "Events table (LG-TURN-2)", 1, sides=10)[0]
    remaps = remapping.plays(state, roll)
    ctx.say(f"Event: {'🗺️ Remapping Europe (LG-REMAP-1).' if remaps else EVENTS[roll]}", kind="event")
    if remaps:
        remapping.remap(state, ctx)
    elif roll == 1:
        for power in POWERS:
            ledger.pay(state, ctx, power, EVENT_GOLD, "bad harvest (LG-TURN-2)")
    elif roll == 2:
        state.storms = True
    elif roll == 9:
        for power in POWERS:
            ledger.gold(state, ctx, power, EVENT_GOLD, "trade boom (LG-TURN-2)")
    elif roll == 10:
        for army in state.armies.values():
            if army.province == capital_of(army.power):
                army.infantry += LEVY
                ctx.tell([s for s in [state.seat_of(army.power)] if s], f"Levies: +{LEVY} infantry.", kind="levy")
    leaders.turn_start(state, ctx)
    history.turn_start(state, ctx)
    guerrillas.guerrilla_war(state, ctx)
    begin_phase(state, ctx, machine, "diplomacy")


def begin_phase(state: LgState, ctx: Context, machine: LgMachine, phase: str) -> None:
    """Open ``phase`` of this season."""
    state.moved = []
    if phase in PER_POWER:
        next_power(state, ctx, machine, phase, 0)
    else:
        machine.goto(state, "winter")


def next_power(state: LgState, ctx: Context, machine: LgMachine, phase: str, index: int) -> None:
    """Give ``phase`` to the power at ``index`` in join order (a seat, or the rules for a non-player power), or end
    the phase after the last."""
    if index >= len(POWERS):
        end_phase(state, ctx, machine, phase)
        return
    power = POWERS[index]
    seat = state.seat_of(power)
    state.built = 0
    if seat is None:
        machine.goto(state, "npc", None, phase=phase, i=index)
    else:
        machine.goto(state, phase, seat, i=index)


def end_phase(state: LgState, ctx: Context, machine: LgMachine, phase: str) -> None:
    """After the last power: answers to open offers (diplomacy), then the next phase or the next season."""
    if phase == "diplomacy" and state.offers.open:
        machine.goto(state, "answers")
        return
    if state.opening:
        state.opening = False
        machine.goto(state, "turn_start")
        return
    order = PHASES[state.season]
    position = order.index("diplomacy" if phase == "answers" else phase)
    if position + 1 < len(order):
        begin_phase(state, ctx, machine, order[position + 1])
    else:
        next_season(state, ctx, machine)


def next_season(state: LgState, ctx: Context, machine: LgMachine) -> None:
    """The next season begins (the game ends after the winter of the end year, LG-WIN-1)."""
    state.turn += 1
    machine.goto(state, "turn_start")


def winter(state: LgState, ctx: Context) -> None:
    """LG-TURN-3: the Winter Phase: surrenders, Tax Collection, Expenses (loans repaid last, LG-LOAN-3), yearly
    land VP, garrisons recover."""
    conquest.forced_surrenders(state, ctx)
    economy.tax_collection(state, ctx)
    blockade.collect(state, ctx)
    economy.expenses(state, ctx)
    loans.repay(state, ctx)
    economy.yearly_vp(state, ctx)
    conquest.recover_garrisons(state)
    state.passage = {k: v for k, v in state.passage.items() if v > state.turn}
    for power in POWERS:
        if state.seat_of(power) is None:
            npc.convert(state, ctx, power)
    state.converted = []
    state.npc_squadrons_built = []


def phase_of(state: LgState) -> tuple[str, str | None]:
    """The phase being played and the power whose part it is (None: everyone)."""
    if not state.stack:
        return "over", None
    bottom = state.stack[0]
    phase = bottom.data.get("phase", bottom.step) if bottom.step == "npc" else bottom.step
    index = bottom.data.get("i")
    return phase, (POWERS[index] if isinstance(index, int) else None)


def phase_title(state: LgState) -> str:
    """Like "Land Phase (France)"."""
    phase, power = phase_of(state)
    title = PHASE_NAMES.get(phase, phase.title())
    return f"{title} Phase ({country_name(power)})" if power else f"{title} Phase"
