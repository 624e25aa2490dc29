"""Victory (IMP-VIC-*): the game ends after the movement phase in which a player is eliminated or no native region
is left (or, by option, after the last round); most VP wins (the Victory Point Table, designed)."""

from rules.core.context import Context
from rules.imperialism import alliances, objectives, places
from rules.imperialism.seats import OPTION_SPECS
from rules.imperialism.state import ImpState
from rules.imperialism.tables import BUILDING, VP_REGION, VP_RESOURCE, VP_WHOLE_ZONE

ROUNDS_OPTION = "rounds"


def whole_zones(state: ImpState, seat: str) -> list[str]:
    """The global zones every region of which ``seat`` holds."""
    mine = set(state.regions_of(seat))
    return [z for z in places.ZONES if places.zone_regions(z) and set(places.zone_regions(z)) <= mine]


def victory_points(state: ImpState, seat: str) -> int:
    """``seat``'s VP: 1 a region, buildings by the table, 1 a developed resource, 10 a whole zone."""
    total = 0
    for region in state.regions_of(seat):
        total += VP_REGION + sum(BUILDING[b].vp for b in state.buildings.get(region, ()))
        chit = state.chits.get(region)
        if chit is not None and chit.developed:
            total += VP_RESOURCE
    return total + VP_WHOLE_ZONE * len(whole_zones(state, seat))


def round_limit(state: ImpState) -> int:
    """The last round by option (0: no limit; the option's default when a caller gave no options)."""
    default = next(spec.default for spec in OPTION_SPECS if spec.name == ROUNDS_OPTION)
    return int(state.options.get(ROUNDS_OPTION, default))


def end_reason(state: ImpState, second_phase: bool) -> str:
    """Why the game ends after this movement phase, or "" when it goes on."""
    out = [s for s in state.seats if not state.regions_of(s)]
    if out:
        return f"{', '.join(out)} eliminated"
    if len(state.control) == len(places.region_ids()):
        return "no native region left"
    limit = round_limit(state)
    if second_phase and limit and state.round >= limit:
        return f"round limit ({limit}) reached"
    return ""


def check_end(state: ImpState, ctx: Context, second_phase: bool) -> bool:
    """End the game when it is over (scores, winners); True when it ended."""
    reason = end_reason(state, second_phase)
    if not reason:
        return False
    state.scores = {s: victory_points(state, s) + objectives.bonus(state, s) for s in state.seats}
    best = max(state.scores.values())
    winners = alliances.shared_win(state, [s for s in state.seats if state.scores[s] == best])
    state.winner = " and ".join(winners)
    state.end_reason = reason
    ctx.say(f"Game over ({reason}): " + ", ".join(f"{s} {v} VP" for s, v in state.scores.items())
            + f". {state.winner} win{'s' if len(winners) == 1 else ''}.", kind="game_over")
    for revealed in (objectives.reveal_text(state), alliances.reveal_text(state)):
        if revealed:
            ctx.say(revealed, kind="revealed")
    return True
