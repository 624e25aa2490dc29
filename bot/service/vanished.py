"""When a game's channel or server is gone (deleted, or the bot removed): the game pauses and its deadline stops,
so the AI never plays on into nowhere. The GM resumes it with `/gm resume` if the channel comes back."""

from bot.service.api import Message
from bot.service.chain import commit_change
from bot.service.runtime import Runtime
from bot.store import GameRecord, StaleVersion


async def pause_vanished(rt: Runtime, records: list[GameRecord], why: str) -> list[Message]:
    """Pause every live game among ``records`` and stop its deadline; the GM is told by DM."""
    told: list[Message] = []
    for record in records:
        if record.status not in ("lobby", "active"):
            continue
        async with rt.lock(record.channel_id):
            fresh = await rt.store.game(record.id)
            if fresh is None or fresh.status not in ("lobby", "active"):
                continue
            game = rt.load(fresh)
            text = f"⏸️ Game #{fresh.id} in <#{fresh.channel_id}> is paused: {why}. `/gm resume` there goes on."
            note = Message(to="dm", text=text, user_id=fresh.gm_user)
            try:
                _, sent = await commit_change(rt, game, [note], status="paused", clear_deadline=True)
            except StaleVersion:
                continue
            told += sent
    return told


async def channel_gone(rt: Runtime, channel_id: str) -> list[Message]:
    """The channel (or thread) was deleted, or Courier can no longer see it."""
    record = await rt.store.live_game(channel_id)
    return await pause_vanished(rt, [record] if record else [], "its channel is gone")


async def guild_gone(rt: Runtime, guild_id: str) -> list[Message]:
    """Courier was removed from the server: every live game there pauses."""
    records = [r for r in await rt.store.all_games() if r.guild_id == guild_id and r.status != "ended"]
    return await pause_vanished(rt, records, "Courier was removed from its server")


def gms_of(record: GameRecord | None) -> list[str]:
    """Whom to tell about a channel's game: its creator (server managers and the GM role are not known here)."""
    return [record.gm_user] if record is not None else []
