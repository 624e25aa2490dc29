"""`/game new|join|leave|start|status|rules|log|end`: a game's life from the lobby to the archive."""

from dataclasses import replace

from bot.service import deadlines, posting
from bot.service.api import Message
from bot.service.chain import commit_change, commit_seats, follow_with_ai
from bot.service.errors import CommandError
from bot.service.history import GM_EDIT
from bot.service.inputs import game_options, whole_number
from bot.service.isolation import computed
from bot.service.legal import acting_seats, caller_legal
from bot.service.mapfiles import phase_maps
from bot.service.matching import listing
from bot.service.outbox import to_record, with_ids
from bot.service.runtime import AI, Game, Request, Runtime
from bot.store import ChannelBusy, NewGame
from rules.core.dice import Dice, seed_commitment
from rules.core.errors import IllegalAction
from rules.core.names import fold
from rules.core.seats import parse_options

MAX_SEED = 2**62
LOG_DEFAULT, LOG_MAX = 10, 500
PRACTICE = "🎲 **Practice game: dice not secret.**"


def find_side(game: Game, typed: str) -> str:
    """The seat named ``typed`` (its id or its name, any case and accents), or a CommandError listing the sides."""
    for seat, name in game.seat_names.items():
        if fold(typed) in (fold(seat), fold(name)):
            return seat
    raise CommandError(f"Unknown side `{typed}`. Sides: {', '.join(game.seat_names.values())}.")


def seats_line(game: Game) -> str:
    """Who plays which side."""
    shown = {None: "open", AI: "AI"}
    return ", ".join(
        f"{game.name(s)}: {shown.get(game.user_of(s)) or f'<@{game.user_of(s)}>'}" for s in game.state.seats
    )


async def new(rt: Runtime, req: Request) -> list[Message]:
    """`/game new ruleset:<id> [seed:<n>] [options:"k=v,…"]`: a lobby game, its seed committed by SHA-256."""
    ruleset_id = req.option("ruleset")
    if ruleset_id is None:
        raise CommandError(f"Give `ruleset:<id>`. Known rulesets: {', '.join(sorted(rt.rulesets))}.")
    ruleset = rt.ruleset(ruleset_id)
    seed_text = req.option("seed")
    seed = whole_number("seed", seed_text, 0, MAX_SEED) if seed_text is not None else rt.settings.seeds()
    try:
        options = parse_options(ruleset.option_specs, game_options(req.option("options")))
        state = ruleset.new_game(options, Dice(seed, 0))
    except IllegalAction as exc:
        raise CommandError(f"Cannot set up {ruleset.title}: {exc}") from None
    caller = req.caller
    assert caller.channel_id is not None
    commitment = seed_commitment(seed)
    shown = ", ".join(f"{k}={v}" for k, v in options.items()) or "defaults"
    sides = ", ".join(spec.name for spec in ruleset.seat_specs(options))
    text = (
        f"🆕 New game of **{ruleset.title}** (`{ruleset.id}`, options: {shown}); GM <@{caller.user_id}>.\n"
        f"Sides: {sides}: take one with `/game join side:<side>`; the GM then runs `/game start`"
        " (open sides go to the AI).\n"
        f"Seed commitment (SHA-256): `{commitment}`. The seed is revealed when the game ends."
    )
    if seed_text is not None:
        text += f"\n{PRACTICE} <@{caller.user_id}> chose the seed: whoever knows it can foresee every roll."
    message = Message(to="channel", text=text, channel_id=caller.channel_id)
    record = NewGame(
        channel_id=caller.channel_id,
        guild_id=caller.guild_id,
        ruleset=ruleset.id,
        options=options,
        gm_user=caller.user_id,
        seed=seed,
        commitment=commitment,
        state_json=state.model_dump_json(),
        created_at=rt.settings.clock(),
        ruleset_version=ruleset.version,
    )
    try:
        _, ids = await rt.store.create_game(record, [to_record(message)])
    except ChannelBusy:
        raise CommandError("This channel already has a live game; the GM ends it with `/game end` first.") from None
    return with_ids([message], ids)


