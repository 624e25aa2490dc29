"""Leaders over the years (LG-LEAD-*) and admirals (LG-SEA-5): a designed historical schedule of who arrives
when and where and who leaves (killed, captured, deposed, dismissed), and what each change does at Turn Start."""

from typing import NamedTuple

from rules.core.context import Context
from rules.laguerre import armies as arm
from rules.laguerre import diplomacy as dip
from rules.laguerre.mapdata import distances_from, name
from rules.laguerre.powers import LEADER_BY_ID, LEADERS
from rules.laguerre.state import FIRST_YEAR, SEASONS, Fleet, LgState


def season_turn(year: int, season: str) -> int:
    """The turn number of ``season`` of ``year`` (Spring 1805 is 0)."""
    return (year - FIRST_YEAR) * len(SEASONS) + SEASONS.index(season)


class Tenure(NamedTuple):
    """When a leader arrives (turn; 0 = at the start) and where, when he leaves (None: never), and why."""

    arrives: int
    place: str
    leaves: int | None
    why: str


START = 0
TENURES: dict[str, Tenure] = {
    "lannes": Tenure(START, "", season_turn(1809, "Summer"), "mortally wounded at Aspern-Essling, May 1809"),
    "massena": Tenure(START, "", season_turn(1811, "Spring"), "recalled after Torres Vedras and Fuentes de Oñoro, "
                      "1811"),
    "suchet": Tenure(season_turn(1809, "Spring"), "aragon", None, "given the army of Aragon, 1809"),
    "marmont": Tenure(season_turn(1811, "Summer"), "old_castile", None, "given the army of Portugal, 1811"),
    "cathcart": Tenure(START, "", season_turn(1808, "Spring"), "after Copenhagen (1807) he left field command"),
    "moore": Tenure(season_turn(1806, "Summer"), "sicily", season_turn(1808, "Winter"),
                    "the army in Sicily, 1806–07, then Sweden and Spain; killed at Corunna, January 1809"),
    "wellesley": Tenure(season_turn(1808, "Summer"), "lisbon", None, "lands in Portugal, August 1808"),
    "bennigsen": Tenure(season_turn(1806, "Autumn"), "lithuania", None, "commands against Napoleon, 1806–07"),
    "barclay": Tenure(season_turn(1810, "Spring"), "lithuania", None, "minister of war, 1810; the 1st Western "
                      "Army, 1812"),
    "bagration": Tenure(START, "", season_turn(1812, "Autumn"), "mortally wounded at Borodino, September 1812"),
    "kutuzov": Tenure(START, "", season_turn(1813, "Spring"), "died at Bunzlau, April 1813"),
    "mack": Tenure(START, "", season_turn(1805, "Winter"), "captured at Ulm, October 1805"),
    "charles": Tenure(START, "", season_turn(1809, "Autumn"), "gave up command after Wagram and Znaim, July 1809"),
    "schwarzenberg": Tenure(season_turn(1812, "Spring"), "galicia", None, "the auxiliary corps of 1812; allied "
                            "commander-in-chief, 1813"),
    "brunswick": Tenure(START, "", season_turn(1806, "Winter"), "mortally wounded at Auerstedt, October 1806"),
    "hohenlohe": Tenure(START, "", season_turn(1806, "Winter"), "capitulated at Prenzlau, October 1806"),
    "yorck": Tenure(season_turn(1812, "Spring"), "east_prussia", None, "the Prussian corps of 1812, Tauroggen"),
    "palafox": Tenure(season_turn(1808, "Spring"), "aragon", season_turn(1809, "Spring"),
                      "the defence of Zaragoza, 1808; captured there, February 1809"),
    "selim": Tenure(START, "", season_turn(1807, "Summer"), "deposed, May 1807"),
    "bayraktar": Tenure(season_turn(1807, "Summer"), "bulgaria", season_turn(1808, "Winter"),
                        "marches on Constantinople, 1808; killed in November 1808"),
    "ahmed": Tenure(season_turn(1811, "Spring"), "bulgaria", None, "Grand Vizier at Ruse, 1811"),
}
"""LG-LEAD-1 (designed, from the leaders' careers): arrivals after the start and departures; a leader not listed
serves from the start to the end."""


class Admiral(NamedTuple):
    """A naval leader: his power, name, naval rating (extra dice in a naval battle) and tenure."""

    id: str
    power: str
    name: str
    rating: int
    tenure: Tenure


ADMIRALS: tuple[Admiral, ...] = (
    Admiral("nelson", "britain", "Nelson", 3, Tenure(START, "", season_turn(1805, "Winter"),
                                                     "killed at Trafalgar, October 1805")),
    Admiral("collingwood", "britain", "Collingwood", 2, Tenure(
        season_turn(1805, "Winter"), "", season_turn(1810, "Spring"), "succeeds Nelson; died at sea, March 1810")),
    Admiral("saumarez", "britain", "Saumarez", 1, Tenure(
        season_turn(1808, "Spring"), "", season_turn(1813, "Spring"), "the Baltic command, 1808–1812")),
    Admiral("villeneuve", "france", "Villeneuve", 1, Tenure(START, "", season_turn(1805, "Winter"),
                                                             "captured at Trafalgar, October 1805")),
    Admiral("ganteaume", "france", "Ganteaume", 1, Tenure(
        season_turn(1805, "Winter"), "", season_turn(1811, "Spring"), "the Brest and Toulon squadrons, 1806–1810")),
    Admiral("gravina", "spain", "Gravina", 1, Tenure(START, "", season_turn(1806, "Spring"),
                                                      "died of his Trafalgar wounds, March 1806")),
    Admiral("seniavin", "russia", "Seniavin", 2, Tenure(START, "", season_turn(1808, "Autumn"),
                                                        "the Athos victory, 1807; interned at Lisbon, 1808")),
)
"""LG-SEA-5 (designed): the admirals, their naval ratings and tenures."""


