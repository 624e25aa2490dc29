"""What each seat may see, as text and JSON, always from an observation (``observe.observe``)."""

from typing import Any

from rules.imperialism import alliances, objectives, places, sealed_purchase
from rules.imperialism.buildings import dp_income, income
from rules.imperialism.fleets import PORTAGE, cargo, load
from rules.imperialism.sequence import TITLE, current, phase
from rules.imperialism.state import HIDDEN_MARKER, Fleet, ImpState
from rules.imperialism.tables import UNIT
from rules.imperialism.victory import victory_points


def units_by_kind(state: ImpState, region: str, seat: str) -> dict[str, int]:
    """``seat``'s units in ``region`` by kind."""
    found: dict[str, int] = {}
    for unit in state.units_in(region, seat):
        found[unit.kind] = found.get(unit.kind, 0) + 1
    return found


def describe_units(counts: dict[str, int]) -> str:
    """Like "3 infantry, 1 general"."""
    return ", ".join(f"{n} {UNIT[k].name.lower()}" for k, n in counts.items()) or "no units"


def status_text(state: ImpState) -> str:
    """Round, phase, movement order, then each player's regions, PP, DP and VP."""
    if state.over:
        scores = ", ".join(f"{s} {v} VP" for s, v in state.scores.items())
        return f"{TITLE} — over. {state.winner or 'Nobody'} win ({state.end_reason}). {scores}."
    lines = [f"{TITLE} — round {state.round}, {phase(state)} phase; movement order {', '.join(state.order)}."]
    for seat in state.seats:
        lines.append(f"{seat}: {len(state.regions_of(seat))} regions, {state.pp[seat]} PP, {state.dp[seat]} DP, "
                     f"{victory_points(state, seat)} VP")
    wars = ", ".join(f"{w.declarer}→{w.target}" for w in state.wars)
    if wars:
        lines.append(f"Wars: {wars}")
    return "\n".join(lines)


def hand_text(state: ImpState, seat: str) -> str:
    """What only ``seat`` knows: its undeveloped resource chits, the native markers it has looked at, its secret
    objectives, its staged unit orders and its alliances."""
    lines = []
    chits = [(r, c.value) for r, c in sorted(state.chits.items())
             if state.control.get(r) == seat and not c.developed and c.value != HIDDEN_MARKER]
    lines.append("Undeveloped resource chits: " + (", ".join(
        f"{places.name(r)} {v} PP" if v else f"{places.name(r)} dot" for r, v in chits) or "none"))
    seen = [(r, n.label) for r, n in sorted(state.natives.items()) if not n.face_up and seat in n.known_to
            and n.strength != HIDDEN_MARKER]
    if seen:
        lines.append("Natives you have looked at: " + ", ".join(f"{places.name(r)} {lab}" for r, lab in seen))
    lines += objectives.hand_lines(state, seat) + sealed_purchase.hand_lines(state, seat)
    lines += alliances.hand_lines(state, seat)
    return "\n".join(lines)


def forces_text(state: ImpState, seat: str) -> str:
    """``seat``'s units by region, with each region's buildings and resource chit as it knows it, and the set-up
    units it has yet to place."""
    lines = []
    regions = sorted({u.region for u in state.units if u.seat == seat} | set(state.regions_of(seat)),
                     key=places.name)
    for region in regions:
        extras = list(state.buildings.get(region, []))
        chit = state.chits.get(region)
        if chit is not None and chit.value != HIDDEN_MARKER:
            extras.append(f"resource {chit.value} PP{' developed' if chit.developed else ''}")
        native = state.natives.get(region)
        if native is not None and native.strength != HIDDEN_MARKER:
            extras.append(f"natives {native.label}")
        tail = f" [{'; '.join(extras)}]" if extras else ""
        lines.append(f"{places.name(region)}: {describe_units(units_by_kind(state, region, seat))}{tail}")
    lines += [fleet_line(state, f) for f in state.fleets if f.seat == seat]
    unplaced = state.unplaced.get(seat, [])
    if unplaced:
        counts = {k: unplaced.count(k) for k in dict.fromkeys(unplaced)}
        lines.append(f"Still to place: {describe_units(counts)}.")
    lines.append(f"Income next production: {income(state, seat)} PP, {dp_income(state, seat)} DP.")
    return "\n".join(lines)


def fleet_line(state: ImpState, fleet: Fleet) -> str:
    """Like "Fleet 12 in the North Sea: 3 MP, carrying 2 infantry (4/8 portage)"."""
    aboard: dict[str, int] = {}
    for unit in cargo(state, fleet):
        aboard[unit.kind] = aboard.get(unit.kind, 0) + 1
    return (f"Fleet {fleet.id} in the {places.name(fleet.sea)}: {fleet.mp} MP, carrying {describe_units(aboard)} "
            f"({load(state, fleet)}/{PORTAGE} portage)")


def view(state: ImpState, seat: str | None, acting: list[str]) -> dict[str, Any]:
    """The observation as JSON-ready data."""
    step = current(state)
    return {
        "ruleset": state.ruleset,
        "round": state.round,
        "phase": phase(state),
        "step": step.name if step is not None else None,
        "order": list(state.order),
        "active": state.active,
        "to_act": acting,
        "seat": seat,
        "pp": dict(state.pp),
        "dp": dict(state.dp),
        "vp": {s: victory_points(state, s) for s in state.seats},
        "control": dict(sorted(state.control.items())),
        "units": [u.model_dump() for u in state.units],
        "natives": {r: n.label for r, n in sorted(state.natives.items())},
        "chits": {r: c.model_dump() for r, c in sorted(state.chits.items())},
        "buildings": dict(sorted(state.buildings.items())),
        "spheres": dict(sorted(state.spheres.items())),
        "revolts": dict(sorted(state.revolts.items())),
        "wars": [w.model_dump() for w in state.wars],
        "battle": state.battle.model_dump() if state.battle else None,
        "fleets": [f.model_dump() for f in state.fleets],
        "sea_battle": state.sea_battle.model_dump() if state.sea_battle else None,
        "unplaced": dict(sorted(state.unplaced.items())),
        "objectives": dict(sorted(state.objectives.items())),
        "sealed": dict(sorted(state.sealed.items())),
        "alliances": [x.model_dump() for x in state.alliances],
        "result": {"winner": state.winner, "reason": state.end_reason, "scores": state.scores} if state.over else None,
    }
