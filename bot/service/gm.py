"""`/gm pause|resume|seat|deadline|rollback|skip|edit|dump|roll|end`: the GM's tools."""

import json
import re
from dataclasses import replace

from bot.service import deadlines, posting
from bot.service.api import Message
from bot.service.chain import commit_change, commit_seats, follow_with_ai, run_chain
from bot.service.edit_checks import check_playable, check_shape
from bot.service.errors import CommandError
from bot.service.gm_views import check_editable, seated
from bot.service.history import GM_EDIT, GM_SEAT, edit_event, edit_state, gm_dice, state_at
from bot.service.inputs import json_value, whole_number
from bot.service.isolation import computed
from bot.service.lifecycle import find_side
from bot.service.mapfiles import map_file
from bot.service.runtime import AI, Request, Runtime
from bot.store import ActionRecord
from rules.core.events import roll_event

DICE_EXPR = re.compile(r"^\s*(\d{0,4})\s*d\s*(\d{1,5})\s*(?:([+-])\s*(\d{1,5}))?\s*$", re.IGNORECASE | re.ASCII)


async def pause(rt: Runtime, req: Request) -> list[Message]:
    """`/gm pause`: no play until the GM resumes."""
    assert req.record is not None
    game = rt.load(req.record)
    text = "⏸️ The GM paused the game; play resumes with `/gm resume`."
    _, sent = await commit_change(rt, game, [posting.post(game, text)], status="paused")
    return sent


async def resume(rt: Runtime, req: Request) -> list[Message]:
    """`/gm resume`: play goes on; the deadline restarts from now."""
    assert req.record is not None
    game = rt.load(req.record)
    tail, mentions = posting.to_act_line(game, game.state)
    due = deadlines.pending(game, game.record.deadline, game.state, rt.settings.clock())
    text = "\n".join(["▶️ The GM resumed the game.", *deadlines.due_note(due), tail])
    post = Message(to="channel", text=text, channel_id=game.record.channel_id, mentions=mentions)
    game, sent = await commit_change(rt, game, [post], status="active", clear_deadline=True, deadline=due)
    return sent + await follow_with_ai(rt, game)


def parse_user(typed: str) -> str | None:
    """`@user`, a mention `<@123>`, a console name, `ai`, or `none` (an open seat, in the lobby)."""
    value = typed.strip()
    if value.lower() in ("ai", "none", "open"):
        return AI if value.lower() == "ai" else None
    mention = re.fullmatch(r"<@!?(\w+)>", value)
    if mention:
        return mention.group(1)
    if value.startswith("@") and len(value) > 1:
        return value[1:]
    if not re.fullmatch(r"[\w.\-]+", value):
        raise CommandError(f"`user:{typed}` is not a user: give @user, ai, or none.")
    return value


async def seat(rt: Runtime, req: Request) -> list[Message]:
    """`/gm seat side:<side> user:<@user|ai|none>`: seat a player, hand a seat to the AI, or open it (lobby)."""
    assert req.record is not None
    game = rt.load(req.record)
    side_text, user_text = req.option("side"), req.option("user")
    if side_text is None or user_text is None:
        raise CommandError(f"Give `side:<side>` ({', '.join(game.state.seats)}) and `user:<@user|ai|none>`.")
    side, user = find_side(game, side_text), parse_user(user_text)
    seats = dict(game.record.seats)
    if user is None:
        if game.record.status != "lobby":
            raise CommandError("A seat can be opened only in the lobby; during the game seat a player or `ai`.")
        seats.pop(side, None)
    else:
        seats[side] = user
    seated = replace(game, record=replace(game.record, seats=seats))
    shown = "open" if user is None else seated.who(side)
    messages = [posting.post(game, f"🪑 The GM seats {side}: {shown}.")]
    if user not in (None, AI) and game.record.status != "lobby":
        none: list[Message] = []
        hands = computed(lambda: posting.hand_messages(seated, game.state), none, "hands")
        messages += [m for m in hands if m.user_id == user]
    return await commit_seats(rt, game, messages, seats)


async def deadline(rt: Runtime, req: Request) -> list[Message]:
    """`/gm deadline hours:<h|off> [remind:<h before>] [policy:wait|pass|ai]`."""
    assert req.record is not None
    game = rt.load(req.record)
    settings = deadlines.parse_settings(
        game.record.deadline, req.option("hours"), req.option("remind"), req.option("policy")
    )
    due = None
    if game.record.status == "active":
        due = deadlines.pending(game, settings, game.state, rt.settings.clock())
    text = "\n".join([f"⏰ {deadlines.describe(settings)}", *deadlines.due_note(due)])
    _, sent = await commit_change(
        rt, game, [posting.post(game, text)], deadline_settings=settings, clear_deadline=True, deadline=due
    )
    return sent


