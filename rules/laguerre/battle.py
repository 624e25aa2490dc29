"""Land battles (LG-BAT-*): an army attacks the enemy armies in the province it enters. Each round the defender
seals two battle-type cards, the attacker rolls on the Offensive Combat Options table and picks an option (or
withdraws); the Loss Table gives both sides' losses. A side that has lost half its divisions breaks; the winner
pursues with its cavalry; three rounds without a break and the attacker falls back."""

import math

from rules.core.context import Context
from rules.laguerre import advanced, ledger
from rules.laguerre import armies as arm
from rules.laguerre import diplomacy as dip
from rules.laguerre.deployment import LINE, deal, front_shift
from rules.laguerre.mapdata import name
from rules.laguerre.state import Army, Battle, LgState
from rules.laguerre.tables import BATTLE_VP, BREAK_SHARE, ROUNDS, offered_options, round_losses

WITHDRAW = "Withdraw"


def start(state: LgState, ctx: Context, army_id: str, origin: str) -> None:
    """LG-BAT-1: the army ``army_id`` has entered a province with armies at war with it: the battle begins."""
    army = state.armies[army_id]
    defenders = arm.hostile_armies(state, army.province, army.power)
    state.battle = Battle(province=army.province, attacker=army_id, defenders=[d.id for d in defenders],
                          origin=origin, start={a.id: a.divisions for a in (army, *defenders)})
    state.battles_fought.append(army.province)
    names = ", ".join(f"{arm.leader_name(d.id)} ({dip.country_name(d.power)})" for d in defenders)
    ctx.say(f"⚔️ Battle of {name(army.province)}: {arm.leader_name(army_id)} ({dip.country_name(army.power)}) "
            f"attacks {names} (LG-BAT-1).", kind="battle")


def attacker(state: LgState) -> Army:
    """The attacking army of the battle being fought."""
    assert state.battle is not None
    return state.armies[state.battle.attacker]


def defenders(state: LgState) -> list[Army]:
    """The defending armies still in the battle."""
    assert state.battle is not None
    return [state.armies[d] for d in state.battle.defenders if d in state.armies]


def defending_power(state: LgState) -> str:
    """LG-BAT-3: the power that picks the defender's cards: the owner of the largest defending army."""
    return max(defenders(state), key=lambda a: (a.divisions, a.id)).power


def side_power(state: LgState, side: str) -> str:
    """LG-BAT-2: the power that deploys ``side`` ("attacker", or "defender": the one that seals the cards)."""
    return attacker(state).power if side == "attacker" else defending_power(state)


def roll_options(state: LgState, ctx: Context) -> None:
    """LG-BAT-4: the attacker rolls a die for the Offensive Combat Options table."""
    assert state.battle is not None
    army = attacker(state)
    state.battle.die = ctx.roll(dip.country_name(army.power), "Offensive Combat Options", 1)[0]


def options(state: LgState) -> list[str]:
    """LG-BAT-4: the options the attacker may pick this round (and Withdraw, always)."""
    assert state.battle is not None
    army = attacker(state)
    offered = offered_options(arm.rating(army.id), state.battle.die)
    formation = state.battle.formations.get("attacker", LINE)
    return [o for o in offered if arm.option_allowed(army, o, formation)] + [WITHDRAW]


def deployed(state: LgState) -> tuple[dict[str, int], dict[str, int]]:
    """LG-BAT-2: the attacker's and the defenders' divisions by sector, as their sealed formations place them."""
    assert state.battle is not None
    formations = state.battle.formations
    return (deal([attacker(state)], formations.get("attacker", LINE)),
            deal(defenders(state), formations.get("defender", LINE)))


def fight_round(state: LgState, ctx: Context, option: str) -> bool:
    """LG-BAT-5..8: resolve one round with the attacker's ``option``; returns True when the battle is over."""
    battle = state.battle
    assert battle is not None
    army, held = attacker(state), defenders(state)
    cards = " + ".join(battle.cards)
    ctx.say(f"Round {battle.round} at {name(battle.province)}: {arm.leader_name(army.id)} chooses {option}; the "
            f"defender's cards were {cards} (LG-BAT-5).", kind="battle")
    if option == WITHDRAW:
        return _finish(state, ctx, loser_is_attacker=True, broke=False)
    size = sum(d.divisions for d in held)
    front, add_a, add_d = front_shift(*deployed(state), option)
    lost_a, lost_d = round_losses(option, battle.cards, battle.die, army.divisions, size, front=(add_a, add_d))
    lost_a = arm.lose(army, lost_a)
    _share_losses(held, lost_d)
    _tell_losses(state, ctx, army, held, lost_a, lost_d, front)
    if option == "Rearguard":
        return _finish(state, ctx, loser_is_attacker=True, broke=False)
    a_broke = army.divisions <= battle.start[army.id] * BREAK_SHARE
    d_start = sum(battle.start[d.id] for d in held)
    d_broke = sum(d.divisions for d in held) <= d_start * BREAK_SHARE
    if d_broke and (not a_broke or sum(d.divisions for d in held) <= army.divisions):
        return _finish(state, ctx, loser_is_attacker=False, broke=True)
    if a_broke:
        return _finish(state, ctx, loser_is_attacker=True, broke=True)
    if battle.round >= ROUNDS:
        return _finish(state, ctx, loser_is_attacker=True, broke=False)
    battle.round += 1
    battle.cards = []
    return False


