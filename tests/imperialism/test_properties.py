"""Properties over seeded random AI games (IMP-PP-1, IMP-INV-*, IMP-HID-*, IMP-NAV-4, IMP-NAV-8, IMP-OFF-1): PP and
DP reconcile with the treasury events, every unit is paid for, buildings stay within limits, no hidden marker or
chit reaches a public output (perturbing only hidden information leaves every public output unchanged), no fleet
carries more than its portage, units aboard a sunk fleet sink with it, and PP gifts between players conserve PP;
no secret objective reaches a public output or another seat before the end (IMP-OPT-OBJ), nor a staged unit order
before the reveal (IMP-OPT-SIM), nor an alliance or a secret deal's terms to those not party to it (IMP-OPT-ALLY)."""

import itertools
from collections.abc import Callable, Iterator

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.core.contract import Action, Transition
from rules.core.dice import Dice
from rules.core.observe import Seen
from rules.core.offers import MakeOffer
from rules.imperialism.alliances import TERMS
from rules.imperialism.invariants import problems
from rules.imperialism.objectives import deck
from rules.imperialism.state import Alliance, ImpState, Unit, War
from rules.imperialism.tables import BRIGADES
from rules.imperialism.treasury import TREASURY_EVENT
from tests.contract.play import new_game
from tests.imperialism.helpers import R

ROUNDS = "3"
Start = Callable[[ImpState], None]
"""A change made to a game's state when its first movement phase begins (after set-up)."""


def transitions(seed: int, options: dict[str, str] | None = None, start: Start | None = None,
                gifts: bool = False) -> Iterator[tuple[ImpState, Transition]]:
    """Every (state before, transition) of one AI game, by default of 2 to 6 players (by the seed) and ``ROUNDS``
    rounds; ``start`` changes the state once set-up is over; with ``gifts``, a player that may offer PP does so one
    time in four (a random amount to a random player)."""
    state = new_game(R, seed, {"players": str(2 + seed % 5), "rounds": ROUNDS, **(options or {})})
    for number in range(1, 5000):
        situation = R.situation(state)
        if situation.over:
            return
        assert isinstance(state, ImpState)
        if start is not None and state.movement:
            start(state)
            start = None
        seat = situation.to_act[0]
        action = R.choose_action(R.observe(state, seat), seat, Dice(seed + 1, number))
        if gifts:
            action = gift(state, seat, Dice(seed + 2, number)) or action
        transition = R.apply(state, seat, action, Dice(seed, number))
        yield state, transition
        state = transition.state


def gift(state: ImpState, seat: str, dice: Dice) -> Action | None:
    """One time in four, a random PP gift of ``seat``'s to another player, when it may make one now."""
    offers = [a for a in R.legal_actions(state, seat) if isinstance(a, MakeOffer) and a.deal.code.startswith("pp:")]
    if not offers or dice.roll(1, 4)[0] != 1:
        return None
    return dice.choice(offers)


@settings(max_examples=4, deadline=None)
@given(st.integers(0, 10_000))
def test_IMP_PP_1_pp_and_dp_reconcile_with_the_treasury_events(seed: int) -> None:
    totals: dict[str, list[int]] = {}
    last = None
    for _, transition in transitions(seed):
        for event in transition.events:
            if event.kind == TREASURY_EVENT:
                assert event.data["reason"] and event.seat is not None
                pp, dp = totals.setdefault(event.seat, [0, 0])
                totals[event.seat] = [pp + event.data["pp"], dp + event.data["dp"]]
        last = transition.state
    assert last is not None and last.over
    for seat in last.seats:
        assert totals[seat] == [last.pp[seat], last.dp[seat]]


@settings(max_examples=4, deadline=None)
@given(st.integers(0, 10_000))
def test_IMP_PROD_7_every_unit_on_the_board_after_maintenance_was_paid_for(seed: int) -> None:
    checked = 0
    for _, transition in transitions(seed):
        paid = {e.seat: -e.data["pp"] for e in transition.events
                if e.kind == TREASURY_EVENT and e.data["reason"] == "maintenance"}
        for seat, amount in paid.items():
            assert sum(1 for u in transition.state.units if u.seat == seat) <= amount
            checked += 1
    assert checked


@settings(max_examples=4, deadline=None)
@given(st.integers(0, 10_000))
def test_IMP_INV_1_buildings_within_limits_and_regions_held_by_brigades(seed: int) -> None:
    for _, transition in transitions(seed):
        assert problems(transition.state) == []
        R.check_invariants(transition.state)


def perturbed(state: ImpState, seat: str | None) -> ImpState:
    """``state`` with everything hidden from ``seat`` changed: pool orders and values, face-down markers it has
    not seen, other players' undeveloped chits, other players' prospecting draws."""
    other = state.model_copy(deep=True)
    other.native_pool = list(reversed(other.native_pool))
    other.chit_pool = [v + 5 for v in other.chit_pool]
    for native in other.natives.values():
        if not native.face_up and (seat is None or seat not in native.known_to):
            native.strength, native.plus = (5 if native.strength != 5 else 6), "+"
    for region, chit in other.chits.items():
        if not chit.developed and (seat is None or other.control.get(region) != seat):
            chit.value += 5
    for frame in other.stack:
        if "drawn" in frame.data and frame.seat != seat:
            frame.data["drawn"] = [v + 5 for v in frame.data["drawn"]]
    return other


def outputs(state: ImpState, seat: str | None) -> tuple[str, str, str, str | None, str | None]:
    seen = Seen(R, state, seat)
    board = seen.board.model_dump_json() if seen.board else ""
    forces = R.forces_text(seen.observation, seat) if seat else None
    return seen.status, str(seen.data), board, seen.hand, forces