async def join(rt: Runtime, req: Request) -> list[Message]:
    """`/game join side:<side>`: take an open side in the lobby."""
    assert req.record is not None
    game = rt.load(req.record)
    open_sides = [game.name(s) for s in game.state.seats if s not in game.record.seats]
    typed = req.option("side")
    if typed is None:
        raise CommandError(f"Give `side:<side>`. Open sides: {', '.join(open_sides) or 'none'}.")
    side = find_side(game, typed)
    holder = game.user_of(side)
    if holder == req.caller.user_id:
        raise CommandError(f"You already play {game.name(side)}.")
    if holder is not None:
        taken = f"{game.name(side)} is taken by {game.who(side)}"
        raise CommandError(f"{taken}. Open sides: {', '.join(open_sides) or 'none'}.")
    if game.seats_of(req.caller.user_id):
        playing = ", ".join(map(game.name, game.seats_of(req.caller.user_id)))
        raise CommandError(f"You already play {playing}; `/game leave` first.")
    seats = {**game.record.seats, side: req.caller.user_id}
    text = f"<@{req.caller.user_id}> joins as {game.name(side)}."
    _, sent = await commit_change(rt, game, [posting.post(game, text)], seats=seats)
    return sent


async def leave(rt: Runtime, req: Request) -> list[Message]:
    """`/game leave`: free your side in the lobby; during the game the AI takes it over."""
    assert req.record is not None
    game = rt.load(req.record)
    mine = game.seats_of(req.caller.user_id)
    seats = dict(game.record.seats)
    for side in mine:
        if game.record.status == "lobby":
            del seats[side]
        else:
            seats[side] = AI
    after = "is open again" if game.record.status == "lobby" else "is now played by the AI"
    text = f"<@{req.caller.user_id}> leaves; {', '.join(mine)} {after}."
    return await commit_seats(rt, game, [posting.post(game, text)], seats)


async def start(rt: Runtime, req: Request) -> list[Message]:
    """`/game start`: open sides go to the AI; the first map, the hands and each seat's own map by DM, and the
    AI's first moves."""
    assert req.record is not None
    game = rt.load(req.record)
    seats = {s: game.record.seats.get(s, AI) for s in game.state.seats}
    game = replace(game, record=replace(game.record, seats=seats))
    posted = dict(game.record.posted_maps)
    name = f"game{game.record.id}-action0"
    files, own_maps = await phase_maps(rt, game, game.state, name, posted)
    tail, mentions = posting.to_act_line(game, game.state)
    due = deadlines.pending(game, game.record.deadline, game.state, rt.settings.clock())
    text = "\n".join(
        [
            f"▶️ **{game.ruleset.title}** begins. {seats_line(game)}.",
            game.seen(None).status,
            *deadlines.due_note(due),
            tail,
        ]
    )
    opening = Message(to="channel", text=text, channel_id=game.record.channel_id, files=files, mentions=mentions)
    messages = [opening, *posting.hand_messages(game, game.state), *own_maps]
    rt.remember_hands(game, game.state)
    game, sent = await commit_change(rt, game, messages, status="active", seats=seats, deadline=due,
                                     posted_maps=posted)  # fmt: skip
    return sent + await follow_with_ai(rt, game)


