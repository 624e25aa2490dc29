"""Properties over seeded random legal games (LG-GOLD-1, LG-HID-1, LG-DIP-1): every Gold change is an event with
its reason; perturbing only hidden information changes no public output; no power is ever at war with its ally."""

from collections.abc import Iterator

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.core.dice import Dice
from rules.core.events import Event
from rules.core.observe import Seen
from rules.laguerre import battle
from rules.laguerre.diplomacy import check_diplomacy
from rules.laguerre.geography import POWERS
from rules.laguerre.state import LgState
from tests.laguerre.helpers import RULES, game

ACTIONS = 120


def random_game(seed: int, players: str) -> Iterator[tuple[LgState, LgState, list[Event]]]:
    """(before, after, events) for each action of a game where seats mix AI and random legal choices."""
    state = game(seed, players=players)
    pick = Dice(seed, 7)
    for number in range(ACTIONS):
        situation = RULES.situation(state)
        if situation.over:
            return
        seat = situation.to_act[0]
        legal = RULES.legal_actions(state, seat)
        if pick.below(3) == 0:
            action = legal[pick.below(len(legal))]
        else:
            action = RULES.choose_action(RULES.observe(state, seat), seat, Dice(seed + 1, number))
        after = RULES.apply(state, seat, action, Dice(seed, number))
        yield state, after.state, after.events
        state = after.state


@settings(max_examples=3, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from(["2", "3", "7"]))
def test_LG_GOLD_1_every_gold_change_is_an_event_with_its_reason(seed: int, players: str) -> None:
    for before, after, events in random_game(seed, players):
        for power in POWERS:
            moved = sum(e.data["delta"] for e in events if e.kind == "gold" and e.data["power"] == power)
            assert after.treasury[power] - before.treasury[power] == moved, power
        assert all(e.data.get("reason") for e in events if e.kind == "gold")
        assert all(v >= 0 for v in after.treasury.values())


@settings(max_examples=3, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from(["2", "3", "7"]))
def test_LG_DIP_1_no_power_is_ever_at_war_with_its_ally(seed: int, players: str) -> None:
    for _, after, _ in random_game(seed, players):
        check_diplomacy(after)
        RULES.check_invariants(after)


def perturbed(state: LgState, keep: str | None) -> LgState:
    """``state`` with every value hidden from ``keep``'s power (None: the public) changed."""
    other = state.model_copy(deep=True)
    mine = state.power_of.get(keep) if keep else None
    for power in POWERS:
        if power != mine:
            other.treasury[power] += 17
            other.debt[power] += 3
    for army in other.armies.values():
        if army.power != mine:
            army.infantry += 5
            army.cavalry += 1
    for loan in other.loans:
        if mine not in (loan.lender, loan.borrower):
            loan.owed += 7
    for alliance in other.alliances:
        if mine not in alliance.members():
            alliance.subsidy, alliance.payer = 20, alliance.a
    if other.battle is not None and other.battle.cards and battle.defending_power(state) != mine:
        other.battle.cards = ["Grand Battery", "Refuse Flank"]
    if other.battle is not None:
        sides = {"attacker": state.armies[other.battle.attacker].power, "defender": battle.defending_power(state)}
        for side in other.battle.formations:
            if sides[side] != mine:
                other.battle.formations[side] = "Deep Reserve"
    for agent in other.agents.values():
        if agent.power != mine:
            agent.ap, agent.owed = 0, 3
    for report in other.reports:
        if mine not in report.to:
            report.text, report.value = "perturbed", "99"
    for power in POWERS:
        if power != mine:  # a draft of surrender terms is its author's secret (LG-ADV-5.128a)
            other.drafts[f"{power}>france"] = ["gold:50", "peace:3"]
    return other


def outputs(state: LgState, seat: str | None) -> tuple[str, str, str, str]:
    seen = Seen(RULES, state, seat)
    board = seen.board.model_dump_json() if seen.board else ""
    return seen.status, board, str(seen.data), str(RULES.situation(state).prompts)


@settings(max_examples=3, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from(["3", "7"]))
def test_LG_HID_1_perturbing_hidden_information_changes_no_public_output(seed: int, players: str) -> None:
    for number, (_, after, _) in enumerate(random_game(seed, players)):
        if number % 6:
            continue
        assert outputs(after, None) == outputs(perturbed(after, None), None)
        seat = after.seats[number % len(after.seats)]
        assert outputs(after, seat) == outputs(perturbed(after, seat), seat)
