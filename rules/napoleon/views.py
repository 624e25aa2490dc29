"""What each seat and the public may see: the JSON view and texts (the board for the renderer is in ``board``)."""

from typing import Any

from rules.napoleon.cards import CARDS
from rules.napoleon.countries import COUNTRIES, REINFORCEMENTS, SIDES, name
from rules.napoleon.play import to_act
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


