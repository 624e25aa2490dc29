"""Who is at war with whom and who is allied: the queries, and the changes war, peace and alliances make
(LG-DIP-*). A power is never at war with its ally (checked by ``check_diplomacy``)."""

from rules.core.context import Context
from rules.laguerre import advanced
from rules.laguerre.geography import MINORS, POWERS
from rules.laguerre.mapdata import name
from rules.laguerre.state import FIRST_YEAR, SEASONS, Alliance, LgState
from rules.laguerre.tables import TRUCE_SEASONS

COUNTRIES = (*POWERS, *MINORS)


def country_name(country: str) -> str:
    """A power's or a minor's display name."""
    from rules.laguerre.geography import POWER_NAMES

    return POWER_NAMES.get(country) or MINORS.get(country) or name(country)


def _pair(a: str, b: str) -> list[str]:
    return sorted((a, b))


def at_war(state: LgState, a: str, b: str) -> bool:
    """True when ``a`` and ``b`` are at war."""
    pair = [a, b] if a < b else [b, a]
    return pair in state.wars


def in_truce(state: LgState, a: str, b: str) -> bool:
    """LG-DIP-10: True while a peace between ``a`` and ``b`` still binds."""
    return state.truce.get("-".join(_pair(a, b)), -1) > state.turn


def _season_label(turn: int) -> str:
    return f"{SEASONS[turn % 4]} {FIRST_YEAR + turn // 4}"


def allied(state: LgState, a: str, b: str) -> bool:
    """True when ``a`` and ``b`` are allies."""
    return alliance(state, a, b) is not None


def alliance(state: LgState, a: str, b: str) -> Alliance | None:
    """The alliance between ``a`` and ``b``, if any."""
    return next((x for x in state.alliances if {x.a, x.b} == {a, b}), None)


def allies(state: LgState, country: str) -> list[str]:
    """Every ally of ``country``."""
    return sorted(x.b if x.a == country else x.a for x in state.alliances if country in (x.a, x.b))


def enemies(state: LgState, country: str) -> list[str]:
    """Every country at war with ``country``."""
    return sorted(b if a == country else a for a, b in state.wars if country in (a, b))


def friendly(state: LgState, a: str, b: str) -> bool:
    """True when ``a`` is ``b`` or its ally."""
    return a == b or allied(state, a, b)


def declare_war(state: LgState, declarer: str, target: str, ctx: Context, rule: str = "LG-DIP-3") -> None:
    """``declarer`` goes to war with ``target``; the target's allies that are not the declarer's allies join it
    (LG-DIP-4, defensive alliances). LG-ADV-5.21 (option ``peace``): an ally bound to the declarer by a peace
    (LG-DIP-10) does not join: its alliance with the target is broken instead."""
    _war(state, declarer, target, ctx, rule)
    for friend in allies(state, target):
        if friend != declarer and not allied(state, friend, declarer):
            if in_truce(state, declarer, friend) and advanced.enabled(state, "peace"):
                break_alliance(state, target, friend, ctx, "LG-ADV-5.21")
            else:
                _war(state, declarer, friend, ctx, "LG-DIP-4")


def _war(state: LgState, a: str, b: str, ctx: Context, rule: str) -> None:
    if at_war(state, a, b):
        return
    state.wars.append(_pair(a, b))
    state.wars.sort()
    state.war_since["-".join(_pair(a, b))] = state.turn
    ctx.say(f"⚔️ {country_name(a)} and {country_name(b)} are at war ({rule}).", kind="war", rule=rule)


def make_peace(state: LgState, a: str, b: str, ctx: Context, breaking: str | None = None) -> None:
    """``a`` and ``b`` make peace. ``breaking``: the party whose alliances with powers still at war with the other
    party are broken (LG-DIP-6 [SRC FAQ 5.11]: a separate peace breaks that alliance)."""
    if at_war(state, a, b):
        state.wars.remove(_pair(a, b))
        state.war_since.pop("-".join(_pair(a, b)), None)
        state.truce["-".join(_pair(a, b))] = state.turn + TRUCE_SEASONS
        ctx.say(f"🕊️ {country_name(a)} and {country_name(b)} make peace (a truce until "
                f"{_season_label(state.turn + TRUCE_SEASONS)}, LG-DIP-10).", kind="peace")
    if breaking is not None:
        other = b if breaking == a else a
        for friend in allies(state, breaking):
            if at_war(state, friend, other):
                break_alliance(state, breaking, friend, ctx, "LG-DIP-6")


def ally(state: LgState, a: str, b: str, payer: str, subsidy: int, ctx: Context) -> None:
    """``a`` and ``b`` become allies; ``payer`` pays the other ``subsidy`` Gold each winter (told to the allies
    only)."""
    state.alliances.append(Alliance(a=a, b=b, payer=payer if subsidy else "", subsidy=subsidy))
    ctx.say(f"🤝 {country_name(a)} and {country_name(b)} are allies (LG-DIP-2).", kind="alliance")


def break_alliance(state: LgState, a: str, b: str, ctx: Context, rule: str = "LG-DIP-5") -> None:
    """The alliance between ``a`` and ``b`` ends."""
    found = alliance(state, a, b)
    if found is not None:
        state.alliances.remove(found)
        ctx.say(f"💔 The alliance of {country_name(a)} and {country_name(b)} is broken ({rule}).", kind="alliance")


def check_diplomacy(state: LgState) -> None:
    """ValueError when a power is at war with its ally or with itself (LG-DIP-1)."""
    for a, b in state.wars:
        if a == b:
            raise ValueError(f"{a} is at war with itself")
        if allied(state, a, b):
            raise ValueError(f"{a} is at war with its ally {b}")
