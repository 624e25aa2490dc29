"""The sequence of play (NAP-TURN-*): draw, move, attack, reinforce; France first, then the Allies."""

from rules.core.contract import Context
from rules.napoleon.cards import CARDS
from rules.napoleon.countries import ALLIES, FRANCE, does, other
from rules.napoleon.nationalist import uprisings
from rules.napoleon.reinforcements import reinforce
from rules.napoleon.state import NapoleonState
from rules.napoleon.victory import final_count, sudden_death

DRAW = 2
"""NAP-DRAW-1: cards drawn in the draw phase."""
HAND_LIMIT = 7
"""NAP-DRAW-2: the most cards a hand may keep."""


def start_turn(state: NapoleonState, ctx: Context) -> None:
    """NAP-TURN-2 draw phase: draw two cards (NAP-DRAW-1/3), then discard down to seven (NAP-DRAW-2)."""
    state.moved = {}
    state.moves = [m for m in state.moves if m.turn >= state.turn - 1]
    state.battles = [b for b in state.battles if b.turn >= state.turn - 1]
    side = state.active
    drawn = state.deck.draw(DRAW, ctx.dice)
    state.hands[side].extend(drawn)
    whose = "France's" if side == FRANCE else "the Allies'"
    ctx.say(
        f"Round {state.round}: {whose} turn. {does(side, 'draws', 'draw')} {len(drawn)} cards.", kind="draw", seat=side
    )
    if drawn:
        ctx.reveal()
        ctx.tell([side], f"You draw {', '.join(CARDS[c].name for c in drawn)}.", kind="cards_drawn", cards=drawn)
    state.phase = "discard" if len(state.hands[side]) > HAND_LIMIT else "move"


def after_discard(state: NapoleonState) -> None:
    """NAP-DRAW-2: once the hand is down to the limit, the move phase begins."""
    if len(state.hands[state.active]) <= HAND_LIMIT:
        state.phase = "move"


def end_move_phase(state: NapoleonState, ctx: Context) -> None:
    """NAP-TURN-2: the move phase ends; the attack phase follows."""
    ctx.say(does(state.active, "ends her moves.", "end their moves."), kind="phase", seat=state.active)
    state.phase = "attack"
    continue_attacks(state, ctx)


def continue_attacks(state: NapoleonState, ctx: Context) -> None:
    """NAP-ATTACK-1: the attack phase lasts while a contested country remains; then reinforcements."""
    if state.phase == "attack" and not state.contested():
        end_turn(state, ctx)


def end_turn(state: NapoleonState, ctx: Context) -> None:
    """NAP-TURN-2 reinforcements, NAP-NAT-1, then victory (NAP-VIC-*) and the other side's turn."""
    reinforce(state, ctx)
    if state.active == ALLIES:
        uprisings(state, ctx)
    outcome = sudden_death(state)
    if outcome is None and state.active == ALLIES and state.round >= state.rounds:
        outcome = final_count(state)
    if outcome is not None:
        state.outcome = outcome
        state.phase = "over"
        winner = does(outcome.winners[0], "wins", "win")
        ctx.say(f"{winner} — {outcome.reason}.", kind="game_over", winners=outcome.winners)
        return
    if state.active == ALLIES:
        state.round += 1
    state.active = other(state.active)
    start_turn(state, ctx)


def first_turn(state: NapoleonState, ctx: Context) -> None:
    """NAP-TURN-1: France moves first."""
    state.active = FRANCE
    start_turn(state, ctx)
