"""The AI of every power and the non-player logic (LG-AI-*): purposeful wars from the power's own observation.

One brain serves a seat (``choose``) and a non-player power (``npc_choice``): it declares war on its rivals
when it is strong enough and not overstretched, seeks allies against its enemies, sues for peace when it loses
home provinces, attacks weaker armies, besieges enemy provinces (the capital first), spends its Gold on troops
at home and buys VP with what it can spare."""

from rules.core.actions import Action
from rules.core.dice import Dice
from rules.core.offers import AnswerOffer, MakeOffer
from rules.laguerre import ai_battle, ai_offers, ai_spies, economy, intel, remapping
from rules.laguerre import armies as arm
from rules.laguerre import diplomacy as dip
from rules.laguerre.actions import (
    Attack,
    Bid,
    BreakAlliance,
    Build,
    Cancel,
    Cards,
    Convert,
    DeclareWar,
    Deploy,
    Done,
    Launch,
    Move,
    Retreat,
    Sail,
)
from rules.laguerre.actions_advanced import Overrun
from rules.laguerre.ai_battle import GUESS
from rules.laguerre.geography import MINORS, POWERS
from rules.laguerre.mapdata import PROVINCE, capital_of, distances_from, home_provinces, ports_on
from rules.laguerre.npc import accepts
from rules.laguerre.powers import standard_bids
from rules.laguerre.state import Army, LgState
from rules.laguerre.tables import BASE_LOSS, CARDS, COUNTERS, GOLD_PER_VP, offered_options

RIVALS: dict[str, tuple[str, ...]] = {
    "france": ("austria", "prussia", "spain", "russia"),
    "britain": ("france", "spain"),
    "russia": ("ottoman", "prussia", "france"),
    "austria": ("prussia", "ottoman", "france"),
    "prussia": ("austria", "russia", "france"),
    "spain": ("britain", "france"),
    "ottoman": ("russia", "austria"),
}
"""LG-AI-1 (designed): whom each power fights when it chooses a war, first choice first."""
RESERVE = 10
"""LG-AI-9: the treasury under which a power at war asks an ally for a loan, and from which it lends one."""


def choose(obs: LgState, seat: str, legal: list[Action], dice: Dice) -> Action:
    """The AI's action for ``seat`` among ``legal`` (computed from its observation)."""
    if any(isinstance(a, Bid) for a in legal):
        return _bid(obs, seat, legal)
    return decide(obs, obs.power_of[seat], legal, dice, player=True)


def npc_choice(obs: LgState, power: str, legal: list[Action], dice: Dice) -> Action:
    """LG-NPC-1: a non-player power's action (it makes no offers)."""
    return decide(obs, power, [a for a in legal if not isinstance(a, MakeOffer | BreakAlliance)], dice,
                  player=False)


def decide(obs: LgState, power: str, legal: list[Action], dice: Dice, player: bool) -> Action:
    """The best of ``legal`` for ``power``."""
    kinds = {type(a) for a in legal}
    if Cards in kinds:
        pair = battle_cards(obs, power, dice)
        return next((a for a in legal if isinstance(a, Cards) and a.cards == pair), legal[0])
    if Deploy in kinds:
        return Deploy(formation=ai_battle.deploy(obs, str(obs.stack[-1].data["side"])))
    if Retreat in kinds:
        army = str(obs.stack[-1].data["army"])
        return Retreat(to=ai_battle.retreat(obs, army, [a.to for a in legal if isinstance(a, Retreat)]))
    if Attack in kinds:
        option = battle_option(obs, power, [a.option for a in legal if isinstance(a, Attack)])
        return Attack(option=option)
    if AnswerOffer in kinds:
        return _answer(obs, power, legal)
    if Cancel in kinds:
        return Cancel() if obs.treasury[power] >= 20 else Done()
    if Convert in kinds or (Done in kinds and obs.stack and obs.stack[-1].step == "convert"):
        return _convert(obs, power, legal)
    if Overrun in kinds:
        return Overrun() if wants_overrun(obs, power) else Done()
    spying = ai_spies.choose(obs, power, legal)
    if spying is not None:
        return spying
    if Move in kinds:
        return _land(obs, power, legal)
    if Sail in kinds:
        return _naval(obs, power, legal)
    if Build in kinds or Launch in kinds:
        return _build(obs, power, legal)
    if DeclareWar in kinds or MakeOffer in kinds:
        return _diplomacy(obs, power, legal, dice, player)
    return next((a for a in legal if isinstance(a, Done)), legal[0])


