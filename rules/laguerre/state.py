"""The game state: everything a game of La Guerre de l'Empereur is, as compact serialisable data.

Countries are powers (the seven majors) or minors; a province's owner is the country controlling it. Seats are
the played powers (option ``assign=fixed``) or players who bid for them (``assign=bid``): ``power_of`` maps a
seat to its power once known. Hidden values (treasuries, army strengths, battle cards, alliance terms, bids)
are replaced by placeholders in ``observe``.
"""

from pydantic import BaseModel, Field

from rules.core.contract import GameState
from rules.core.offers import OfferBook
from rules.core.steps import StackedState

SEASONS = ("Spring", "Summer", "Autumn", "Winter")
FIRST_YEAR = 1805


class Army(BaseModel):
    """An army marker on the map: one nationality under one leader (LG-ARMY-1). Its divisions are on its owner's
    player mat and hidden from every other power (``hidden`` in someone else's observation)."""

    id: str
    power: str
    province: str
    infantry: int = 0
    cavalry: int = 0
    artillery: int = 0
    hidden: bool = False

    @property
    def divisions(self) -> int:
        """Every division of the army."""
        return self.infantry + self.cavalry + self.artillery


class Fleet(BaseModel):
    """A fleet of squadrons in a sea zone (fleets are public counters, LG-SEA-1)."""

    id: str
    power: str
    zone: str
    squadrons: int


class Alliance(BaseModel):
    """Two allied powers and their secret term: the Gold subsidy ``payer`` pays the other each winter."""

    a: str
    b: str
    payer: str = ""
    subsidy: int = 0
    hidden: bool = False
    until: int = -1
    """LG-ADV-5.128: the turn an alliance agreed in a surrender lapses (-1: it lasts)."""

    def members(self) -> tuple[str, str]:
        """The two allies."""
        return self.a, self.b


class Agent(BaseModel):
    """A spy (LG-SPY-*): where he is, the action points left this Land Phase, the points owed to the next one
    (discovery in battle), whether his movement has ended this season (after an infiltration roll), and the enemy
    army whose headquarters he has infiltrated (""). Seen only by his owner (``observe``)."""

    id: str
    power: str
    province: str
    ap: int = 0
    owed: int = 0
    stopped: bool = False
    hq: str = ""


class Report(BaseModel):
    """What an agent discovered (LG-SPY-*): told to the powers in ``to`` only, kept for their ``/hand``."""

    to: list[str]
    turn: int
    kind: str
    subject: str
    value: str
    text: str


class Loan(BaseModel):
    """A loan between allies (LG-LOAN-*): what the borrower still owes the lender; secret to the two."""

    lender: str
    borrower: str
    owed: int


class Battle(BaseModel):
    """The battle being fought (LG-BAT-*): where, the attacking army, the defenders, the round, the sealed
    defender cards, the attacker's die, the divisions each side began with and each side's sealed formation
    (``formations["attacker"]``, ``formations["defender"]``, LG-BAT-2)."""

    province: str
    attacker: str
    defenders: list[str]
    origin: str
    round: int = 1
    cards: list[str] = Field(default_factory=list)
    die: int = 0
    start: dict[str, int] = Field(default_factory=dict)
    formations: dict[str, str] = Field(default_factory=dict)
    log: list[str] = Field(default_factory=list)
    spied: list[str] = Field(default_factory=list)
    overrun_asked: bool = False


class NewCountry(BaseModel):
    """LG-REMAP-2: a new country created at a Remapping Europe event: its founder and its provinces."""

    founder: str
    provinces: list[str] = Field(default_factory=list)


