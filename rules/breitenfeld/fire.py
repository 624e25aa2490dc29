"""Artillery (BF-ART-1..5): each battery fires alone at one enemy unit in range and in sight, on the Artillery
Fire Table; guns never move and are captured by an enemy unit moving through them."""

from rules.breitenfeld.charts import FIRE_TABLE, fire_range
from rules.breitenfeld.los import occupied_hexes, sees
from rules.breitenfeld.morale import disrupt, eliminate
from rules.breitenfeld.state import BreitenfeldState, Piece, hex_at
from rules.core.context import Context


def ready_guns(state: BreitenfeldState, seat: str) -> list[Piece]:
    """``seat``'s artillery that has not fired this step and is not captured."""
    return [p for p in state.side(seat) if p.kind == "artillery" and not p.captured and not p.fired]


def targets(state: BreitenfeldState, guns: Piece) -> list[Piece]:
    """BF-ART-2, BF-VIS-3, BF-LOS-1..5: the enemy units within range (1–2 hexes in restricted visibility) that
    the guns can see."""
    if guns.hex is None:
        return []
    origin, reach = hex_at(guns.hex), fire_range(state.visibility)
    occupied = occupied_hexes(state)
    found = []
    for enemy in state.enemy(guns.side):
        if not enemy.combat or enemy.hex is None:
            continue
        target = hex_at(enemy.hex)
        if origin.distance(target) <= reach and sees(state, origin, target, occupied):
            found.append(enemy)
    return found


def fire(state: BreitenfeldState, guns: Piece, target: Piece, ctx: Context) -> None:
    """BF-ART-3: roll one die in the range's column, +1 for heavy guns (fire strength 3, BF-OOB-9); D disrupts the
    target (eliminates it if already disrupted).
    BF-MOVE-3: the first Imperialist disrupted by artillery frees the Imperialist army to move."""
    assert guns.hex is not None and target.hex is not None
    distance = hex_at(guns.hex).distance(hex_at(target.hex))
    guns.fired = True
    ctx.say(f"{guns.counter.name} fires on {target.counter.name} in {target.hex}.", kind="fire", seat=guns.side)
    bonus = guns.counter.strength - 2
    modifiers = [("heavy guns", bonus)] if bonus else []
    roll = FIRE_TABLE.roll(ctx.dice, str(distance), modifiers=modifiers,
                           say=lambda text, **data: ctx.say(text, kind="table", **data))  # fmt: skip
    if roll.result == "D":
        disrupt(state, target, ctx, "artillery fire")
        if target.side == "imperialist" and "imperialist" not in state.released:
            state.released["imperialist"] = state.turn
            ctx.say("An Imperialist unit is disrupted by artillery: the Imperialist army may move.", kind="release")


def capture(state: BreitenfeldState, mover: Piece, route: list[str], ctx: Context) -> None:
    """BF-ART-4, BF-LEAD-4: a unit moving through enemy guns captures them (flipped, for good); through a lone
    enemy leader, eliminates him."""
    for number in route:
        for piece in state.at(number):
            if piece.side == mover.side or piece.captured:
                continue
            if piece.kind == "artillery":
                piece.captured = True
                ctx.say(f"{mover.counter.name} captures {piece.counter.name} in {number}.", kind="capture",
                        seat=mover.side)  # fmt: skip
            elif piece.kind == "leader":
                eliminate(state, piece, ctx, f"overrun by {mover.counter.name}")