async def status(rt: Runtime, req: Request) -> list[Message]:
    """`/game status`: the game at a glance, to the caller."""
    assert req.record is not None
    game = rt.load(req.record)
    record = game.record
    nobody: tuple[str, tuple[str, ...]] = ("", ())
    tail, _ = computed(lambda: posting.to_act_line(game, game.state), nobody, "who acts")
    due = await rt.store.deadline_of(record.id) if record.status == "active" else None
    broken = "⚠️ The rules cannot work with this state (logged); the GM may `/gm rollback` or `/game end`."
    lines = [
        f"Game #{record.id}: **{game.ruleset.title}** ({record.status}), GM <@{record.gm_user}>.",
        f"Seats: {seats_line(game)}.",
        computed(lambda: game.seen(None).status, broken, "the status"),
        *deadlines.due_note(due),
        tail if record.status != "ended" else "",
        f"Actions so far: {record.last_action}. {deadlines.describe(record.deadline)}",
        f"Seed commitment (SHA-256): `{record.commitment}`"
        + (f"; the seed was {record.seed}." if record.status == "ended" else "."),
    ]
    return [posting.reply("\n".join(line for line in lines if line))]


def allowed_now(game: Game, user_id: str) -> str:
    """What ``user_id`` may do now, as command labels."""
    if game.record.status != "active":
        where = {"lobby": "has not started yet", "paused": "is paused", "ended": "is over"}[game.record.status]
        return f"Nothing to play now: the game {where}."
    mine = acting_seats(game, user_id)
    if not mine:
        acting = ", ".join(map(game.name, game.situation().to_act)) or "nobody"
        return f"You need not act now; waiting for {acting}."
    situation = game.situation()
    prompts = {seat: p for seat in mine if (p := situation.prompt(seat)) is not None}
    asked = [f"{game.name(seat)}: {posting.prompt_line(p)}" for seat, p in prompts.items()]
    head = f"You ({', '.join(map(game.name, mine))}) may now:"
    return "\n".join([*asked, head, *listing(caller_legal(game, user_id))])


async def rules(rt: Runtime, req: Request) -> list[Message]:
    """`/game rules [topic]`: what you may do now, and the rules."""
    assert req.record is not None
    game = rt.load(req.record)
    text = f"{allowed_now(game, req.caller.user_id)}\n\n{game.ruleset.rules_text(req.option('topic'))}"
    return [posting.reply(text)]


def verb_of(game: Game, action: dict[str, object]) -> str:
    """The command an action in the log was made with (`gm edit` for a GM's edit)."""
    if action.get("kind") == GM_EDIT:
        return "gm edit"
    return game.ruleset.parse_action(action).command()


async def log(rt: Runtime, req: Request) -> list[Message]:
    """`/game log [last:<n>]`: the last actions as the channel saw them (an action that said nothing in public,
    such as a sealed battle card, is left out)."""
    assert req.record is not None
    game = rt.load(req.record)
    last_text = req.option("last")
    last = whole_number("last", last_text, 1, LOG_MAX) if last_text is not None else LOG_DEFAULT
    entries = await rt.store.actions(game.record.id, after=max(0, game.record.last_action - last))
    if not entries:
        return [posting.reply("No actions yet.")]
    lines = []
    for entry in entries:
        public = [e["text"] for e in entry.events if e.get("visible_to") is None]
        if public:
            lines.append(f"#{entry.number} {entry.seat}: " + " · ".join(public))
    while len("\n".join(lines)) > posting.POST_LIMIT and len(lines) > 1:
        lines.pop(0)
    return [posting.reply("\n".join(lines) or f"Nothing public in the last {posting.plural(last, 'action')}.")]


async def end(rt: Runtime, req: Request) -> list[Message]:
    """`/game end` and `/gm end`: the GM ends the game; it is archived and its seed revealed."""
    assert req.record is not None
    game = rt.load(req.record)
    record = game.record
    played = posting.plural(record.last_action, "action")
    text = (
        f"🏁 The GM <@{req.caller.user_id}> ended game #{record.id} after {played}.\n"
        f"The seed was {record.seed} (SHA-256 `{record.commitment}`); `/game verify` proves every roll."
    )
    _, sent = await commit_change(
        rt, game, [posting.post(game, text)], status="ended", ended_at=rt.settings.clock(), clear_deadline=True
    )
    return sent