@settings(max_examples=2, deadline=None)
@given(st.integers(0, 10_000))
def test_IMP_HID_1_no_hidden_marker_or_chit_reaches_any_output(seed: int) -> None:
    changed = 0
    for number, (state, transition) in enumerate(transitions(seed)):
        if number % 9:
            continue
        changed += perturbed(state, None).model_dump() != state.model_dump()
        for seat in (None, *state.seats):
            assert outputs(state, seat) == outputs(perturbed(state, seat), seat)
            prompts = R.situation(state).prompts
            assert prompts == R.situation(perturbed(state, seat)).prompts
        for event in transition.events:
            if event.public:
                assert "resource chit of" not in event.text
    assert changed


def crowded_sea_at_war(state: ImpState) -> None:
    """Every player at war with every other, and every fleet in the first fleet's sea area with three infantry
    brigades and an explorer aboard (7 portage points of 8): naval battles follow, and sunk fleets carry units."""
    state.wars = [War(declarer=a, target=b, phase=0) for a, b in itertools.combinations(state.seats, 2)]
    for fleet in state.fleets:
        fleet.sea = state.fleets[0].sea
        for kind in ("infantry", "infantry", "infantry", "explorer"):
            state.units.append(Unit(id=state.next_unit, seat=fleet.seat, kind=kind, region=fleet.sea, aboard=fleet.id))
            state.next_unit += 1


SEA_WAR_SEEDS = range(8)
PORTAGE = 8  # IMP-NAV-4, counted here afresh: a brigade 2 points, a party 1


def loads(state: ImpState) -> list[int]:
    """The portage points each fleet carries."""
    return [sum(2 if u.kind in BRIGADES else 1 for u in state.units if u.aboard == f.id) for f in state.fleets]


def test_IMP_NAV_4_and_IMP_NAV_8_portage_and_cargo_sinking_over_ai_games_with_naval_war() -> None:
    sunk_with_cargo = 0
    for seed in SEA_WAR_SEEDS:
        for state, transition in transitions(seed, {"players": "3", "rounds": "1"}, crowded_sea_at_war):
            after = transition.state
            assert max(loads(after), default=0) <= PORTAGE, "a fleet carries more than its portage"
            afloat = {f.id for f in after.fleets}
            survivors = {u.id for u in after.units}
            for fleet in state.fleets:
                if fleet.id not in afloat:
                    cargo = {u.id for u in state.units if u.aboard == fleet.id}
                    assert not cargo & survivors, f"units of the sunk fleet {fleet.id} are still on the board"
                    sunk_with_cargo += bool(cargo)
    assert sunk_with_cargo, "no fleet sank with cargo aboard: the games no longer test IMP-NAV-8"


@settings(max_examples=3, deadline=None)
@given(st.integers(0, 10_000))
def test_IMP_OFF_1_pp_gifts_in_ai_games_conserve_pp(seed: int) -> None:
    given_total = 0
    for state, transition in transitions(seed, gifts=True):
        moved = [e.data["pp"] for e in transition.events
                 if e.kind == TREASURY_EVENT and e.data["reason"].startswith("gift ")]
        assert sum(moved) == 0, "a gift made or lost PP"
        others = sum(e.data["pp"] for e in transition.events if e.kind == TREASURY_EVENT) - sum(moved)
        assert sum(transition.state.pp.values()) - sum(state.pp.values()) == others
        given_total += sum(pp for pp in moved if pp > 0)
    assert given_total, "no gift was accepted"


def swapped(state: ImpState, seat: str | None) -> ImpState:
    """``state`` with every other seat's secret objectives replaced by cards nobody was dealt, one more order
    staged for every other seat, the alliances ``seat`` is not in changed, and other secret deals' terms."""
    other = state.model_copy(deep=True)
    unused = [c for c in deck() if not any(c in codes for codes in state.objectives.values())]
    for index, owner in enumerate(other.seats):
        if owner != seat:
            other.objectives[owner] = [unused[(2 * index + k) % len(unused)] for k in range(2)]
            other.sealed[owner] = [*other.sealed.get(owner, []), "infantry@ireland"]
    strangers = [s for s in other.seats if s != seat]
    other.alliances = [x for x in other.alliances if seat in (x.a, x.b)]
    if not any({x.a, x.b} == set(strangers[:2]) for x in state.alliances):
        other.alliances.append(Alliance(a=strangers[0], b=strangers[1], until=0))
    for offer in other.offers.open:
        if offer.deal.secret and seat not in (offer.sender, offer.receiver):
            offer.deal = offer.deal.model_copy(update={"text": "another secret deal"})
    return other


@settings(max_examples=2, deadline=None)
@given(st.integers(0, 10_000))
def test_IMP_OPT_OBJ_SIM_ALLY_no_objective_staged_order_or_alliance_reaches_the_public_or_another_seat(
        seed: int) -> None:
    checked = 0
    options = {"players": str(3 + seed % 4), "objectives": "on", "simultaneous": "on", "alliances": "on"}
    for number, (state, transition) in enumerate(transitions(seed, options)):
        conditions = [(o, deck()[c].condition) for o, codes in state.objectives.items() for c in codes]
        for event in transition.events:
            readers = state.seats if event.public else event.visible_to or []
            for owner, condition in conditions:
                if not transition.state.over and any(reader != owner for reader in readers):
                    assert condition not in event.text
            assert not (event.public and (event.text.startswith("Order staged") or TERMS in event.text))
        if number % 9 and not state.sealed:
            continue
        prompts = R.situation(state).prompts
        assert not any(c in p.text for p in prompts.values() for c in [TERMS, *(c for _, c in conditions)])
        for seat in (None, *state.seats):
            assert outputs(state, seat) == outputs(swapped(state, seat), seat)
        checked += bool(state.sealed) + bool(state.alliances)
    assert checked
