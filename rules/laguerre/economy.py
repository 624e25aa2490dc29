"""Gold and VP in winter (LG-GOLD-*, LG-VP-*): the Tax Collection Step, the Expense Step, yearly land VP, and
the Gold→VP purchase; the build costs of the Build Phase."""

import math

from rules.core.context import Context
from rules.laguerre import diplomacy as dip
from rules.laguerre import ledger, overseas
from rules.laguerre.geography import MINORS, POWERS
from rules.laguerre.mapdata import PROVINCE, coasts, home_provinces, name
from rules.laguerre.powers import THRESHOLDS
from rules.laguerre.state import LgState
from rules.laguerre.tables import ALLIED_NPC_COST, GOLD_PER_VP, OVERSEAS_INCOME, UPKEEP_DIVISIONS


def blockaded(state: LgState, province: str) -> bool:
    """LG-SEA-4: a port is blockaded when enemy fleets stand in every sea zone it opens on and its owner's side
    has no fleet in any of them."""
    owner = state.control[province]
    zones = coasts(province)
    if not zones:
        return False
    fleets = list(state.fleets.values())
    enemy = all(any(f.zone == z and dip.at_war(state, f.power, owner) for f in fleets) for z in zones)
    own = any(f.zone in zones and dip.friendly(state, f.power, owner) for f in fleets)
    return enemy and not own


def income(state: LgState, power: str) -> int:
    """LG-GOLD-2: the economic value of the provinces ``power`` controls (blockaded ports give nothing), and
    Britain's overseas income (LG-GOLD-6)."""
    total = sum(PROVINCE[p].economic for p, owner in state.control.items()
                if owner == power and not blockaded(state, p))
    return total + (OVERSEAS_INCOME if power == "britain" else 0)


def land_vp(state: LgState, power: str) -> int:
    """LG-VP-2: the political value of the provinces ``power`` controls."""
    return sum(PROVINCE[p].political for p, owner in state.control.items() if owner == power)


def upkeep(state: LgState, power: str) -> int:
    """LG-GOLD-3: 1 Gold per 4 divisions (rounded up) and 1 per squadron."""
    divisions = sum(a.divisions for a in state.armies.values() if a.power == power)
    squadrons = sum(f.squadrons for f in state.fleets.values() if f.power == power)
    return math.ceil(divisions / UPKEEP_DIVISIONS) + squadrons


def allied_npcs(state: LgState, power: str) -> list[str]:
    """LG-GOLD-5 [SRC FAQ 4.3]: the non-player countries allied to ``power`` (each costs it 10 Gold a year)."""
    if state.seat_of(power) is None:
        return []
    return [c for c in dip.allies(state, power) if c in MINORS or state.seat_of(c) is None]


def tax_collection(state: LgState, ctx: Context) -> None:
    """LG-GOLD-2: every power collects its income; a debt is paid from it first (LG-GOLD-4). Advanced: Britain's
    overseas income may be cut (LG-ADV-4.213); a played power without its capital collects no taxes
    (LG-ADV-4.215)."""
    for power in POWERS:
        if overseas.without_capital(state, power):
            ctx.say(f"{dip.country_name(power)} has lost its capital and collects no taxes (LG-ADV-4.215).",
                    kind="gold")
        else:
            ledger.gold(state, ctx, power, income(state, power), "tax collection (LG-GOLD-2)")
        if power == "britain" and not overseas.without_capital(state, power):
            ledger.gold(state, ctx, power, -overseas.overseas_cut(state, ctx),
                        "overseas income cut by a rival fleet (LG-ADV-4.213)")
        if state.debt[power]:
            owed = state.debt[power]
            state.debt[power] = 0
            ledger.pay(state, ctx, power, owed, "last year's debt, paid first (LG-GOLD-4)")


def expenses(state: LgState, ctx: Context) -> None:
    """LG-GOLD-3/5, LG-DIP-2: upkeep, allied non-player countries, then alliance subsidies."""
    for power in POWERS:
        ledger.pay(state, ctx, power, upkeep(state, power), "upkeep of armies and fleets (LG-GOLD-3)")
        npcs = allied_npcs(state, power)
        if npcs:
            ledger.pay(state, ctx, power, ALLIED_NPC_COST * len(npcs), "allied non-player countries (LG-GOLD-5)")
    for alliance in state.alliances:
        if alliance.subsidy and alliance.payer:
            other = alliance.b if alliance.payer == alliance.a else alliance.a
            amount = min(alliance.subsidy, max(state.treasury[alliance.payer], 0))
            ledger.pay(state, ctx, alliance.payer, amount, "alliance subsidy (LG-DIP-2)", to=other)


def yearly_vp(state: LgState, ctx: Context) -> None:
    """LG-VP-2: every power gains the political value of the provinces it controls."""
    for power in POWERS:
        ledger.vp(state, ctx, power, land_vp(state, power), "yearly land VP (LG-VP-2)")


def convert_limit(state: LgState, power: str) -> int:
    """LG-VP-4: the most VP ``power`` may buy now: its yearly limit, as far as its treasury pays."""
    return min(THRESHOLDS[power].gold_vp_limit, max(state.treasury[power], 0) // GOLD_PER_VP)


def convert(state: LgState, ctx: Context, power: str, count: int) -> None:
    """LG-VP-4: ``power`` buys ``count`` VP at 4 Gold each."""
    if count <= 0:
        return
    ledger.gold(state, ctx, power, -count * GOLD_PER_VP, f"{count} VP bought (LG-VP-4)")
    ledger.vp(state, ctx, power, count, "Gold turned into VP (LG-VP-4)")


def home_held(state: LgState, power: str) -> list[str]:
    """The home provinces ``power`` controls."""
    return [p for p in home_provinces(power) if state.control[p] == power]


def describe_income(state: LgState, power: str) -> str:
    """The income, for the power's own view."""
    blocked = [name(p) for p, o in state.control.items() if o == power and blockaded(state, p)]
    extra = f"; blockaded: {', '.join(blocked)}" if blocked else ""
    return f"income {income(state, power)} Gold a year, upkeep {upkeep(state, power)}{extra}"
