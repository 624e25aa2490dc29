"""The attack phase (NAP-ATTACK-*) as named steps: the attacker picks a battle, each side holding a card for
it gets a card window, the battle is rolled, and a beaten force with a choice retreats; then the next battle."""

from typing import Any

from rules.core.actions import Action
from rules.core.context import Context
from rules.core.errors import IllegalAction
from rules.core.situation import Prompt
from rules.core.steps import Frame, Step
from rules.napoleon.actions import Done, PlayCard, RetreatTo, StartBattle
from rules.napoleon.combat import applicable_cards, fight, next_window, open_battle, pass_card, play_card, retreat
from rules.napoleon.countries import armies_text, name
from rules.napoleon.refusals import card_use, refuse_card, shown
from rules.napoleon.state import NapoleonState
from rules.napoleon.turn_steps import ActiveSideStep, NapMachine, wrong_verb


class Attack(ActiveSideStep):
    """NAP-ATTACK-1: every contested country is fought; the attacker picks the order."""

    name = "attack"
    rule = "NAP-ATTACK-1"

    def prompt(self, state: NapoleonState, frame: Frame, seat: str) -> Prompt:
        left = state.contested()
        return Prompt(
            text="Pick the next battle: /battle country.",
            rule=self.rule,
            owed=f"{'a battle' if len(left) == 1 else 'battles'} in " + ", ".join(name(c) for c in left),
        )

    def actions(self, state: NapoleonState, frame: Frame, seat: str) -> list[Action]:
        return [StartBattle(country=c) for c in state.contested()]

    def check(self, state: NapoleonState, frame: Frame, seat: str, action: Action) -> None:
        legal = self.actions(state, frame, seat)
        if not isinstance(action, StartBattle):
            raise wrong_verb(self, action, "every contested country must be fought (/battle)", legal)
        if action not in legal:
            raise IllegalAction(
                f"country:{shown(action.country)}: there is no battle there (it does not hold both sides' armies)",
                rule=self.rule,
                allowed=[a.label() for a in legal],
            )

    def handle(
        self, state: NapoleonState, frame: Frame, seat: str, action: Action, ctx: Context, machine: NapMachine
    ) -> None:
        assert isinstance(action, StartBattle)
        open_battle(state, action.country, ctx)
        # NAP-ATTACK-5: the first card window, or the roll at once when neither side holds a card for it
        machine.push(state, "fight" if next_window(state) is None else "card_window")

    def resume(
        self, state: NapoleonState, frame: Frame, returned: dict[str, Any], ctx: Context, machine: NapMachine
    ) -> None:
        if not state.contested():
            machine.goto(state, "reinforcements")


class CardWindow(Step[NapoleonState]):
    """NAP-ATTACK-5: a side holding a card for this battle may play one (the attacker first), or /done."""

    name = "card_window"
    rule = "NAP-ATTACK-5"

    def actors(self, state: NapoleonState, frame: Frame) -> list[str]:
        return [state.battle.deciding] if state.battle is not None else []

    def prompt(self, state: NapoleonState, frame: Frame, seat: str) -> Prompt:
        battle = state.battle
        assert battle is not None
        last = seat == battle.defender or not applicable_cards(state, battle.defender)
        then = "the battle is rolled" if last else "the defender may answer"
        return Prompt(
            text=f"Battle of {name(battle.country)}: play a card for it (/play card) or /done to play none; "
            f"then {then}.",
            rule=self.rule,
            pass_verb="done",
            irreversible=last,
        )

    def actions(self, state: NapoleonState, frame: Frame, seat: str) -> list[Action]:
        return [*(PlayCard(card=c) for c in applicable_cards(state, seat)), Done()]

    def check(self, state: NapoleonState, frame: Frame, seat: str, action: Action) -> None:
        battle = state.battle
        assert battle is not None
        if isinstance(action, PlayCard):
            if action.card not in applicable_cards(state, seat):
                raise refuse_card(state, seat, action.card, self.rule, card_use(seat, action.card, battle.country))
        elif not isinstance(action, Done):
            raise wrong_verb(self, action, "a battle's card window is open (/play or /done)", [Done()])

    def handle(
        self, state: NapoleonState, frame: Frame, seat: str, action: Action, ctx: Context, machine: NapMachine
    ) -> None:
        if isinstance(action, PlayCard):
            play_card(state, seat, action.card, ctx)
        else:
            pass_card(seat, ctx)
        machine.goto(state, "fight" if next_window(state, after=seat) is None else "card_window")


class Fight(Step[NapoleonState]):
    """NAP-ATTACK-6..9: the battle is rolled; a beaten force with a choice of retreats waits for it."""

    name = "fight"
    rule = "NAP-ATTACK-6"
    automatic = True

    def run(self, state: NapoleonState, frame: Frame, ctx: Context, machine: NapMachine) -> None:
        fight(state, ctx)
        if state.retreat is not None:
            machine.goto(state, "retreat")
        else:
            machine.pop(state, ctx)


class Retreat(Step[NapoleonState]):
    """NAP-ATTACK-9: the beaten side picks which friendly neighbour its survivors retreat to."""

    name = "retreat"
    rule = "NAP-ATTACK-9"

    def actors(self, state: NapoleonState, frame: Frame) -> list[str]:
        return [state.retreat.side] if state.retreat is not None else []

    def prompt(self, state: NapoleonState, frame: Frame, seat: str) -> Prompt:
        pending = state.retreat
        assert pending is not None
        places = [name(c) for c in pending.options]
        where = f"{', '.join(places[:-1])} or {places[-1]}"
        return Prompt(
            text=f"Retreat your {armies_text(pending.armies)} from {name(pending.country)} to {where} (/retreat to).",
            rule=self.rule,
        )

    def actions(self, state: NapoleonState, frame: Frame, seat: str) -> list[Action]:
        return [RetreatTo(destination=c) for c in state.retreat.options] if state.retreat is not None else []

    def check(self, state: NapoleonState, frame: Frame, seat: str, action: Action) -> None:
        legal = self.actions(state, frame, seat)
        if not isinstance(action, RetreatTo):
            raise wrong_verb(self, action, "your beaten armies must retreat first (/retreat)", legal)
        if action not in legal:
            raise IllegalAction(
                f"to:{shown(action.destination)}: a retreat goes only to a neighbouring country your side controls",
                rule=self.rule,
                allowed=[a.label() for a in legal],
            )

    def handle(
        self, state: NapoleonState, frame: Frame, seat: str, action: Action, ctx: Context, machine: NapMachine
    ) -> None:
        assert isinstance(action, RetreatTo) and state.retreat is not None
        pending = state.retreat
        retreat(state, seat, pending.country, pending.armies, action.destination, ctx)
        machine.pop(state, ctx)
