"""What gets posted after actions: one public channel post (public events, every roll, who acts next), DMs with
private events and changed hands, and buttons for small decisions. Hidden information never goes to a channel."""

import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import replace

from bot.service.acting import Applied
from bot.service.api import Button, Message
from bot.service.runtime import Game
from rules.core.contract import Action, GameState, Result
from rules.core.situation import Prompt

POST_LIMIT = 1900
# The most choices a decision DM offers: Discord carries five select menus of 25 options on one message.
DECISION_LIMIT = 125


def action_lines(applied: Applied) -> list[str]:
    """The public lines for one action: its public events. An action that made none (a sealed battle card, the
    end of a step) shows nothing: even its seat and verb would tell how many sealed choices were made."""
    return [e.text for e in applied.transition.events if e.public]


def collapsed(lines: Sequence[str]) -> list[str]:
    """Runs of the same line as one line with a count: `British raise a unit in Boston. (×5)`."""
    runs: list[tuple[str, int]] = []
    for line in lines:
        if runs and runs[-1][0] == line:
            runs[-1] = (line, runs[-1][1] + 1)
        else:
            runs.append((line, 1))
    return [line if count == 1 else f"{line} (×{count})" for line, count in runs]


def result_lines(game: Game, result: Result) -> list[str]:
    """The end of the game, with the seed revealed."""
    winners = " and ".join(result.winners) or "nobody"
    scores = ", ".join(f"{s} {n}" for s, n in result.scores.items())
    return [
        f"🏁 Game over: {winners} won ({result.reason}).{f' Scores: {scores}.' if scores else ''}",
        f"The seed was {game.record.seed} (SHA-256 {game.record.commitment}); `/game verify` proves every roll.",
    ]


def verbs_of(game: Game, state: GameState, seat: str) -> list[str]:
    """The commands ``seat`` may use now, in the order the ruleset lists its actions."""
    return list(dict.fromkeys(f"/{a.command()}" for a in game.legal(seat, state)))


def prompt_line(prompt: Prompt) -> str:
    """A seat's prompt as one line: the task, what is still owed, the rule, how to pass and whether it is final."""
    rule = f" [{prompt.rule}]" if prompt.rule else ""
    if prompt.pass_verb is None:
        ending = ""
    elif prompt.irreversible:
        ending = f" `/{prompt.pass_verb}` when finished: it cannot be undone."
    else:
        ending = f" `/{prompt.pass_verb}` when finished."
    return f"{prompt.line()}{rule}{ending}"


def to_act_line(game: Game, state: GameState, before: GameState | None = None) -> tuple[str, tuple[str, ...]]:
    """Who must act now and what each is asked (prompts are public), pinging only the human players newly called
    to act (not one who acted and acts on, given ``before``). Not with which commands: those can tell what a hand
    holds, so they go to the player alone (`/game rules`)."""
    situation = game.situation(state)
    if not situation.to_act:
        return "", ()
    already = set(game.situation(before).to_act) if before is not None else set()
    called = [s for s in situation.to_act if s not in already]
    mentions = tuple(u for u in dict.fromkeys(game.human(s) for s in called) if u)
    parts = []
    for seat in situation.to_act:
        prompt = situation.prompt(seat)
        parts.append(f"{game.who(seat)}: {prompt.line()}" if prompt else game.who(seat))
    if len(parts) == 1:
        return f"To act: {parts[0]}", mentions
    return "To act:\n" + "\n".join(f"• {part}" for part in parts), mentions


def channel_posts(
    game: Game, lines: Sequence[str], state: GameState, files: tuple[str, ...], before: GameState | None = None
) -> list[Message]:
    """The public post (split to fit Discord's limit), ending with the seats that must act (pinging those newly
    called since ``before``)."""
    result = game.situation(state).result
    tail, mentions = ("\n".join(result_lines(game, result)), ()) if result else to_act_line(game, state, before)
    chunks: list[list[str]] = [[]]
    for line in [*collapsed(lines), tail] if tail else collapsed(lines):
        if chunks[-1] and sum(len(x) + 1 for x in chunks[-1]) + len(line) > POST_LIMIT:
            chunks.append([])
        chunks[-1].append(line[:POST_LIMIT])
    channel = game.record.channel_id
    posts = [Message(to="channel", text="\n".join(c), channel_id=channel) for c in chunks[:-1]]
    posts.append(Message(to="channel", text="\n".join(chunks[-1]), channel_id=channel, files=files, mentions=mentions))
    return posts


def private_messages(
    game: Game,
    applied: Sequence[Applied],
    before: GameState,
    after: GameState,
    hands: bool = True,
    sent: Mapping[str, str | None] | None = None,
) -> list[Message]:
    """One DM per human player: the private events their seats may see, and (with ``hands``: once a phase, not
    after every card) their hand when it differs from the one last ``sent`` (else from the hand in ``before``)."""
    header = f"{where(game)}:"
    notes: dict[str, list[str]] = {}
    for item in applied:
        for event in item.transition.events:
            for seat in event.visible_to or []:
                user = game.human(seat)
                if user:
                    mine = [s for s in event.visible_to or [] if game.human(s) == user]
                    notes.setdefault(user, []).append(_for_seat(game, user, seat, event.text, len(mine) == 1))
    humans = [(seat, user) for seat in game.state.seats if (user := game.human(seat))] if hands else []
    old_hands = [sent[seat] if sent and seat in sent else game.seen(seat, before).hand for seat, _ in humans]
    for (seat, user), old_hand in zip(humans, old_hands, strict=True):
        hand = game.seen(seat, after).hand
        if hand and hand != old_hand:
            notes.setdefault(user, []).append(_for_seat(game, user, seat, hand, True))
    return [
        Message(to="dm", text="\n".join([header, *dict.fromkeys(lines)]), user_id=user) for user, lines in notes.items()
    ]


