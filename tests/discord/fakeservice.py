"""A canned stand-in for the game service, implementing ``bot.service.api.Service`` with realistic behaviour.

It knows two rulesets by their sides (War of Independence: Americans and British; Napoleon: France and
Allies), one game per channel, seats, hands, a sealed battle-card choice with a deadline, GM rights (the
creator, Manage Server, or the "Courier GM" role), quick buttons on every post and an outbox. It holds no
real rules: it exists so that the Discord layer can be driven end to end without the real service.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path

from PIL import Image

from bot.service.api import Button, Caller, Choice, Command, Message, Outcome

SIDES = {"independence": ["Americans", "British"], "napoleon": ["France", "Allies"]}
TITLES = {"independence": "War of Independence 1775-1783", "napoleon": "Napoleonic Europe"}
TERRITORIES = [
    "Boston", "New York", "Philadelphia", "Charleston", "Savannah", "Quebec", "Montreal", "Albany",
    "Saratoga", "Trenton", "Princeton", "Baltimore", "Richmond", "Yorktown", "Norfolk", "Wilmington",
    "Camden", "Augusta", "Ticonderoga", "Newport", "Providence", "Hartford", "Portsmouth", "Halifax",
    "Pittsburgh", "Detroit", "Niagara", "Oswego", "Crown Point", "Lexington", "Concord", "Monmouth",
    "Brandywine", "Germantown", "Valley Forge", "Cowpens", "Guilford", "King's Mountain", "Kaskaskia",
    "Vincennes",
]  # fmt: skip
CARDS = ["Bayonet Charge", "Skirmishers", "Forced March", "Artillery Barrage", "Militia Rally"]
GM_ROLE = "Courier GM"
TOPICS = ["combat", "movement", "recruiting", "cards", "victory", "all"]
DEADLINE = 86400.0


@dataclass
class Game:
    """One channel's game, as far as the fake cares."""

    channel_id: str
    ruleset: str
    gm_id: str
    seats: dict[str, str | None]
    names: dict[str, str] = field(default_factory=dict)
    started: bool = False
    ended: bool = False
    paused: bool = False
    turn: int = 0
    log: list[str] = field(default_factory=list)
    hands: dict[str, list[str]] = field(default_factory=dict)
    battle: dict[str, str | None] | None = None
    battle_at: str | None = None
    deadline: float | None = None
    undoable: bool = False

    @property
    def to_act(self) -> str:
        return list(self.seats)[self.turn % len(self.seats)]

    def side_of(self, user_id: str) -> str | None:
        return next((s for s, u in self.seats.items() if u == user_id), None)


