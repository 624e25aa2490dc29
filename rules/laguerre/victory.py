"""Victory (LG-WIN-*): each power's VP as a share of its own threshold [SRC]; the best share wins."""

from rules.core.context import Context
from rules.laguerre.diplomacy import country_name
from rules.laguerre.powers import THRESHOLDS
from rules.laguerre.state import LgState


def share(state: LgState, power: str) -> float:
    """LG-WIN-1 [SRC]: the share of its threshold a power has reached."""
    return state.vp[power] / THRESHOLDS[power].win


def finish(state: LgState, ctx: Context) -> None:
    """LG-WIN-2 (designed ranking): after the winter of the end year the played power with the best share of its
    threshold wins (ties share the win)."""
    shares = {seat: share(state, state.power_of[seat]) for seat in state.seats}
    best = max(shares.values())
    state.winners = [s for s, v in shares.items() if v == best]
    table = ", ".join(f"{country_name(state.power_of[s])} {v:.0%}" for s, v in shares.items())
    state.end_reason = f"best share of its victory threshold in {state.end_year} ({table})"
    ctx.say(f"🏆 Game over: {', '.join(state.winners)} — {state.end_reason} (LG-WIN-2).", kind="game_over")