async def rollback(rt: Runtime, req: Request) -> list[Message]:
    """`/gm rollback to:<n>`: the game as it was after action n; the channel is told."""
    assert req.record is not None
    game = rt.load(req.record)
    last = game.record.last_action
    if last == 0:
        raise CommandError("There are no actions to roll back.")
    typed = req.option("to")
    if typed is None:
        raise CommandError(f"Give `to:<n>`, an action number from 0 to {last - 1}.")
    target = whole_number("to", typed, 0, last - 1)
    state = await state_at(rt.store, game.ruleset, game.record, target)
    files = await map_file(rt, game.seen(None, state), f"game{game.record.id}-rollback{target}")
    tail, mentions = posting.to_act_line(game, state)
    due = deadlines.pending(game, game.record.deadline, state, rt.settings.clock())
    text = "\n".join(
        [
            f"⏪ The GM rolled the game back to action #{target} ({posting.plural(last - target, 'action')} undone).",
            game.seen(None, state).status,
            *deadlines.due_note(due),
            tail,
        ]
    )
    post = Message(to="channel", text=text, channel_id=game.record.channel_id, files=files, mentions=mentions)
    hands = computed(
        lambda: posting.private_messages(game, [], game.state, state), posting.hand_messages(game, state), "hands"
    )
    messages = [post, *hands]
    game, sent = await commit_change(
        rt, game, messages, state, truncate_after=target, last_action=target, clear_deadline=True, deadline=due
    )
    if game.record.status == "active":
        sent += await follow_with_ai(rt, game)
    return sent


async def skip(rt: Runtime, req: Request) -> list[Message]:
    """`/gm skip [side]`: the seats that must act (or just ``side``) pass (`/done` where they may, else the AI's
    choice)."""
    assert req.record is not None
    game = rt.load(req.record)
    seats = list(game.situation().to_act)
    if not seats:
        raise CommandError("Nobody must act now.")
    typed = req.option("side")
    if typed is not None:
        side = find_side(game, typed)
        if side not in seats:
            raise CommandError(f"{side} need not act now; the seats to act are: {', '.join(seats)}.")
        seats = [side]
    intro = [f"⏭️ The GM skips {', '.join(seats)}."]
    return await run_chain(rt, game, [(s, req.caller.user_id, None) for s in seats], intro)


async def edit(rt: Runtime, req: Request) -> list[Message]:
    """`/gm edit what:<dotted.path> value:<json>`: change one field of the state, logged as an action."""
    assert req.record is not None
    game = rt.load(req.record)
    path, value_text = req.option("what"), req.option("value")
    if path is None or value_text is None:
        top = ", ".join(game.state.model_dump())
        raise CommandError(f"Give `what:<dotted.path>` and `value:<json>`. Top-level fields: {top}.")
    value = json_value("value", value_text)
    check_editable(game, req.caller.user_id, path)
    number = game.record.last_action + 1
    setup = await rt.store.snapshot_before(game.record.id, 0)
    try:
        state = edit_state(game.ruleset, game.state, path, value)
        before = game.state.model_dump(mode="json")
        check_shape(before, state.model_dump(mode="json"), json.loads(setup.state_json), list(game.state.seats))
        check_playable(game.ruleset, state, game.record.seed, number)
    except ValueError as exc:
        raise CommandError(f"Cannot edit: {exc}.") from None
    except CommandError:
        if seated(game, req.caller.user_id):  # the reason may tell what the GM's seat does not see
            raise CommandError(
                "Cannot edit: that change would break the game (the seats, a piece or the rules)."
            ) from None
        raise
    event = edit_event(path)
    entry = ActionRecord(
        number=number,
        seat=GM_SEAT,
        user_id=req.caller.user_id,
        action={"kind": GM_EDIT, "path": path, "value": value},
        events=[event.model_dump(mode="json")],
        scripted_dice=[],
        dice_used=False,
        undoable=False,
        time=rt.settings.clock(),
    )
    messages = [
        posting.post(game, f"{event.text} (action #{number})"),
        *posting.private_messages(game, [], game.state, state),
    ]
    _, sent = await commit_change(rt, game, messages, state, actions=[entry], last_action=number)
    return [*sent, posting.reply(f"Set `{path}` to `{json.dumps(value)}` (action #{number}).")]


async def roll(rt: Runtime, req: Request) -> list[Message]:
    """`/gm roll dice:<NdS±M>`: a public roll from the game's seed (its own stream, apart from the actions')."""
    assert req.record is not None
    game = rt.load(req.record)
    typed = req.option("dice")
    if typed is None:
        raise CommandError("Give `dice:<roll>`, like `dice:2d6`, `dice:d10` or `dice:3d6+2`.")
    found = DICE_EXPR.match(typed)
    if not found:
        raise CommandError(f"`dice:{typed}` is not a roll; write it like `2d6`, `d10` or `3d6+2`.")
    count, sides = int(found.group(1) or 1), int(found.group(2))
    modifier = int(found.group(4) or 0) * (-1 if found.group(3) == "-" else 1)
    if not 1 <= count <= 100 or not 2 <= sides <= 1000 or abs(modifier) > 1000:
        raise CommandError("Roll 1 to 100 dice of 2 to 1000 sides, with a modifier from -1000 to +1000.")
    number = game.record.gm_rolls + 1
    faces = gm_dice(game.record.seed, number).roll(count, sides)
    mods = [("GM", modifier)] if modifier else []
    event = roll_event("The GM", f"{count}d{sides}", faces, mods, sum(faces) + modifier)
    _, sent = await commit_change(rt, game, [posting.post(game, event.text)], gm_rolls=number)
    return sent
