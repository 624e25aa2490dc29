"""A small fake ruleset for the service tests: a two-seat race with dice, a hidden hand and sealed bids.

Turn: Red then Blue each march (``/move steps:1|2`` once, undoable; ``/roll`` once, dice; ``/play card:<name>`` once,
which reveals the card and draws a hidden one; ``/done``). Then both seal a bid at once (``/bid amount:0-3``);
the higher bid advances by its amount. First to ``goal`` (option, 5..60, default 12) wins.
"""

from typing import Any, ClassVar, Literal

from pydantic import Field

from rules.core.board import BoardView
from rules.core.catalogue import Slot, Topic, Topics, Verb
from rules.core.contract import Action, Context, GameState, Ruleset
from rules.core.decks import Deck
from rules.core.dice import Dice
from rules.core.seats import OptionSpec, SeatSpec
from rules.core.situation import Prompt, Result, Situation

CARDS = {"Gallop": 3, "Trot": 2, "Forced March": 4, "Stumble": 0, "Canter": 1}
SIDES = ["Red", "Blue"]
HIDDEN = "?"
VERBS = [
    Verb("move", "March 1 or 2 steps", (Slot("steps", "How many steps"),)),
    Verb("roll", "Gallop a die's worth of steps"),
    Verb("play", "Play a card", (Slot("card", "Which card"),)),
    Verb("done", "End your march"),
    Verb("bid", "Seal a bid", (Slot("amount", "0 to 3"),)),
]
TOPICS = Topics(
    "March: /move, /roll, /play, /done. Then both /bid.",
    [
        Topic("bids", "Bids", "Both sides seal a bid of 0-3; the higher advances."),
        *(Topic(card.casefold(), card, f"Advance {steps}.", kind="card") for card, steps in CARDS.items()),
    ],
)


class Move(Action):
    kind: Literal["move"] = "move"
    verb: ClassVar[str] = "move"
    steps: int

    def options(self) -> dict[str, str]:
        return {"steps": str(self.steps)}


class Roll(Action):
    kind: Literal["roll"] = "roll"
    verb: ClassVar[str] = "roll"


class Play(Action):
    kind: Literal["play"] = "play"
    verb: ClassVar[str] = "play"
    card: str

    def options(self) -> dict[str, str]:
        return {"card": self.card}


class Done(Action):
    kind: Literal["done"] = "done"
    verb: ClassVar[str] = "done"


class Bid(Action):
    kind: Literal["bid"] = "bid"
    verb: ClassVar[str] = "bid"
    amount: int

    def options(self) -> dict[str, str]:
        return {"amount": str(self.amount)}


ACTIONS: dict[str, type[Action]] = {"move": Move, "roll": Roll, "play": Play, "done": Done, "bid": Bid}


class RaceState(GameState):
    goal: int = 12
    turn: int = 1
    phase: str = "march"
    active: str = "Red"
    positions: dict[str, int] = Field(default_factory=lambda: {s: 0 for s in SIDES})
    hands: dict[str, list[str]] = Field(default_factory=lambda: {s: list[str]() for s in SIDES})
    deck: Deck = Field(default_factory=Deck)
    moved: bool = False
    rolled: bool = False
    played: bool = False
    bids: dict[str, int] = Field(default_factory=dict)
    winner: str | None = None


