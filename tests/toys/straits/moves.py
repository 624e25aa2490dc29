"""Where a stack may move (ST-MOVE-1..3, ST-OFFER-1), and what moving it does: march, sail, cross, fight."""

from rules.core.context import Context
from rules.core.errors import IllegalAction
from tests.toys.straits.board import MAP, is_sea, land_neighbours, sea_neighbours
from tests.toys.straits.state import Move, StraitsState


def destinations(state: StraitsState, seat: str, origin: str) -> dict[str, str]:
    """Where ``seat``'s stack in ``origin`` may go, each with the rule that allows it."""
    if is_sea(origin):
        return {sea: "ST-MOVE-2" for sea in sea_neighbours(origin)}
    found = {land: "ST-MOVE-1" for land in land_neighbours(origin)}
    for sea in MAP.seas_of(origin):
        if state.fleets[sea].get(seat, 0) > 0:
            found.update({land: "ST-MOVE-3" for land in MAP.coast_of(sea) if land != origin and land not in found})
    return {land: rule for land, rule in found.items() if not _barred(state, seat, land)}


def _barred(state: StraitsState, seat: str, land: str) -> bool:
    """ST-OFFER-1: a side may not enter a land held by a side it is at peace with."""
    owner = state.control.get(land)
    return owner is not None and owner != seat and state.at_peace(seat, owner)


def stacks(state: StraitsState, seat: str) -> list[str]:
    """The areas where ``seat`` has units, in map order."""
    return [a for a in MAP.areas if state.units(a).get(seat, 0) > 0]


def move_actions(state: StraitsState, seat: str) -> list[Move]:
    """Every legal move of ``seat``."""
    return [Move(origin=a, destination=d) for a in stacks(state, seat) for d in destinations(state, seat, a)]


def check_move(state: StraitsState, seat: str, move: Move) -> None:
    """IllegalAction naming the rule unless ``seat`` may make ``move``."""
    if move.origin not in MAP.areas or move.destination not in MAP.areas:
        raise IllegalAction(
            f"There is no area called {move.origin if move.origin not in MAP.areas else move.destination}.",
            rule="ST-MOVE-1",
        )
    if state.units(move.origin).get(seat, 0) == 0:
        raise IllegalAction(f"You have no units in {move.origin}.", rule="ST-MOVE-1", allowed=stacks(state, seat))
    if move.destination not in destinations(state, seat, move.origin):
        rule = (
            "ST-OFFER-1"
            if _barred(state, seat, move.destination)
            else ("ST-MOVE-2" if is_sea(move.origin) else "ST-MOVE-3")
        )
        raise IllegalAction(
            f"Your stack in {move.origin} cannot reach {move.destination}.",
            rule=rule,
            allowed=list(destinations(state, seat, move.origin)),
        )


def interceptors(state: StraitsState, seat: str, sea: str) -> list[str]:
    """ST-INTERCEPT-1: the seats whose fleets lie in ``sea`` and may intercept ``seat`` (not at peace with it)."""
    return [s for s, n in state.fleets[sea].items() if n > 0 and s != seat and not state.at_peace(s, seat)]


def march(state: StraitsState, seat: str, move: Move, ctx: Context) -> None:
    """Move an army stack into a land: fight whoever holds armies there (ST-BATTLE-1), then take control."""
    count = state.armies[move.origin].pop(seat)
    ctx.say(f"{seat} moves {_armies(count)} from {move.origin} to {move.destination}.", kind="move", seat=seat)
    defenders = {s: n for s, n in state.armies[move.destination].items() if n > 0}
    for defender in defenders:
        count, left = battle(ctx, move.destination, seat, count, defender, defenders[defender])
        state.armies[move.destination][defender] = left
        if left == 0:
            del state.armies[move.destination][defender]
        if count == 0:
            return
    state.armies[move.destination][seat] = count
    if state.control.get(move.destination) != seat:
        state.control[move.destination] = seat
        ctx.say(f"{seat} takes control of {move.destination}.", kind="control", seat=seat)


def sail(state: StraitsState, seat: str, move: Move, ctx: Context) -> int:
    """Take ``seat``'s fleets out of their sea (they are under way until ``arrive``); returns how many."""
    count = state.fleets[move.origin].pop(seat)
    ctx.say(f"{seat} sails {_fleets(count)} from {move.origin} into {move.destination}.", kind="move", seat=seat)
    return count


def arrive(state: StraitsState, seat: str, sea: str, count: int) -> None:
    """The fleets under way enter ``sea``."""
    if count:
        state.fleets[sea][seat] = state.fleets[sea].get(seat, 0) + count


def battle(ctx: Context, where: str, attacker: str, strength: int, defender: str, held: int) -> tuple[int, int]:
    """ST-BATTLE-1: rounds of one die each plus the side's units, the defender winning ties; the loser of a
    round loses one unit, until one side has none. Returns what each side has left."""
    ctx.say(f"Battle in {where}: {attacker} ({strength}) attack {defender} ({held}).", kind="battle")
    while strength and held:
        a = sum(ctx.roll(attacker, f"battle in {where}", 1, modifiers=[("units", strength)])) + strength
        d = sum(ctx.roll(defender, f"battle in {where}", 1, modifiers=[("units", held)])) + held
        if a > d:
            held -= 1
        else:
            strength -= 1
    ctx.say(f"{attacker if strength else defender} wins the battle in {where}.", kind="battle")
    return strength, held


def _armies(n: int) -> str:
    return "1 army" if n == 1 else f"{n} armies"


def _fleets(n: int) -> str:
    return "1 fleet" if n == 1 else f"{n} fleets"