class LgState(GameState, StackedState):
    """A game of La Guerre de l'Empereur."""

    ruleset: str = "laguerre"
    turn: int = 0
    end_year: int = 1810
    played: list[str] = Field(default_factory=list)
    power_of: dict[str, str] = Field(default_factory=dict)
    bids: dict[str, dict[str, int]] = Field(default_factory=dict)
    treasury: dict[str, int] = Field(default_factory=dict)
    debt: dict[str, int] = Field(default_factory=dict)
    vp: dict[str, int] = Field(default_factory=dict)
    control: dict[str, str] = Field(default_factory=dict)
    garrison: dict[str, int] = Field(default_factory=dict)
    armies: dict[str, Army] = Field(default_factory=dict)
    fleets: dict[str, Fleet] = Field(default_factory=dict)
    wars: list[list[str]] = Field(default_factory=list)
    war_since: dict[str, int] = Field(default_factory=dict)
    truce: dict[str, int] = Field(default_factory=dict)
    alliances: list[Alliance] = Field(default_factory=list)
    loans: list[Loan] = Field(default_factory=list)
    passage: dict[str, int] = Field(default_factory=dict)
    offers: OfferBook = Field(default_factory=OfferBook)
    offered: list[str] = Field(default_factory=list)
    moved: list[str] = Field(default_factory=list)
    built: int = 0
    converted: list[str] = Field(default_factory=list)
    storms: bool = False
    gone: list[str] = Field(default_factory=list)
    battle: Battle | None = None
    retreats: dict[str, str] = Field(default_factory=dict)
    arrows: list[tuple[str, str, str]] = Field(default_factory=list)
    battles_fought: list[str] = Field(default_factory=list)
    npc_squadrons_built: list[str] = Field(default_factory=list)
    winners: list[str] = Field(default_factory=list)
    end_reason: str = ""
    agents: dict[str, Agent] = Field(default_factory=dict)
    next_agent: int = 1
    turned_back: list[str] = Field(default_factory=list)
    blockade_since: int = -1
    opening: bool = False
    joseph: bool = False
    blockade_seen: int = -1
    reports: list[Report] = Field(default_factory=list)
    drafts: dict[str, list[str]] = Field(default_factory=dict)
    new_countries: dict[str, NewCountry] = Field(default_factory=dict)

    def __deepcopy__(self, memo: dict[int, object] | None = None) -> "LgState":
        """The contract's ``apply`` copies the state deeply: ``copy_state`` is the fast way."""
        return copy_state(self)

    @property
    def over(self) -> bool:
        """True once the game has ended."""
        return not self.stack

    @property
    def year(self) -> int:
        """The calendar year of this season."""
        return FIRST_YEAR + self.turn // len(SEASONS)

    @property
    def season(self) -> str:
        """Spring, Summer, Autumn or Winter."""
        return SEASONS[self.turn % len(SEASONS)]

    @property
    def turn_label(self) -> str:
        """Like "Spring 1805"."""
        return f"{self.season} {self.year}"

    def seat_of(self, power: str) -> str | None:
        """The seat playing ``power`` (None: a non-player power run by the rules)."""
        return next((seat for seat, p in self.power_of.items() if p == power), None)


def copy_state(state: LgState) -> LgState:
    """A copy of ``state`` sharing nothing mutable with it (much faster than a generic deep copy)."""
    from copy import deepcopy

    from rules.core.steps import Frame

    return state.model_copy(update={
        "options": dict(state.options), "seats": list(state.seats),
        "stack": [Frame(step=f.step, seat=f.seat, data=deepcopy(f.data)) for f in state.stack],
        "played": list(state.played), "power_of": dict(state.power_of),
        "bids": {k: dict(v) for k, v in state.bids.items()}, "treasury": dict(state.treasury),
        "debt": dict(state.debt), "vp": dict(state.vp), "control": dict(state.control),
        "garrison": dict(state.garrison), "armies": {k: a.model_copy() for k, a in state.armies.items()},
        "fleets": {k: f.model_copy() for k, f in state.fleets.items()}, "wars": [list(w) for w in state.wars],
        "war_since": dict(state.war_since), "truce": dict(state.truce),
        "alliances": [a.model_copy() for a in state.alliances], "loans": [x.model_copy() for x in state.loans],
        "passage": dict(state.passage),
        "offers": OfferBook(open=[o.model_copy() for o in state.offers.open], next_id=state.offers.next_id),
        "offered": list(state.offered), "moved": list(state.moved), "converted": list(state.converted),
        "battle": state.battle.model_copy(deep=True) if state.battle else None, "arrows": list(state.arrows),
        "retreats": dict(state.retreats), "gone": list(state.gone),
        "battles_fought": list(state.battles_fought), "npc_squadrons_built": list(state.npc_squadrons_built),
        "winners": list(state.winners),
        "agents": {k: a.model_copy() for k, a in state.agents.items()}, "turned_back": list(state.turned_back),
        "reports": [r.model_copy(update={"to": list(r.to)}) for r in state.reports],
        "drafts": {k: list(v) for k, v in state.drafts.items()},
        "new_countries": {k: c.model_copy(update={"provinces": list(c.provinces)})
                          for k, c in state.new_countries.items()},
    })
