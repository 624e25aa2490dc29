"""Carrying out moves: one counter (BF-MOVE-1..5, BF-EXIT-1..4), or a whole multi-line order checked as a whole."""

import re

from rules.breitenfeld.fire import capture
from rules.breitenfeld.movement import OFF, Moves, may_move_army, moves
from rules.breitenfeld.state import BreitenfeldState, Piece, hex_at
from rules.core.context import Context
from rules.core.errors import IllegalAction
from rules.core.hexes import parse_hex

RELEASE_DISTANCE = 3
_SEPARATORS = re.compile(r"[,;\n]+")
_MOVE = re.compile(r"^\s*(\S+?)\s*(?:-|>|–|→|\s)\s*(\S+)\s*$")


def check_move(state: BreitenfeldState, seat: str, unit_id: str, to: str) -> tuple[Piece, Moves]:
    """The counter a move names and where it may go, or IllegalAction saying why it may not go ``to``."""
    piece = state.piece(unit_id)
    if piece is None or piece.side != seat or not piece.on_map:
        mine = [p.id for p in state.side(seat) if p.kind != "artillery" and not p.moved]
        raise IllegalAction(f"You have no counter {unit_id} on the map", rule="BF-MOVE-1", allowed=mine)
    if not may_move_army(state, seat):
        rule = "BF-MOVE-3" if seat == "imperialist" else "BF-MOVE-4"
        raise IllegalAction(f"The {seat} army may not move yet", rule=rule)
    if piece.kind == "artillery":
        raise IllegalAction(f"{piece.counter.name} is artillery: guns never move", rule="BF-ART-1")
    if piece.moved:
        raise IllegalAction(f"{piece.counter.name} has already moved this turn", rule="BF-MOVE-2")
    found = moves(state, piece)
    if to.strip().casefold() == OFF:
        if not found.exits:
            raise IllegalAction(f"{piece.counter.name} may not leave the map now: only by an open rear edge it "
                                "can reach, once the exit rules open one", rule="BF-EXIT-2")  # fmt: skip
        return piece, found
    if to not in found.ends:
        rule = "BF-DIS-4" if piece.disrupted else "BF-MOVE-2"
        raise IllegalAction(f"{piece.counter.name} cannot reach {to}: occupied, too far, prohibited terrain or "
                            "beyond an enemy zone of control", rule=rule, allowed=sorted(found.ends))  # fmt: skip
    return piece, found


def make_move(state: BreitenfeldState, seat: str, unit_id: str, to: str, ctx: Context) -> None:
    """Check and carry out one move: captures on the way (BF-ART-4), leaving the map, the Allied release."""
    piece, found = check_move(state, seat, unit_id, to)
    assert piece.hex is not None
    if to.strip().casefold() == OFF:
        edge = found.exit_via
        ctx.say(f"{piece.counter.name} leaves the map from {piece.hex} ({edge} hexrow).", kind="exit", seat=seat)
        piece.hex, piece.exited, piece.moved = None, edge, True
        return
    route = found.route(to)
    ctx.say(f"{piece.counter.name} moves from {piece.hex} to {to}.", kind="move", seat=seat)
    piece.hex, piece.moved = to, True
    if piece.combat:
        capture(state, piece, route, ctx)
    if seat == "imperialist" and "allied" not in state.released and _near_allies(state, piece):
        state.released["allied"] = state.turn
        ctx.say(f"{piece.counter.name} has come within {RELEASE_DISTANCE} hexes of the Allies: the Allied army may "
                "move.", kind="release")  # fmt: skip


def _near_allies(state: BreitenfeldState, piece: Piece) -> bool:
    """BF-MOVE-4: an Imperialist within 3 hexes of any Allied unit."""
    assert piece.hex is not None
    here = hex_at(piece.hex)
    return any(p.hex and here.distance(hex_at(p.hex)) <= RELEASE_DISTANCE for p in state.enemy(piece.side))


def parse_orders(state: BreitenfeldState, seat: str, text: str) -> list[tuple[str, str, str]]:
    """Each line of an order as (the line, counter id, destination); IllegalAction naming a line that does not
    read as FROM-TO."""
    found = []
    lines = [line.strip() for line in _SEPARATORS.split(text) if line.strip()]
    if not lines:
        raise IllegalAction(
            "Your orders are empty: write moves as FROM-TO, e.g. 0512-0612, 0713-0813", rule="BF-MOVE-2"
        )
    for number, line in enumerate(lines, 1):
        match = _MOVE.match(line)
        if not match:
            raise IllegalAction(f"Line {number} ({line}) is not a move: write FROM-TO, e.g. 0512-0612",
                                rule="BF-MOVE-2")  # fmt: skip
        origin, to = match.group(1), match.group(2)
        found.append((line, _counter_named(state, seat, origin, number, line), to))
    return found


def _counter_named(state: BreitenfeldState, seat: str, origin: str, number: int, line: str) -> str:
    """The counter a line's FROM names: a counter id, or a hex (its unit first, else its leader)."""
    if state.piece(origin) is not None:
        return origin
    try:
        parse_hex(origin)
    except ValueError:
        raise IllegalAction(f"Line {number} ({line}): {origin} is neither a hex nor a counter id",
                            rule="BF-MOVE-2") from None  # fmt: skip
    here = sorted((p for p in state.at(origin) if p.side == seat and p.kind != "artillery"),
                  key=lambda p: p.kind == "leader")  # fmt: skip
    if not here:
        raise IllegalAction(f"Line {number} ({line}): you have no counter that moves in {origin}", rule="BF-MOVE-2")
    return here[0].id


def carry_out_orders(state: BreitenfeldState, seat: str, text: str, ctx: Context) -> None:
    """Carry out every line in order, or none: IllegalAction naming the first line that fails. The caller
    passes a copy to check, since a line may fail after earlier lines moved."""
    for number, (line, unit_id, to) in enumerate(parse_orders(state, seat, text), 1):
        try:
            make_move(state, seat, unit_id, to, ctx)
        except IllegalAction as error:
            reason = str(error).split(" (rule ")[0]
            raise IllegalAction(f"Line {number} ({line}): {reason}. Nothing was moved", rule=error.rule) from None
