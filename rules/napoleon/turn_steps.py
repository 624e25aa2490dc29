"""The sequence of play outside battles (NAP-TURN-*) as named steps: draw, discard, move, reinforcements,
uprisings and the victory check; then the other side's draw."""

from rules.core.actions import Action
from rules.core.context import Context
from rules.core.errors import IllegalAction
from rules.core.situation import Prompt
from rules.core.steps import Frame, Machine, Step
from rules.napoleon.actions import DiscardCard, Done, MoveArmies
from rules.napoleon.cards import CARDS
from rules.napoleon.countries import ALLIES, FRANCE, does, other
from rules.napoleon.movement import apply_move, legal_moves, origins
from rules.napoleon.nationalist import uprisings
from rules.napoleon.refusals import card_name, check_move
from rules.napoleon.reinforcements import reinforce
from rules.napoleon.state import NapoleonState
from rules.napoleon.victory import final_count, sudden_death

DRAW = 2
"""NAP-DRAW-1: cards drawn in the draw phase."""
HAND_LIMIT = 7
"""NAP-DRAW-2: the most cards a hand may keep."""

NapMachine = Machine[NapoleonState]


def wrong_verb(step: Step[NapoleonState], action: Action, doing: str, allowed: list[Action]) -> IllegalAction:
    """The refusal of a command that belongs to another step: what this step is for, and its rule."""
    return IllegalAction(
        f"/{action.command()} is not possible now: {doing}", rule=step.rule, allowed=[a.label() for a in allowed]
    )


class ActiveSideStep(Step[NapoleonState]):
    """A step in which the side whose turn it is acts."""

    def actors(self, state: NapoleonState, frame: Frame) -> list[str]:
        return [state.active]


class Draw(Step[NapoleonState]):
    """NAP-TURN-2, NAP-DRAW-1/3: the active side draws two cards; above seven it must discard."""

    name = "draw"
    rule = "NAP-DRAW-1"
    automatic = True

    def run(self, state: NapoleonState, frame: Frame, ctx: Context, machine: NapMachine) -> None:
        state.moved = {}
        state.moves = [m for m in state.moves if m.turn >= state.turn - 1]
        state.battles = [b for b in state.battles if b.turn >= state.turn - 1]
        side = state.active
        drawn = state.deck.draw(DRAW, ctx.dice)
        state.hands[side].extend(drawn)
        whose = "France's" if side == FRANCE else "the Allies'"
        ctx.say(
            f"Round {state.round}: {whose} turn. {does(side, 'draws', 'draw')} {len(drawn)} cards.",
            kind="draw",
            seat=side,
        )
        if drawn:
            ctx.reveal()
            names = ", ".join(CARDS[c].name for c in drawn)
            ctx.tell([side], f"You draw {names}.", kind="cards_drawn", cards=drawn)
        machine.goto(state, "discard" if len(state.hands[side]) > HAND_LIMIT else "move")


class Discard(ActiveSideStep):
    """NAP-DRAW-2: discard, face down, down to seven cards before moving."""

    name = "discard"
    rule = "NAP-DRAW-2"

    def prompt(self, state: NapoleonState, frame: Frame, seat: str) -> Prompt:
        held = len(state.hands[seat])
        return Prompt(
            text=f"You hold {held} cards: discard face down (/discard card) until {HAND_LIMIT} are left.",
            rule=self.rule,
            owed=f"discard {held - HAND_LIMIT}, down to {HAND_LIMIT}",
        )

    def actions(self, state: NapoleonState, frame: Frame, seat: str) -> list[Action]:
        return [DiscardCard(card=c) for c in sorted(set(state.hands[seat]))]

    def check(self, state: NapoleonState, frame: Frame, seat: str, action: Action) -> None:
        if not isinstance(action, DiscardCard):
            raise wrong_verb(self, action, "discard down to 7 cards first", self.actions(state, frame, seat))
        if action.card not in state.hands[seat]:
            raise IllegalAction(f"card:{card_name(action.card)}: it is not in your hand", rule=self.rule)

    def handle(
        self, state: NapoleonState, frame: Frame, seat: str, action: Action, ctx: Context, machine: NapMachine
    ) -> None:
        assert isinstance(action, DiscardCard)
        state.hands[seat].remove(action.card)
        state.deck.discard([action.card])
        ctx.say(f"{does(seat, 'discards', 'discard')} a card face down.", kind="discard", seat=seat)
        ctx.tell([seat], f"You discard {CARDS[action.card].name}.", kind="card_discarded", card=action.card)
        if len(state.hands[seat]) <= HAND_LIMIT:
            machine.goto(state, "move")


