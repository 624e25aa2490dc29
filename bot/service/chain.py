"""Committing changes: a player's action and the AI actions that follow it, in segments (one per phase), each
segment one transaction with its posts in the outbox; and single changes such as seating or pausing."""

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from bot.service import deadlines, posting
from bot.service.acting import Applied, ai_turn, apply_action
from bot.service.api import Message
from bot.service.history import ai_dice
from bot.service.mapfiles import map_file
from bot.service.outbox import to_record, with_ids
from bot.service.posting import phase_mark
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
        outbox=[to_record(m, blobs) for m in messages],
        blobs=blobs,
        **changes,
    )
    try:
        ids = await rt.store.commit(change)
    except StaleVersion:
        rt.forget(record.id)
        raise
    fields = {k: getattr(change, k) for k in ("status", "seats", "result", "ended_at", "last_action", "gm_rolls")}
    updated = replace(record, version=record.version + 1, **{k: v for k, v in fields.items() if v is not None})
    if change.deadline_settings is not None:
        updated = replace(updated, deadline=change.deadline_settings)
    if change.state_json is not None:
        updated = replace(updated, state_json=change.state_json)
    new_game = Game(record=updated, ruleset=game.ruleset, state=state if state is not None else game.state)
    rt.remember(updated, new_game.state)
    return new_game, with_ids(list(messages), ids)


def deadline_changes(rt: Runtime, game: Game, before: GameState, after: GameState) -> dict[str, Any]:
    """Reset the pending deadline when the seats to act or the phase changed; clear it at the end."""
    if game.ruleset.result(after) is not None:
        return {"clear_deadline": True}
    ruleset = game.ruleset
    if ruleset.to_act(before) == ruleset.to_act(after) and phase_mark(before) == phase_mark(after):
        return {}
    due = deadlines.pending(game, game.record.deadline, after, rt.settings.clock())
    return {"clear_deadline": True, "deadline": due}


async def commit_seats(rt: Runtime, game: Game, messages: list[Message], seats: dict[str, str]) -> list[Message]:
    """Commit new seats with their messages; in a running game the AI then plays any seat it now holds."""
    game, sent = await commit_change(rt, game, messages, seats=seats)
    if game.record.status == "active":
        sent += await run_chain(rt, game)
    return sent


async def commit_segment(
    rt: Runtime, game: Game, applied: list[Applied], start: GameState, intro: Sequence[str]
) -> tuple[Game, list[Message]]:
    """Commit a run of applied actions with their post, DMs, snapshot and deadline."""
    after = applied[-1].transition.state
    first, last = applied[0].number, applied[-1].number
    result = game.ruleset.result(after)
    new_phase = phase_mark(start) != phase_mark(after) or result is not None
    name = f"game{game.record.id}-action{last}"
    files = await map_file(game.ruleset, after, None, rt.settings.out_dir, name) if new_phase else ()
    lines = [*intro, *(line for item in applied for line in posting.action_lines(item))]
    if new_phase and result is None:
        lines.append(posting.phase_heading(game, after))
    acting_changed = game.ruleset.to_act(start) != game.ruleset.to_act(after)
    public = lines or new_phase or acting_changed
    timing = deadline_changes(rt, game, start, after)
    due = deadlines.due_note(timing.get("deadline"))
    messages = [
        *(posting.channel_posts(game, [*lines, *due], after, files) if public else []),
        *posting.private_messages(game, applied, start, after, lambda state, seat: rt.hand_text(game, state, seat)),
        *posting.decision_prompts(game, start, after, due),
    ]
    every = rt.settings.snapshot_every
    snapshot = (first - 1) // every != last // every
    now = rt.settings.clock()
    changes: dict[str, Any] = {
        "actions": [item.record(now) for item in applied],
        "last_action": last,
        "snapshots": [Snapshot(last, after.model_dump_json())] if snapshot else [],
        **timing,
    }
    if result is not None:
        changes.update(status="ended", result=result.model_dump(mode="json"), ended_at=now)
    committed, sent = await commit_change(rt, game, messages, after, **changes)
    rt.remember_before_last(committed.record, applied[-2].transition.state if len(applied) > 1 else start)
    return committed, sent


def _planned_action(game: Game, state: GameState, planned: Planned, number: int) -> Action | None:
    seat, _, action = planned
    if action is not None:
        return action
    if seat not in game.ruleset.to_act(state):
        return None
    done = [a for a in game.ruleset.legal_actions(state, seat) if a.verb == "done"]
    return done[0] if done else game.ruleset.choose_action(state, seat, ai_dice(game.record.seed, number))


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
    first_phase = phase_mark(state)
    pending: list[Applied] = []
    number = game.record.last_action
    notes = list(intro)
    chosen = {id(action) for _, _, action in planned if action is not None}
    confirmations: list[Message] = []
    for _ in range(rt.settings.chain_limit):
        if game.ruleset.result(state) is not None:
            break
        move = _next_move(game, state, queue, number + 1, stand_in if phase_mark(state) == first_phase else frozenset())
        if move is None:
            break
        seat, user, action = move
        try:
            item = apply_action(rt, game, state, seat, user, action, number + 1)
        except IllegalAction as exc:
            if user != AI:
                raise
            notes.append(f"⚠️ The AI for {seat} could not act ({exc}); the GM may `/gm skip` or `/gm seat` it.")
            break
        number, state = item.number, item.transition.state
        pending.append(item)
        if id(action) in chosen and not posting.action_lines(item):
            confirmations.append(posting.reply(f"✔️ {seat}: {action.label()}"))
        if _side_turn(start) != _side_turn(state) or len(pending) >= rt.settings.segment_limit:
            committed = await _commit_unless_taken_over(rt, game, pending, start, notes, first=not messages)
            if committed is None:
                return messages + confirmations
            game, sent = committed
            messages += sent
            pending, notes, start = [], [], state
    if pending:
        committed = await _commit_unless_taken_over(rt, game, pending, start, notes, first=not messages)
        if committed is None:
            return messages + confirmations
        game, sent = committed
        messages += sent
    elif notes:
        game, sent = await commit_change(
            rt, game, [Message(to="channel", text="\n".join(notes), channel_id=game.record.channel_id)]
        )
        messages += sent
    return messages + confirmations


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


def _side_turn(state: GameState) -> tuple[object, ...]:
    """The turn and the active side, where the ruleset keeps them: a new one ends the segment."""
    return phase_mark(state)[:2]


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
