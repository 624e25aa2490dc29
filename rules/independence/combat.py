"""The Battle phase: sealed battle cards, force totals, casualties, retreat, refilling hands (WE-BATTLE-*)."""

from rules.core.contract import Context
from rules.independence.actions import NO_CARD
from rules.independence.cards import BATTLE, CARD_TYPE, card_type
from rules.independence.stacks import (
    base_force,
    has_leader,
    is_fort,
    occupied,
    place,
    remove_unit,
    stack,
    take,
    troop_count,
)
from rules.independence.state import Battle, WoiState
from rules.independence.territories import TERRITORY_BY_ID, WOI_MAP
from rules.independence.units import SHIP, SIDES, other, unit_type
from rules.independence.wording import plural

HAND_SIZE = 7
LEADER_BONUS = 5
SEALED_PICKS = 3
"""Each side makes exactly this many sealed picks per battle, each a battle card or none (WOI-R-21)."""


def start_battle(state: WoiState, territory: str) -> None:
    """The active player picks the next contested territory to fight over; the active side attacks."""
    state.battle = Battle(territory=territory, attacker=state.active)
    state.step = "cards"


def card_allowed(key: str, attacking: bool) -> bool:
    """Battle cards may be committed; Garrison only by the defender, Siege only by the attacker (WOI-CARD-2, -3)."""
    card = CARD_TYPE[key]
    if card.category != BATTLE:
        return False
    if key == "garrison":
        return not attacking
    if key == "siege":
        return attacking
    return True


def committable(state: WoiState, side: str) -> list[str]:
    """The battle card types ``side`` may seal with its next pick (none once its picks are made)."""
    battle = state.battle
    if battle is None or side in battle.committed or battle.picks[side] >= SEALED_PICKS:
        return []
    attacking = battle.attacker == side
    keys = {card_type(c).key for c in state.hands[side]}
    return sorted(k for k in keys if card_allowed(k, attacking))


def picks_left(state: WoiState, side: str) -> int:
    """How many sealed picks ``side`` still makes in the battle being fought (WOI-R-21)."""
    battle = state.battle
    if battle is None or side in battle.committed:
        return 0
    return SEALED_PICKS - battle.picks[side]


def commit_card(state: WoiState, side: str, key: str, ctx: Context) -> None:
    """One sealed pick: a card of type ``key`` goes from the hand into the sealed choice, or nothing (``none``).
    Only ``side`` is told; every side makes the same number of picks, so the count shows nothing (WOI-R-21)."""
    battle = state.battle
    assert battle is not None
    battle.picks[side] += 1
    left = SEALED_PICKS - battle.picks[side]
    then = f" {plural(left, 'pick')} left." if left else " Now /done."
    if key == NO_CARD:
        ctx.tell([side], "You seal no card." + then, kind="sealed")
        return
    card = next(c for c in state.hands[side] if card_type(c).key == key)
    state.hands[side].remove(card)
    battle.sealed[side].append(card)
    ctx.tell([side], f"You seal {card_type(card).name}." + then, kind="sealed", card=key)


def card_bonus(cards: list[str], chits: list[str], attacking: bool) -> int:
    """Force added by committed battle cards (WOI-CARD-2..5; Bayonet Attack: +1 per troop unit)."""
    bonus = 0
    for card in cards:
        key = card_type(card).key
        if key == "bayonet_attack":
            bonus += troop_count(chits)
        elif card_allowed(key, attacking):
            bonus += card_type(card).bonus
    return bonus


def force_of(state: WoiState, side: str) -> int:
    """``side``'s battle force: units, the lone-leader bonus (WE-BATTLE-4) and its committed cards."""
    battle = state.battle
    assert battle is not None
    mine = stack(state, battle.territory, side)
    theirs = stack(state, battle.territory, other(side))
    force = base_force(mine) + card_bonus(battle.sealed[side], mine, battle.attacker == side)
    if has_leader(mine) and not has_leader(theirs):
        force += LEADER_BONUS
    return force


