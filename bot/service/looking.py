"""`/map [private:true]` and `/hand`: looking at the game; private looks go to the caller alone."""

from bot.service import posting
from bot.service.api import Caller, Message
from bot.service.errors import CommandError
from bot.service.mapfiles import map_file
from bot.service.runtime import Game, Request, Runtime


async def show_map(rt: Runtime, req: Request) -> list[Message]:
    """`/map`: the public map in the channel; `/map private:true`: your own view, to you alone."""
    assert req.record is not None
    game = rt.load(req.record)
    private = (req.option("private") or "false").lower()
    if private not in ("true", "false", "yes", "no"):
        raise CommandError(f"`private:{private}` must be true or false.")
    name = f"game{game.record.id}-v{game.record.version}"
    if private in ("true", "yes"):
        seats = game.seats_of(req.caller.user_id)
        if not seats:
            raise CommandError(
                "You hold no seat in this game, so you have no private view; `/map` shows the public map."
            )
        files = await map_file(rt, game.seen(seats[0]), f"{name}-{seats[0]}")
        text = game.seen(seats[0]).status + (
            "" if files else "\n(No map is drawn for this game yet.)"
        )
        return [Message(to="ephemeral", text=f"Your view ({seats[0]}): {text}", files=files)]
    files = await map_file(rt, game.seen(None), name)
    text = game.seen(None).status + ("" if files else "\n(No map is drawn for this game yet.)")
    return [posting.post(game, text, files)]


def _hands(game: Game, user_id: str, where: bool) -> list[str]:
    lines = []
    for seat in game.seats_of(user_id):
        hand = game.seen(seat).hand or "No hidden information."
        prefix = f"{posting.where(game)}, " if where else ""
        lines.append(f"{prefix}{seat}: {hand}")
    return lines


async def hand(rt: Runtime, req: Request) -> list[Message]:
    """`/hand` in a game's channel: your hand in this game, to you alone."""
    assert req.record is not None
    return [posting.reply("\n".join(_hands(rt.load(req.record), req.caller.user_id, where=False)))]


async def maps_in_dm(rt: Runtime, caller: Caller) -> list[Message]:
    """`/map` in direct messages: your own view of every live game you play (a private look needs no channel)."""
    games = [rt.load(record) for record in await rt.store.live_games_of(caller.user_id)]
    if not games:
        raise CommandError("You hold no seat in any live game.")
    messages = []
    for game in games:
        for seat in game.seats_of(caller.user_id):
            name = f"game{game.record.id}-v{game.record.version}-{seat}"
            files = await map_file(rt, game.seen(seat), name)
            text = f"{posting.where(game)}, your view ({seat}): {game.seen(seat).status}"
            messages.append(Message(to="ephemeral", text=text, files=files))
    return messages


async def hand_in_dm(rt: Runtime, caller: Caller) -> list[Message]:
    """`/hand` in direct messages: your hands in every live game you play."""
    games = [rt.load(record) for record in await rt.store.live_games_of(caller.user_id)]
    lines = [line for game in games for line in _hands(game, caller.user_id, where=True)]
    if not lines:
        raise CommandError("You hold no seat in any live game.")
    return [posting.reply("\n".join(lines))]


async def forces(rt: Runtime, req: Request) -> list[Message]:
    """`/forces`: your own forces by place, with what each unit is, to you alone."""
    assert req.record is not None
    game = rt.load(req.record)
    lines = []
    for seat in game.seats_of(req.caller.user_id):
        seen = game.seen(seat)
        text = game.ruleset.forces_text(seen.observation, seat) or "This game lists no forces."
        lines.append(f"{seat}: {text}")
    return [posting.reply("\n".join(lines))]
