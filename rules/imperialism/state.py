"""The game state: everything a War! Age of Imperialism game is, as compact serialisable data."""

from collections.abc import Callable
from functools import cache
from typing import Any, TypeVar

from pydantic import BaseModel, Field

from rules.core.contract import GameState
from rules.core.offers import OfferBook
from rules.core.steps import StackedState

NATIVES = "natives"
"""The side name of the natives in a battle."""

HIDDEN_MARKER = -1
"""A native strength or chit value the viewer may not know."""

ModelT = TypeVar("ModelT", bound=BaseModel)
_ATOMS = frozenset({str, int, bool, float, type(None)})  # immutable: a copy shares them


def fast_copy(value: Any) -> Any:
    """A deep copy of plain data and pydantic models, much quicker than ``copy.deepcopy`` (states are copied at
    every action and observation): immutable values are shared, containers and models are rebuilt."""
    kind: type = type(value)
    return _copier(kind)(value)


def copy_with(model: ModelT, **changes: Any) -> ModelT:
    """A deep copy of ``model`` with some fields replaced by ``changes`` (taken as they are, not copied): what
    ``model_copy(update=..., deep=True)`` does, without copying the fields it replaces."""
    copied: ModelT = _model_copier(type(model), frozenset(changes))(model)
    copied.__dict__.update(changes)
    copied.__pydantic_fields_set__.update(changes)
    return copied


@cache
def _copier(kind: type) -> Callable[[Any], Any]:
    """How ``fast_copy`` copies a value of class ``kind``."""
    if kind is list:
        return lambda value: [item if type(item) in _ATOMS else _copier(item.__class__)(item) for item in value]
    if kind is dict:
        return lambda value: {key: item if type(item) in _ATOMS else _copier(item.__class__)(item)
                              for key, item in value.items()}
    if kind is tuple:
        return lambda value: tuple(item if type(item) in _ATOMS else _copier(item.__class__)(item) for item in value)
    if issubclass(kind, BaseModel):
        return _model_copier(kind, frozenset())
    return lambda value: value


@cache
def _model_copier(kind: type[BaseModel], skipped: frozenset[str]) -> Callable[[Any], Any]:
    """A deep copy of a model of class ``kind`` without validation (what ``BaseModel.__copy__`` does, with the
    fields that may hold containers or models copied deeply: those not declared as plain values), leaving the
    ``skipped`` fields shared (the caller replaces them)."""
    if kind.__private_attributes__ or kind.model_config.get("extra") == "allow":
        raise TypeError(f"fast_copy copies models without private attributes or extra fields, not {kind.__name__}")
    atomic = {str, int, bool, float, str | None, int | None, bool | None, float | None}
    deep = tuple(name for name, field in kind.model_fields.items()
                 if field.annotation not in atomic and name not in skipped)
    new = kind.__new__
    set_fields_set = BaseModel.__dict__["__pydantic_fields_set__"].__set__
    set_extra = BaseModel.__dict__["__pydantic_extra__"].__set__
    set_private = BaseModel.__dict__["__pydantic_private__"].__set__

    def copy_flat(model: BaseModel) -> BaseModel:
        copied = new(kind)
        copied.__dict__.update(model.__dict__)
        set_fields_set(copied, model.__pydantic_fields_set__.copy())
        set_extra(copied, None)
        set_private(copied, None)
        return copied

    def copy_deep(model: BaseModel) -> BaseModel:
        copied = copy_flat(model)
        fields = copied.__dict__
        for name in deep:
            fields[name] = fast_copy(fields[name])
        return copied

    return copy_deep if deep else copy_flat


class Unit(BaseModel):
    """A brigade or party on the board. ``mp``: movement points left this movement phase; ``stopped``: it entered
    an enemy or native region and moves no more this phase; ``came_from``: where it entered its region from this
    phase (an attacker retreats there); ``late``: it retreated into a region of its under attack and sits out the
    first round of that battle (IMP-BAT-9); ``aboard``: the fleet carrying it (its region is then the fleet's sea
    area); ``landed``: it came ashore from a fleet this phase (an amphibious invasion, IMP-BAT-7)."""

    id: int
    seat: str
    kind: str
    region: str
    mp: int = 0
    stopped: bool = False
    came_from: str | None = None
    late: bool = False
    aboard: int | None = None
    landed: bool = False


class Fleet(BaseModel):
    """A fleet in a sea area: movement points left this phase, the regions it has put units ashore in this
    phase (each disembarkation into a region costs it 1 MP once, IMP-NAV-3) and the sea areas whose passage was
    refused to it this phase (IMP-R-REFUSED)."""

    id: int
    seat: str
    sea: str
    mp: int = 0
    landed_in: list[str] = Field(default_factory=list)
    refused: list[str] = Field(default_factory=list)


class SeaBattle(BaseModel):
    """A naval battle (IMP-NAV-7..9): where, the moving player and the interceptor, the round, the hits each side
    must still take, and who has already chosen to fight on this round."""

    sea: str
    mover: str
    interceptor: str
    round: int = 0
    hits: dict[str, int] = Field(default_factory=dict)
    broke_off: str = ""


