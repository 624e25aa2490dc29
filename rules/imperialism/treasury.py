"""Every change of a player's PP and DP goes through ``change``: one public event with the amount and its reason,
so the totals always reconcile with the events (IMP-PP-1)."""

from rules.core.context import Context
from rules.imperialism.state import ImpState

TREASURY_EVENT = "treasury"


def change(state: ImpState, ctx: Context, seat: str, reason: str, pp: int = 0, dp: int = 0) -> None:
    """Add ``pp`` and ``dp`` (negative: spend) to ``seat``'s stock; ValueError if it would go below zero."""
    if state.pp[seat] + pp < 0 or state.dp[seat] + dp < 0:
        raise ValueError(f"{seat} cannot pay {-pp} PP / {-dp} DP for {reason}")
    state.pp[seat] += pp
    state.dp[seat] += dp
    parts = [f"{pp:+d} PP" if pp else "", f"{dp:+d} DP" if dp else ""]
    amount = " ".join(p for p in parts if p)
    if amount:
        ctx.say(f"{seat}: {amount} ({reason}).", kind=TREASURY_EVENT, seat=seat, pp=pp, dp=dp, reason=reason)