class Move(ActiveSideStep):
    """NAP-TURN-2, NAP-MOVE-*: move armies (staged: from, to, armies) until /done."""

    name = "move"
    rule = "NAP-TURN-2"

    def prompt(self, state: NapoleonState, frame: Frame, seat: str) -> Prompt:
        left = origins(state)
        armies = sum(state.movable(c) for c in left)
        ends_turn = not state.contested()
        after = "ends your turn (reinforcements, then the enemy draws)" if ends_turn else "starts the battles"
        return Prompt(
            text=f"Move your armies: /move from, to, armies. /done {after}.",
            rule=self.rule,
            owed=f"{armies} unmoved armies in {len(left)} countries" if left else "",
            pass_verb="done",
            irreversible=ends_turn,
        )

    def actions(self, state: NapoleonState, frame: Frame, seat: str) -> list[Action]:
        return [*legal_moves(state), Done()]

    def check(self, state: NapoleonState, frame: Frame, seat: str, action: Action) -> None:
        if isinstance(action, MoveArmies):
            check_move(state, action)
        elif not isinstance(action, Done):
            raise wrong_verb(self, action, "this is the move phase (/move, then /done)", [Done()])

    def handle(
        self, state: NapoleonState, frame: Frame, seat: str, action: Action, ctx: Context, machine: NapMachine
    ) -> None:
        if isinstance(action, MoveArmies):
            apply_move(state, action, ctx)
            return
        ctx.say(does(state.active, "ends her moves.", "end their moves."), kind="phase", seat=state.active)
        machine.goto(state, "attack" if state.contested() else "reinforcements")


class Reinforcements(Step[NapoleonState]):
    """NAP-REIN-*, NAP-ARMY-2: each country the active side controls gives its reinforcements."""

    name = "reinforcements"
    rule = "NAP-REIN-2"
    automatic = True

    def run(self, state: NapoleonState, frame: Frame, ctx: Context, machine: NapMachine) -> None:
        reinforce(state, ctx)
        uprising = state.active == ALLIES and state.option_on("uprisings")
        machine.goto(state, "uprisings" if uprising else "victory")


class Uprisings(Step[NapoleonState]):
    """NAP-NAT-1: after the Allied reinforcements, occupied nations may rise."""

    name = "uprisings"
    rule = "NAP-NAT-1"
    automatic = True

    def run(self, state: NapoleonState, frame: Frame, ctx: Context, machine: NapMachine) -> None:
        uprisings(state, ctx)
        machine.goto(state, "victory")


class Victory(Step[NapoleonState]):
    """NAP-VIC-*: checked at the end of every turn; otherwise the other side's turn begins."""

    name = "victory"
    rule = "NAP-VIC-1"
    automatic = True

    def run(self, state: NapoleonState, frame: Frame, ctx: Context, machine: NapMachine) -> None:
        outcome = sudden_death(state)
        if outcome is None and state.active == ALLIES and state.round >= state.rounds:
            outcome = final_count(state)
        if outcome is not None:
            state.outcome = outcome
            machine.end(state)
            winner = does(outcome.winners[0], "wins", "win")
            ctx.say(f"{winner} — {outcome.reason}.", kind="game_over", winners=outcome.winners)
            return
        if state.active == ALLIES:
            state.round += 1
        state.active = other(state.active)
        machine.goto(state, "draw")
