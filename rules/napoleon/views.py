"""What each seat and the public may see: the JSON view, the board for the renderer, and texts."""

from typing import Any

from rules.core.board import AreaView, BoardView, MoveArrow, StackView
from rules.napoleon.cards import CARDS
from rules.napoleon.countries import COUNTRIES, OTTOMAN, REINFORCEMENTS, SIDES, name
from rules.napoleon.play import PHASE_NAMES, to_act, turn_label
from rules.napoleon.reinforcements import pool
from rules.napoleon.state import NapoleonState
from rules.napoleon.victory import scores


def view(state: NapoleonState, seat: str | None) -> dict[str, Any]:
    """The JSON view of ``seat``'s observation (None: the public's): its own hand only, never the deck."""
    battle = state.battle
    data: dict[str, Any] = {
        "ruleset": "napoleon",
        "round": state.round,
        "rounds": state.rounds,
        "active": state.active,
        "phase": state.phase,
        "to_act": to_act(state),
        "countries": {
            c: {
                "name": name(c),
                "controller": state.controller(c),
                **{s: state.count(s, c) for s in SIDES},
                "reinforcements": REINFORCEMENTS[c],
            }
            for c in COUNTRIES
        },
        "pool": {s: pool(state, s) for s in SIDES},
        "hand_sizes": {s: len(state.hands[s]) for s in SIDES},
        "deck": len(state.deck.draw_pile),
        "discard": len(state.deck.discard_pile),
        "battle": None
        if battle is None
        else {
            "country": battle.country,
            "attacker": battle.attacker,
            "defender": battle.defender,
            "deciding": battle.deciding,
            "cards": {s: CARDS[c].name for s, c in battle.cards.items()},
        },
        "retreat": state.retreat.model_dump() if state.retreat else None,
        "moves": [m.model_dump() for m in state.moves],
        "battles": [b.model_dump() for b in state.battles],
        "scores": scores(state),
        "result": state.outcome.model_dump() if state.outcome else None,
    }
    if seat in SIDES:
        data["hand"] = [CARDS[c].name for c in state.hands[seat] if c in CARDS]
    return data


def board_view(state: NapoleonState, seat: str | None) -> BoardView:
    """What the map renderer draws: countries with controller, stacks and markers; the last moves and battles."""
    latest_move = max((m.turn for m in state.moves), default=0)
    latest_battle = max((b.turn for b in state.battles), default=0)
    score = scores(state)
    return BoardView(
        ruleset="napoleon",
        title="Napoleonic Europe",
        turn=turn_label(state),
        phase=PHASE_NAMES[state.phase],
        to_act=to_act(state),
        viewer=seat,
        sides=list(SIDES),
        areas={c: _area(state, c) for c in COUNTRIES},
        arrows=[
            MoveArrow(side=m.side, origin=m.origin, destination=m.destination)
            for m in state.moves
            if m.turn == latest_move
        ],
        battles=[b.text for b in state.battles if b.turn == latest_battle],
        notes=[
            f"Countries: France {score['France']}, Allies {score['Allies']}",
            f"Cards in hand: France {len(state.hands['France'])}, Allies {len(state.hands['Allies'])}",
        ],
    )


def _area(state: NapoleonState, country: str) -> AreaView:
    stacks = [StackView(side=s, count=state.count(s, country)) for s in SIDES if state.count(s, country)]
    markers = [f"reinforcements:{REINFORCEMENTS[country]}"]
    if len(stacks) == 2:
        markers.append("battle")
    if country == OTTOMAN:
        markers.append("impassable")
    return AreaView(controller=state.controller(country), stacks=stacks, markers=markers)
