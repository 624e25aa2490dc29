"""Revenue, Recruit, Upkeep and Control phases (WE-REV-1, WE-RECRUIT-1..6, WE-UPKEEP-1, WE-CONTROL-1..2)."""

from rules.core.contract import Context
from rules.independence.stacks import place, stack, territories_of, units_in_play
from rules.independence.state import WoiState
from rules.independence.territories import TERRITORY_BY_ID
from rules.independence.units import UNIT_TYPE, other, unit_type
from rules.independence.wording import plural

RECRUIT_DRAW = 5
UPKEEP_PER_REVENUE = 5


def revenue(state: WoiState, side: str) -> int:
    """Revenue of the territories ``side`` controls: coastal 2, inland 1 (WE-REV-1, WOI-MAP-3)."""
    return sum(TERRITORY_BY_ID[t].revenue for t, owner in state.control.items() if owner == side)


def collect_revenue(state: WoiState, ctx: Context) -> None:
    """Bank this turn's revenue; in winter it cannot be saved and is lost (WOI-TURN-4, ruling WOI-R-12)."""
    side = state.active
    income = revenue(state, side)
    if state.winter:
        ctx.say(f"{side} collect no revenue in winter ({income} lost).", kind="revenue", seat=side)
        return
    state.treasury[side] += income
    ctx.say(f"{side} collect {income} revenue (treasury {state.treasury[side]}).", kind="revenue", seat=side)


def recruit_territories(state: WoiState, side: str) -> list[str]:
    """Where new units may be placed: territories ``side`` controls that hold no enemy unit (WE-RECRUIT-6)."""
    enemy_at = territories_of(state, other(side))
    return sorted(t for t, owner in state.control.items() if owner == side and t not in enemy_at)


def may_field(state: WoiState, key: str) -> bool:
    """Foreign units may be fielded only once the French Alliance is in force (WOI-EVENT-1)."""
    return not UNIT_TYPE[key].foreign or state.french_alliance


def draw_units(state: WoiState, side: str, count: int, ctx: Context, why: str) -> None:
    """Draw ``count`` random units blind from ``side``'s pile into the drawn area (seen only by ``side``); an empty
    pile draws nothing and says nothing (WOI-TEXT-4)."""
    pile = state.piles[side]
    for _ in range(min(count, len(pile))):
        state.drawn.append(pile.pop(ctx.dice.below(len(pile))))
    if not state.drawn:
        return
    ctx.reveal()
    names = ", ".join(unit_type(c).name for c in state.drawn)
    ctx.tell([side], f"{why}: you draw {names}.", kind="units_drawn", units=list(state.drawn))
    ctx.say(f"{side} draw {plural(len(state.drawn), 'unit')} for {why.lower()}.", kind="units_drawn", seat=side)


def start_recruit(state: WoiState, ctx: Context) -> bool:
    """Draw 5 units for the Recruit phase; False when there is nothing to recruit (winter: WOI-TURN-5)."""
    side = state.active
    if state.winter or not state.piles[side] or not recruit_territories(state, side):
        return False
    state.bought = 0
    state.bonus_drawn = False
    draw_units(state, side, RECRUIT_DRAW, ctx, "Recruitment")
    return True


def unit_cost(state: WoiState, key: str) -> int:
    """What a drawn unit costs: its force in the Recruit phase, nothing for an Enlistments draw."""
    return UNIT_TYPE[key].force if state.step == "buy" else 0


def buyable(state: WoiState, side: str) -> list[str]:
    """Drawn unit types ``side`` may take now (affordable, and foreign ones only under the alliance)."""
    keys = {unit_type(c).key for c in state.drawn}
    return sorted(k for k in keys if may_field(state, k) and unit_cost(state, k) <= state.treasury[side])


def take_unit(state: WoiState, side: str, key: str, territory: str, ctx: Context) -> None:
    """Pay for one drawn unit and place it; buying the whole draw earns 1D6 more draws (WE-RECRUIT-3)."""
    chit = next(c for c in state.drawn if unit_type(c).key == key)
    state.drawn.remove(chit)
    state.treasury[side] -= unit_cost(state, key)
    place(state, territory, [chit])
    where = TERRITORY_BY_ID[territory].name
    ctx.say(f"{side} raise a unit in {where}.", kind="recruit", seat=side, territory=territory)
    ctx.tell([side], f"You raise {UNIT_TYPE[key].name} in {where}.", kind="recruit", unit=key)
    if state.step != "buy":
        return
    state.bought += 1
    if not state.drawn and not state.bonus_drawn and state.piles[side]:
        state.bonus_drawn = True
        faces = ctx.roll(side, "for more recruits", 1)
        draw_units(state, side, faces[0], ctx, "More recruits")


def end_draw(state: WoiState, side: str) -> None:
    """Put unbought drawn units back into the pile (WE-RECRUIT-5)."""
    state.piles[side].extend(state.drawn)
    state.drawn = []


def upkeep_excess(state: WoiState, side: str) -> int:
    """Units beyond the 5 × revenue that receive upkeep (WE-UPKEEP-1)."""
    return max(0, units_in_play(state, side) - UPKEEP_PER_REVENUE * revenue(state, side))


def place_control(state: WoiState, side: str) -> list[str]:
    """Mark every territory ``side`` occupies as controlled by it, one marker per space (WE-CONTROL-1, -2)."""
    gained = []
    for territory in state.board:
        if stack(state, territory, side) and state.control.get(territory) != side:
            state.control[territory] = side
            gained.append(territory)
    return sorted(gained)
