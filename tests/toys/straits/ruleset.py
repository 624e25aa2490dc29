"""Straits as a v2 ruleset: seats and options, verbs, the machine, offers answered out of turn, observe."""

from typing import Any

from rules.core.actions import Action
from rules.core.board import BoardView
from rules.core.catalogue import Slot, Topics, Verb
from rules.core.context import Context
from rules.core.contract import GameState, Ruleset
from rules.core.dice import Dice
from rules.core.errors import IllegalAction
from rules.core.offers import OFFER_VERB, AnswerOffer, apply_offer, offer_actions
from rules.core.seats import OptionSpec, SeatSpec
from rules.core.situation import Situation
from rules.core.steps import Machine
from tests.toys.straits import ai, views
from tests.toys.straits.board import HOME_SEAS, HOMES, LANDS, SEAS, SEATS, SIDE_COLOURS
from tests.toys.straits.state import ACTIONS, StraitsState
from tests.toys.straits.steps import STEPS, Income, heading, marker, result
from tests.toys.straits.treaties import carry_out


def _may_answer(state: StraitsState) -> list[str]:
    """Seats with an offer to answer or withdraw: they may act out of turn (ST-OFFER-3)."""
    return [s for s in state.seats if state.offers.to(s) or state.offers.by(s)]


MACHINE = Machine(STEPS, marker, heading, result, _may_answer)


class StraitsRuleset(Ruleset):
    """Three seats (or two) around three seas; hold the most lands."""

    id = "straits"
    title = "Straits"
    option_specs = [
        OptionSpec("players", "choice", "3", "How many seats: 2 (Red, Blue) or 3 (and Green)", choices=("2", "3")),
        OptionSpec("rounds", "int", "5", "Rounds before the game ends on lands held", minimum=2, maximum=10),
        OptionSpec("goal", "int", "4", "Lands that win at once at the end of a round", minimum=3, maximum=7),
    ]
    verbs = [
        Verb(
            "move",
            "Move your whole stack one area: march, sail, or cross a sea where you have a fleet",
            (Slot("from", "The land or sea your stack is in"), Slot("to", "Where it goes")),
        ),
        Verb(
            "recruit",
            "Buy an army (3 gold) in your home land or a fleet (4 gold) in your home sea",
            (Slot("unit", "army or fleet"),),
        ),
        Verb(
            "intercept",
            "Answer whether your fleet intercepts the fleet entering its sea",
            (Slot("answer", "yes or no"),),
        ),
        Verb("done", "End your turn"),
        OFFER_VERB,
    ]

    def seat_specs(self, options: dict[str, str]) -> list[SeatSpec]:
        count = int(options.get("players", "3"))
        return [SeatSpec(s, s, SIDE_COLOURS[s]) for s in SEATS[:count]]

    def topics(self) -> Topics:
        return views.topics()

    def new_game(self, options: dict[str, str], dice: Dice) -> StraitsState:
        """ST-SETUP-1: each seat holds its home land with 2 armies and has 1 fleet in its home sea, no gold."""
        seats = [spec.id for spec in self.seat_specs(options)]
        state = StraitsState(
            ruleset=self.id,
            options=options,
            seats=seats,
            rounds=int(options["rounds"]),
            goal=int(options["goal"]),
            armies={land: {} for land in LANDS},
            fleets={sea: {} for sea in SEAS},
            gold={s: 0 for s in seats},
        )
        for seat in seats:
            state.armies[HOMES[seat]][seat] = 2
            state.fleets[HOME_SEAS[seat]][seat] = 1
            state.control[HOMES[seat]] = seat
        MACHINE.goto(state, Income.name)
        MACHINE.run_automatic(state, Context(dice))
        return state

    def situation(self, state: GameState) -> Situation:
        return MACHINE.situation(_straits(state))

    def legal_actions(self, state: GameState, seat: str) -> list[Action]:
        """The step's actions, then answers to open offers, open at any time (ST-OFFER-3)."""
        s = _straits(state)
        if s.result is not None:
            return []
        return MACHINE.legal_actions(s, seat) + offer_actions(s.offers, seat, {})

    def check(self, state: GameState, seat: str, action: Action) -> None:
        """Answers to offers are checked against the open offers (ST-OFFER-3); the rest by the step, which
        names the rule that refuses."""
        s = _straits(state)
        if isinstance(action, AnswerOffer):
            answers = offer_actions(s.offers, seat, {})
            if s.result is not None or action not in answers:
                raise IllegalAction(
                    f"{action.label()} is not open to you", rule="ST-OFFER-3", allowed=[a.label() for a in answers]
                )
            return
        MACHINE.check(s, seat, action)

    def apply_in_place(self, state: GameState, seat: str, action: Action, ctx: Context) -> None:
        s = _straits(state)
        if isinstance(action, AnswerOffer):
            apply_offer(s.offers, seat, action, marker(s), ctx, lambda offer, c: carry_out(s, offer, c))
        else:
            MACHINE.apply(s, seat, action, ctx)

    def choose_action(self, observation: GameState, seat: str, dice: Dice) -> Action:
        return ai.choose(_straits(observation), seat, self.legal_actions(observation, seat), dice)

    def observe(self, state: GameState, seat: str | None) -> StraitsState:
        """ST-GOLD-3: each seat's gold is known only to it; everything else is public."""
        seen = _straits(state).model_copy(deep=True)
        seen.gold = {s: (g if s == seat else None) for s, g in seen.gold.items()}
        return seen

    def status_text(self, observation: GameState) -> str:
        return views.status_text(_straits(observation))

    def hand_text(self, observation: GameState, seat: str) -> str | None:
        return views.hand_text(_straits(observation), seat)

    def forces_text(self, observation: GameState, seat: str) -> str | None:
        return views.forces_text(_straits(observation), seat)

    def board_view(self, observation: GameState, seat: str | None) -> BoardView | None:
        return views.board_view(_straits(observation), seat, self.situation(observation))

    def parse_action(self, data: dict[str, Any]) -> Action:
        return ACTIONS[data["kind"]].model_validate(data)

    def parse_state(self, data: dict[str, Any]) -> StraitsState:
        return StraitsState.model_validate(data)


def _straits(state: GameState) -> StraitsState:
    assert isinstance(state, StraitsState)
    return state
