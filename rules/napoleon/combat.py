"""The attack phase (NAP-ATTACK-*): card windows, the battle roll, casualties and retreats."""

from rules.core.contract import Context
from rules.napoleon import nationalist
from rules.napoleon.cards import CARDS
from rules.napoleon.countries import armies_text, does, may_enter, name, neighbours, other
from rules.napoleon.state import BattleRecord, NapoleonState, PendingBattle, PendingRetreat

DEFENDER_BONUS = 1
"""NAP-ATTACK-4: the defender's Force bonus."""


def open_battle(state: NapoleonState, country: str, ctx: Context) -> None:
    """NAP-ATTACK-2: the side whose turn it is attacks; the side that held the country defends."""
    attacker, defender = state.active, other(state.active)
    ctx.say(
        f"Battle of {name(country)}: {does(attacker, 'attacks', 'attack', start=False)} with "
        f"{state.count(attacker, country)} against {state.count(defender, country)}.",
        kind="battle_start",
        country=country,
    )
    state.battle = PendingBattle(country=country, attacker=attacker, defender=defender, deciding=attacker)


def applicable_cards(state: NapoleonState, seat: str) -> list[str]:
    """NAP-ATTACK-5: the cards in ``seat``'s hand that help ``seat`` in the battle being fought."""
    battle = state.battle
    if battle is None:
        return []
    return [c for c in state.hands[seat] if c in CARDS and CARDS[c].side == seat and CARDS[c].country == battle.country]


def playable_cards(state: NapoleonState, seat: str) -> list[str]:
    """NAP-ATTACK-5: the cards ``seat`` may play now (its window is open)."""
    battle = state.battle
    if battle is None or battle.deciding != seat or seat in battle.cards:
        return []
    return applicable_cards(state, seat)


def next_window(state: NapoleonState, after: str | None = None) -> str | None:
    """NAP-ATTACK-5: the next seat whose card window opens (attacker, then defender), None when the battle is
    fought: a window opens only for a side holding a card that applies to this battle."""
    battle = state.battle
    assert battle is not None
    order = [battle.attacker, battle.defender]
    following = order if after is None else order[order.index(after) + 1 :]
    for seat in following:
        if applicable_cards(state, seat):
            battle.deciding = seat
            return seat
    return None


def play_card(state: NapoleonState, seat: str, card: str, ctx: Context) -> None:
    """NAP-ATTACK-5: the card goes face up to the discard pile and counts in this battle."""
    assert state.battle is not None
    state.hands[seat].remove(card)
    state.deck.discard([card])
    state.battle.cards[seat] = card
    ctx.reveal()
    info = CARDS[card]
    ctx.say(
        f"{does(seat, 'plays', 'play')} {info.name}: +{info.bonus} Force in {name(info.country)}.",
        kind="card",
        seat=seat,
        card=card,
    )


def pass_card(seat: str, ctx: Context) -> None:
    """NAP-ATTACK-5: ``seat`` plays no card in this battle."""
    ctx.say(f"{does(seat, 'plays', 'play')} no card.", kind="card_pass", seat=seat)


def force_modifiers(state: NapoleonState, seat: str) -> list[tuple[str, int]]:
    """NAP-ATTACK-3..5: one Force per army, the defender's +1, and the card played, as roll modifiers."""
    battle = state.battle
    assert battle is not None
    mods = [("armies", state.count(seat, battle.country))]
    if seat == battle.defender:
        mods.append(("defender", DEFENDER_BONUS))
        homeland = nationalist.homeland_bonus(state, seat, battle.country)
        if homeland:
            mods.append(("homeland", homeland))
    if seat in battle.cards:
        card = CARDS[battle.cards[seat]]
        mods.append((card.name, card.bonus))
    return mods


def casualties(armies: int, percent_dice: int, cap: int) -> int:
    """NAP-ATTACK-7/8: ``percent_dice`` × 10% of ``armies``, rounded down, never above ``cap``."""
    return min(armies * percent_dice // 10, cap)


def fight(state: NapoleonState, ctx: Context) -> None:
    """NAP-ATTACK-6..9: roll, decide the winner (the defender holds on a tie), take losses, retreat (with a
    choice of destinations, ``state.retreat`` waits for the loser's)."""
    battle = state.battle
    assert battle is not None
    country = battle.country
    totals: dict[str, int] = {}
    for seat in (battle.attacker, battle.defender):
        mods = force_modifiers(state, seat)
        totals[seat] = ctx.roll(seat, f"battle in {name(country)}", 1, modifiers=mods)[0] + sum(v for _, v in mods)
    winner = battle.attacker if totals[battle.attacker] > totals[battle.defender] else battle.defender
    loser = other(winner)
    won_with, lost_with = state.count(winner, country), state.count(loser, country)
    winner_dice = ctx.roll(winner, "winner's casualties (×10%)", 1)
    loser_dice = ctx.roll(loser, "loser's casualties (×10%)", 2)
    winner_loss = casualties(won_with, sum(winner_dice), 2 * lost_with)
    loser_loss = casualties(lost_with, sum(loser_dice), lost_with)
    state.add(winner, country, -winner_loss)
    state.add(loser, country, -loser_loss)
    survivors = lost_with - loser_loss
    won = does(winner, "wins", "win", start=False)
    winner_lost = does(winner, "loses", "lose", start=False)
    loser_lost = does(loser, "loses", "lose", start=False)
    text = (
        f"{name(country)}: {won} {totals[winner]}–{totals[loser]}; "
        f"{winner_lost} {winner_loss} of {won_with}, {loser_lost} {loser_loss} of {lost_with}"
    )
    ctx.say(f"{text}.", kind="battle", country=country, winner=winner, losses={winner: winner_loss, loser: loser_loss})
    state.battles.append(BattleRecord(turn=state.turn, country=country, winner=winner, text=text))
    state.battle = None
    if survivors:
        _retreat(state, country, loser, survivors, ctx)


def retreat_options(state: NapoleonState, side: str, country: str) -> list[str]:
    """NAP-ATTACK-9: adjacent countries ``side`` controls (never England or the Ottoman Empire)."""
    return [c for c in neighbours(country) if may_enter(c) and state.controller(c) == side]


def _retreat(state: NapoleonState, country: str, side: str, armies: int, ctx: Context) -> None:
    options = retreat_options(state, side, country)
    if not options:
        state.add(side, country, -armies)
        ctx.say(
            f"{does(side, 'has', 'have')} nowhere to retreat from {name(country)}: {armies_text(armies)} destroyed.",
            kind="destroyed",
        )
    elif len(options) == 1:
        retreat(state, side, country, armies, options[0], ctx)
    else:
        state.retreat = PendingRetreat(country=country, side=side, armies=armies, options=options)


def retreat(state: NapoleonState, side: str, country: str, armies: int, destination: str, ctx: Context) -> None:
    """NAP-ATTACK-9: the beaten force leaves ``country`` for ``destination``."""
    state.add(side, country, -armies)
    state.add(side, destination, armies)
    state.retreat = None
    ctx.say(
        f"{does(side, 'retreats', 'retreat')} {armies_text(armies)} from {name(country)} to {name(destination)}.",
        kind="retreat",
    )
