"""Texts drawn from an observation: the status lines, a seat's own secrets (treasury, player mat, alliance terms)
and its forces; and the invariants a state must keep."""

from rules.laguerre import armies as arm
from rules.laguerre import diplomacy as dip
from rules.laguerre import economy, leaders, loans, remapping, surrender_free
from rules.laguerre.geography import MINORS, POWERS
from rules.laguerre.mapdata import PROVINCE, name
from rules.laguerre.powers import LEADER_BY_ID
from rules.laguerre.sequence import heading
from rules.laguerre.spies import agent_name
from rules.laguerre.state import Fleet, LgState
from rules.laguerre.victory import share

REPORTS_SHOWN = 8
"""``/hand`` lists a power's latest spy reports."""


def status_text(state: LgState) -> str:
    """The heading, each played power's VP and share of its threshold, and the wars and alliances."""
    lines = [heading(state)]
    for power in state.played:
        held = sum(1 for o in state.control.values() if o == power)
        lines.append(f"• {dip.country_name(power)}: {state.vp[power]} VP ({share(state, power):.0%} of its "
                     f"threshold), {held} provinces")
    wars = "; ".join(f"{dip.country_name(a)}–{dip.country_name(b)}" for a, b in state.wars) or "none"
    pacts = "; ".join(f"{dip.country_name(x.a)}–{dip.country_name(x.b)}" for x in state.alliances) or "none"
    lines += [f"Wars: {wars}", f"Alliances: {pacts}", *remapping.describe(state)]
    return "\n".join(lines)


def hand_text(state: LgState, seat: str) -> str | None:
    """``seat``'s secrets: its treasury and debt, income, its player mat, its alliance terms, its draft surrender
    terms, its bids."""
    power = state.power_of.get(seat)
    if power is None:
        bids = ", ".join(f"{dip.country_name(p)} {v}" for p, v in state.bids.get(seat, {}).items()) or "none"
        return f"Your sealed bids: {bids}."
    lines = [f"{dip.country_name(power)}: treasury {state.treasury[power]} Gold, debt {state.debt[power]}; "
             f"{economy.describe_income(state, power)}; yearly land VP {economy.land_vp(state, power)}."]
    lines += [f"• {arm.describe(a)}" for a in state.armies.values() if a.power == power]
    waiting = [LEADER_BY_ID[x].name for x in leaders.waiting(state, power)]
    if waiting:
        lines.append(f"Leaders waiting for an army: {', '.join(waiting)}.")
    for alliance in state.alliances:
        if power in alliance.members() and alliance.subsidy:
            lines.append(f"Alliance term: {dip.country_name(alliance.payer)} pays {alliance.subsidy} Gold a year.")
    lines += loans.describe(state, power)
    lines += [f"Your draft surrender terms for {dip.country_name(key.partition('>')[2])}: "
              + ", ".join(surrender_free.describe(t) for t in terms) + "." for key, terms in state.drafts.items()
              if key.partition(">")[0] == power]
    return "\n".join([*lines, *intel_lines(state, power)])


def intel_lines(state: LgState, power: str) -> list[str]:
    """LG-SPY-H2: ``power``'s agents (where, action points) and the spy reports it holds, the latest last."""
    lines = [f"🕵️ {agent_name(a.id)} in {name(a.province)}: {a.ap} action point(s) left"
             + (f", owes {a.owed}" if a.owed else "") + (f", at {arm.leader_name(a.hq)}'s headquarters" if a.hq
                                                         else "") for a in state.agents.values() if a.power == power]
    held = [r.text for r in state.reports if power in r.to]
    if held:
        lines += [f"Intelligence ({len(held)} report(s), the last {min(len(held), REPORTS_SHOWN)}):",
                  *held[-REPORTS_SHOWN:]]
    return lines


def _admiral(state: LgState, fleet: Fleet) -> str:
    admiral = leaders.admiral_of(state, fleet)
    return f" under {admiral.name} (naval rating {admiral.rating})" if admiral else ""


def forces_text(state: LgState, seat: str) -> str | None:
    """``seat``'s armies and fleets by place."""
    power = state.power_of.get(seat)
    if power is None:
        return None
    lines = [arm.describe(a) for a in state.armies.values() if a.power == power]
    lines += [f"Fleet {f.id} in {name(f.zone)}: {f.squadrons} squadrons{_admiral(state, f)}"
              for f in state.fleets.values() if f.power == power]
    return "\n".join(lines) or "No forces."


def check_invariants(state: LgState) -> None:
    """ValueError for a broken invariant: unknown places or owners, negative counts, a leader of the wrong power."""
    countries = {*POWERS, *MINORS}
    for province, owner in state.control.items():
        if province not in PROVINCE or owner not in countries:
            raise ValueError(f"bad control {province}: {owner}")
    for army in state.armies.values():
        if army.province not in PROVINCE or min(army.infantry, army.cavalry, army.artillery) < 0:
            raise ValueError(f"bad army {army.id}")
        if LEADER_BY_ID[army.id].power != army.power:
            raise ValueError(f"army {army.id} is led by a leader of another power")
    for power in POWERS:
        if state.treasury[power] < 0 or state.debt[power] < 0:
            raise ValueError(f"{power} has a negative treasury or debt")
