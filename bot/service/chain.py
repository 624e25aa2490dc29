"""Committing changes: a player's action and the AI actions that follow it, in segments (one per phase), each
segment one transaction with its posts in the outbox; and single changes such as seating or pausing."""

import asyncio
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from bot.service import deadlines, posting
from bot.service.acting import Applied, ai_seats_to_act, ai_turn, apply_action, choose
from bot.service.api import Message
from bot.service.isolation import logged_failure
from bot.service.mapfiles import phase_maps
from bot.service.outbox import to_record, with_ids
from bot.service.runtime import AI, Game, Runtime
from bot.store import Commit, Snapshot, StaleVersion
from rules.core.contract import Action, GameState
from rules.core.errors import IllegalAction

# (seat, user id, action); an action of None passes for the seat: `/done` if it may, else the AI's choice.
Planned = tuple[str, str, Action | None]


async def commit_change(
    rt: Runtime, game: Game, messages: Sequence[Message], state: GameState | None = None, **changes: Any
) -> tuple[Game, list[Message]]:
    """Commit ``changes`` to the game (and its new ``state``) with ``messages`` in the outbox, at its version."""
    record = game.record
    blobs: dict[str, bytes] = {}
    change = Commit(
        game_id=record.id,
        version=record.version,
        now=rt.settings.clock(),
        state_json=state.model_dump_json() if state is not None else None,
        outbox=[to_record(m, blobs, rt.written) for m in messages],
        blobs=blobs,
        **changes,
    )
    try:
        ids = await rt.store.commit(change)
    except StaleVersion:
        rt.forget(record.id)
        raise
    kept = ("status", "seats", "result", "ended_at", "last_action", "gm_rolls", "posted_maps")
    fields = {k: getattr(change, k) for k in kept}
    updated = replace(record, version=record.version + 1, **{k: v for k, v in fields.items() if v is not None})
    if change.deadline_settings is not None:
        updated = replace(updated, deadline=change.deadline_settings)
    if change.state_json is not None:
        updated = replace(updated, state_json=change.state_json)
    new_game = replace(game, record=updated, state=state if state is not None else game.state)
    rt.remember(updated, new_game.state)
    return new_game, with_ids(list(messages), ids)


def deadline_changes(rt: Runtime, game: Game, before: GameState, after: GameState) -> dict[str, Any]:
    """Reset the pending deadline when the seats to act or the phase changed; clear it at the end."""
    old, new = game.situation(before), game.situation(after)
    if new.over:
        return {"clear_deadline": True}
    if old.to_act == new.to_act and old.marker == new.marker:
        return {}
    due = deadlines.pending(game, game.record.deadline, after, rt.settings.clock())
    return {"clear_deadline": True, "deadline": due}


async def commit_seats(rt: Runtime, game: Game, messages: list[Message], seats: dict[str, str]) -> list[Message]:
    """Commit new seats with their messages; in a running game the AI then plays any seat it now holds."""
    game, sent = await commit_change(rt, game, messages, seats=seats)
    if game.record.status == "active":
        sent += await follow_with_ai(rt, game)
    return sent


async def follow_with_ai(rt: Runtime, game: Game) -> list[Message]:
    """After a change is committed, the AI plays its seats. The change stands whatever happens here: another
    process taking over the game stops the chain quietly, and a failure is logged and told to the GM."""
    try:
        return await run_chain(rt, game)
    except StaleVersion:
        return []
    except Exception as error:
        notify = rt.reported.first_time(ai_failure_key(game, game.record.last_action))
        return logged_failure(game.record, "the AI's turn", error, notify)


def ai_failure_key(game: Game, number: int) -> tuple[object, ...]:
    """What identifies one AI failure: the game, its action number and its seats (a new seat tries again)."""
    return ("ai", game.record.id, number, tuple(sorted(game.record.seats.items())))


