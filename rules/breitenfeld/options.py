"""The attacks a player may declare now, listed for menus and the AI (BF-CBT-1..3, BF-CHG-1): against each enemy
unit next to one of the player's healthy units, every group of those units (with a charge where one may)."""

from itertools import combinations

from rules.breitenfeld.actions import Attack
from rules.breitenfeld.combat import problem
from rules.breitenfeld.state import BreitenfeldState, Piece, hex_at


def _near(a: Piece, b: Piece) -> bool:
    return a.hex is not None and b.hex is not None and hex_at(a.hex).distance(hex_at(b.hex)) == 1


def attack_options(state: BreitenfeldState, seat: str) -> list[Attack]:
    """Every single-target attack ``seat`` may declare now (a declared combat is joined by naming one of its
    units; several targets at once may be typed, and are checked by the same rules)."""
    ours = [p for p in state.side(seat) if p.combat and not p.disrupted]
    found: list[Attack] = []
    for target in [p for p in state.enemy(seat) if p.combat]:
        near = [p for p in ours if _near(p, target)]
        for size in range(1, len(near) + 1):
            for group in combinations(near, size):
                ids = tuple(sorted(p.id for p in group))
                for charge in (False, True):
                    if not problem(state, seat, list(ids), [target.id], charge):
                        found.append(Attack(targets=(target.id,), attackers=ids, charge=charge))
    return found
