"""The AI: a greedy player that contests territories, keeps leaders with troops, plays battle cards when
they can decide a battle, and recruits within its means. It sees only what its seat may see, except that
it estimates hidden enemy stacks from their size."""

from collections.abc import Callable

from rules.core.contract import Action
from rules.core.dice import Dice
from rules.independence import combat, economy, events_cards, movement
from rules.independence.actions import (
    ALL,
    FAST,
    NO_CARD,
    SHIPS,
    Commit,
    Discard,
    Done,
    Fight,
    Lose,
    Move,
    Place,
    Play,
    Recruit,
    Retreat,
)
from rules.independence.cards import BATTLE, CARD_TYPE, card_type
from rules.independence.stacks import base_force, contested, has_leader, occupied, stack, territories_of
from rules.independence.state import WoiState
from rules.independence.territories import TERRITORY_BY_ID, WOI_MAP
from rules.independence.units import LEADER, TROOP, UNIT_TYPE, other, unit_type

ENEMY_UNIT_GUESS = 3
INSTANT_EVENTS = ("french_alliance", "french_supplies", "winter_quarters")
MARKER_EVENTS = (
    "declaration_of_independence",
    "continental_congress",
    "spirit_of_rebellion",
    "tory_uprising",
    "indian_raids",
)
CARD_VALUE = {
    "declaration_of_independence": 30,
    "continental_congress": 20,
    "french_alliance": 18,
    "surprise": 16,
    "encircle": 15,
    "strategic_move": 14,
    "bombardment": 13,
    "operational_move": 12,
    "enlistments": 12,
    "french_supplies": 11,
    "outflank": 10,
    "winter_quarters": 10,
    "spirit_of_rebellion": 9,
    "tory_uprising": 9,
    "indian_raids": 9,
    "tactical_move": 8,
    "night_march": 8,
    "garrison": 7,
    "siege": 7,
    "bayonet_attack": 6,
    "rearguard_action": 6,
    "counterattack": 5,
    "wheel_about": 5,
    "winter_offensive": 4,
}


def choose(state: WoiState, seat: str, dice: Dice) -> Action:
    """The AI's action for ``seat`` (it must be among the legal actions)."""
    step = state.step
    if state.phase == "draw":
        return _draw(state, seat)
    if state.phase == "move":
        return _move_phase(state, seat)
    if step == "choose":
        return Fight(territory=contested(state)[0])
    if step == "cards":
        return _battle_card(state, seat)
    if step in ("winner_pick", "loser_pick", "winner_loss"):
        return _casualty(state, seat)
    if step == "retreat":
        return _retreat(state, seat)
    if step == "buy":
        return _recruit(state, seat)
    return _cheapest_unit(state, seat, lambda c: True)


def _dead(state: WoiState, seat: str, key: str) -> bool:
    card = CARD_TYPE[key]
    if card.side not in (None, seat):
        return True
    return key == "french_alliance" and state.french_alliance


def _draw(state: WoiState, seat: str) -> Action:
    keys = [card_type(c).key for c in state.hands[seat]]
    dead = [k for k in keys if _dead(state, seat, k)]
    if dead:
        return Discard(card=dead[0])
    if state.step == "discard":
        return Done()
    return Discard(card=min(keys, key=lambda k: CARD_VALUE[k]))


def _move_phase(state: WoiState, seat: str) -> Action:
    step = state.step
    if step == "moving":
        best = _best_move(state, seat)
        return best or Done()
    if step == "markers":
        return _marker(state, seat)
    if step == "enlist":
        return _recruit(state, seat)
    if step == "winter_quarters":
        return _cheapest_unit(state, seat, lambda c: unit_type(c).type == TROOP)
    return _play_card(state, seat)


def _play_card(state: WoiState, seat: str) -> Action:
    keys = events_cards.playable_cards(state, seat)
    for key in INSTANT_EVENTS:
        if key in keys:
            return Play(card=key)
    if events_cards.marker_territories(state, seat):
        for key in MARKER_EVENTS:
            if key in keys:
                return Play(card=key)
    if "enlistments" in keys and economy.recruit_territories(state, seat):
        return Play(card="enlistments")
    moves = [k for k in keys if CARD_TYPE[k].category == "move" or k == "winter_offensive"]
    if moves:
        wanted = _count_good_moves(state, seat)
        if wanted:
            fits = [k for k in moves if (CARD_TYPE[k].stacks or 1) >= wanted]
            pick = (
                min(fits, key=lambda k: CARD_TYPE[k].stacks)
                if fits
                else max(moves, key=lambda k: CARD_TYPE[k].stacks or 1)
            )
            return Play(card=pick)
    return Done()