async def commit_segment(
    rt: Runtime, game: Game, applied: list[Applied], start: GameState, intro: Sequence[str]
) -> tuple[Game, list[Message]]:
    """Commit a run of applied actions with their post, DMs, snapshot and deadline."""
    after = applied[-1].transition.state
    first, last = applied[0].number, applied[-1].number
    result = game.situation(after).result
    new_phase = game.situation(start).marker != game.situation(after).marker or result is not None
    name = f"game{game.record.id}-action{last}"
    posted = dict(game.record.posted_maps)
    files, own_maps = await phase_maps(rt, game, after, name, posted, result is None) if new_phase else ((), [])
    lines = [*intro, *(line for item in applied for line in posting.action_lines(item))]
    if new_phase and result is None:
        lines.append(posting.phase_heading(game, after))
    acting_changed = game.situation(start).to_act != game.situation(after).to_act
    public = lines or new_phase or acting_changed
    timing = deadline_changes(rt, game, start, after)
    due = deadlines.due_note(timing.get("deadline"))
    messages = [
        *(posting.channel_posts(game, [*lines, *due], after, files, start) if public else []),
        *posting.joined_dms(
            game,
            [
                *posting.private_messages(game, applied, start, after, new_phase, rt.sent_hands.get(game.record.id)),
                *own_maps,
                *posting.decision_prompts(game, start, after, due),
            ],
        ),
    ]
    if new_phase:
        rt.remember_hands(game, after)
    every = rt.settings.snapshot_every
    snapshot = (first - 1) // every != last // every
    now = rt.settings.clock()
    changes: dict[str, Any] = {
        "actions": [item.record(now) for item in applied],
        "last_action": last,
        "snapshots": [Snapshot(last, after.model_dump_json())] if snapshot else [],
        "posted_maps": posted if posted != game.record.posted_maps else None,
        **timing,
    }
    if result is not None:
        changes.update(status="ended", result=result.model_dump(mode="json"), ended_at=now)
    committed, sent = await commit_change(rt, game, messages, after, **changes)
    rt.remember_before_last(committed.record, applied[-2].transition.state if len(applied) > 1 else start)
    return committed, sent


def _planned_action(game: Game, state: GameState, planned: Planned, number: int) -> Action | None:
    """The planned action; for a pass (None), the seat's own pass verb if its prompt has one, else the AI's choice."""
    seat, _, action = planned
    if action is not None:
        return action
    prompt = game.situation(state).prompt(seat)
    if prompt is None:
        return None
    passes = [a for a in game.legal(seat, state) if a.command() == prompt.pass_verb]
    return passes[0] if passes else choose(game, state, seat, number)