def _bid(obs: LgState, seat: str, legal: list[Action]) -> Action:
    """LG-AI-3: a seat bids the game's standard bid (+5) for the power matching its place at the table, once."""
    if obs.bids.get(seat):
        return Done()
    power = obs.played[obs.seats.index(seat) % len(obs.played)]
    wanted = standard_bids(obs.options)[power] + 5
    return next((a for a in legal if isinstance(a, Bid) and a.power == power and a.vp == wanted), Done())


def _answer(obs: LgState, power: str, legal: list[Action]) -> Action:
    answers = [a for a in legal if isinstance(a, AnswerOffer)]
    first = answers[0]
    offer = next(o for o in obs.offers.open if o.id == first.offer)
    sender = obs.power_of.get(offer.sender, offer.sender)
    yes = accepts(obs, power, sender, offer.deal.code)
    want = "accept" if yes else "decline"
    mine = [a for a in answers if a.offer == first.offer]
    return next((a for a in mine if a.answer == want), mine[0])


def _convert(obs: LgState, power: str, legal: list[Action]) -> Action:
    spare = obs.treasury[power] - RESERVE - economy.upkeep(obs, power)
    count = max(spare, 0) // GOLD_PER_VP
    options = [a for a in legal if isinstance(a, Convert) and a.vp <= count]
    return max(options, key=lambda a: a.vp) if options else Done()


def _strength(obs: LgState, power: str, army: Army) -> int:
    """LG-AI-2/7: an army's divisions as ``power`` knows them: seen, reported by a spy, or guessed."""
    if not army.hidden:
        return army.divisions
    known = intel.known_strength(obs, power, army.id)
    return GUESS if known is None else known


def wants_overrun(obs: LgState, power: str) -> bool:
    """LG-AI-11: the attacker announces an overrun when its army has six times the defenders' divisions as it
    knows them (seen, reported by a spy, or guessed at 8 each)."""
    assert obs.battle is not None
    army = obs.armies[obs.battle.attacker]
    held = [obs.armies[d] for d in obs.battle.defenders if d in obs.armies]
    return army.divisions >= 6 * sum(_strength(obs, power, d) for d in held)


def _enemy_strength(obs: LgState, province: str, power: str) -> int:
    return sum(_strength(obs, power, a) for a in arm.hostile_armies(obs, province, power))


def _target_value(obs: LgState, power: str, province: str) -> int:
    p = PROVINCE[province]
    value = p.political * 2 + p.economic + (6 if p.capital else 0) - obs.garrison.get(province, 0)
    return value + remapping.prize(obs, power, province)


def _move_score(obs: LgState, power: str, army: Army, to: str) -> float:
    owner = obs.control[to]
    mine = army.divisions
    enemy = _enemy_strength(obs, to, power)
    if enemy:
        return 12 + _target_value(obs, power, to) if mine >= 1.3 * enemy else -10
    if dip.at_war(obs, owner, power):
        if mine < 2 * max(obs.garrison.get(to, 0), 1):
            return -1
        home_bonus = 8 if to in home_provinces(power) else 0
        return 6 + _target_value(obs, power, to) + home_bonus
    if owner in MINORS and not dip.at_war(obs, owner, power) and not dip.friendly(obs, owner, power):
        wars = [c for c in dip.enemies(obs, power) if c in POWERS and c != "britain"]
        invading = sum(1 for c in dip.enemies(obs, power) if c in MINORS)
        if not wars and invading == 0 and mine >= 8 and obs.garrison.get(to, 0) <= 2 and power != "britain":
            return 3 + _target_value(obs, power, to)
        return -5
    return _approach(obs, power, army.province, to)


