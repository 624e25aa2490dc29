"""The steps of a player's turn outside battle: Draw, Move (with the steps its cards open), Recruit, Upkeep.

Each step is one class holding its prompt, its legal actions, its refusals and its handlers, named by its rule.
A card's step (moving stacks, placing markers, placing enlisted units, Winter Quarters discards) is pushed on
top of the Move phase's step and returns to it. The automatic phases (Revenue, Control) run in the turn's
transitions at the end of this module.
"""

from typing import Any

from rules.core.actions import Action
from rules.core.context import Context
from rules.core.situation import Prompt
from rules.core.steps import Frame, Machine
from rules.independence import combat, economy, events_cards, refusals
from rules.independence.actions import Discard, Done, Fight, Play
from rules.independence.cards import CONTROL_MARKERS, card_type
from rules.independence.losses import LoseStep
from rules.independence.moving import Moving
from rules.independence.stacks import contested
from rules.independence.state import LAST_TURN, WoiState
from rules.independence.step_base import WoiStep
from rules.independence.steps_battle import BATTLE_STEPS, BattleCards
from rules.independence.steps_cards import CARD_STEPS, Enlist, Markers, RecruitStep, WinterQuarters
from rules.independence.territories import TERRITORY_BY_ID
from rules.independence.units import AMERICANS, SIDES
from rules.independence.victory import check_annihilation, end_of_war
from rules.independence.wording import plural

DRAW_COUNT = 5
HAND_LIMIT = 7
WoiMachine = Machine[WoiState]


def _hand_keys(state: WoiState, seat: str) -> list[str]:
    return sorted({card_type(c).key for c in state.hands[seat]})


def _discard(state: WoiState, seat: str, action: Discard, ctx: Context) -> None:
    card = next(c for c in state.hands[seat] if card_type(c).key == action.card)
    state.hands[seat].remove(card)
    state.deck.discard([card])
    ctx.reveal()
    ctx.say(f"{seat} discard {card_type(card).name}.", kind="discard", seat=seat)


def _not_held(state: WoiState, seat: str, action: Action, rule: str) -> tuple[str, str] | None:
    if isinstance(action, Discard) and action.card not in _hand_keys(state, seat):
        return rule, "that card is not in your hand"
    return None


class DrawDiscard(WoiStep):
    """Draw phase: first discard the cards you do not want, then draw 5 (WE-DRAW-1, WE-DRAW-2)."""

    name = "draw"
    phase = "Draw"
    rule = "WE-DRAW-1"
    kinds = (Discard, Done)
    doing = "discard the cards you do not want, then /done to draw 5"

    def prompt(self, state: WoiState, frame: Frame, seat: str) -> Prompt:
        return Prompt(
            f"Draw phase: discard any cards you do not want (/discard card:…), then /done to draw {DRAW_COUNT}.",
            rule=self.rule, pass_verb="done", irreversible=True,
        )

    def actions(self, state: WoiState, frame: Frame, seat: str) -> list[Action]:
        return [*(Discard(card=k) for k in _hand_keys(state, seat)), Done()]

    def refusal(self, state: WoiState, frame: Frame, seat: str, action: Action) -> tuple[str, str] | None:
        return _not_held(state, seat, action, self.rule)

    def handle(
        self, state: WoiState, frame: Frame, seat: str, action: Action, ctx: Context, machine: WoiMachine
    ) -> None:
        if isinstance(action, Discard):
            _discard(state, seat, action, ctx)
            return
        cards = state.deck.draw(DRAW_COUNT, ctx.dice)
        state.hands[seat].extend(cards)
        ctx.reveal()
        ctx.tell([seat], f"You draw {', '.join(card_type(c).name for c in cards) or 'nothing'}.", kind="draw",
                 cards=cards)
        ctx.say(f"{seat} draw {plural(len(cards), 'card')}.", kind="draw", seat=seat)
        if len(state.hands[seat]) > HAND_LIMIT:
            machine.goto(state, Excess.name, seat)
        else:
            enter_move(state, machine)


