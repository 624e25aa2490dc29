"""Advanced 2.52, the alternate historical set-up (option ``coalition``): the game begins with France at war with
an alliance of Britain, Russia and Austria, which costs Russia and Austria 10 VP each, and British squadrons on
station off the French ports of Savoy, Normandy and Holland."""

from rules.core.context import Context
from rules.laguerre import advanced, ledger
from rules.laguerre import diplomacy as dip
from rules.laguerre.state import Fleet, LgState

ALLIES = ("britain", "russia", "austria")
"""LG-ADV-2.52: the Third Coalition."""
COALITION_VP = 10
"""LG-ADV-2.52: what joining the war at the start costs Russia and Austria."""
STATIONS = {"western_med": 2, "north_sea": 1}
"""LG-ADV-2.52: British squadrons sent from the Channel fleet off Savoy (Western Mediterranean) and Holland (North
Sea); the Channel fleet (off Normandy) keeps the rest, at least the two the source names."""


def set_up(state: LgState, ctx: Context) -> None:
    """LG-ADV-2.52: the alliance of the three, their war with France, the VP it costs, the British stations."""
    if not advanced.enabled(state, "coalition"):
        return
    for i, a in enumerate(ALLIES):
        for b in ALLIES[i + 1:]:
            dip.ally(state, a, b, a, 0, ctx)
    for power in ALLIES[1:]:
        dip.declare_war(state, power, "france", ctx, "LG-ADV-2.52")
        ledger.vp(state, ctx, power, -COALITION_VP, "the alternate historical set-up (LG-ADV-2.52)")
    channel = next(f for f in state.fleets.values() if f.power == "britain")
    for zone, squadrons in STATIONS.items():
        channel.squadrons -= squadrons
        fleet_id = next(f"bri-{n}" for n in range(1, 100) if f"bri-{n}" not in state.fleets)
        state.fleets[fleet_id] = Fleet(id=fleet_id, power="britain", zone=zone, squadrons=squadrons)