def _enemy_estimate(state: WoiState, territory: str, seat: str) -> tuple[int, bool]:
    chits = stack(state, territory, other(seat))
    if not chits:
        return 0, False
    top = unit_type(chits[0])
    return len(chits) * ENEMY_UNIT_GUESS, top.type == LEADER


def _strength(chits: list[str], enemy_leader: bool) -> int:
    return base_force(chits) + (5 if has_leader(chits) and not enemy_leader else 0)


def _distances(state: WoiState, seat: str) -> dict[str, int]:
    """Steps from each territory to the nearest one ``seat`` does not control."""
    frontier = [t for t in TERRITORY_BY_ID if state.control.get(t) != seat]
    found = dict.fromkeys(frontier, 0)
    while frontier:
        nxt = []
        for t in frontier:
            for n in WOI_MAP.neighbours(t):
                if n not in found:
                    found[n] = found[t] + 1
                    nxt.append(n)
        frontier = nxt
    return found


class _Outlook:
    """What one move decision needs to know about the board, computed once."""

    def __init__(self, state: WoiState, seat: str) -> None:
        self.enemy_at = territories_of(state, other(seat))
        self.distances = _distances(state, seat)
        bonuses = [CARD_TYPE[card_type(c).key].bonus for c in state.hands[seat] if card_type(c).key != "garrison"]
        self.card_force = max(bonuses, default=0)

    def exposed(self, territory: str) -> bool:
        """True when an enemy stack stands next to ``territory``."""
        return any(n in self.enemy_at for n in WOI_MAP.neighbours(territory))


def _score_move(
    state: WoiState, seat: str, origin: str, dest: str, name: str, group: list[str], outlook: _Outlook
) -> float:
    value = TERRITORY_BY_ID[dest].revenue
    if dest in outlook.enemy_at:
        guess, leader = _enemy_estimate(state, dest, seat)
        mine = _strength(group + stack(state, dest, seat), leader) + outlook.card_force
        if mine <= guess + 6:
            return -1.0
        return 10 + value * 2 + guess / 3
    owner = state.control.get(dest)
    if owner == seat:
        closer = outlook.distances.get(origin, 9) - outlook.distances.get(dest, 9)
        return 0.5 * closer if name == ALL and closer > 0 else 0.0
    risk = outlook.exposed(dest)
    if risk and len(group) == 1 and unit_type(group[0]).type == LEADER:
        return -1.0
    split = 1.5 if name != ALL and name != SHIPS else 0.0
    return value * 3 + (2 if owner is not None else 0) - (1 if risk else 0) + split


def _candidate_moves(state: WoiState, seat: str) -> list[tuple[float, Move]]:
    found: list[tuple[float, Move]] = []
    outlook = _Outlook(state, seat)
    for territory in sorted(state.board):
        leaders = sum(1 for c in stack(state, territory, seat) if unit_type(c).type == LEADER)
        for name, group in movement.groups(state, territory, seat).items():
            if name == FAST or (name not in (ALL, SHIPS) and leaders < 2):
                continue
            best: tuple[float, str] | None = None
            for dest in movement.reach(state, territory, seat, group, outlook.enemy_at):
                score = _score_move(state, seat, territory, dest, name, group, outlook)
                if best is None or score > best[0]:
                    best = (score, dest)
            if best is not None and best[0] > 0:
                found.append((best[0], Move(origin=territory, destination=best[1], group=name)))
    return found


def _count_good_moves(state: WoiState, seat: str) -> int:
    origins = {m.origin for _, m in _candidate_moves(state, seat)}
    return len(origins)


def _best_move(state: WoiState, seat: str) -> Move | None:
    found = _candidate_moves(state, seat)
    if not found:
        return None
    return max(found, key=lambda f: f[0])[1]


def _marker(state: WoiState, seat: str) -> Action:
    places = events_cards.marker_territories(state, seat)
    if not places:
        return Done()

    def worth(t: str) -> tuple[int, int, str]:
        guarded = any(occupied(state, n, seat) for n in WOI_MAP.neighbours(t))
        return (TERRITORY_BY_ID[t].revenue * 2 + (2 if state.control.get(t) else 0), int(guarded), t)

    return Place(territory=max(places, key=worth))


