"""Optional rule Additional Hidden Victory Conditions (IMP-OPT-OBJ, option ``objectives=on``): at set-up each player
is dealt secret objectives from a designed deck (hold a stake in a global zone, a named strait, an industry, a navy);
each is told to its player alone (``/hand``), hidden from every other seat and the public by ``observe`` until the
game ends, then revealed and scored: an objective met at the end adds its VP to its player's final score."""

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from rules.core.dice import Dice
from rules.imperialism import places
from rules.imperialism.buildings import count, developed
from rules.imperialism.state import ImpState

OPTION = "objectives"
DEALT = 2  # [designed] two objectives each: a choice of plans, worth less together than a whole zone (10 VP)
HIDDEN_OBJECTIVE = "?"
"""An objective the viewer may not know (another player's, before the end)."""
ZONE_STAKE = 6  # [designed] regions of one zone for a zone objective: a real colonial empire there


@dataclass(frozen=True)
class Objective:
    """One card of the deck: its code, its title and condition for people, its VP, and how far a seat is towards
    it (``progress(state, seat)`` against ``need``)."""

    code: str
    title: str
    condition: str
    vp: int
    need: int
    progress: Callable[[ImpState, str], int]

    def met(self, state: ImpState, seat: str) -> bool:
        """True when ``seat`` meets the objective now."""
        return self.progress(state, seat) >= self.need

    def line(self, state: ImpState, seat: str) -> str:
        """Like "The Straits: hold the Ottoman region (3 VP) — not yet"."""
        got = self.progress(state, seat)
        how = "met" if got >= self.need else (f"{got}/{self.need}" if self.need > 1 else "not yet")
        return f"{self.title}: {self.condition} ({self.vp} VP) — {how}"


def _zone(zone: str) -> Objective:
    def progress(state: ImpState, seat: str) -> int:
        return sum(1 for r in places.zone_regions(zone) if state.control.get(r) == seat)

    return Objective(f"zone:{zone}", f"A stake in {zone}", f"hold {ZONE_STAKE} regions of {zone}", 4, ZONE_STAKE,
                     progress)


def _buildings(kind: str, plural: str, title: str, need: int, vp: int) -> Objective:
    return Objective(f"build:{kind}", title, f"hold {need} {plural}", vp, need, lambda s, seat: count(s, seat, kind))


def _strait(region: str, title: str) -> Objective:
    return Objective(f"hold:{region}", title, f"hold {places.name(region)}", 3, 1,
                     lambda s, seat: int(s.control.get(region) == seat))


@cache
def deck() -> dict[str, Objective]:
    """The designed deck (18 cards, enough for six players' two each), by code."""
    cards = [_zone(z) for z in places.ZONES]
    cards += [
        _buildings("factory", "factories", "Industrial power", 2, 4),
        _buildings("city", "cities", "Great cities", 3, 3),
        _buildings("port", "ports", "Naval bases", 3, 3),
        Objective("fleets", "Blue-water navy", "have 2 fleets at sea", 3, 2,
                  lambda s, seat: sum(1 for f in s.fleets if f.seat == seat)),
        Objective("developed", "Resource empire", "hold 3 developed resources", 3, 3,
                  lambda s, seat: len(developed(s, seat))),
        _strait("ottoman", "The Straits"),
        _strait("egypt", "The road to India"),
        _strait("denmark", "The Sound"),
        _strait("morocco", "Gibraltar's southern shore"),
        _strait("malaya", "The Strait of Malacca"),
        _strait("cape_colony", "The Cape route"),
        _strait("yemen", "Bab-el-Mandeb"),
    ]
    return {card.code: card for card in cards}


def enabled(state: ImpState) -> bool:
    """True when the game plays with hidden objectives."""
    return state.options.get(OPTION) == "on"


def deal(state: ImpState, dice: Dice) -> None:
    """Deal each player ``DEALT`` objectives from the shuffled deck (with the option on; no dice rolled without)."""
    if not enabled(state):
        return
    codes = list(deck())
    dice.shuffle(codes)
    for index, seat in enumerate(state.seats):
        state.objectives[seat] = codes[index * DEALT:(index + 1) * DEALT]


def held(state: ImpState, seat: str) -> list[Objective]:
    """``seat``'s objectives as the viewer knows them (none when hidden from it)."""
    return [deck()[c] for c in state.objectives.get(seat, []) if c != HIDDEN_OBJECTIVE]


def bonus(state: ImpState, seat: str) -> int:
    """The VP of ``seat``'s objectives met now."""
    return sum(o.vp for o in held(state, seat) if o.met(state, seat))


def hand_lines(state: ImpState, seat: str) -> list[str]:
    """``seat``'s secret objectives with its progress, for its hand."""
    mine = held(state, seat)
    return ["Secret objectives (scored at the end): " + "; ".join(o.line(state, seat) for o in mine)] if mine else []


def reveal_text(state: ImpState) -> str:
    """Every player's objectives, revealed at the end, each met or not."""
    parts = []
    for seat in state.seats:
        mine = held(state, seat)
        if mine:
            cards = ", ".join(f"{o.title} ({o.condition}: {'+' + str(o.vp) if o.met(state, seat) else 'missed'})"
                              for o in mine)
            parts.append(f"{seat}: {cards}")
    return "Hidden objectives revealed — " + "; ".join(parts) + "." if parts else ""


def redacted(state: ImpState, seat: str | None) -> dict[str, list[str]]:
    """The objectives as ``seat`` (None: the public) may know them: its own; the others' only once the game is
    over."""
    return {s: list(codes) if state.over or s == seat else [HIDDEN_OBJECTIVE] * len(codes)
            for s, codes in state.objectives.items()}
