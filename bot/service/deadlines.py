"""Phase deadlines: settings from `/gm deadline`, the pending deadline after each change, and what firing does."""

from bot.service import inputs
from bot.service.errors import CommandError
from bot.service.runtime import Game
from bot.store import DeadlineSettings, PendingDeadline
from rules.core.contract import GameState

POLICIES = ("wait", "pass", "ai")
POLICY_WORDS = {"wait": "Courier keeps waiting", "pass": "the players still to act pass", "ai": "the AI plays for them"}
HOUR = 3600.0


def _hours(name: str, text: str) -> float:
    return inputs.hours(name, text, 24 * 60)


def parse_settings(
    current: DeadlineSettings, hours: str | None, remind: str | None, policy: str | None
) -> DeadlineSettings:
    """New deadline settings from `/gm deadline hours:<h|off> remind:<h before> policy:wait|pass|ai`."""
    if hours is None and remind is None and policy is None:
        raise CommandError("Give `hours:<n>` (or `hours:off`), `remind:<hours before>` and/or `policy:wait|pass|ai`.")
    new_hours = current.hours
    if hours is not None:
        new_hours = None if hours.lower() in ("off", "0", "none") else _hours("hours", hours)
    new_remind = current.remind_hours if remind is None else _hours("remind", remind) or None
    new_policy = current.policy
    if policy is not None:
        if policy.lower() not in POLICIES:
            raise CommandError(f"`policy:{policy}` is not a deadline policy; choose one of: {', '.join(POLICIES)}.")
        new_policy = policy.lower()  # type: ignore[assignment]
    if new_hours is not None and new_remind is not None and new_remind >= new_hours:
        raise CommandError(f"The reminder ({new_remind} h before) must come after the phase starts ({new_hours} h).")
    return DeadlineSettings(hours=new_hours, remind_hours=new_remind, policy=new_policy)


def describe(settings: DeadlineSettings) -> str:
    """The settings in words."""
    if settings.hours is None:
        return "No phase deadline."
    remind = f", a reminder {settings.remind_hours:g} h before" if settings.remind_hours else ""
    return f"Phase deadline: {settings.hours:g} h{remind}; when it passes, {POLICY_WORDS[settings.policy]}."


def due_note(due: PendingDeadline | None) -> list[str]:
    """The line that shows a pending deadline (Discord shows `<t:…:R>` as "in 23 hours" in each reader's time)."""
    return [f"⏰ Deadline <t:{int(due.due_at)}:R>."] if due is not None else []


def pending(game: Game, settings: DeadlineSettings, state: GameState, now: float) -> PendingDeadline | None:
    """The deadline for the human seats that must act in ``state`` (None when off or nobody human must act)."""
    situation = game.situation(state)
    seats = [s for s in situation.to_act if game.human(s)]
    if settings.hours is None or not seats or situation.over:
        return None
    due = now + settings.hours * HOUR
    remind = due - settings.remind_hours * HOUR if settings.remind_hours else None
    return PendingDeadline(
        game_id=game.record.id, channel_id=game.record.channel_id, due_at=due, remind_at=remind, seats=seats
    )