async def run_chain(
    rt: Runtime,
    game: Game,
    planned: Sequence[Planned] = (),
    intro: Sequence[str] = (),
    stand_in: frozenset[str] = frozenset(),
) -> list[Message]:
    """Apply the planned actions, then let the AI play its seats (and ``stand_in`` seats while the phase lasts)
    until a human must act or the game ends. One segment (one post, one map) is committed per side's turn, so the
    AI's phases that follow each other are summarised together; a segment also ends where a human must act. A
    StaleVersion on the first segment propagates (the command is retried); later, another process has taken over
    the game and we stop."""
    queue = list(planned)
    messages: list[Message] = []
    start = state = game.state
    first_phase = game.situation(state).marker
    pending: list[Applied] = []
    number = game.record.last_action
    notes = list(intro)
    chosen = {id(action) for _, _, action in planned if action is not None}
    confirmations: list[Message] = []
    failures: list[Message] = []
    repeated = False
    for _ in range(rt.settings.chain_limit):
        if game.situation(state).over:
            break
        standing = stand_in if game.situation(state).marker == first_phase else frozenset()
        if not queue and not ai_seats_to_act(game, state, standing):
            break  # a human's turn: known without a trip to the worker thread
        picked: list[tuple[str, str, Action]] = []
        try:
            if queue and queue[0][2] is not None:
                # a player's own action is applied at once, on the event loop: 0.3-1.5 ms at the median, at most
                # about 10 ms (a Breitenfeld move's paths), where the hop to a worker thread and back cost about
                # 1 ms of CPU a command at 150 commands a second (the threads contending for the GIL)
                item = _step(rt, game, state, queue, number + 1, standing, picked)
            else:  # the AI thinks off the event loop: a long search never stalls another game's command
                item = await asyncio.to_thread(_step, rt, game, state, queue, number + 1, standing, picked)
            if item is None:
                break
        except Exception as error:
            if picked and picked[0][1] != AI:
                raise
            said = _ai_failed(rt, game, number, error, failures)
            repeated = said is None
            notes += said or []
            break
        seat, _, action = picked[0]
        number, state = item.number, item.transition.state
        pending.append(item)
        if id(action) in chosen and not posting.action_lines(item):
            confirmations.append(posting.reply(f"✔️ {seat}: {action.label()}"))
        new_turn = game.situation(start).turn_marker != game.situation(state).turn_marker
        if new_turn or len(pending) >= rt.settings.segment_limit:
            committed = await _commit_unless_taken_over(rt, game, pending, start, notes, first=not messages)
            if committed is None:
                return messages + confirmations
            game, sent = committed
            messages += sent
            pending, notes, start = [], [], state
    if pending:
        committed = await _commit_unless_taken_over(rt, game, pending, start, notes, first=not messages)
        if committed is None:
            return messages + confirmations + failures
        game, sent = committed
        messages += sent
    elif notes and not repeated:
        note = Message(to="channel", text="\n".join(notes), channel_id=game.record.channel_id)
        game, sent = await commit_change(rt, game, [note, *failures])
        return messages + sent + confirmations
    return messages + confirmations + failures


def _ai_failed(rt: Runtime, game: Game, number: int, error: Exception, failures: list[Message]) -> list[str] | None:
    """The channel's note that the AI could not act, the first time at this point of the game (None after: nothing
    to post); an unexpected error is logged and told to the GM."""
    if not rt.reported.first_time(ai_failure_key(game, number)):
        return None
    if isinstance(error, IllegalAction):
        return [f"⚠️ The AI could not act ({error}); the GM may `/gm skip` or `/gm seat` it."]
    failures += logged_failure(game.record, "the AI's turn", error)
    return ["⚠️ The AI could not act (an error, logged); the GM was told and may `/gm rollback` or `/game end`."]


async def _commit_unless_taken_over(
    rt: Runtime, game: Game, pending: list[Applied], start: GameState, notes: Sequence[str], first: bool
) -> tuple[Game, list[Message]] | None:
    """Commit a segment. A StaleVersion on the first segment propagates (the command is retried); on a later one
    another process has taken over the game: None, and the chain stops."""
    try:
        return await commit_segment(rt, game, pending, start, notes)
    except StaleVersion:
        if first:
            raise
        return None


def _step(
    rt: Runtime,
    game: Game,
    state: GameState,
    queue: list[Planned],
    number: int,
    stand_in: frozenset[str],
    picked: list[tuple[str, str, Action]],
) -> Applied | None:
    """The next planned or AI move (noted in ``picked``) applied as action ``number``; None when nobody moves."""
    move = _next_move(game, state, queue, number, stand_in)
    if move is None:
        return None
    picked.append(move)
    return apply_action(rt, game, state, *move, number)


def _next_move(
    game: Game, state: GameState, queue: list[Planned], number: int, stand_in: frozenset[str]
) -> tuple[str, str, Action] | None:
    while queue:
        planned = queue.pop(0)
        action = _planned_action(game, state, planned, number)
        if action is not None:
            return planned[0], planned[1], action
    found = ai_turn(game, state, number, stand_in)
    return (found[0], AI, found[1]) if found else None