def _approach(obs: LgState, power: str, here: str, to: str) -> float:
    """A step toward the nearest province of an enemy (1 when it gets closer)."""
    enemies = {c for c in dip.enemies(obs, power) if c in POWERS}
    targets = [p for p, o in obs.control.items() if o in enemies]
    if not targets:
        return -1
    before, after = distances_from(here), distances_from(to)
    near = min(before.get(t, 99) for t in targets)
    return 1.0 if min(after.get(t, 99) for t in targets) < near else -1


def _threats(obs: LgState, power: str) -> list[str]:
    """LG-AI-6: provinces within two steps of the capital (or inside the home country) where enemy armies stand."""
    near = distances_from(capital_of(power))
    homes = set(home_provinces(power))
    return [a.province for a in obs.armies.values() if dip.at_war(obs, a.power, power)
            and (near.get(a.province, 99) <= 2 or a.province in homes)]


def _stay_score(obs: LgState, power: str, army: Army, threats: list[str]) -> float:
    owner = obs.control[army.province]
    if dip.at_war(obs, owner, power):
        return 20.0 if not threats else 5.0
    if army.province == capital_of(power) and threats:
        return 15.0
    return 0.0


def _defence(obs: LgState, power: str, army: Army, to: str, threats: list[str]) -> float:
    """LG-AI-6: when enemies threaten home, armies march toward them (or toward the capital)."""
    if not threats:
        return 0.0
    goals = [*threats, capital_of(power)]
    before = min(distances_from(army.province).get(g, 99) for g in goals)
    after = min(distances_from(to).get(g, 99) for g in goals)
    return 10.0 if after < before else 0.0


def _land(obs: LgState, power: str, legal: list[Action]) -> Action:
    best: tuple[float, Action] = (0.0, Done())
    threats = _threats(obs, power)
    for action in legal:
        if not isinstance(action, Move):
            continue
        army = obs.armies[action.army]
        score = (_move_score(obs, power, army, action.to) + _defence(obs, power, army, action.to, threats)
                 - _stay_score(obs, power, army, threats))
        if score > best[0]:
            best = (score, action)
    return best[1]


def _sea_value(obs: LgState, power: str, squadrons: int, zone: str) -> float:
    """A sea zone for a fleet of ``squadrons``: a weaker enemy fleet to fight, enemy ports to blockade."""
    enemy = sum(f.squadrons for f in obs.fleets.values() if f.zone == zone and dip.at_war(obs, f.power, power))
    if enemy >= squadrons:
        return -10
    ports = sum(1 for p in ports_on(zone) if dip.at_war(obs, obs.control[p], power))
    return (8 if enemy else 0) + ports


def _naval(obs: LgState, power: str, legal: list[Action]) -> Action:
    best: tuple[float, Action] = (0.0, Done())
    for action in legal:
        if not isinstance(action, Sail):
            continue
        fleet = obs.fleets[action.fleet]
        score = _sea_value(obs, power, fleet.squadrons, action.to) - _sea_value(obs, power, fleet.squadrons,
                                                                                fleet.zone)
        if score > best[0]:
            best = (score, action)
    return best[1]