def retreat_choices(state: LgState, army_id: str) -> list[str]:
    """LG-BAT-9: where the beaten army ``army_id``, waiting to retreat, may go (nearest its capital first)."""
    return arm.retreat_places(state, state.armies[army_id], avoid=state.retreats[army_id])


def retreat(state: LgState, ctx: Context, army_id: str, place: str) -> None:
    """LG-BAT-9: the beaten army ``army_id`` retreats to ``place`` (its side's choice)."""
    army = state.armies[army_id]
    del state.retreats[army_id]
    ctx.say(f"{arm.leader_name(army_id)}'s army ({dip.country_name(army.power)}) retreats from "
            f"{name(army.province)} to {name(place)} (LG-BAT-9).", kind="battle")
    army.province = place


def _share_losses(held: list[Army], count: int) -> None:
    """Defender losses fall on the largest defending army first, one division at a time."""
    for _ in range(count):
        alive = [d for d in held if d.divisions > 0]
        if not alive:
            return
        arm.lose(max(alive, key=lambda d: (d.divisions, d.id)), 1)


def _tell_losses(state: LgState, ctx: Context, army: Army, held: list[Army], lost_a: int, lost_d: int,
                 front: str) -> None:
    """LG-HID-2: losses and the formations are told to the two sides only (strengths stay secret from the
    others)."""
    assert state.battle is not None
    sides = {army.power, *(d.power for d in held)}
    seats = [s for s in (state.seat_of(p) for p in sorted(sides)) if s]
    formations = state.battle.formations
    ctx.tell(seats, f"Attacker in {formations.get('attacker', LINE)}, defender in "
             f"{formations.get('defender', LINE)}: {front} (LG-BAT-2b). Losses: {dip.country_name(army.power)} "
             f"{lost_a}, defenders {lost_d} divisions.", kind="losses")


def pursue(state: LgState, loser: Army, count: int) -> None:
    """LG-BAT-8: the pursuit takes ``count`` divisions; LG-ADV-5.59 (option ``pursuit``): the first one lost is
    artillery, if the army has any."""
    if count and loser.artillery and advanced.enabled(state, "pursuit"):
        loser.artillery -= 1
        count -= 1
    arm.lose(loser, count)


def attacker_wins(state: LgState, ctx: Context) -> None:
    """The battle ends at once in the attacker's favour, the beaten side broken (an overrun, LG-ADV-5.54)."""
    _finish(state, ctx, loser_is_attacker=False, broke=True)


def _finish(state: LgState, ctx: Context, loser_is_attacker: bool, broke: bool) -> bool:
    battle = state.battle
    assert battle is not None
    army, held = attacker(state), defenders(state)
    winners = held if loser_is_attacker else [army]
    losers = [army] if loser_is_attacker else held
    winner_power = winners[0].power if winners else army.power
    if broke:
        cavalry = sum(w.cavalry for w in winners)
        chase = math.ceil(cavalry / 2)
        for loser in losers:
            pursue(state, loser, min(chase, loser.divisions))
        if chase:
            ctx.say(f"Pursuit: the beaten side loses up to {chase} more divisions (LG-BAT-8).", kind="battle")
    if loser_is_attacker:
        army.province = battle.origin
    else:
        for loser in losers:
            places = arm.retreat_places(state, loser, avoid=battle.origin)
            if not places:
                ctx.say(f"{arm.leader_name(loser.id)}'s army has nowhere to retreat and surrenders (LG-BAT-9).",
                        kind="battle")
                loser.infantry = loser.cavalry = loser.artillery = 0
            elif len(places) == 1 or loser.divisions == 0:
                loser.province = places[0]
            else:
                state.retreats[loser.id] = battle.origin
    ctx.say(f"🏁 Battle of {name(battle.province)}: {dip.country_name(winner_power)} wins"
            f"{' and the beaten side breaks' if broke else ''} (LG-BAT-7).", kind="battle")
    if broke or not loser_is_attacker:
        ledger.vp(state, ctx, winner_power, BATTLE_VP, f"victory at {name(battle.province)} (LG-VP-5)")
    arm.remove_empty(state, ctx)
    state.battle = None
    return True
