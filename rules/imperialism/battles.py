"""Starting and ending battles (IMP-CMB-*, IMP-BAT-9..12): who fights whom, who runs the natives, and what the
result does to the region."""

from rules.core.context import Context
from rules.imperialism import combat, natives, places, treasury
from rules.imperialism.buildings import at_war
from rules.imperialism.movement import may_attack
from rules.imperialism.state import NATIVES, Battle, Chit, ImpState
from rules.imperialism.tables import BRIGADES, CONQUEST_DP, UNIT


def pending(state: ImpState, seat: str) -> list[str]:
    """The regions where ``seat`` must fight this combat step: native regions its brigades are in, regions of a
    player it may attack where its brigades are, and its own regions in revolt."""
    found = set()
    for unit in state.units:
        if unit.seat != seat or unit.kind not in BRIGADES or unit.aboard is not None:
            continue
        holder = state.control.get(unit.region)
        if holder is None or (holder != seat and may_attack(state, seat, holder)):
            found.add(unit.region)
    found |= {r for r in state.revolts if state.control.get(r) == seat}
    return sorted(found)


def native_runner(state: ImpState, player: str) -> str | None:
    """Who decides for the natives against ``player``: the first in movement order at war with it; else the rules'
    own AI (None) (IMP-NAT-12)."""
    return next((s for s in state.order if s != player and at_war(state, s, player)), None)


def start(state: ImpState, region: str, seat: str, ctx: Context) -> Battle:
    """Open the battle in ``region`` for the moving ``seat``."""
    holder = state.control.get(region)
    if region in state.revolts and holder == seat:
        battle = Battle(region=region, attacker=NATIVES, defender=seat, revolt=True,
                        natives=dict(state.revolts[region]), native_seat=native_runner(state, seat))
    elif holder is None:
        native = natives.reveal(state, region, ctx)
        battle = Battle(region=region, attacker=seat, defender=NATIVES, natives=natives.army(native),
                        native_seat=native_runner(state, seat))
    else:
        battle = Battle(region=region, attacker=seat, defender=holder)
    state.battle = battle
    ctx.say(f"Battle in {places.name(region)}: {battle.attacker} attack {battle.defender}.", kind="battle",
            region=region)
    return battle


def d3(ctx: Context, who: str, purpose: str) -> int:
    """1D3: a die halved, rounded up."""
    return (ctx.roll(who, purpose, 1)[0] + 1) // 2


def draw_chit(state: ImpState, region: str, seat: str, ctx: Context) -> None:
    """A region won from the natives gets a resource chit face down, seen by its holder only (ruling IMP-R-CHIT)."""
    if region in state.chits:
        return
    value = state.chit_pool.pop() if state.chit_pool else 0
    state.chits[region] = Chit(value=value)
    ctx.tell([seat], f"The resource chit of {places.name(region)} is {value} PP.", kind="chit")


def gain(state: ImpState, region: str, seat: str, ctx: Context) -> None:
    """``seat`` now holds a region taken from the natives: the marker face up, a chit drawn."""
    state.control[region] = seat
    native = natives.draw_marker(state, region, ctx)
    native.face_up = True
    draw_chit(state, region, seat, ctx)


def must_choose(state: ImpState, battle: Battle, side: str) -> bool:
    """True when ``side``'s units must leave the battle and more than one region is open to them: their owner
    chooses where (IMP-BAT-8, IMP-BAT-11); with one region open they go there, with none they are eliminated."""
    return (side != NATIVES and bool(combat.units_of(state, battle, side))
            and len(combat.retreats(state, battle, side)) > 1)


def clear_out(state: ImpState, battle: Battle, side: str, ctx: Context) -> None:
    """A beaten player side's remaining units retreat to the one region open to them, or are eliminated (when
    more than one is open, their owner has already chosen: ``must_choose``)."""
    if side == NATIVES:
        battle.natives = {}
        return
    places_to = combat.retreats(state, battle, side)
    if places_to:
        combat.retreat(state, battle, side, places_to[0], ctx)
        return
    for unit in combat.units_of(state, battle, side):
        state.units.remove(unit)


def finish(state: ImpState, battle: Battle, winner: str, ctx: Context) -> list[str]:
    """The battle's result (IMP-BAT-10..12, IMP-NAT-12, IMP-NAT-13). Returns the regions that must roll for a
    revolt next (natives winning a revolt, IMP-NAT-14)."""
    rolls: list[str] = []
    loser = combat.opponent(battle, winner)
    clear_out(state, battle, loser, ctx)
    region = battle.region
    ctx.say(f"{winner} win the battle in {places.name(region)}.", kind="battle_won", region=region)
    if battle.revolt:
        if winner == NATIVES:
            rolls = natives.natives_win_revolt(state, region, ctx)
        else:
            state.revolts.pop(region, None)
            points = d3(ctx, winner, "native strength lost")
            supporters = state.supporters.pop(region, [])
            for owner in supporters[:points]:
                if owner in state.spheres.get(region, []):
                    state.spheres[region].remove(owner)
            natives.reduce(state, region, points - min(points, len(supporters)), ctx)
    elif winner == battle.attacker:
        if battle.defender == NATIVES:
            gain(state, region, winner, ctx)
            natives.reduce(state, region, d3(ctx, winner, "native strength lost"), ctx)
        else:
            state.control[region] = winner
            chit = state.chits.get(region)
            if chit is not None and not chit.developed:
                ctx.tell([winner], f"The resource chit of {places.name(region)} is {chit.value} PP.", kind="chit")
        treasury.change(state, ctx, winner, f"conquest of {places.name(region)}", dp=CONQUEST_DP)
    if region in state.control and not any(
        u.kind in BRIGADES for u in state.units_in(region, state.control[region])
    ):
        natives.revert(state, region, ctx)
    state.battle = None
    return rolls


def parties_left(state: ImpState, battle: Battle) -> list[str]:
    """The kinds of party the defender still has when both player sides are down to parties (IMP-BAT-11)."""
    return sorted({u.kind for u in combat.units_of(state, battle, battle.defender)})


def convert(state: ImpState, battle: Battle, kind: str, ctx: Context) -> list[str]:
    """Both player sides down to parties: the defender turns a party of ``kind`` into infantry and keeps the
    region; the attacker must retreat (IMP-BAT-11). Returns what ``finish`` returns."""
    party = next(u for u in combat.units_of(state, battle, battle.defender) if u.kind == kind)
    party.kind = "infantry"
    ctx.say(f"{battle.defender} turn their {UNIT[kind].name.lower()} into infantry.", kind="convert",
            seat=battle.defender)
    return finish(state, battle, battle.defender, ctx)


def both_leave(state: ImpState, battle: Battle, region: str | None, ctx: Context) -> None:
    """Both player sides down to parties and the defender retreats (to ``region``; None: it has no parties): the
    attacker must retreat too, and the region, left without a brigade, reverts to the natives (IMP-BAT-11)."""
    if region is not None:
        combat.retreat(state, battle, battle.defender, region, ctx)
    clear_out(state, battle, battle.attacker, ctx)
    ctx.say(f"Both sides leave {places.name(battle.region)}.", kind="battle_won", region=battle.region)
    if battle.region in state.control:
        natives.revert(state, battle.region, ctx)
    state.battle = None
