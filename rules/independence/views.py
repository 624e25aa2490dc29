"""What each seat may see: the JSON view, the DM text and the status lines (the board view is in ``board``).

Every function here reads an observation (``observe.observe``: the one redaction point). A stack seen from
outside shows only its unit count and its top unit (WE-MOVE-7); hands, sealed battle cards and drawn units are
shown only to their owner.
"""

from typing import Any

from rules.independence.cards import card_type, describe_card
from rules.independence.economy import revenue
from rules.independence.sequence import TITLE, current, phase
from rules.independence.stacks import base_force, has_leader
from rules.independence.state import WoiState
from rules.independence.territories import TERRITORY_BY_ID
from rules.independence.units import LEADER, SIDES, describe_unit, side_of, unit_type
from rules.independence.victory import territory_counts


def stack_data(chits: list[str], side: str, seat: str | None) -> dict[str, Any]:
    """One side's stack as ``seat`` sees it: count and top unit from outside, everything for the owner."""
    top = unit_type(chits[0])
    if seat == side:
        units: list[str] | None = [unit_type(c).name for c in chits]
        force: int | None = base_force(chits)
        leader = has_leader(chits)
    else:
        units, force, leader = None, None, top.type == LEADER
    return {"side": side, "count": len(chits), "top": top.name, "units": units, "force": force, "leader": leader}


def stacks_in(state: WoiState, territory: str, seat: str | None) -> list[dict[str, Any]]:
    """The stacks in ``territory`` (British first), as ``seat`` sees them."""
    found = []
    for side in SIDES:
        chits = [c for c in state.board.get(territory, ()) if side_of(c) == side]
        if chits:
            found.append(stack_data(chits, side, seat))
    return found


def _names(cards: list[str]) -> list[dict[str, str]]:
    return [{"id": c, "name": card_type(c).name} for c in cards]


def _battle_view(state: WoiState, seat: str | None) -> dict[str, Any] | None:
    battle = state.battle
    if battle is None:
        return None
    shown: dict[str, Any] = {
        "territory": battle.territory,
        "attacker": battle.attacker,
        "committed": list(battle.committed),
        "winner": battle.winner,
        "played": {s: [card_type(f"{k}.1").name for k in keys] for s, keys in battle.played.items()},
        "losses_left": battle.losses_left,
        "winner_required": battle.winner_required,
        "winner_lost": battle.winner_lost,
    }
    if seat is not None and battle.winner is None:
        shown["my_cards"] = _names(battle.sealed[seat])
    return shown


def view(state: WoiState, seat: str | None, acting: list[str]) -> dict[str, Any]:
    """The JSON view for ``seat`` (None: the public)."""
    stacks = {territory: stacks_in(state, territory, seat) for territory in sorted(state.board)}
    data: dict[str, Any] = {
        "ruleset": state.ruleset,
        "turn": state.turn_label,
        "year": state.year,
        "season": state.season,
        "phase": phase(state),
        "step": step.name if (step := current(state)) is not None else None,
        "active": state.active,
        "to_act": acting,
        "control": dict(sorted(state.control.items())),
        "territories": territory_counts(state),
        "revenue": {side: revenue(state, side) for side in SIDES},
        "treasury": dict(state.treasury),
        "hand_sizes": {side: len(state.hands[side]) for side in SIDES},
        "deck": len(state.deck.draw_pile),
        "discard": len(state.deck.discard_pile),
        "piles": {side: len(state.piles[side]) for side in SIDES},
        "captured": {side: [unit_type(c).name for c in state.set_aside[side]] for side in SIDES},
        "french_alliance": state.french_alliance,
        "stacks": stacks,
        "battle": _battle_view(state, seat),
        "arrows": [list(a) for a in state.arrows],
        "battles": list(state.battle_log),
        "drawn_count": len(state.drawn),
        "result": {"winner": state.winner, "reason": state.end_reason} if state.over else None,
    }
    if seat is not None:
        data["seat"] = seat
        data["hand"] = _names(state.hands[seat])
        if seat == state.active:
            data["drawn"] = [unit_type(c).name for c in state.drawn]
    return data


def hand_text(state: WoiState, seat: str) -> str:
    """What only ``seat`` knows, for a DM: its hand (each card with its effect), its sealed battle cards not yet
    revealed and the units it drew for recruiting (each with force, speed and cost). No heading (the service names
    the game and the seat), no stacks (``forces_text`` lists them), no treasury (it is public): the DM then
    changes only when hidden things do (WOI-TEXT-3)."""
    keys = sorted(card_type(c).key for c in state.hands[seat])
    lines = [f"Hand ({len(keys)}):" if keys else "Hand: no cards"]
    lines += [f"• {describe_card(k)}" for k in keys]
    battle = state.battle
    if battle is not None and battle.winner is None and battle.sealed[seat]:
        lines.append("Sealed battle cards: " + ", ".join(card_type(c).name for c in battle.sealed[seat]))
    if seat == state.active and state.drawn:
        lines.append("Drawn units:")
        lines += [f"• {describe_unit(unit_type(c))}" for c in sorted(state.drawn)]
    return "\n".join(lines)


def forces_text(state: WoiState, seat: str) -> str:
    """``seat``'s own units by territory, top of each stack first, with force, speed and cost (for `/forces`)."""
    lines: list[str] = []
    for territory in sorted(state.board, key=lambda t: TERRITORY_BY_ID[t].name):
        mine = [c for c in state.board[territory] if side_of(c) == seat]
        if mine:
            lines.append(f"{TERRITORY_BY_ID[territory].name} — force {base_force(mine)}:")
            lines += [f"• {describe_unit(unit_type(c))}" for c in mine]
    if state.set_aside[seat]:
        lines.append("Captured (set aside): " + ", ".join(unit_type(c).name for c in state.set_aside[seat]))
    return "\n".join(lines) or "You have no units on the board."


def status_text(state: WoiState) -> str:
    """Two lines: turn and phase, then the territory score and the treasuries. Who must act is not among them:
    the service adds its own "To act" line with mentions (WOI-TEXT-1)."""
    counts = territory_counts(state)
    score = ", ".join(f"{side} {counts[side]}" for side in SIDES)
    if state.over:
        return f"{TITLE} — over. {state.winner or 'Nobody'} win: {state.end_reason}."
    return (
        f"{TITLE} — {state.turn_label}, {state.active} turn, {phase(state)} phase.\n"
        f"Territories: {score}. Treasury: " + ", ".join(f"{side} {state.treasury[side]}" for side in SIDES)
    )