def played(state: WoiState, side: str, key: str) -> bool:
    """True when ``side`` played a card of type ``key`` in the current (revealed) battle."""
    assert state.battle is not None
    return key in state.battle.played.get(side, [])


def resolve(state: WoiState, ctx: Context) -> None:
    """Both choices are in: reveal them, total the forces, name the winner (WE-BATTLE-5; ties: the defender, WOI-R-9),
    destroy the loser's fortifications (WE-BATTLE-8) and set the loser's casualties (WE-BATTLE-7, WOI-CARD-7)."""
    battle = state.battle
    assert battle is not None
    ctx.reveal()
    forces = {side: force_of(state, side) for side in SIDES}
    attacker, defender = battle.attacker, other(battle.attacker)
    winner = attacker if forces[attacker] > forces[defender] else defender
    loser = other(winner)
    battle.winner = winner
    place_name = TERRITORY_BY_ID[battle.territory].name
    units = {side: [unit_type(c).name for c in stack(state, battle.territory, side)] for side in SIDES}
    cards = {side: [card_type(c).name for c in battle.sealed[side]] for side in SIDES}
    shown = {side: {"units": units[side], "cards": cards[side], "force": forces[side]} for side in SIDES}
    played_text = {side: f"; cards: {', '.join(cards[side])}" if cards[side] else "" for side in SIDES}
    parts = [f"{side} {forces[side]} ({', '.join(units[side])}{played_text[side]})" for side in (attacker, defender)]
    text = f"⚔️ Battle of {place_name}: {' vs '.join(parts)}. {winner} win."
    ctx.say(text, kind="battle", territory=battle.territory, winner=winner, sides=shown)
    state.battle_log.append(f"{place_name}: {winner} win ({forces[attacker]}–{forces[defender]})")
    for side in SIDES:
        battle.played[side] = [card_type(c).key for c in battle.sealed[side]]
        state.deck.discard(battle.sealed[side])
        battle.sealed[side] = []
    losing = stack(state, battle.territory, loser)
    forts = [c for c in losing if is_fort(c)]
    for chit in forts:
        battle.lost_force += unit_type(chit).force
        remove_unit(state, battle.territory, chit, captured=False)
    if forts:
        ctx.say(
            f"{loser} lose {plural(len(forts), 'fortification')} (destroyed with the losing stack).",
            kind="casualty",
            seat=loser,
            count=len(forts),
        )
    rest = len(losing) - len(forts)
    losses = (rest + 1) // 2
    why = f"half of {plural(rest, 'unit')}, rounded up"
    if played(state, loser, "rearguard_action"):
        losses = (losses + 1) // 2
        why += ", halved again by Rearguard Action"
    if losses:
        first = f"{winner} choose the first, {loser} the rest" if losses > 1 else f"{winner} choose it"
        ctx.say(
            f"{loser} must lose {plural(losses, 'unit')} ({why}); {first}.", kind="losses", seat=loser, count=losses
        )
    battle.losses_left = losses
    battle.committed = []
    state.step = "winner_pick" if losses else "winner_loss"
    if not losses:
        set_winner_required(state, ctx)


def set_winner_required(state: WoiState, ctx: Context) -> None:
    """The winner must lose at least half the force the loser lost (WE-BATTLE-9); a losing side's Counterattack
    makes it three quarters (WOI-CARD-6, WOI-R-10). The figure is announced."""
    battle = state.battle
    assert battle is not None and battle.winner is not None
    loser = other(battle.winner)
    if played(state, loser, "counterattack"):
        battle.winner_required = (battle.lost_force * 3 + 3) // 4
        share = "three quarters, by Counterattack,"
    else:
        battle.winner_required = (battle.lost_force + 1) // 2
        share = "half"
    if not stack(state, battle.territory, battle.winner) or battle.winner_required <= 0:
        state.step = "retreat"
        return
    ctx.say(
        f"{battle.winner} must lose units worth at least {battle.winner_required} force ({share} of the "
        f"{battle.lost_force} force {loser} lost), their choice.",
        kind="losses",
        seat=battle.winner,
        force=battle.winner_required,
    )