def where(game: Game) -> str:
    """The game and its channel, as every DM about it begins: ``Game #3 in <#channel>``."""
    return f"Game #{game.record.id} in <#{game.record.channel_id}>"


def joined_dms(game: Game, dms: Sequence[Message]) -> list[Message]:
    """A commit's DMs (each headed by the game, as ``private_messages`` heads them), each player's joined into as
    few as can go together, in order, after a blank line: one DM holds one set of buttons and one file. So a
    player's private lines, their own map and their decision prompt come as one DM: one notification, and one
    request under Discord's global rate limit where there were three."""
    header = f"{where(game)}:"
    joined: list[Message] = []
    for dm in dms:
        at = next((i for i, m in enumerate(joined) if _fit(m, dm)), None)
        if at is None:
            joined.append(dm)
            continue
        into = joined[at]
        text = f"{header}\n" + "\n\n".join(_body(m.text, header) for m in (into, dm))
        joined[at] = replace(into, text=text, buttons=into.buttons + dm.buttons, files=into.files + dm.files)
    return joined


def _fit(into: Message, dm: Message) -> bool:
    """Whether ``dm`` can join ``into``: the same player, at most one set of buttons and one file between them."""
    return into.user_id == dm.user_id and not (into.buttons and dm.buttons) and not (into.files and dm.files)


def _body(text: str, header: str) -> str:
    """A DM's text without the game's header (on its own line, or heading its first line)."""
    return text.removeprefix(header).lstrip("\n ")


def _for_seat(game: Game, user: str, seat: str, text: str, one_seat: bool) -> str:
    """``text`` headed by its seat when ``user`` plays several seats (hot seat) and it concerns only ``seat``."""
    return f"{seat}: {text}" if one_seat and len(game.seats_of(user)) > 1 else text


def phase_heading(game: Game, state: GameState) -> str:
    """Where the game now stands, in one line: the situation's heading (turn, side, phase)."""
    return "📍 " + game.situation(state).heading


def choice_id(game_id: int, seat: str, action: Action) -> str:
    """A button's custom id: the game, the seat and a digest of the action (valid while the action is legal)."""
    digest = hashlib.sha256(action.model_dump_json().encode()).hexdigest()[:16]
    return f"courier:{game_id}:{seat}:{digest}"


def decision_prompts(game: Game, before: GameState, after: GameState, due: Sequence[str] = ()) -> list[Message]:
    """Buttons (a select menu past five) by DM for human seats with at most ``DECISION_LIMIT`` choices, newly
    called to act or called to a new kind of decision (a command they did not have before: casualties taken, now
    a retreat)."""
    prompts: list[Message] = []
    old, new = game.situation(before), game.situation(after)
    was_acting = set(old.to_act) if old.marker == new.marker else set()
    for seat in new.to_act:
        user = game.human(seat)
        if not user:
            continue
        if not 0 < game.legal_count(seat, after) <= DECISION_LIMIT:
            continue
        legal = game.legal(seat, after)
        if seat in was_acting and {f"/{a.command()}" for a in legal} <= set(verbs_of(game, before, seat)):
            continue
        buttons = tuple(Button(custom_id=choice_id(game.record.id, seat, a), label=a.label()[:80]) for a in legal)
        prompt = new.prompt(seat)
        asked = f"{prompt_line(prompt)} " if prompt else ""
        choices = " | ".join(a.label() for a in legal)
        text = "\n".join([f"{where(game)}: {seat}, {asked}Your choices: {choices}", *due])
        prompts.append(Message(to="dm", text=text, user_id=user, buttons=buttons))
    return prompts


def hand_messages(game: Game, state: GameState) -> list[Message]:
    """Every human seat's hand by DM (at the start, or when a player takes a seat)."""
    header = f"{where(game)}:"
    messages = []
    for seat in game.state.seats:
        user, hand = game.human(seat), game.seen(seat, state).hand
        if user and hand:
            messages.append(Message(to="dm", text=f"{header}\n{seat}: {hand}", user_id=user))
    return messages


def plural(count: int, word: str) -> str:
    """`1 action`, `2 actions`."""
    return f"{count} {word}{'' if count == 1 else 's'}"


def reply(text: str, error: bool = False) -> Message:
    """An ephemeral reply to the caller alone."""
    return Message(to="ephemeral", text=text, error=error)


def post(game: Game, text: str, files: tuple[str, ...] = ()) -> Message:
    """A public post in the game's channel."""
    return Message(to="channel", text=text, channel_id=game.record.channel_id, files=files)
