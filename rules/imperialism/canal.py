"""Constructing the Suez Canal (optional rule, option ``suez=on``; IMP-OPT-SUEZ, designed): the holder of Egypt
may build the canal in its construction step; once built, fleets pass between the Eastern Mediterranean and the
Red Sea (and port paths run through it), each passage with the consent of Egypt's holder, as the Straits need the
Ottoman holder's (IMP-MAP-8). Also where a passage needs a region holder's consent."""

from rules.core.context import Context
from rules.imperialism import places, treasury
from rules.imperialism.geography import BLACK_SEA, EASTERN_MEDITERRANEAN, OTTOMAN, RED_SEA
from rules.imperialism.state import ImpState

EGYPT = "egypt"
CANAL_COST = 80  # PP [designed]: a city and a factory's price and more; a great work that serves every fleet
GATES = {frozenset((EASTERN_MEDITERRANEAN, BLACK_SEA)): OTTOMAN, frozenset((EASTERN_MEDITERRANEAN, RED_SEA)): EGYPT}


def enabled(state: ImpState) -> bool:
    """True when the game plays with the optional rule."""
    return state.options.get("suez") == "on"


def open_links(state: ImpState) -> frozenset[str]:
    """The map flags of what is built: the Suez Canal once dug."""
    return frozenset({places.SUEZ_FLAG}) if state.canal else frozenset()


def gatekeeper(origin: str, destination: str) -> str | None:
    """The region whose holder must consent to a fleet's passage between these seas (None: no one)."""
    return GATES.get(frozenset((origin, destination)))


def refusal(state: ImpState, seat: str) -> tuple[str, str] | None:
    """Why ``seat`` may not build the canal now (None: it may)."""
    if not enabled(state):
        return "IMP-OPT-SUEZ", "the Suez Canal is an optional rule not in this game (option suez=on)"
    if state.canal:
        return "IMP-OPT-SUEZ", "the Suez Canal is already built"
    if state.control.get(EGYPT) != seat or EGYPT in state.revolts:
        return "IMP-OPT-SUEZ", "only the holder of Egypt, not in revolt, builds the canal"
    if state.pp[seat] < CANAL_COST:
        return "IMP-OPT-SUEZ", f"the canal costs {CANAL_COST} PP; you have {state.pp[seat]}"
    return None


def build(state: ImpState, seat: str, ctx: Context) -> None:
    """Dig the canal (checked): the Eastern Mediterranean–Red Sea link opens for good."""
    treasury.change(state, ctx, seat, "the Suez Canal", pp=-CANAL_COST)
    state.canal = True
    ctx.say(f"{seat} open the Suez Canal: fleets may pass between the Eastern Mediterranean and the Red Sea, "
            f"with the consent of Egypt's holder.", kind="build", seat=seat)
