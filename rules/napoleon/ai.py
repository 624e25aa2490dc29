"""The AI for both sides: a greedy planner that garrisons threatened countries, claims empty ones, attacks
with the odds, concentrates spare armies at the front and plays cards where they can decide a battle."""

import math

from rules.core.contract import Action
from rules.core.dice import Dice
from rules.core.errors import IllegalAction
from rules.napoleon.actions import DiscardCard, Done, MoveArmies, PlayCard, RetreatTo, StartBattle
from rules.napoleon.cards import CARDS
from rules.napoleon.combat import DEFENDER_BONUS, force_modifiers, playable_cards
from rules.napoleon.countries import (
    ALLIES,
    COUNTRIES,
    ENGLAND,
    FRANCE,
    LANDLOCKED,
    REINFORCEMENTS,
    SIDES,
    neighbours,
    other,
)
from rules.napoleon.movement import amounts, destinations
from rules.napoleon.nationalist import homeland_bonus
from rules.napoleon.play import MACHINE, to_act
from rules.napoleon.reinforcements import pool, reinforcement_value
from rules.napoleon.state import NapoleonState
from rules.napoleon.victory import COALITION

GARRISON = 0.6
"""Share of the enemy force next door that a country keeps at home."""
FLEET_SHARE = 0.4
"""Share of England's stack counted as a threat to any one coast."""
REST_SHARE = 0.5
"""Share of the smaller enemy stacks next door counted in a threat (the largest counts in full)."""
CAPITAL_WEIGHT = 1.5
"""How much more a capital (France; the coalition powers) is garrisoned."""
ATTACK_MARGIN = 4
"""Armies beyond the defenders and their +1 that an attack gathers (one more per ten defenders)."""


def choose(state: NapoleonState, seat: str, dice: Dice) -> Action:
    """The AI's action for ``seat``, from what the seat observes: always one of its legal actions."""
    if seat not in to_act(state):
        raise ValueError(f"{seat} has nothing to do")
    chosen = _choose(state, seat)
    try:
        MACHINE.check(state, seat, chosen)
    except IllegalAction:
        return MACHINE.legal_actions(state, seat)[-1]
    return chosen


def _choose(state: NapoleonState, seat: str) -> Action:
    if state.phase == "discard":
        return DiscardCard(card=min(sorted(state.hands[seat]), key=lambda c: _card_worth(seat, c)))
    if state.phase == "battle":
        return _card_choice(state, seat)
    if state.phase == "retreat" and state.retreat is not None:
        best = max(state.retreat.options, key=lambda c: (state.count(seat, c), REINFORCEMENTS[c]))
        return RetreatTo(destination=best)
    if state.phase == "attack":
        return StartBattle(country=state.contested()[0])
    return _plan_move(state) or Done()


def _card_worth(seat: str, card: str) -> int:
    """Enemy cards are worth nothing to keep; own cards by their bonus."""
    info = CARDS[card]
    return info.bonus if info.side == seat else 0


def _card_choice(state: NapoleonState, seat: str) -> Action:
    """Play the strongest card when the battle is within reach of the dice; otherwise keep it."""
    battle = state.battle
    cards = playable_cards(state, seat)
    if battle is None or not cards:
        return Done()
    best = max(cards, key=lambda c: CARDS[c].bonus)
    mine = sum(v for _, v in force_modifiers(state, seat))
    theirs = sum(v for _, v in force_modifiers(state, other(seat)))
    lead = mine - theirs
    return PlayCard(card=best) if lead + CARDS[best].bonus > -6 and lead < 6 else Done()


def _threat(state: NapoleonState, country: str, enemy: str, ignore: str | None = None) -> int:
    """The enemy force that could strike ``country`` next turn: the largest neighbour and part of the rest.

    England's fleet threatens every coast at once, so its stack counts only in part anywhere.
    """
    stacks = [
        state.count(enemy, c) * (FLEET_SHARE if c == ENGLAND else 1.0)
        for c in _sources(country, enemy)
        if c != ignore and state.count(enemy, c)
    ]
    if not stacks:
        return 0
    biggest = max(stacks)
    return math.ceil(biggest + REST_SHARE * (sum(stacks) - biggest))


def _is_capital(side: str, country: str) -> bool:
    """The countries whose loss can end the game (NAP-VIC-3/4)."""
    return country == "france" if side == FRANCE else country in COALITION


def _sources(country: str, side: str) -> list[str]:
    """Countries from which ``side`` could move into ``country`` (England's fleet reaches coasts)."""
    near = [c for c in neighbours(country) if c != ENGLAND]
    if side == ALLIES and country not in LANDLOCKED and country != ENGLAND:
        near.append(ENGLAND)
    return near


def _aggressive(state: NapoleonState) -> bool:
    """True when the side's counters are nearly all on the board, so losses cost no reinforcements."""
    return pool(state, state.active) < 8


