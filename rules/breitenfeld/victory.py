"""Victory points, judged at the end of the game (BF-VP-1..12), as the summary gives them with its exit lines read
as research §3.6 says: each player scores its OWN cavalry leaving the map."""

from rules.breitenfeld.state import BreitenfeldState

GUSTAVUS = "Gustavus Adolphus"
LEADER_POINTS = {"allied": 3, "imperialist": 4}  # BF-VP-3 / BF-VP-8: per enemy leader value point
GUSTAVUS_POINTS = 10  # BF-VP-9
ALL_GUNS_POINTS = 15  # BF-VP-4 / BF-VP-10: all the ENEMY's guns (the summary's Imperialist line reads "Imperialist")
# BF-VP-5/6/11/12: per own cavalry strength point exited (edge, the army that must be demoralized, the one not).
EXIT_POINTS = {
    "allied": [("2300", "imperialist", "swedish", 3), ("0100", "swedish", "imperialist", 1)],
    "imperialist": [("0100", "swedish", "imperialist", 2), ("2300", "imperialist", "swedish", 1)],
}


def score_lines(state: BreitenfeldState, seat: str) -> list[tuple[str, int]]:
    """Each source of ``seat``'s victory points with its points (only those worth something)."""
    enemy = [p for p in state.pieces if p.side != seat]
    lines = [
        ("enemy strength points destroyed", sum(p.counter.strength for p in enemy if p.eliminated and p.kind in
                                                ("infantry", "cavalry"))),
        ("enemy leader value destroyed", LEADER_POINTS[seat] * sum(p.counter.value for p in enemy
                                                                   if p.eliminated and p.kind == "leader")),
    ]  # fmt: skip
    if seat == "imperialist" and any(p.eliminated and p.counter.name == GUSTAVUS for p in enemy):
        lines.append((f"{GUSTAVUS} eliminated", GUSTAVUS_POINTS))
    guns = [p for p in enemy if p.kind == "artillery"]
    if guns and all(p.captured for p in guns):
        lines.append(("all the enemy artillery captured", ALL_GUNS_POINTS))
    for edge, beaten, standing, points in EXIT_POINTS[seat]:
        if state.is_demoralized(beaten) and not state.is_demoralized(standing):
            exited = sum(p.counter.strength for p in state.pieces
                         if p.side == seat and p.kind == "cavalry" and p.exited == edge)  # fmt: skip
            lines.append((f"cavalry strength off the {edge} hexrow ×{points}", points * exited))
    return [(name, points) for name, points in lines if points]


def score(state: BreitenfeldState, seat: str) -> int:
    """``seat``'s victory points now."""
    return sum(points for _, points in score_lines(state, seat))