class Excess(WoiStep):
    """Draw phase: the hand limit is 7; discard the excess (WE-DRAW-3)."""

    name = "excess"
    phase = "Draw"
    rule = "WE-DRAW-3"
    kinds = (Discard,)
    doing = f"discard down to {HAND_LIMIT} cards"

    def prompt(self, state: WoiState, frame: Frame, seat: str) -> Prompt:
        excess = len(state.hands[seat]) - HAND_LIMIT
        return Prompt(f"Hand limit {HAND_LIMIT}: discard {excess}, down to {HAND_LIMIT} (/discard card:…).",
                      rule=self.rule, owed=plural(excess, "discard"))

    def actions(self, state: WoiState, frame: Frame, seat: str) -> list[Action]:
        return [Discard(card=k) for k in _hand_keys(state, seat)]

    def refusal(self, state: WoiState, frame: Frame, seat: str, action: Action) -> tuple[str, str] | None:
        return _not_held(state, seat, action, self.rule)

    def handle(
        self, state: WoiState, frame: Frame, seat: str, action: Action, ctx: Context, machine: WoiMachine
    ) -> None:
        assert isinstance(action, Discard)
        _discard(state, seat, action, ctx)
        if len(state.hands[seat]) <= HAND_LIMIT:
            enter_move(state, machine)


class PlayCards(WoiStep):
    """Move phase: play move and event cards, one at a time; each opens its own step (WE-MOVE-1, WOI-R-13)."""

    name = "move"
    phase = "Move"
    rule = "WE-MOVE-1"
    kinds = (Play, Done)
    doing = "play a move or event card, or /done to end the Move phase"

    def prompt(self, state: WoiState, frame: Frame, seat: str) -> Prompt:
        return Prompt("Move phase: play a move or event card (/play card:…), or /done to end the phase.",
                      rule=self.rule, pass_verb="done", irreversible=True)

    def actions(self, state: WoiState, frame: Frame, seat: str) -> list[Action]:
        return [*(Play(card=k) for k in events_cards.playable_cards(state, seat)), Done()]

    def refusal(self, state: WoiState, frame: Frame, seat: str, action: Action) -> tuple[str, str] | None:
        return refusals.play(state, seat, action.card) if isinstance(action, Play) else None

    def handle(
        self, state: WoiState, frame: Frame, seat: str, action: Action, ctx: Context, machine: WoiMachine
    ) -> None:
        if isinstance(action, Done):
            enter_battle(state, ctx, machine)
            return
        assert isinstance(action, Play)
        events_cards.play_card(state, seat, action.card, ctx)
        key = action.card
        stacks = events_cards.move_stacks(key)
        if stacks:
            machine.push(state, Moving.name, seat, moves_left=stacks)
        elif key in CONTROL_MARKERS and events_cards.marker_territories(state, seat):
            machine.push(state, Markers.name, seat, markers_left=CONTROL_MARKERS[key])
        elif key == "enlistments" and state.drawn:
            machine.push(state, Enlist.name, seat)
        elif key == "winter_quarters":
            owed = events_cards.winter_quarters_owed(state)
            ctx.say(f"The Americans must discard {plural(owed, 'troop unit')}.", kind="event")
            if owed:
                machine.push(state, WinterQuarters.name, AMERICANS, discards_left=owed)


class Buy(RecruitStep):
    """Recruit phase: buy drawn units at their force; all bought draws 1D6 more (WE-RECRUIT-1..6)."""

    name = "recruit"
    phase = "Recruit"
    rule = "WE-RECRUIT-2"
    doing = "buy drawn units (/recruit unit:… territory:…), or /done to end the phase"

    def prompt(self, state: WoiState, frame: Frame, seat: str) -> Prompt:
        return Prompt("Recruit phase: buy a drawn unit for its force (/recruit unit:… territory:…), or /done to "
                      "end buying.", rule=self.rule,
                      owed=f"{plural(len(state.drawn), 'drawn unit')}, treasury {state.treasury[seat]}",
                      pass_verb="done", irreversible=True)

    def finish(self, state: WoiState, ctx: Context, machine: WoiMachine) -> None:
        enter_upkeep(state, ctx, machine)


class Upkeep(LoseStep):
    """Upkeep phase: discard units beyond 5 × revenue, the owner's choice, leaders included (WE-UPKEEP-1, WOI-R-27)."""

    name = "upkeep"
    phase = "Upkeep"
    rule = "WE-UPKEEP-1"
    doing = "discard units beyond 5 × your revenue"

    def prompt(self, state: WoiState, frame: Frame, seat: str) -> Prompt:
        return Prompt("Upkeep: you keep at most 5 × your revenue units; discard one (/discard unit:… territory:…).",
                      rule=self.rule, owed=plural(frame.data["discards_left"], "unit"))

    def after(self, state: WoiState, frame: Frame, ctx: Context, machine: WoiMachine) -> None:
        frame.data["discards_left"] -= 1
        if frame.data["discards_left"] <= 0:
            end_turn(state, ctx, machine)