class FakeService:
    """Implements the ``Service`` protocol over in-memory games. ``files`` is where maps and exports go."""

    def __init__(self, files: Path, now: float = 1_000_000.0) -> None:
        self.files = files
        self.now = now
        self.games: dict[str, Game] = {}
        self.outbox: dict[int, Message] = {}
        self.delivered_ids: list[int] = []
        self.handled: list[Command] = []
        self.presses: list[tuple[Caller, str]] = []
        self.autocompleted: list[tuple[Command, str, str]] = []
        self.closed_dms: dict[str, float] = {}
        self._next_outbox = 1

    # ---- the protocol ---------------------------------------------------------------------------------
    async def handle(self, command: Command) -> Outcome:
        self.handled.append(command)
        verb = f"{command.group} {command.sub}" if command.sub else command.group
        handler = getattr(self, "_" + verb.replace(" ", "_"), None)
        if handler is None:
            return self._refuse(f"Unknown command /{verb}.")
        return handler(command.caller, command.options)

    async def autocomplete(self, command: Command, option: str, typed: str) -> list[Choice]:
        self.autocompleted.append((command, option, typed))
        game = self.games.get(command.caller.channel_id or "")
        values: list[str] = []
        if option == "ruleset":
            return [Choice(f"{TITLES[r]} ({r})", r) for r in SIDES if typed.lower() in r]
        if option == "side":
            values = list(game.seats) if game else [s for sides in SIDES.values() for s in sides]
        elif option in ("from", "to", "territory"):
            values = [t for t in TERRITORIES if t != command.options.get("from")]
        elif option == "card" and game:
            side = game.side_of(command.caller.user_id)
            values = game.hands.get(side or "", [])
        elif option == "topic":
            values = TOPICS
        return [Choice(v, v) for v in values if typed.lower() in v.lower()]  # the front end trims to 25

    async def press(self, caller: Caller, custom_id: str, interaction_id: str | None = None) -> Outcome:
        self.presses.append((caller, custom_id))
        _, channel_id, what, *rest = custom_id.split(":")
        game = self.games.get(channel_id)
        if game is None:
            return self._refuse("That game is over.")
        if what == "hand":
            return self._hand_of(game, caller)
        if what == "map":
            return Outcome([Message("ephemeral", "The map.", files=(self._map_file(),))])
        if what == "help":
            return Outcome([Message("ephemeral", f"{game.to_act} to act: /move, /battle, /play, /done.")])
        if what == "card":
            side, card = rest
            return self._choose_card(game, caller, side, card)
        return self._refuse("That button is no longer in use.")

    async def fire_due_deadlines(self, now: float) -> Outcome:
        messages: list[Message] = []
        for game in self.games.values():
            if game.deadline is not None and game.deadline <= now and game.battle is not None:
                for side, card in game.battle.items():
                    if card is None:
                        game.battle[side] = game.hands[side][0]
                messages += self._resolve_battle(game, "The deadline passed; the AI chose for the late side.")
        return Outcome(messages)

    async def delivered(self, outbox_ids: list[int]) -> None:
        for outbox_id in outbox_ids:
            self.outbox.pop(outbox_id, None)
            self.delivered_ids.append(outbox_id)

    async def undelivered(self) -> list[Message]:
        return list(self.outbox.values())

    async def channel_gone(self, channel_id: str) -> Outcome:
        return Outcome([])

    async def guild_gone(self, guild_id: str) -> Outcome:
        return Outcome([])

    async def gms_of(self, channel_id: str) -> list[str]:
        return []

    async def dm_closed_at(self, user_id: str) -> float | None:
        return self.closed_dms.get(user_id)

    async def set_dm_closed(self, user_id: str, closed: bool) -> None:
        if closed:
            self.closed_dms[user_id] = self.now
        else:
            self.closed_dms.pop(user_id, None)

    # ---- helpers ----------------------------------------------------------------------------------------
    def _out(self, message: Message) -> Message:
        """Put a message about a committed action into the outbox."""
        outbox_id = self._next_outbox
        self._next_outbox += 1
        stored = Message(**{**message.__dict__, "outbox_id": outbox_id})
        self.outbox[outbox_id] = stored
        return stored

    @staticmethod
    def _refuse(text: str) -> Outcome:
        return Outcome([Message("ephemeral", text, error=True)])

    def _map_file(self) -> str:
        path = self.files / "map.png"
        if not path.exists():
            Image.new("RGB", (64, 48), (200, 180, 140)).save(path)
        return str(path)

    @staticmethod
    def _quick(game: Game) -> tuple[Button, ...]:
        c = game.channel_id
        return (
            Button(f"courier:{c}:hand", "My hand"),
            Button(f"courier:{c}:map", "Map"),
            Button(f"courier:{c}:help", "What can I do", "primary"),
        )

    def _post(self, game: Game, text: str, *, title: str | None = None, with_map: bool = True) -> Message:
        """A public post: text, the map, the quick buttons, and a mention of whoever must act."""
        user = game.seats.get(game.to_act) if game.started and not game.ended else None
        return self._out(
            Message(
                "channel",
                text,
                channel_id=game.channel_id,
                files=(self._map_file(),) if with_map else (),
                mentions=(user,) if user else (),
                buttons=self._quick(game),
                title=title,
            )
        )

    def _game(self, caller: Caller) -> Game | Outcome:
        game = self.games.get(caller.channel_id or "")
        if game is None or game.ended:
            return self._refuse("There is no game in this channel. Start one with /game new.")
        return game

    def _player(self, caller: Caller) -> tuple[Game, str] | Outcome:
        game = self._game(caller)
        if isinstance(game, Outcome):
            return game
        side = game.side_of(caller.user_id)
        if not game.started:
            return self._refuse("The game has not started yet.")
        if side is None:
            return self._refuse("You have no seat in this game.")
        if game.paused:
            return self._refuse("The game is paused by its GM.")
        if game.to_act != side:
            return self._refuse(f"It is not your turn: {game.to_act} must act.")
        return game, side

    def _gm(self, caller: Caller) -> Game | Outcome:
        game = self._game(caller)
        if isinstance(game, Outcome):
            return game
        if caller.user_id == game.gm_id or caller.is_server_manager or GM_ROLE in caller.roles:
            return game
        return self._refuse("Only this game's GM (its creator, a server manager or a Courier GM) may do that.")

    def _hand_of(self, game: Game, caller: Caller) -> Outcome:
        side = game.side_of(caller.user_id)
        if side is None:
            return self._refuse("You have no seat in this game.")
        return Outcome([Message("ephemeral", "Your hand: " + ", ".join(game.hands[side]), title=f"{side} hand")])

    # ---- /game ------------------------------------------------------------------------------------------
    def _game_new(self, caller: Caller, options: dict[str, str]) -> Outcome:
        if caller.is_dm:
            return self._refuse("Open games in a server channel, not in DMs.")
        ruleset = options.get("ruleset", "")
        if ruleset not in SIDES:
            return self._refuse(f"Unknown ruleset {ruleset!r}; known: independence, napoleon.")
        current = self.games.get(caller.channel_id or "")
        if current is not None and not current.ended:
            return self._refuse("This channel already has a live game.")
        game = Game(caller.channel_id or "", ruleset, caller.user_id, dict.fromkeys(SIDES[ruleset]))
        self.games[game.channel_id] = game
        commitment = hashlib.sha256(options.get("seed", "secret").encode()).hexdigest()
        text = f"{caller.user_name} opened a game. Take a side with /game join.\nSeed commitment: `{commitment}`"
        return Outcome([self._post(game, text, title=TITLES[ruleset], with_map=False)])

    def _game_join(self, caller: Caller, options: dict[str, str]) -> Outcome:
        game = self._game(caller)
        if isinstance(game, Outcome):
            return game
        side = options.get("side", "")
        if side not in game.seats:
            return self._refuse(f"No side {side!r} here; the sides are {', '.join(game.seats)}.")
        if game.seats[side] is not None:
            return self._refuse(f"{side} is already taken.")
        if game.side_of(caller.user_id):
            return self._refuse("You already have a seat.")
        game.seats[side] = caller.user_id
        game.names[side] = caller.user_name
        return Outcome([self._post(game, f"{caller.user_name} plays the {side}.", with_map=False)])

    def _game_leave(self, caller: Caller, options: dict[str, str]) -> Outcome:
        game = self._game(caller)
        if isinstance(game, Outcome):
            return game
        side = game.side_of(caller.user_id)
        if side is None or game.started:
            return self._refuse("You can only leave a seat you hold, before the game starts.")
        game.seats[side] = None
        return Outcome([self._post(game, f"{caller.user_name} left the {side}.", with_map=False)])

    def _game_start(self, caller: Caller, options: dict[str, str]) -> Outcome:
        game = self._game(caller)
        if isinstance(game, Outcome):
            return game
        if game.started:
            return self._refuse("The game has already started.")
        game.started = True
        game.hands = {side: list(CARDS[:3]) for side in game.seats}
        messages = [self._post(game, "The game begins. Turn 1, spring 1775.", title="Turn 1")]
        for side, user in game.seats.items():
            if user is not None:
                hand = "Your hand: " + ", ".join(game.hands[side])
                messages.append(self._out(Message("dm", hand, channel_id=game.channel_id, user_id=user)))
        return Outcome(messages)

    def _game_status(self, caller: Caller, options: dict[str, str]) -> Outcome:
        game = self._game(caller)
        if isinstance(game, Outcome):
            return game
        state = "paused" if game.paused else "running" if game.started else "waiting for players"
        return Outcome([Message("ephemeral", f"{TITLES[game.ruleset]}: {state}; {game.to_act} to act.")])

    def _game_rules(self, caller: Caller, options: dict[str, str]) -> Outcome:
        topic = options.get("topic", "now")
        if topic == "all":
            text = "\n".join(f"{n}. " + "Every clause of the rules, in full. " * 4 for n in range(1, 80))
            return Outcome([Message("ephemeral", text, title="The rules")])
        return Outcome([Message("ephemeral", f"Rules on {topic}: attackers roll first.", title="Rules")])

    def _game_log(self, caller: Caller, options: dict[str, str]) -> Outcome:
        game = self._game(caller)
        if isinstance(game, Outcome):
            return game
        last = int(options.get("last", "10"))
        return Outcome([Message("ephemeral", "\n".join(game.log[-last:]) or "Nothing yet.", title="Log")])

    def _game_export(self, caller: Caller, options: dict[str, str]) -> Outcome:
        game = self._game(caller)
        if isinstance(game, Outcome):
            return game
        path = self.files / "game.json"
        path.write_text(json.dumps({"ruleset": game.ruleset, "log": game.log}))
        return Outcome([Message("ephemeral", "The whole game so far.", files=(str(path),))])

    def _game_verify(self, caller: Caller, options: dict[str, str]) -> Outcome:
        game = self.games.get(caller.channel_id or "")
        if game is None or not game.ended:
            return self._refuse("Verify works once the game is over and its seed revealed.")
        return Outcome([Message("ephemeral", "Every roll matches the seed.")])

    def _game_end(self, caller: Caller, options: dict[str, str]) -> Outcome:
        game = self._gm(caller)
        if isinstance(game, Outcome):
            return game
        game.ended = True
        return Outcome([self._post(game, "The game is over. Seed revealed: `secret`.", with_map=False)])

    # ---- looking ----------------------------------------------------------------------------------------
    def _map(self, caller: Caller, options: dict[str, str]) -> Outcome:
        game = self._game(caller)
        if isinstance(game, Outcome):
            return game
        if options.get("private") == "true":
            return Outcome([Message("ephemeral", "Your own view.", files=(self._map_file(),))])
        return Outcome([Message("channel", "The map.", game.channel_id, files=(self._map_file(),))])

    def _hand(self, caller: Caller, options: dict[str, str]) -> Outcome:
        game = self._game(caller)
        return game if isinstance(game, Outcome) else self._hand_of(game, caller)

    # ---- play -------------------------------------------------------------------------------------------
    def _move(self, caller: Caller, options: dict[str, str]) -> Outcome:
        seated = self._player(caller)
        if isinstance(seated, Outcome):
            return seated
        game, side = seated
        start, end = options.get("from"), options.get("to")
        if start not in TERRITORIES or end not in TERRITORIES or start == end:
            return self._refuse(f"No such move for the {side}: from {start} to {end}.")
        game.log.append(f"{side} move {options.get('units', 'all units')} from {start} to {end}.")
        game.undoable = True
        return Outcome([self._post(game, game.log[-1])])

    def _battle(self, caller: Caller, options: dict[str, str]) -> Outcome:
        seated = self._player(caller)
        if isinstance(seated, Outcome):
            return seated
        game, side = seated
        where = options.get("territory")
        if where not in TERRITORIES:
            return self._refuse("Name the territory to fight in.")
        game.battle = dict.fromkeys(game.seats)
        game.battle_at = where
        game.deadline = self.now + DEADLINE
        messages = [self._post(game, f"Battle at {where}! Both sides choose a battle card in secret.")]
        for chooser, user in game.seats.items():
            if user is None:
                continue
            buttons = tuple(Button(f"courier:{game.channel_id}:card:{chooser}:{c}", c) for c in game.hands[chooser])
            text = f"Battle at {where}: choose your battle card. Deadline <t:{int(game.deadline)}:R>."
            messages.append(self._out(Message("dm", text, game.channel_id, user, buttons=buttons)))
        return Outcome(messages)

    def _choose_card(self, game: Game, caller: Caller, side: str, card: str) -> Outcome:
        if game.battle is None:
            return self._refuse("That battle is over.")
        if game.seats.get(side) != caller.user_id:
            return self._refuse("That choice is not yours.")
        if card not in game.hands[side]:
            return self._refuse(f"{card} is not in your hand.")
        game.battle[side] = card
        if any(c is None for c in game.battle.values()):
            return Outcome([Message("ephemeral", f"You chose {card}. Waiting for the other side.")])
        return Outcome(self._resolve_battle(game, f"You chose {card}."))

    def _resolve_battle(self, game: Game, note: str) -> list[Message]:
        battle = game.battle or {}
        cards = ", ".join(f"{s}: {c}" for s, c in battle.items())
        game.battle, game.deadline = None, None
        game.log.append(f"Battle at {game.battle_at}: {cards}. Dice 5, 2 - the attacker wins.")
        return [Message("ephemeral", note), self._post(game, game.log[-1], title="Battle")]

    def _simple(self, verb: str, option: str):
        def run(caller: Caller, options: dict[str, str]) -> Outcome:
            seated = self._player(caller)
            if isinstance(seated, Outcome):
                return seated
            game, side = seated
            if option not in options:
                return self._refuse(f"/{verb} needs {option}.")
            game.log.append(f"{side}: {verb} {options[option]}.")
            return Outcome([self._post(game, game.log[-1])])

        return run

    def __getattr__(self, name: str):
        verbs = {
            "_play": "card",
            "_recruit": "unit",
            "_build": "unit",
            "_retreat": "to",
            "_discard": "card",
            "_place": "territory",
        }
        if name in verbs:
            return self._simple(name[1:], verbs[name])
        raise AttributeError(name)

    def _done(self, caller: Caller, options: dict[str, str]) -> Outcome:
        seated = self._player(caller)
        if isinstance(seated, Outcome):
            return seated
        game, side = seated
        game.turn += 1
        game.undoable = False
        return Outcome([self._post(game, f"{side} are done. {game.to_act} to act.")])

    def _undo(self, caller: Caller, options: dict[str, str]) -> Outcome:
        seated = self._player(caller)
        if isinstance(seated, Outcome):
            return seated
        game, _ = seated
        if not game.undoable:
            return self._refuse("Nothing to undo: the last action rolled dice or revealed a card.")
        game.undoable = False
        return Outcome([self._post(game, f"Undone: {game.log.pop()}")])

    # ---- /gm --------------------------------------------------------------------------------------------
    def _gm_action(self, caller: Caller, text: str) -> Outcome:
        game = self._gm(caller)
        if isinstance(game, Outcome):
            return game
        return Outcome([self._post(game, f"GM {caller.user_name}: {text}", with_map=False)])

    def _gm_pause(self, caller: Caller, options: dict[str, str]) -> Outcome:
        return self._gm_toggle(caller, True)

    def _gm_resume(self, caller: Caller, options: dict[str, str]) -> Outcome:
        return self._gm_toggle(caller, False)

    def _gm_toggle(self, caller: Caller, paused: bool) -> Outcome:
        outcome = self._gm_action(caller, "the game is paused." if paused else "the game resumes.")
        if not outcome.messages[0].error:
            self.games[caller.channel_id or ""].paused = paused
        return outcome

    def _gm_seat(self, caller: Caller, options: dict[str, str]) -> Outcome:
        game = self._gm(caller)
        if isinstance(game, Outcome):
            return game
        side, user = options.get("side", ""), options.get("user", "")
        if side not in game.seats:
            return self._refuse(f"No side {side!r} here.")
        if user == "ai":
            game.seats[side] = None
            return self._gm_action(caller, f"the AI now plays the {side}.")
        if not (user.startswith("<@") and user.endswith(">")):
            return self._refuse("Seat a member (@name) or the AI.")
        game.seats[side] = user[2:-1]
        return self._gm_action(caller, f"{user} now plays the {side}.")

    def _gm_deadline(self, caller: Caller, options: dict[str, str]) -> Outcome:
        hours = options.get("hours", "")
        if hours != "off" and not hours.isdigit():
            return self._refuse("Give the deadline in hours, or off.")
        return self._gm_action(caller, f"phase deadline {hours} h, then {options.get('policy', 'wait')}.")

    def _gm_rollback(self, caller: Caller, options: dict[str, str]) -> Outcome:
        return self._gm_action(caller, f"rolled back to action {options['to']}.")

    def _gm_skip(self, caller: Caller, options: dict[str, str]) -> Outcome:
        return self._gm_action(caller, f"skipped {options.get('side', 'the seats to act')}.")

    def _gm_edit(self, caller: Caller, options: dict[str, str]) -> Outcome:
        return self._gm_action(caller, f"set {options['what']} to {options['value']}.")

    def _gm_dump(self, caller: Caller, options: dict[str, str]) -> Outcome:
        game = self._gm(caller)
        if isinstance(game, Outcome):
            return game
        path = self.files / "state.json"
        path.write_text(json.dumps({"hands": game.hands, "seats": game.seats}))
        return Outcome([Message("ephemeral", "The full state, hidden parts included.", files=(str(path),))])

    def _gm_roll(self, caller: Caller, options: dict[str, str]) -> Outcome:
        if options.get("dice") != "2d6":
            return self._refuse("Dice look like 2d6.")
        return self._gm_action(caller, "rolls 2d6: 3 + 4 = 7.")

    def _gm_end(self, caller: Caller, options: dict[str, str]) -> Outcome:
        return self._game_end(caller, options)