def casualty_options(state: WoiState) -> tuple[str, list[str]]:
    """Who picks the next casualty now, and from which units (the first loss is the winner's pick)."""
    battle = state.battle
    assert battle is not None and battle.winner is not None
    if state.step == "winner_loss":
        return battle.winner, stack(state, battle.territory, battle.winner)
    loser = other(battle.winner)
    picker = battle.winner if state.step == "winner_pick" else loser
    return picker, stack(state, battle.territory, loser)


def take_casualty(state: WoiState, chit: str, ctx: Context) -> None:
    """Remove one casualty and move the battle on (WE-BATTLE-7, WE-BATTLE-9, WE-BATTLE-11)."""
    battle = state.battle
    assert battle is not None and battle.winner is not None
    force = unit_type(chit).force
    owner = unit_type(chit).side
    remove_unit(state, battle.territory, chit, captured=True)
    ctx.say(f"{owner} lose {unit_type(chit).name}.", kind="casualty", unit=unit_type(chit).key)
    if state.step == "winner_loss":
        battle.winner_lost += force
        if battle.winner_lost >= battle.winner_required or not stack(state, battle.territory, battle.winner):
            state.step = "retreat"
        return
    battle.lost_force += force
    battle.losses_left -= 1
    if battle.losses_left > 0 and stack(state, battle.territory, owner):
        state.step = "loser_pick"
        return
    state.step = "winner_loss"
    set_winner_required(state, ctx)


def retreat_options(state: WoiState) -> list[str]:
    """Where the loser may retreat: a neighbouring territory without enemy units (WE-BATTLE-6, WOI-R-11)."""
    battle = state.battle
    assert battle is not None and battle.winner is not None
    return [t for t in WOI_MAP.neighbours(battle.territory) if not occupied(state, t, battle.winner)]


def retreat(state: WoiState, destination: str | None, ctx: Context) -> None:
    """Move the loser's survivors one space; ships that cannot enter the space are lost. With nowhere to go
    the survivors are destroyed and their leaders captured (WOI-R-11)."""
    battle = state.battle
    assert battle is not None and battle.winner is not None
    loser = other(battle.winner)
    survivors = stack(state, battle.territory, loser)
    if destination is None:
        for chit in survivors:
            remove_unit(state, battle.territory, chit, captured=True)
        if survivors:
            ctx.say(f"{loser} have nowhere to retreat: {plural(len(survivors), 'unit')} destroyed.", kind="battle")
        return
    coastal = TERRITORY_BY_ID[destination].coastal
    for chit in survivors:
        if unit_type(chit).type == SHIP and not coastal:
            remove_unit(state, battle.territory, chit, captured=False)
    going = stack(state, battle.territory, loser)
    if not going:
        ctx.say(f"{loser}' ships cannot retreat inland and are lost.", kind="retreat")
        return
    take(state, battle.territory, going)
    place(state, destination, going)
    state.arrows.append((loser, battle.territory, destination))
    ctx.say(f"{loser} retreat to {TERRITORY_BY_ID[destination].name}.", kind="retreat")


def refill_hands(state: WoiState, ctx: Context) -> None:
    """After a battle both sides draw back up to 7 cards (WE-BATTLE-12)."""
    for side in SIDES:
        need = HAND_SIZE - len(state.hands[side])
        if need > 0:
            cards = state.deck.draw(need, ctx.dice)
            state.hands[side].extend(cards)
            if cards:
                ctx.reveal()
                names = ", ".join(card_type(c).name for c in cards)
                ctx.tell([side], f"You draw {names}.", kind="draw", cards=cards)
    state.battle = None