def _need(state: NapoleonState, country: str, ignore: str | None = None) -> int:
    """Armies the active side keeps in ``country``: one to hold it, more against a threat next door."""
    if country == ENGLAND:
        return 1
    threat = _threat(state, country, other(state.active), ignore)
    weight = CAPITAL_WEIGHT if _is_capital(state.active, country) else 1.0 if REINFORCEMENTS[country] >= 2 else 0.7
    factor = GARRISON * (0.6 if _aggressive(state) else 1.0)
    return max(1, math.ceil(factor * weight * threat))


def _spare(state: NapoleonState, country: str, ignore: str | None = None) -> int:
    """Movable armies beyond the garrison ``country`` needs (none from a country under attack)."""
    if state.count(other(state.active), country):
        return 0
    keep = _need(state, country, ignore)
    return max(0, min(state.movable(country), state.count(state.active, country) - keep))


def _move(state: NapoleonState, origin: str, destination: str, wanted: int) -> MoveArmies | None:
    """The largest offered amount not above ``wanted``."""
    offered = [n for n in amounts(state.movable(origin)) if n <= wanted]
    return MoveArmies(origin=origin, destination=destination, armies=max(offered)) if offered else None


def _plan_move(state: NapoleonState) -> MoveArmies | None:
    """The next move of the plan, or None when the side is done moving."""
    side = state.active
    spare = {c: _spare(state, c) for c in state.armies[side]}
    return _attack(state, spare) or _claim(state, spare) or _shore_up(state, spare) or _advance(state, spare)


def _value(side: str, country: str) -> float:
    return reinforcement_value(side, country) + 1.5


def _attack(state: NapoleonState, spare: dict[str, int]) -> MoveArmies | None:
    """Gather a winning force against the most valuable enemy country within reach."""
    side, enemy = state.active, other(state.active)
    margin = ATTACK_MARGIN - (1 if _aggressive(state) else 0)
    best: tuple[float, str, dict[str, int], int] | None = None
    for target in state.armies[enemy]:
        free = {
            c: _spare(state, c, ignore=target) for c in state.armies[side] if c != target and target in destinations(c)
        }
        defenders = state.count(enemy, target)
        required = defenders + DEFENDER_BONUS + homeland_bonus(state, enemy, target) + margin + defenders // 10
        have = state.count(side, target)
        if have >= required or have + sum(free.values()) < required:
            continue
        score = _value(side, target) / required + (1.0 if have else 0.0)
        if best is None or score > best[0]:
            best = (score, target, free, required - have)
    if best is None:
        return None
    _, target, free, missing = best
    origin = max(free, key=lambda c: free[c])
    return _move(state, origin, target, min(free[origin], missing))


def _claim(state: NapoleonState, spare: dict[str, int]) -> MoveArmies | None:
    """Send a small force into an empty country next door."""
    for origin in sorted(spare, key=lambda c: -spare[c]):
        if spare[origin] <= 0:
            continue
        empty = [c for c in destinations(origin) if not any(state.count(s, c) for s in SIDES)]
        if empty:
            target = max(empty, key=lambda c: _value(state.active, c))
            return _move(state, origin, target, min(spare[origin], 2))
    return None


def _shore_up(state: NapoleonState, spare: dict[str, int]) -> MoveArmies | None:
    """Bring spare armies into an own country that holds fewer than it needs."""
    side = state.active
    for country in sorted(state.controlled(side), key=lambda c: -REINFORCEMENTS[c]):
        short = _need(state, country) - state.count(side, country)
        if short <= 0:
            continue
        sources = [c for c in spare if spare[c] > 0 and country in destinations(c)]
        if sources:
            origin = max(sources, key=lambda c: spare[c])
            return _move(state, origin, country, min(spare[origin], short))
    return None


def _front_distance(state: NapoleonState) -> dict[str, int]:
    """Steps from each country to the nearest enemy-held one (by land)."""
    enemy = other(state.active)
    dist = {c: 0 for c in state.armies[enemy]}
    frontier = list(dist)
    while frontier:
        nxt = []
        for c in frontier:
            for n in neighbours(c):
                if n not in dist and n != ENGLAND:
                    dist[n] = dist[c] + 1
                    nxt.append(n)
        frontier = nxt
    return {c: dist.get(c, 99) for c in COUNTRIES}


def _advance(state: NapoleonState, spare: dict[str, int]) -> MoveArmies | None:
    """March spare armies of the rear one step towards the enemy."""
    dist = _front_distance(state)
    for origin in sorted(spare, key=lambda c: -spare[c]):
        if spare[origin] <= 0 or origin == ENGLAND or dist[origin] <= 1:
            continue
        closer = [c for c in destinations(origin) if dist[c] < dist[origin] and state.controller(c) == state.active]
        if closer:
            target = min(closer, key=lambda c: (dist[c], -REINFORCEMENTS[c]))
            return _move(state, origin, target, spare[origin])
    return None