def _battle_card(state: WoiState, seat: str) -> Action:
    """One sealed pick (WOI-R-21): the cheapest card that wins with a margin, else the strongest that may still win
    together with the picks left, else Rearguard Action or Counterattack to soften a likely loss; None otherwise."""
    battle = state.battle
    assert battle is not None
    if not combat.picks_left(state, seat):
        return Done()
    keys = combat.committable(state, seat)
    if not keys:
        return Commit(card=NO_CARD)
    mine = combat.force_of(state, seat)
    guess, leader = _enemy_estimate(state, battle.territory, seat)
    if not leader and has_leader(stack(state, battle.territory, other(seat))):
        leader = True
    guess += 5 if leader and not has_leader(stack(state, battle.territory, seat)) else 0
    if mine > guess + 3:
        return Commit(card=NO_CARD)
    attacking = battle.attacker == seat
    bonus = {k: _card_bonus(state, seat, k, attacking) for k in keys}
    enough = [k for k in keys if bonus[k] > 0 and mine + bonus[k] > guess + 3]
    if enough:
        return Commit(card=min(enough, key=lambda k: (bonus[k], CARD_VALUE[k], k)))
    left = combat.picks_left(state, seat)
    ranked = sorted((bonus[k] for k in keys for _ in range(_copies(state, seat, k))), reverse=True)
    best = max(keys, key=lambda k: (bonus[k], k))
    if bonus[best] > 0 and mine + sum(ranked[:left]) > guess:
        return Commit(card=best)
    for key in ("rearguard_action", "counterattack"):
        if key in keys and not any(card_type(c).key == key for c in battle.sealed[seat]):
            return Commit(card=key)
    return Commit(card=NO_CARD)


def _copies(state: WoiState, seat: str, key: str) -> int:
    return sum(1 for c in state.hands[seat] if card_type(c).key == key)


def _card_bonus(state: WoiState, seat: str, key: str, attacking: bool) -> int:
    assert state.battle is not None
    if key == "bayonet_attack":
        return sum(1 for c in stack(state, state.battle.territory, seat) if unit_type(c).type == TROOP)
    card = CARD_TYPE[key]
    return card.bonus if card.category == BATTLE and combat.card_allowed(key, attacking) else 0


def _casualty(state: WoiState, seat: str) -> Action:
    assert state.battle is not None
    territory = state.battle.territory
    _, chits = combat.casualty_options(state)
    if state.step == "winner_pick":
        pick = max(chits, key=lambda c: (unit_type(c).type == LEADER, unit_type(c).force))
    elif state.step == "loser_pick":
        pick = min(chits, key=lambda c: (unit_type(c).type == LEADER, unit_type(c).force))
    else:
        need = state.battle.winner_required - state.battle.winner_lost
        pool = [c for c in chits if unit_type(c).type != LEADER] or chits
        enough = [c for c in pool if unit_type(c).force >= need]
        pick = min(enough, key=lambda c: unit_type(c).force) if enough else max(pool, key=lambda c: unit_type(c).force)
    return Lose(unit=unit_type(pick).key, territory=territory)


def _retreat(state: WoiState, seat: str) -> Action:
    options = combat.retreat_options(state)

    def worth(t: str) -> tuple[int, int, str]:
        return (int(occupied(state, t, seat)), int(state.control.get(t) == seat), t)

    return Retreat(destination=max(options, key=worth))


def _unit_value(key: str) -> float:
    unit = UNIT_TYPE[key]
    if unit.type == LEADER:
        return 100.0
    if unit.type == "F":
        return 1.0
    return unit.force + (0.5 if unit.speed == "F" else 0)


def _recruit(state: WoiState, seat: str) -> Action:
    keys = economy.buyable(state, seat)
    places = economy.recruit_territories(state, seat)
    if not keys or not places:
        return Done()
    key = max(keys, key=lambda k: (_unit_value(k), k))
    unit = UNIT_TYPE[key]
    if unit.type == "F" and state.step == "buy" and state.treasury[seat] < 10:
        return Done()
    return Recruit(unit=key, territory=_placement(state, seat, unit.type, places))


def _placement(state: WoiState, seat: str, kind: str, places: list[str]) -> str:
    enemy = other(seat)

    def front(t: str) -> int:
        return sum(1 for n in WOI_MAP.neighbours(t) if occupied(state, n, enemy))

    if kind == LEADER:
        leaderless = [t for t in places if stack(state, t, seat) and not has_leader(stack(state, t, seat))]
        if leaderless:
            return max(leaderless, key=lambda t: (len(stack(state, t, seat)), t))
        return max(places, key=lambda t: (front(t), t))
    led = [t for t in places if has_leader(stack(state, t, seat))]
    if led and kind != "F":
        return max(led, key=lambda t: (front(t), len(stack(state, t, seat)), t))
    return max(places, key=lambda t: (front(t), TERRITORY_BY_ID[t].revenue, t))


def _cheapest_unit(state: WoiState, seat: str, allowed: Callable[[str], bool]) -> Action:
    """The least valuable unit ``seat`` may discard (upkeep, Winter Quarters)."""
    best: tuple[tuple[int, int], str, str] | None = None
    for territory in sorted(state.board):
        for c in stack(state, territory, seat):
            if not allowed(c):
                continue
            rank = (int(unit_type(c).type == LEADER), unit_type(c).force)
            if best is None or rank < best[0]:
                best = (rank, unit_type(c).key, territory)
    assert best is not None
    return Lose(unit=best[1], territory=best[2])
