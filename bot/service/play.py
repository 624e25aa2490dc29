"""The shared verbs (`/move`, `/battle`, `/play`, `/done` …) matched to the caller's legal actions, and `/undo`."""

from bot.service import posting
from bot.service.api import Caller, Message
from bot.service.chain import commit_change, run_chain
from bot.service.errors import CommandError
from bot.service.lifecycle import verb_of
from bot.service.matching import SeatAction, match
from bot.service.posting import choice_id
from bot.service.runtime import Game, Request, Runtime
from bot.store import StaleVersion


def caller_legal(game: Game, user_id: str) -> list[SeatAction]:
    """The legal actions of every seat ``user_id`` holds that must act now."""
    acting = [s for s in game.seats_of(user_id) if s in game.ruleset.to_act(game.state)]
    return [(s, a) for s in acting for a in game.ruleset.legal_actions(game.state, s)]


async def play(rt: Runtime, req: Request) -> list[Message]:
    """A play command: the one legal action it names is applied, then the AI plays until a human must act."""
    assert req.record is not None
    game = rt.load(req.record)
    legal = caller_legal(game, req.caller.user_id)
    if not legal:
        acting = ", ".join(game.ruleset.to_act(game.state)) or "nobody"
        mine = ", ".join(game.seats_of(req.caller.user_id))
        raise CommandError(f"It is not your turn ({mine}): waiting for {acting}.")
    seat, action = match(legal, req.command.group, dict(req.command.options))
    return await run_chain(rt, game, [(seat, req.caller.user_id, action)])


async def undo(rt: Runtime, req: Request) -> list[Message]:
    """`/undo`: take back your own last action, if it was the game's last and rolled no dice and revealed nothing."""
    assert req.record is not None
    game = rt.load(req.record)
    last = game.record.last_action
    entries = await rt.store.actions(game.record.id, after=last - 1) if last else []
    if not entries:
        raise CommandError("There is nothing to undo.")
    entry = entries[0]
    if entry.seat not in game.seats_of(req.caller.user_id):
        raise CommandError(f"You can only undo your own last action; the last action (#{last}) was {entry.seat}'s.")
    if not entry.undoable:
        raise CommandError(
            f"Action #{last} rolled dice or revealed hidden information, so it cannot be undone; "
            "a GM can `/gm rollback`."
        )
    state = await rt.state_at(game, last - 1)
    text = f"↩️ {entry.seat} takes back action #{last} (/{verb_of(game, entry.action)})."
    private = posting.private_messages(game, [], game.state, state)
    if not any(e.get("visible_to") is None for e in entry.events):
        _, sent = await commit_change(rt, game, private, state, truncate_after=last - 1, last_action=last - 1)
        return [*sent, posting.reply(f"{text} It was never shown in the channel, so nobody else is told.")]
    tail, mentions = posting.to_act_line(game, state)
    post = Message(to="channel", text=f"{text}\n{tail}", channel_id=game.record.channel_id, mentions=mentions)
    _, sent = await commit_change(rt, game, [post, *private], state, truncate_after=last - 1, last_action=last - 1)
    return sent


async def press(rt: Runtime, caller: Caller, custom_id: str) -> list[Message]:
    """A decision button: `courier:<game>:<seat>:<action digest>`, valid while that action is legal."""
    parts = custom_id.split(":")
    if len(parts) != 4 or parts[0] != "courier" or not parts[1].isdigit():
        raise CommandError("This button is not one of Courier's.")
    record = await rt.store.game(int(parts[1]))
    if record is None:
        raise CommandError("This button's game no longer exists.")
    seat, digest = parts[2], parts[3]
    async with rt.lock(record.channel_id):
        for _ in range(3):
            record = await rt.store.game(record.id)
            assert record is not None
            if record.status != "active":
                raise CommandError(f"The game is {record.status}; this choice cannot be made now.")
            game = rt.load(record)
            if game.user_of(seat) != caller.user_id:
                raise CommandError(f"Only the player of {seat} may make this choice.")
            legal = game.ruleset.legal_actions(game.state, seat)
            chosen = [a for a in legal if choice_id(record.id, seat, a).endswith(digest)]
            if not chosen:
                raise CommandError("This choice is no longer available; `/game rules` shows what you may do now.")
            try:
                return await run_chain(rt, game, [(seat, caller.user_id, chosen[0])])
            except StaleVersion:
                continue
    raise CommandError("The game changed while you chose; please try again.")
