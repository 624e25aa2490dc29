"""The shared verbs (`/move`, `/battle`, `/play`, `/done` …) matched to the caller's legal actions, and `/undo`."""

import hashlib

from bot.service import posting
from bot.service.api import Button, Caller, Message
from bot.service.chain import commit_change, run_chain
from bot.service.errors import CommandError
from bot.service.legal import acting_seats, caller_candidates, caller_legal
from bot.service.lifecycle import verb_of
from bot.service.matching import listing, match, verbs_now
from bot.service.posting import choice_id
from bot.service.runtime import Game, Request, Runtime
from bot.store import StaleVersion
from rules.core.contract import Action


async def play(rt: Runtime, req: Request) -> list[Message]:
    """A play command: the one legal action it names is applied, then the AI plays until a human must act. A bare
    command whose verb takes options lists its choices instead of guessing (even when only one is legal)."""
    assert req.record is not None
    game = rt.load(req.record)
    command = req.command.path
    typed = dict(req.command.options)
    if not acting_seats(game, req.caller.user_id):
        acting = ", ".join(game.situation().to_act) or "nobody"
        mine = ", ".join(game.seats_of(req.caller.user_id))
        raise CommandError(f"It is not your turn ({mine}): waiting for {acting}.")
    candidates = caller_candidates(game, req.caller.user_id, command, typed)
    if not candidates:
        raise CommandError(refusal(game, req.caller.user_id, command))
    if not any(v.strip() for v in typed.values()) and any(a.options() for _, a in candidates):
        return [posting.reply("\n".join([f"`/{command}` needs a choice. You may now:", *listing(candidates)]))]
    seat, action = match(candidates, command, typed)
    prompt = game.situation().prompt(seat)
    if req.command.interaction_id is not None and prompt and prompt.irreversible and prompt.pass_verb == command:
        return [confirmation(game, seat, command, action)]
    return await run_chain(rt, game, [(seat, req.caller.user_id, action)])


def confirmation(game: Game, seat: str, command: str, action: Action) -> Message:
    """A typed pass that cannot be undone, asked again with a Confirm button (front ends with buttons, which give
    each command an interaction id). Nothing is applied until the press, which is checked like any decision."""
    prompt = game.situation().prompt(seat)
    task = f" {prompt.line()}" if prompt else ""
    text = f"{seat}: `/{command}` cannot be undone.{task} Press **Confirm** to go ahead, or do something else first."
    custom_id = confirm_id(game.record.id, seat, action, game.record.last_action)
    return Message(to="ephemeral", text=text, buttons=(Button(custom_id, f"Confirm /{command}", "danger"),))


def _digests(game_id: int, seat: str, action: Action, last_action: int) -> tuple[str, str]:
    """The digests a press may carry for ``action``: its decision button's and its Confirm button's now."""
    ids = choice_id(game_id, seat, action), confirm_id(game_id, seat, action, last_action)
    return ids[0].rsplit(":", 1)[1], ids[1].rsplit(":", 1)[1]


def confirm_id(game_id: int, seat: str, action: Action, last_action: int) -> str:
    """A Confirm button's custom id: like a decision's, but bound to the game's action count, so a Confirm pressed
    again (or after anything else happened) applies nothing."""
    digest = hashlib.sha256(f"{action.model_dump_json()}@{last_action}".encode()).hexdigest()[:16]
    return f"courier:{game_id}:{seat}:{digest}"


def refusal(game: Game, user_id: str, command: str) -> str:
    """Why ``command`` cannot be used now: the caller's prompt (with its rule) and the commands allowed instead."""
    situation = game.situation()
    lines = [f"You cannot use `/{command}` now."]
    for seat in acting_seats(game, user_id):
        prompt = situation.prompt(seat)
        if prompt is not None:
            lines.append(f"{seat}: {posting.prompt_line(prompt)}")
    allowed = ", ".join(verbs_now(caller_legal(game, user_id))) or "nothing (you need not act now)"
    lines.append(f"Allowed now: {allowed}.")
    return " ".join(lines)


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
            legal = game.legal(seat)
            chosen = [a for a in legal if digest in _digests(record.id, seat, a, record.last_action)]
            if not chosen:
                raise CommandError("This choice is no longer available; `/game rules` shows what you may do now.")
            try:
                return await run_chain(rt, game, [(seat, caller.user_id, chosen[0])])
            except StaleVersion:
                continue
    raise CommandError("The game changed while you chose; please try again.")
