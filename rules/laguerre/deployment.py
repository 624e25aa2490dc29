"""Deployment into sectors (LG-BAT-2): each side of a battle picks a formation, which deals its divisions to the
left, centre and right sectors and the reserve; the attacker's option then strikes one point of the line, where
the two sides' strengths there decide a breakthrough or a repulse (LG-BAT-2b).

A formation is a named assignment (one action, so a battle costs one message per side; ``Line`` is the way the
rules deployed before players chose), dealt arm by arm in the formation's order, so it fits any army."""

from rules.laguerre.state import Army
from rules.laguerre.tables import SECTORS

RESERVE = "reserve"
LINE = "Line"
L, C, R, Z = "left", "centre", "right", RESERVE

FORMATIONS: dict[str, dict[str, tuple[str, ...]]] = {
    LINE: {"infantry": (L, C, R, Z), "artillery": (C, R, L), "cavalry": (L, R)},
    "Strong Centre": {"infantry": (C, L, C, R, C, Z), "artillery": (C,), "cavalry": (L, R)},
    "Strong Left": {"infantry": (L, C, L, R, L, Z), "artillery": (L, C), "cavalry": (L,)},
    "Strong Right": {"infantry": (R, C, R, L, R, Z), "artillery": (R, C), "cavalry": (R,)},
    "Deep Reserve": {"infantry": (Z, L, C, R, Z), "artillery": (C, Z), "cavalry": (Z,)},
}
"""LG-BAT-2 (designed): the formations, each arm dealt to the sectors in the order given, over and over. ``Line``
is the deployment by rule (infantry round the three sectors and the reserve, guns from the centre, horse on
the flanks)."""

FRONTAL = ("Probe", "Assault", "Grand Assault", "Combined Arms")
"""LG-BAT-2b: options that strike the attacker's strongest sector; the others (Flank March, Cavalry Charge) turn a
flank."""
BREAKTHROUGH = 2
"""LG-BAT-2b: the attacker breaks through with twice the defender's divisions at the point of attack."""


def deal(armies: list[Army], formation: str) -> dict[str, int]:
    """LG-BAT-2: divisions per sector (and reserve) when ``armies`` stand in ``formation``."""
    sectors = {s: 0 for s in (*SECTORS, RESERVE)}
    for army in armies:
        for sector, arms in deal_arms(army, formation).items():
            sectors[sector] += sum(arms.values())
    return sectors


def deal_arms(army: Army, formation: str) -> dict[str, dict[str, int]]:
    """LG-BAT-2: the army's divisions by sector and arm in ``formation`` (what LG-BAT-4a's conditions read)."""
    sectors: dict[str, dict[str, int]] = {s: {"infantry": 0, "cavalry": 0, "artillery": 0}
                                          for s in (*SECTORS, RESERVE)}
    for arm, order in FORMATIONS[formation].items():
        for i in range(getattr(army, arm)):
            sectors[order[i % len(order)]][arm] += 1
    return sectors


def point_of_attack(attacker: dict[str, int], defender: dict[str, int], option: str) -> tuple[str, int, int]:
    """LG-BAT-2b: where ``option`` strikes and the divisions each side has there. A frontal option strikes the
    attacker's strongest sector (centre first on a tie), met by the defender's divisions there and half its
    reserve; a flanking option strikes the defender's weaker flank with the attacker's stronger one (the reserve
    comes too late)."""
    if option in FRONTAL:
        where = max((C, L, R), key=lambda s: (attacker[s], s == C))
        return where, attacker[where], defender[where] + defender[RESERVE] // 2
    where = min((L, R), key=lambda s: (defender[s], s))
    return where, max(attacker[L], attacker[R]), defender[where]


def front_shift(attacker: dict[str, int], defender: dict[str, int], option: str) -> tuple[str, int, int]:
    """LG-BAT-2b: (what happened, tenths added to the attacker's loss, tenths added to the defender's): a
    breakthrough (twice the defender's divisions at the point) costs the defender 1 tenth more; a repulse (the
    defender at least as strong there) costs the attacker 1 tenth more."""
    where, mine, theirs = point_of_attack(attacker, defender, option)
    if mine > 0 and mine >= BREAKTHROUGH * theirs:
        return f"breakthrough on the {where}", 0, 1
    if theirs >= mine:
        return f"repulse on the {where}", 1, 0
    return f"a fight on the {where}", 0, 0
