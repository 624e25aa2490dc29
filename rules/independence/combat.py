"""The Battle phase: sealed battle cards, force totals, casualties, retreat, refilling hands (WE-BATTLE-*)."""

from rules.core.contract import Context
from rules.independence.cards import BATTLE, CARD_TYPE, card_type
from rules.independence.stacks import (
    base_force,
    is_fort,
    leads,
    occupied,
    place,
    remove_unit,
    stack,
    take,
    troop_count,
)
from rules.independence.state import Battle, WoiState
from rules.independence.territories import TERRITORY_BY_ID, WOI_MAP
from rules.independence.units import LEADER, SHIP, SIDES, other, unit_type
from rules.independence.wording import plural

HAND_SIZE = 7
LEADER_BONUS = 5


def start_battle(state: WoiState, territory: str, ctx: Context) -> None:
    """The active player picks the next contested territory and attacks there (WOI-R-16); both stacks are shown
    to both sides before cards are chosen, since forces are added up first (ruling WOI-R-30)."""
    state.battle = Battle(territory=territory, attacker=state.active)
    ctx.reveal()
    shown = {side: [unit_type(c).name for c in stack(state, territory, side)] for side in SIDES}
    parts = "; ".join(f"{side}: {', '.join(shown[side])}" for side in SIDES)
    ctx.say(f"Battle in {TERRITORY_BY_ID[territory].name} ({parts}): both sides choose their battle cards.",
            kind="battle_start", territory=territory, units=shown)


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


def sealable(state: WoiState, side: str) -> list[str]:
    """The battle cards in ``side``'s hand it may seal in the battle being fought, as card type keys (sorted, a key
    once per copy held)."""
    battle = state.battle
    assert battle is not None
    attacking = battle.attacker == side
    return sorted(card_type(c).key for c in state.hands[side] if card_allowed(card_type(c).key, attacking))


def seal_choices(state: WoiState, side: str) -> list[tuple[str, ...]]:
    """Every set of battle cards ``side`` may seal at once, the empty set first (at most 2^7 with a full hand)."""
    keys = sealable(state, side)
    found: set[tuple[str, ...]] = set()
    for mask in range(1 << len(keys)):
        found.add(tuple(k for i, k in enumerate(keys) if mask >> i & 1))
    return sorted(found, key=lambda chosen: (len(chosen), chosen))


def seal_cards(state: WoiState, side: str, keys: tuple[str, ...], ctx: Context) -> None:
    """``side``'s one sealed choice: the cards leave the hand face down; only ``side`` is told which, and the
    public hears only that it has chosen, so the number of cards stays secret (WE-BATTLE-3, WOI-R-21)."""
    battle = state.battle
    assert battle is not None
    for key in keys:
        card = next(c for c in state.hands[side] if card_type(c).key == key)
        state.hands[side].remove(card)
        battle.sealed[side].append(card)
    battle.committed.append(side)
    names = ", ".join(CARD_TYPE[k].name for k in keys) or "no card"
    ctx.tell([side], f"You seal {names}.", kind="sealed", cards=list(keys))
    ctx.say(f"{side} have chosen their battle cards.", kind="sealed", seat=side)


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
    """``side``'s battle force: its stack's force (units and leader bonus) and its committed cards."""
    battle = state.battle
    assert battle is not None
    mine = stack(state, battle.territory, side)
    return stack_force(state, side) + card_bonus(battle.sealed[side], mine, battle.attacker == side)


def stack_force(state: WoiState, side: str) -> int:
    """``side``'s force in the battle before cards: its units and the leader bonus (WE-BATTLE-2, WE-BATTLE-4: only
    for a leader that generates force, ruling WOI-R-36)."""
    battle = state.battle
    assert battle is not None
    mine = stack(state, battle.territory, side)
    return base_force(mine) + leader_bonus(mine, stack(state, battle.territory, other(side)))


def leader_bonus(mine: list[str], theirs: list[str]) -> int:
    """+5 when only ``mine`` has a leader that generates force (WE-BATTLE-4, WOI-BATTLE-1, ruling WOI-R-36)."""
    return LEADER_BONUS if leads(mine) and not leads(theirs) else 0


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
        ctx.say(f"{loser} lose {plural(len(forts), 'fortification')} (destroyed with the losing stack).",
                kind="casualty", seat=loser, count=len(forts))
    rest = len(losing) - len(forts)
    losses = (rest + 1) // 2
    why = f"half of {plural(rest, 'unit')}, rounded up"
    if played(state, loser, "rearguard_action"):
        losses = (losses + 1) // 2
        why += ", halved again by Rearguard Action"
    if losses:
        first = f"{winner} choose the first, {loser} the rest" if losses > 1 else f"{winner} choose it"
        ctx.say(f"{loser} must lose {plural(losses, 'unit')} ({why}); {first}.", kind="losses", seat=loser,
                count=losses)
    battle.losses_left = losses


def set_winner_required(state: WoiState, ctx: Context) -> bool:
    """The winner must lose at least half the force the loser lost (WE-BATTLE-9); a losing side's Counterattack
    makes it three quarters (WOI-CARD-6, WOI-R-10). The figure is announced; False when it owes nothing."""
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
        return False
    ctx.say(
        f"{battle.winner} must lose units worth at least {battle.winner_required} force ({share} of the "
        f"{battle.lost_force} force {loser} lost), their choice.",
        kind="losses", seat=battle.winner, force=battle.winner_required,
    )
    return True


def take_casualty(state: WoiState, chit: str, ctx: Context) -> None:
    """Remove one casualty (WE-BATTLE-7, WE-BATTLE-9): a leader lost by the losing side is captured and set aside
    (WE-BATTLE-11); any other unit, and a leader lost by the winner, is destroyed and goes back to its pile
    (WE-BATTLE-10, ruling WOI-R-25)."""
    battle = state.battle
    assert battle is not None and battle.winner is not None
    kind = unit_type(chit)
    captured = kind.side != battle.winner
    remove_unit(state, battle.territory, chit, captured=captured)
    fate = " (captured: set aside)" if captured and kind.type == LEADER else ""
    ctx.say(f"{kind.side} lose {kind.name}{fate}.", kind="casualty", unit=kind.key)
    if kind.side == battle.winner:
        battle.winner_lost += kind.force
    else:
        battle.lost_force += kind.force
        battle.losses_left -= 1


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
