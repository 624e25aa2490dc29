"""National resistance (NAP-NAT-*): our reconstruction of the source's lost "Nationalist" section."""

from rules.core.contract import Context
from rules.napoleon.countries import ALLIES, FRANCE, name
from rules.napoleon.state import NapoleonState

NATIONS = ("spain", "portugal", "prussia", "austria", "russia")
"""NAP-NAT-1: the peoples who rose against French occupation."""
HOMELANDS: dict[str, tuple[str, ...]] = {FRANCE: ("france",), ALLIES: ("england", "russia", "austria", "prussia")}
"""NAP-NAT-2: the homelands of the powers at war."""
HOMELAND_BONUS = 2
"""NAP-NAT-2: Force added to armies defending their own homeland."""
UPRISING_ROLL = 5
"""NAP-NAT-1: the least 1D6 roll that costs an occupying French garrison one army."""


def uprisings(state: NapoleonState, ctx: Context) -> None:
    """NAP-NAT-1: in the Allied reinforcements phase, each nation France controls rolls for an uprising (game
    option ``uprisings``)."""
    for country in NATIONS:
        if state.controller(country) != FRANCE:
            continue
        roll = ctx.roll(ALLIES, f"uprising in {name(country)} (needs {UPRISING_ROLL}+)", 1)[0]
        if roll >= UPRISING_ROLL:
            state.add(FRANCE, country, -1)
            ctx.say(f"Uprising in {name(country)}: the French garrison loses 1 army.", kind="uprising")


def homeland_bonus(state: NapoleonState, side: str, country: str) -> int:
    """NAP-NAT-2: a power defending its own homeland fights harder (game option ``home_defence``)."""
    return HOMELAND_BONUS if state.option_on("home_defence") and country in HOMELANDS[side] else 0
