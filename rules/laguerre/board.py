"""The board view (LG-HID-1): army markers everywhere, their strength only on the owner's private map; agents only
on their owner's private map (LG-SPY-H1); fleets, control, and the garrisons below their rating (sieges) for
everyone."""

from rules.core.board import BoardView, LegendEntry, MarkerView, MoveArrow, PieceView, SideView, SpaceView
from rules.laguerre import armies as arm
from rules.laguerre.diplomacy import country_name
from rules.laguerre.flow import phase_title
from rules.laguerre.geography import POWERS
from rules.laguerre.mapdata import PROVINCE
from rules.laguerre.powers import COLOURS
from rules.laguerre.sequence import TITLE
from rules.laguerre.spies import agent_name
from rules.laguerre.state import LgState

MINOR_COLOUR = "#9e9e9e"


def board_view(state: LgState, seat: str | None, to_act: list[str]) -> BoardView:
    """What the map shows ``seat`` (None: the public), from its observation."""
    viewer = state.power_of.get(seat) if seat else None
    sides = [SideView(id=p, name=country_name(p), colour=COLOURS[p]) for p in POWERS]
    spaces: dict[str, SpaceView] = {}
    for province, owner in state.control.items():
        worn = state.garrison[province] != PROVINCE[province].garrison
        markers = [MarkerView(kind="fort", label=str(state.garrison[province]), side=owner if owner in POWERS
                              else None)] if worn else []
        spaces[province] = SpaceView(controller=owner if owner in POWERS else None, markers=markers)
    for army in state.armies.values():
        own = army.power == viewer
        spaces[army.province].pieces.append(PieceView(
            side=army.power, kind="army", label=arm.leader_name(army.id),
            strength=army.divisions if own else None, leader=True))
    for agent in state.agents.values():
        if agent.power == viewer:
            spaces[agent.province].pieces.append(PieceView(side=agent.power, kind="agent",
                                                           label=agent_name(agent.id)))
    for fleet in state.fleets.values():
        spaces.setdefault(fleet.zone, SpaceView()).pieces.append(PieceView(
            side=fleet.power, kind="fleet", label=fleet.id, count=1, strength=fleet.squadrons, fleet=True))
    notes = [f"You are {country_name(viewer)}: your armies show their divisions."] if viewer else []
    return BoardView(
        ruleset="laguerre", map_id="laguerre", title=TITLE, turn=state.turn_label, phase=phase_title(state),
        to_act=to_act, viewer=seat, sides=sides, spaces=spaces,
        arrows=[MoveArrow(side=s, origin=a, destination=b) for s, a, b in state.arrows if a in PROVINCE],
        battles=list(dict.fromkeys(state.battles_fought)), focus=list(dict.fromkeys(state.battles_fought)),
        legend=[LegendEntry(symbol="fort n", meaning="a garrison below its rating (besieged or newly taken)",
                            kind="fort"),
                LegendEntry(symbol="army", meaning="an army marker: its divisions are secret to its owner")],
        notes=notes,
    )
