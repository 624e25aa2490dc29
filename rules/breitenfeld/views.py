"""What Breitenfeld shows in text: the status (turn, visibility, morale, points) and a player's counters; and the
invariants a state must keep."""

from rules.breitenfeld.morale import ARMY_NAMES, level, losses
from rules.breitenfeld.movement import allowance
from rules.breitenfeld.state import BreitenfeldState, Piece, hex_at
from rules.breitenfeld.terrain import GRID, TOWNS, terrain_of
from rules.breitenfeld.victory import score
from rules.core.situation import Situation

SIDE_NAMES = {"imperialist": "Imperialist", "allied": "Allied"}


def hex_name(number: str | None) -> str:
    """A hex as players read it: its number, with the village's name if it has one."""
    if number is None:
        return "off the map"
    town = TOWNS.get(hex_at(number))
    return f"{number} ({town})" if town else number


def status_text(obs: BreitenfeldState, situation: Situation) -> str:
    """The turn and step, the visibility, each army's losses against its level, and the victory points."""
    lines = [situation.heading]
    for army, name in ARMY_NAMES.items():
        mood = " — demoralized" if obs.is_demoralized(army) else ""
        lines.append(f"{name}: {losses(obs, army)} of {level(obs, army)} infantry points lost{mood}")
    lines.append("Victory points: " + ", ".join(f"{SIDE_NAMES[s]} {score(obs, s)}" for s in obs.seats))
    if obs.combats:
        lines.append(f"Declared combats: {len(obs.combats)}")
    return "\n".join(lines)


def describe(obs: BreitenfeldState, piece: Piece) -> str:
    """One counter in a line: where, what, strength, movement, condition."""
    counter = piece.counter
    if piece.kind == "leader":
        what = f"leader, value {counter.value}"
    elif piece.kind == "artillery":
        what = "artillery (captured)" if piece.captured else "artillery"
    else:
        points, _ = allowance(obs, piece)
        what = f"{piece.kind}, strength {piece.strength}/{counter.strength}, movement {points}"
    flags = "".join(f", {f}" for f, on in (("disrupted", piece.disrupted), ("moved", piece.moved),
                                             ("fired", piece.fired)) if on)  # fmt: skip
    where = hex_name(piece.hex)
    ground = f" ({terrain_of(hex_at(piece.hex))})" if piece.hex else ""
    return f"{where}{ground}: {counter.name} [{piece.id}] — {what}{flags}"


def forces_text(obs: BreitenfeldState, seat: str) -> str | None:
    """``seat``'s counters on the map by hex, then those eliminated or gone off the map."""
    lines = [describe(obs, p) for p in sorted(obs.side(seat), key=lambda p: p.hex or "")]
    gone = [p for p in obs.pieces if p.side == seat and not p.on_map]
    if gone:
        lines.append("Gone: " + ", ".join(f"{p.counter.name} ({'exited ' + p.exited if p.exited else 'eliminated'})"
                                          for p in gone))  # fmt: skip
    return "\n".join(lines) or "You have no counters left."


def check_invariants(state: BreitenfeldState) -> None:
    """BF-MOVE-1: one unit a hex (a leader may join it), on the map; artillery never off its start hex; captured
    and eliminated counters are consistent."""
    seen: dict[str, Piece] = {}
    for piece in state.pieces:
        if piece.hex is None:
            if not (piece.eliminated or piece.exited):
                raise ValueError(f"{piece.id} is off the map but neither eliminated nor exited")
            continue
        if not GRID.contains(hex_at(piece.hex)):
            raise ValueError(f"{piece.id} stands off the grid in {piece.hex}")
        if piece.kind == "artillery" and piece.hex != str(piece.counter.start):
            raise ValueError(f"artillery {piece.id} has moved to {piece.hex}")
        if piece.kind in ("infantry", "cavalry"):
            other = seen.get(piece.hex)
            if other is not None:
                raise ValueError(f"{piece.id} and {other.id} share {piece.hex}")
            seen[piece.hex] = piece
    for number in {p.hex for p in state.pieces if p.kind == "leader" and p.hex}:
        if sum(1 for p in state.at(number) if p.kind == "leader") > 1:
            raise ValueError(f"two leaders share {number}")