def _build(obs: LgState, power: str, legal: list[Action]) -> Action:
    reserve = RESERVE + economy.upkeep(obs, power)
    money = obs.treasury[power] - reserve
    launches = [a for a in legal if isinstance(a, Launch)]
    if launches and power in ("britain", "france") and money >= 30:
        return launches[0]
    builds = [a for a in legal if isinstance(a, Build)]
    if not builds or money < 2:
        return Done()
    fielded = [a for a in obs.armies.values() if a.power == power]
    raising = [b for b in builds if b.army not in obs.armies]
    keeping = [b for b in builds if b.army in obs.armies]
    pool = raising if raising and len(fielded) < 2 else (keeping or raising)
    target = max({b.army for b in pool}, key=lambda a: (obs.armies[a].divisions if a in obs.armies else 0, a))
    army = obs.armies.get(target)
    inf, cav, art = (army.infantry, army.cavalry, army.artillery) if army else (0, 0, 0)
    unit = "cavalry" if cav * 4 < inf else ("artillery" if art * 5 < inf else "infantry")
    costs = {"infantry": 2, "cavalry": 3, "artillery": 3}
    fits = [b for b in pool if b.army == target and b.unit == unit and b.count * costs[unit] <= money]
    return max(fits, key=lambda b: b.count) if fits else Done()


def _diplomacy(obs: LgState, power: str, legal: list[Action], dice: Dice, player: bool) -> Action:
    wars = [c for c in dip.enemies(obs, power) if c in POWERS]
    seat = obs.seat_of(power)
    if player and seat is not None and not obs.offers.by(seat):
        offer = ai_offers.offer(obs, power, legal, wars)
        if offer is not None:
            return offer
    if obs.season in ("Spring", "Summer"):
        for ally in dip.allies(obs, power):
            for enemy in dip.enemies(obs, ally):
                if enemy in POWERS and not player and _may_declare(legal, enemy):
                    return DeclareWar(target=enemy)
        strength = sum(a.divisions for a in obs.armies.values() if a.power == power)
        eager = dice.roll(1, 6)[0] >= (4 if player else 5)
        continental = [c for c in wars if c != "britain" and power != "britain"]
        if not continental and strength >= 12 and eager:
            for rival in RIVALS[power]:
                if _may_declare(legal, rival):
                    return DeclareWar(target=rival)
    return Done()


def _may_declare(legal: list[Action], target: str) -> bool:
    return DeclareWar(target=target) in legal


def battle_cards(obs: LgState, power: str, dice: Dice) -> tuple[str, str]:
    """LG-AI-4: the defender seals the pair of cards that counters most of the options the attacking leader may
    be offered (ties broken by the dice)."""
    assert obs.battle is not None
    rating = arm.rating(obs.battle.attacker)
    likely: dict[str, int] = {}
    for die in range(1, 7):
        for option in offered_options(rating, die):
            likely[option] = likely.get(option, 0) + 1
    pairs = [(a, b) for a in sorted(CARDS) for b in sorted(CARDS) if a < b]
    scored = [(sum(likely.get(o, 0) for o in set(COUNTERS[a]) | set(COUNTERS[b])), (a, b)) for a, b in pairs]
    top = max(s for s, _ in scored)
    best = [pair for s, pair in scored if s == top]
    return best[dice.below(len(best))]


def battle_option(obs: LgState, power: str, options: list[str]) -> str:
    """LG-AI-5: the attacker takes the option with the best loss balance, and withdraws when it has lost 40% of
    its army."""
    assert obs.battle is not None
    army = obs.armies.get(obs.battle.attacker)
    start = obs.battle.start.get(obs.battle.attacker, 0)
    if army is not None and start and army.divisions <= 0.6 * start and "Rearguard" in options:
        return "Rearguard"
    fighting = [o for o in options if o in BASE_LOSS and o != "Rearguard"]
    cards = ai_spies.known_cards(obs, power)
    uncountered = [o for o in fighting if not any(o in COUNTERS.get(c, ()) for c in cards)]
    fighting = uncountered or fighting
    if not fighting:
        return options[0] if options[0] == "Rearguard" else options[-1]
    return max(fighting, key=lambda o: (BASE_LOSS[o][1] - BASE_LOSS[o][0] * 0.8, o))