class RaceRuleset(Ruleset):
    id = "race"
    title = "Race to the Ford"
    option_specs = [OptionSpec("goal", "int", "12", "Steps to the ford", 5, 60)]
    verbs = VERBS

    def seat_specs(self, options: dict[str, str]) -> list[SeatSpec]:
        return [SeatSpec("Red", "Red", "#b02226"), SeatSpec("Blue", "Blue", "#264680")]

    def topics(self) -> Topics:
        return TOPICS

    def new_game(self, options: dict[str, str], dice: Dice) -> RaceState:
        deck = Deck.shuffled([c for c in CARDS for _ in range(3)], dice)
        goal = int(options["goal"])
        state = RaceState(ruleset=self.id, options=dict(options), seats=list(SIDES), goal=goal, deck=deck)
        for side in SIDES:
            state.hands[side] = deck.draw(2, dice)
        return state

    def situation(self, state: GameState) -> Situation:
        assert isinstance(state, RaceState)
        marker = f"{state.turn}:{state.phase}:{state.active}"
        turn = f"{state.turn}:{state.active}"
        heading = f"Turn {state.turn}, {state.phase}"
        if state.winner:
            result = Result(winners=[state.winner], reason="reached the ford", scores=dict(state.positions))
            return Situation(marker, heading, result=result)
        if state.phase == "bid":
            seats = tuple(s for s in SIDES if s not in state.bids)
            prompts = {s: Prompt("Seal a bid of 0 to 3.", rule="RACE-BID") for s in seats}
            return Situation(marker, heading, seats, prompts, simultaneous=len(seats) > 1, turn=turn)
        owed = [w for w, done in (("move", state.moved), ("roll", state.rolled), ("play", state.played)) if not done]
        prompt = Prompt("March.", rule="RACE-MARCH", owed=", ".join(owed), pass_verb="done")
        return Situation(marker, heading, (state.active,), {state.active: prompt}, turn=turn)

    def legal_actions(self, state: GameState, seat: str) -> list[Action]:
        assert isinstance(state, RaceState)
        if seat not in self.to_act(state):
            return []
        if state.phase == "bid":
            return [Bid(amount=n) for n in range(4)]
        found: list[Action] = []
        if not state.moved:
            found += [Move(steps=1), Move(steps=2)]
        if not state.rolled:
            found.append(Roll())
        if not state.played:
            found += [Play(card=c) for c in sorted(set(state.hands[seat]))]
        found.append(Done())
        return found

    def apply_in_place(self, state: GameState, seat: str, action: Action, ctx: Context) -> None:
        assert isinstance(state, RaceState)
        self.check(state, seat, action)
        if isinstance(action, Move):
            state.moved = True
            self._advance(state, seat, action.steps, ctx, f"{seat} moves {action.steps}")
        elif isinstance(action, Roll):
            state.rolled = True
            face = ctx.roll(seat, "to gallop", 1)[0]
            self._advance(state, seat, face, ctx, f"{seat} gallops {face}")
        elif isinstance(action, Play):
            ctx.reveal()
            state.played = True
            state.hands[seat].remove(action.card)
            state.deck.discard_pile.append(action.card)
            drawn = state.deck.draw(1, ctx.dice)
            state.hands[seat] += drawn
            if drawn:
                ctx.tell([seat], f"You draw {drawn[0]}.")
            self._advance(state, seat, CARDS[action.card], ctx, f"{seat} plays {action.card}")
        elif isinstance(action, Done):
            ctx.say(f"{seat} is done.", seat=seat)
            self._next_march(state)
        elif isinstance(action, Bid):
            state.bids[seat] = action.amount
            ctx.tell([seat], f"You seal a bid of {action.amount}.")
            ctx.say(f"{seat} has sealed a bid.", seat=seat)
            if len(state.bids) == len(SIDES):
                self._reveal_bids(state, ctx)

    def _advance(self, state: RaceState, seat: str, steps: int, ctx: Context, text: str) -> None:
        state.positions[seat] += steps
        ctx.say(f"{text}: now at {state.positions[seat]}.", kind="move", seat=seat)
        if state.positions[seat] >= state.goal and state.winner is None:
            state.winner = seat
            state.phase = "over"
            ctx.say(f"{seat} reaches the ford and wins!", kind="result")

    def _next_march(self, state: RaceState) -> None:
        state.moved = state.rolled = state.played = False
        if state.active == SIDES[0]:
            state.active = SIDES[1]
        else:
            state.phase = "bid"

    def _reveal_bids(self, state: RaceState, ctx: Context) -> None:
        ctx.reveal()
        shown = ", ".join(f"{s} {state.bids[s]}" for s in SIDES)
        best = max(SIDES, key=lambda s: (state.bids[s], s == SIDES[0]))
        ctx.say(f"Bids revealed: {shown}.", kind="bids")
        state.bids = {}
        state.turn += 1
        state.phase, state.active = "march", SIDES[0]
        self._advance(state, best, 1, ctx, f"{best} wins the bid and advances")

    def observe(self, state: GameState, seat: str | None) -> RaceState:
        assert isinstance(state, RaceState)
        seen = state.model_copy(deep=True)
        for side in SIDES:
            if side != seat:
                seen.hands[side] = [HIDDEN] * len(state.hands[side])
                if side in seen.bids:
                    seen.bids[side] = -1
        seen.deck = Deck(draw_pile=[HIDDEN] * len(state.deck.draw_pile), discard_pile=list(state.deck.discard_pile))
        return seen

    def view(self, observation: GameState, seat: str | None) -> dict[str, Any]:
        assert isinstance(observation, RaceState)
        data = observation.model_dump(exclude={"hands", "deck", "bids"})
        data["hand_sizes"] = {s: len(h) for s, h in observation.hands.items()}
        data["sealed"] = sorted(observation.bids)
        if seat is not None:
            data["hand"] = list(observation.hands[seat])
        return data

    def parse_action(self, data: dict[str, Any]) -> Action:
        return ACTIONS[data["kind"]].model_validate(data)

    def parse_state(self, data: dict[str, Any]) -> RaceState:
        return RaceState.model_validate(data)

    def choose_action(self, observation: GameState, seat: str, dice: Dice) -> Action:
        legal = self.legal_actions(observation, seat)
        for action in legal:
            if isinstance(action, Roll | Play):
                return action
        moves = [a for a in legal if isinstance(a, Move)]
        if moves:
            return moves[-1]
        bids = [a for a in legal if isinstance(a, Bid)]
        if bids:
            return dice.choice(bids)
        return legal[-1]

    def status_text(self, observation: GameState) -> str:
        assert isinstance(observation, RaceState)
        where = ", ".join(f"{s} {p}" for s, p in observation.positions.items())
        return f"Turn {observation.turn}, {observation.phase}: {where} (goal {observation.goal})."

    def hand_text(self, observation: GameState, seat: str) -> str | None:
        assert isinstance(observation, RaceState)
        return "Your hand: " + (", ".join(observation.hands[seat]) or "empty")

    def board_view(self, observation: GameState, seat: str | None) -> BoardView:
        assert isinstance(observation, RaceState)
        return BoardView(
            ruleset=self.id,
            title=self.title,
            turn=str(observation.turn),
            phase=observation.phase,
            to_act=self.to_act(observation),
            viewer=seat,
            sides=list(SIDES),
        )