def _serving(tenure: Tenure | None, turn: int) -> bool:
    return tenure is None or (tenure.arrives <= turn and (tenure.leaves is None or turn < tenure.leaves))


def available(state: LgState, leader: str) -> bool:
    """LG-LEAD-1: the leader has arrived and is not due to leave (nor gone)."""
    return _serving(TENURES.get(leader), state.turn) and leader not in state.gone


def serving_text(leader: str) -> str:
    """LG-LEAD-1: when ``leader`` serves, for people (like "arrives Autumn 1806")."""
    tenure = TENURES.get(leader)
    if tenure is None:
        return "serves throughout"
    parts = [f"arrives {_label(tenure.arrives)}"] if tenure.arrives != START else []
    parts += [f"leaves {_label(tenure.leaves)}"] if tenure.leaves is not None else []
    return ", ".join(parts) or "serves throughout"


def _label(turn: int) -> str:
    return f"{SEASONS[turn % len(SEASONS)]} {FIRST_YEAR + turn // len(SEASONS)}"


def waiting(state: LgState, power: str) -> list[str]:
    """LG-LEAD-1: ``power``'s available leaders without an army (who may be raised), in the leaders' order."""
    return [x.id for x in LEADERS if x.power == power and x.id not in state.armies and available(state, x.id)]


def turn_start(state: LgState, ctx: Context) -> None:
    """LG-LEAD-2/3: at Turn Start the leaders due arrive, then those due leave."""
    for leader, tenure in TENURES.items():
        if tenure.arrives == state.turn and tenure.arrives != START:
            _arrive(state, ctx, leader, tenure)
    for leader, tenure in TENURES.items():
        if tenure.leaves is not None and tenure.leaves <= state.turn and leader not in state.gone:
            _leave(state, ctx, leader, tenure)
    for admiral in ADMIRALS:
        if admiral.tenure.arrives == state.turn and admiral.tenure.arrives != START:
            ctx.say(f"⚓ {admiral.name} takes command of {dip.country_name(admiral.power)}'s fleets "
                    f"({admiral.tenure.why}; LG-SEA-5).", kind="leader")
        if admiral.tenure.leaves == state.turn:
            ctx.say(f"⚓ {admiral.name} leaves {dip.country_name(admiral.power)}'s fleets ({admiral.tenure.why}; "
                    "LG-SEA-5).", kind="leader")


def _arrive(state: LgState, ctx: Context, leader: str, tenure: Tenure) -> None:
    """LG-LEAD-2: an arriving leader takes command of his power's army nearest his arrival place when he is rated
    higher than its leader (who waits on the mat); otherwise he waits on the mat to be raised."""
    me = LEADER_BY_ID[leader]
    ctx.say(f"🎖️ {me.name} arrives for {dip.country_name(me.power)} in {name(tenure.place)} ({tenure.why}; "
            "LG-LEAD-2).", kind="leader")
    mine = [a for a in state.armies.values() if a.power == me.power]
    if not mine:
        return
    near = distances_from(tenure.place)
    army = min(mine, key=lambda a: (near.get(a.province, 99), a.id))
    if arm.rating(army.id) < me.rating:
        _hand_over(state, ctx, army.id, leader)


def _leave(state: LgState, ctx: Context, leader: str, tenure: Tenure) -> None:
    """LG-LEAD-3: a leaving leader's army passes to his power's best waiting leader; with none he stays on until
    one is available."""
    if leader in state.armies:
        power = state.armies[leader].power
        heirs = sorted(waiting(state, power), key=lambda h: -LEADER_BY_ID[h].rating)
        if not heirs:
            return
        _hand_over(state, ctx, leader, heirs[0])
    state.gone.append(leader)
    ctx.say(f"{LEADER_BY_ID[leader].name} leaves {dip.country_name(LEADER_BY_ID[leader].power)}'s service "
            f"({tenure.why}; LG-LEAD-3).", kind="leader")


def _hand_over(state: LgState, ctx: Context, old: str, new: str) -> None:
    army = state.armies.pop(old)
    state.armies[new] = army.model_copy(update={"id": new})
    ctx.say(f"{LEADER_BY_ID[new].name} takes command of {LEADER_BY_ID[old].name}'s army in {name(army.province)} "
            "(LG-LEAD-2/3).", kind="leader")


def admiral_of(state: LgState, fleet: Fleet) -> Admiral | None:
    """LG-SEA-5: the admiral commanding ``fleet``: a power's serving admirals command its largest fleets, the best
    the largest."""
    admirals = sorted((a for a in ADMIRALS if a.power == fleet.power and _serving(a.tenure, state.turn)),
                      key=lambda a: -a.rating)
    fleets = sorted((f for f in state.fleets.values() if f.power == fleet.power), key=lambda f: (-f.squadrons, f.id))
    ranks = [f.id for f in fleets]
    rank = ranks.index(fleet.id) if fleet.id in ranks else len(admirals)
    return admirals[rank] if rank < len(admirals) else None


def naval_bonus(state: LgState, fleets: list[Fleet]) -> int:
    """LG-SEA-5: the extra dice a side rolls in a naval battle: its best admiral's rating."""
    return max((a.rating for a in (admiral_of(state, f) for f in fleets) if a is not None), default=0)