class Native(BaseModel):
    """A native marker on a region: its strength and "+"/"++"; ``face_up`` once the region is a player's or its
    natives fought; ``known_to``: seats that looked at a face-down marker (an explorer's roll)."""

    strength: int
    plus: str = ""
    face_up: bool = False
    known_to: list[str] = Field(default_factory=list)

    @property
    def label(self) -> str:
        """Like "10+" (or "?" when hidden from the viewer)."""
        return "?" if self.strength == HIDDEN_MARKER else f"{self.strength}{self.plus}"


class Chit(BaseModel):
    """A resource chit on a region: its PP value (0: a dot) and whether it is developed (then public)."""

    value: int
    developed: bool = False


class Battle(BaseModel):
    """The battle being fought: where, who attacks and defends (a seat or the natives), the natives' army, the
    round, the hits each side must take, and which seat decides for the natives (None: the rules' AI)."""

    region: str
    attacker: str
    defender: str
    revolt: bool = False
    natives: dict[str, int] = Field(default_factory=dict)
    native_seat: str | None = None
    round: int = 0
    hits: dict[str, int] = Field(default_factory=dict)
    aimed: dict[str, list[str]] = Field(default_factory=dict)
    aim_asked: list[str] = Field(default_factory=list)
    transfer: int = 0  # DRM points the general's side transfers this round (IMP-BAT-4)
    stage: str = "roll"


class Cession(BaseModel):
    """An accepted cession of a region, waiting for the receiver to move a brigade in (IMP-OFF-2)."""

    region: str
    giver: str
    receiver: str


class Alliance(BaseModel):
    """A secret war-time alliance (optional rule IMP-OPT-ALLY): its two players and its last round (0: to the end of
    the game)."""

    a: str
    b: str
    until: int


class War(BaseModel):
    """A declared war: who declared on whom, in which movement phase (the declarer attacks from the next)."""

    declarer: str
    target: str
    phase: int


class ImpState(GameState, StackedState):
    """A game. Regions and seas are geography ids; ``control`` maps a region to the seat holding it (a region not in
    it is native controlled). Where the game is in its sequence is the stack of step frames."""

    ruleset: str = "imperialism"
    round: int = 1
    movement: int = 0  # movement phases begun so far (war declarations are dated by it)
    order: list[str] = Field(default_factory=list)
    active: str = ""
    pp: dict[str, int] = Field(default_factory=dict)
    dp: dict[str, int] = Field(default_factory=dict)
    units: list[Unit] = Field(default_factory=list)
    next_unit: int = 1
    control: dict[str, str] = Field(default_factory=dict)
    natives: dict[str, Native] = Field(default_factory=dict)
    chits: dict[str, Chit] = Field(default_factory=dict)
    buildings: dict[str, list[str]] = Field(default_factory=dict)
    new_buildings: list[str] = Field(default_factory=list)  # "region:building" built this production phase
    spheres: dict[str, list[str]] = Field(default_factory=dict)
    revolts: dict[str, dict[str, int]] = Field(default_factory=dict)
    supporters: dict[str, list[str]] = Field(default_factory=dict)  # spheres that supported a revolt
    wars: list[War] = Field(default_factory=list)
    native_pool: list[str] = Field(default_factory=list)
    chit_pool: list[int] = Field(default_factory=list)
    battle: Battle | None = None
    fleets: list[Fleet] = Field(default_factory=list)
    offers: OfferBook = Field(default_factory=OfferBook)
    canal: bool = False  # the Suez Canal is built (optional rule)
    cessions: list[Cession] = Field(default_factory=list)
    objectives: dict[str, list[str]] = Field(default_factory=dict)  # secret objectives by seat (optional rule)
    sealed: dict[str, list[str]] = Field(default_factory=dict)  # staged unit orders by seat (optional rule)
    bids: dict[str, int] = Field(default_factory=dict)  # sealed turn-order bids by seat (optional rule)
    alliances: list[Alliance] = Field(default_factory=list)  # secret war-time alliances (optional rule)
    sea_battle: SeaBattle | None = None
    unplaced: dict[str, list[str]] = Field(default_factory=dict)  # set-up: units bought, not yet placed
    reinforced: list[str] = Field(default_factory=list)
    incited: list[str] = Field(default_factory=list)
    arrows: list[tuple[str, str, str]] = Field(default_factory=list)
    winner: str | None = None
    end_reason: str = ""
    scores: dict[str, int] = Field(default_factory=dict)

    def __deepcopy__(self, memo: dict[int, Any] | None = None) -> "ImpState":
        copied: ImpState = fast_copy(self)
        return copied

    @property
    def over(self) -> bool:
        """True once the game has ended (its stack of steps is empty)."""
        return not self.stack

    @property
    def players(self) -> int:
        """How many players."""
        return len(self.seats)

    def units_in(self, region: str, seat: str | None = None) -> list[Unit]:
        """The units in ``region`` (of ``seat`` only, when given)."""
        if seat is None:
            return [u for u in self.units if u.region == region]
        return [u for u in self.units if u.region == region and u.seat == seat]

    def fleets_in(self, sea: str, seat: str | None = None) -> list[Fleet]:
        """The fleets in ``sea`` (of ``seat`` only, when given)."""
        return [f for f in self.fleets if f.sea == sea and (seat is None or f.seat == seat)]

    def regions_of(self, seat: str) -> list[str]:
        """The regions ``seat`` controls, sorted."""
        return sorted(r for r, s in self.control.items() if s == seat)