class ChooseBattle(WoiStep):
    """Battle phase: the active player chooses the next battle and attacks in it (WE-BATTLE-1, ruling WOI-R-16);
    the battle's steps are pushed on top of this one and return to it."""

    name = "battles"
    phase = "Battle"
    rule = "WE-BATTLE-1"
    kinds = (Fight,)
    doing = "choose the next battle (/battle territory:…)"

    def prompt(self, state: WoiState, frame: Frame, seat: str) -> Prompt:
        left = len(contested(state))
        return Prompt("Battle phase: choose the next battle to fight (/battle territory:…).", rule=self.rule,
                      owed=plural(left, "battle"))

    def actions(self, state: WoiState, frame: Frame, seat: str) -> list[Action]:
        return [Fight(territory=t) for t in contested(state)]

    def refusal(self, state: WoiState, frame: Frame, seat: str, action: Action) -> tuple[str, str] | None:
        assert isinstance(action, Fight)
        if action.territory in contested(state):
            return None
        where = TERRITORY_BY_ID[action.territory].name if action.territory in TERRITORY_BY_ID else action.territory
        return self.rule, f"no battle in {where}: a battle is fought where both sides have units"

    def handle(
        self, state: WoiState, frame: Frame, seat: str, action: Action, ctx: Context, machine: WoiMachine
    ) -> None:
        assert isinstance(action, Fight)
        combat.start_battle(state, action.territory, ctx)
        machine.push(state, BattleCards.name)

    def resume(
        self, state: WoiState, frame: Frame, returned: dict[str, Any], ctx: Context, machine: WoiMachine
    ) -> None:
        combat.refill_hands(state, ctx)
        if check_annihilation(state) or contested(state):
            return
        after_battles(state, ctx, machine)


TURN_STEPS: tuple[WoiStep, ...] = (
    DrawDiscard(), Excess(), PlayCards(), *CARD_STEPS, ChooseBattle(), *BATTLE_STEPS, Buy(), Upkeep(),
)
"""Every step of the sequence of play."""


def enter_move(state: WoiState, machine: WoiMachine) -> None:
    """Start the Move phase: play move and event cards (WE-MOVE-1); last turn's arrows are cleared."""
    state.arrows = []
    machine.goto(state, PlayCards.name, state.active)


def enter_battle(state: WoiState, ctx: Context, machine: WoiMachine) -> None:
    """Start the Battle phase: the active player orders the battles (ruling WOI-R-16), if there are any."""
    state.battle_log = []
    if contested(state):
        machine.goto(state, ChooseBattle.name, state.active)
    else:
        after_battles(state, ctx, machine)


def after_battles(state: WoiState, ctx: Context, machine: WoiMachine) -> None:
    """Revenue (automatic, WE-REV-1), then the Recruit phase when there is anything to recruit."""
    economy.collect_revenue(state, ctx)
    if economy.start_recruit(state, ctx):
        machine.goto(state, Buy.name, state.active)
    else:
        enter_upkeep(state, ctx, machine)


def enter_upkeep(state: WoiState, ctx: Context, machine: WoiMachine) -> None:
    """Upkeep: discard units beyond 5 × revenue, one at a time (WE-UPKEEP-1)."""
    excess = economy.upkeep_excess(state, state.active)
    if excess:
        ctx.say(f"{state.active} must discard {plural(excess, 'unit')} for lack of upkeep.", kind="upkeep")
        machine.goto(state, Upkeep.name, state.active, discards_left=excess)
    else:
        end_turn(state, ctx, machine)


def end_turn(state: WoiState, ctx: Context, machine: WoiMachine) -> None:
    """Control phase (automatic, WE-CONTROL-1), then the next player, the next season, or the end of the war."""
    side = state.active
    gained = economy.place_control(state, side)
    if gained:
        names = ", ".join(TERRITORY_BY_ID[t].name for t in gained)
        ctx.say(f"{side} take control of {names}.", kind="control", seat=side)
    if side == SIDES[-1]:
        if state.turn >= LAST_TURN:
            end_of_war(state)
            return
        if state.winter:
            economy.exchange_prisoners(state, ctx)
        state.turn += 1
        state.active = SIDES[0]
        ctx.say(f"— {state.turn_label} —", kind="turn")
    else:
        state.active = SIDES[SIDES.index(side) + 1]
    state.moved = []
    machine.goto(state, DrawDiscard.name, state.active)

