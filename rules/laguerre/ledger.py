"""Every change of Gold and VP goes through here, as an event with its reason (LG-GOLD-1): Gold changes are
told only to the power's own seat (treasuries are secret), VP changes are public."""

from rules.core.context import Context
from rules.laguerre.diplomacy import country_name
from rules.laguerre.state import LgState


def _seats(state: LgState, *powers: str) -> list[str]:
    return [s for s in (state.seat_of(p) for p in powers) if s is not None]


def gold(state: LgState, ctx: Context, power: str, delta: int, reason: str, also: str | None = None) -> None:
    """Change ``power``'s treasury by ``delta`` for ``reason``; told to its seat (and ``also``'s)."""
    if delta == 0:
        return
    state.treasury[power] += delta
    sign = "+" if delta > 0 else "−"
    ctx.tell(
        _seats(state, power, *((also,) if also else ())),
        f"💰 {country_name(power)} {sign}{abs(delta)} Gold: {reason} (treasury {state.treasury[power]}).",
        kind="gold", power=power, delta=delta, reason=reason,
    )


def pay(state: LgState, ctx: Context, power: str, amount: int, reason: str, to: str | None = None) -> int:
    """``power`` pays ``amount`` Gold (to ``to`` when given) as far as its treasury goes; what it cannot pay is
    added to its debt, paid first at the next Expense Step (LG-GOLD-4 [SRC FAQ 4.22]). Returns the unpaid part."""
    paid = max(0, min(amount, state.treasury[power]))
    gold(state, ctx, power, -paid, reason, also=to)
    if to is not None:
        gold(state, ctx, to, paid, f"{reason} from {country_name(power)}", also=power)
    unpaid = amount - paid
    if unpaid and to is None:
        state.debt[power] += unpaid
        ctx.tell(_seats(state, power), f"{country_name(power)} owes {unpaid} Gold ({reason}); debt "
                 f"{state.debt[power]}, paid first at the next Expense Step.", kind="debt", power=power)
    return unpaid


def vp(state: LgState, ctx: Context, power: str, delta: int, reason: str) -> None:
    """Change ``power``'s VP by ``delta`` for ``reason`` (public)."""
    if delta == 0:
        return
    state.vp[power] += delta
    sign = "+" if delta > 0 else "−"
    ctx.say(f"🏅 {country_name(power)} {sign}{abs(delta)} VP: {reason} ({state.vp[power]} VP).",
            kind="vp", power=power, delta=delta, reason=reason)
