"""The board view of Napoleonic Europe: countries with their holder, armies and tags, the last turn's moves
and battles. Armies are identical and public, so every seat sees the same map."""

from rules.core.board import BoardView, LegendEntry, MarkerView, MoveArrow, PieceView, SideView, SpaceView
from rules.napoleon.countries import COUNTRIES, OTTOMAN, REINFORCEMENTS, SIDE_COLOURS, SIDES
from rules.napoleon.play import PHASE_NAMES, to_act, turn_label
from rules.napoleon.state import NapoleonState
from rules.napoleon.victory import scores

REINFORCEMENT_TAG = LegendEntry(
    symbol="R1–R4", meaning="armies its holder raises there each turn (NAP-REIN-2)", kind="reinforcements"
)


def space(state: NapoleonState, country: str) -> SpaceView:
    """One country: its holder, each side's armies, its reinforcement tag, a battle marker while contested."""
    pieces = [PieceView(side=s, kind="army", count=state.count(s, country)) for s in SIDES if state.count(s, country)]
    markers = []
    if REINFORCEMENTS[country]:
        markers.append(MarkerView(kind="reinforcements", label=f"R{REINFORCEMENTS[country]}"))
    if len(pieces) == 2:
        markers.append(MarkerView(kind="battle"))
    if country == OTTOMAN:
        markers.append(MarkerView(kind="impassable"))
    return SpaceView(controller=state.controller(country), pieces=pieces, markers=markers)


def board_view(state: NapoleonState, seat: str | None) -> BoardView:
    """What the map renderer draws: countries with holder, armies and markers; the last turn's moves and battles."""
    latest_move = max((m.turn for m in state.moves), default=0)
    latest_battle = max((b.turn for b in state.battles), default=0)
    arrows = [MoveArrow(side=m.side, origin=m.origin, destination=m.destination)
              for m in state.moves if m.turn == latest_move]  # fmt: skip
    battles = list(dict.fromkeys(b.country for b in state.battles if b.turn == latest_battle))
    score = scores(state)
    return BoardView(
        ruleset="napoleon",
        map_id="napoleon",
        title="Napoleonic Europe",
        turn=turn_label(state),
        phase=PHASE_NAMES[state.phase],
        to_act=to_act(state),
        viewer=seat,
        sides=[SideView(id=s, name=s, colour=SIDE_COLOURS[s]) for s in SIDES],
        spaces={c: space(state, c) for c in COUNTRIES},
        arrows=arrows,
        battles=battles,
        legend=[REINFORCEMENT_TAG],
        notes=[
            f"Countries: France {score['France']}, Allies {score['Allies']}",
            f"Cards in hand: France {len(state.hands['France'])}, Allies {len(state.hands['Allies'])}",
        ],
        focus=list(dict.fromkeys([*battles, *(a.destination for a in arrows), *(a.origin for a in arrows)])),
    )
