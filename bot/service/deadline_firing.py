"""Firing deadlines: reminders before a phase deadline, and its policy (wait, pass, or the AI plays) after."""

from bot.service import posting
from bot.service.api import Message
from bot.service.chain import commit_change, run_chain
from bot.service.isolation import logged_failure
from bot.service.runtime import Runtime
from bot.store import PendingDeadline, StaleVersion


async def fire(rt: Runtime, now: float) -> list[Message]:
    """Everything due at ``now``: each deadline claimed (no other process fires it), its game under its channel's
    lock, version-checked like any command. A game whose deadline fails is logged and its GM told once; it never
    stops another game's deadline."""
    messages: list[Message] = []
    for due in await rt.store.claim_deadlines(now):
        key = ("deadline", due.game_id, due.due_at, due.reminded)
        if rt.reported.seen(key):
            continue
        async with rt.lock(due.channel_id):
            try:
                messages += await _fire_one(rt, due, now)
            except StaleVersion:
                continue
            except Exception as error:
                record = await rt.store.game(due.game_id)
                if record is not None:
                    messages += logged_failure(record, "the phase deadline", error, rt.reported.first_time(key))
    return messages


async def _fire_one(rt: Runtime, due: PendingDeadline, now: float) -> list[Message]:
    record = await rt.store.game(due.game_id)
    if record is None:
        return []
    game = rt.load(record)
    waiting = [s for s in due.seats if s in game.situation().to_act and game.human(s)]
    if record.status != "active" or not waiting:
        if record.status == "paused":
            return []
        _, sent = await commit_change(rt, game, [], clear_deadline=True)
        return sent
    who = ", ".join(game.who(s) for s in waiting)
    if due.due_at > now:
        hours = (due.due_at - now) / 3600
        text = f"⏰ Reminder: {who}, the phase deadline passes in {hours:.1f} h."
        _, sent = await commit_change(rt, game, [posting.post(game, text)], reminded=True)
        return sent
    policy = record.deadline.policy
    if policy == "wait":
        text = f"⏰ The deadline has passed; still waiting for {who}."
        _, sent = await commit_change(rt, game, [posting.post(game, text)], clear_deadline=True)
        return sent
    if policy == "pass":
        intro = [f"⏰ The deadline has passed: {', '.join(waiting)} pass."]
        return await run_chain(rt, game, [(s, "deadline", None) for s in waiting], intro)
    intro = [f"⏰ The deadline has passed: the AI plays {', '.join(waiting)} for the rest of the phase."]
    return await run_chain(rt, game, intro=intro, stand_in=frozenset(waiting))
