"""Advanced 4.214, the Continental Blockade (option ``blockade``): while France is allied with Russia, Prussia and
Austria, holds the North Sea coast (Mecklenburg, Oldenburg, Holland, Belgium and all of France) with its side's
troops and is at war with Britain, the blockade is in force; each winter France's allies (not the Ottoman Empire)
lose income on the Continental Blockade Table, France gains half of it and Britain loses what France gains."""

from rules.core.context import Context
from rules.laguerre import advanced, ledger
from rules.laguerre import diplomacy as dip
from rules.laguerre.mapdata import home_provinces
from rules.laguerre.state import SEASONS, LgState

PARTNERS = ("russia", "prussia", "austria")
"""LG-ADV-4.214: the alliances France needs."""
COAST = ("mecklenburg", "oldenburg", "holland", *home_provinces("france"))
"""LG-ADV-4.214: the provinces France's side must hold (Belgium is a French home province on this map)."""
TABLE: dict[int, tuple[int, int]] = {1: (3, 8), 2: (3, 7), 3: (2, 6), 4: (1, 5), 5: (0, 4), 6: (0, 2)}
"""LG-ADV-4.214 [SRC]: the Continental Blockade Table: by d6, the Gold an ally of France loses in a partial year
(the first) and in a full year."""
EXEMPT = ("ottoman",)


def conditions_hold(state: LgState) -> bool:
    """LG-ADV-4.214: France allied with Russia, Prussia and Austria; every coast province held by France or an
    ally, or with one of their armies in it; France at war with Britain."""
    side = {"france", *dip.allies(state, "france")}
    held = all(state.control[p] in side or any(a.province == p and a.power in side for a in state.armies.values())
               for p in COAST)
    return held and all(dip.allied(state, "france", p) for p in PARTNERS) and dip.at_war(state, "france", "britain")


def check(state: LgState, ctx: Context) -> None:
    """At each Turn Start: France imposes the blockade as soon as the conditions hold (designed: imposing it costs
    France nothing, so it always would); it lapses when they fail."""
    if not advanced.enabled(state, "blockade"):
        return
    holds = conditions_hold(state)
    if holds and state.blockade_since < 0:
        state.blockade_since = state.turn
        ctx.say("🚢 France imposes the Continental Blockade (LG-ADV-4.214).", kind="blockade")
    elif not holds and state.blockade_since >= 0:
        state.blockade_since = -1
        ctx.say("🚢 The Continental Blockade lapses: its conditions no longer hold (LG-ADV-4.214).", kind="blockade")
    if state.blockade_since >= 0:
        state.blockade_seen = state.turn


def column(state: LgState) -> int | None:
    """This winter's column: 1 (full) when the blockade held through the whole year, 0 (partial) when it was in
    force at some time this year, None otherwise."""
    year_start = state.turn - state.turn % len(SEASONS)
    if state.blockade_seen < year_start:
        return None
    return 1 if 0 <= state.blockade_since <= year_start else 0


def collect(state: LgState, ctx: Context) -> None:
    """LG-ADV-4.214: at Tax Collection each ally of France (not the Ottoman Empire) rolls d6 and loses the table's
    Gold; France gains half their losses (rounded down) and Britain loses what France gains."""
    which = column(state) if advanced.enabled(state, "blockade") else None
    if which is None:
        return
    lost = 0
    for ally in dip.allies(state, "france"):
        if ally in EXEMPT or ally not in state.treasury:  # minors keep no treasury
            continue
        die = ctx.roll(dip.country_name(ally), "Continental Blockade Table (LG-ADV-4.214)", 1)[0]
        amount = min(TABLE[die][which], state.treasury[ally])
        ledger.gold(state, ctx, ally, -amount, "the Continental Blockade (LG-ADV-4.214)")
        lost += amount
    gain = min(lost // 2, state.treasury["britain"])
    ledger.gold(state, ctx, "france", gain, "the Continental Blockade (LG-ADV-4.214)")
    ledger.gold(state, ctx, "britain", -gain, "the Continental Blockade (LG-ADV-4.214)")
