"""Battles (WE-BATTLE-*, WOI-BATTLE-1, the battle cards WOI-CARD-2..7 and the battle rulings)."""

import json

import pytest

from rules.core.contract import Context
from rules.core.errors import IllegalAction
from rules.independence.actions import Done, Fight, Lose, Retreat, Seal
from rules.independence.combat import force_of
from rules.independence.stacks import base_force
from rules.independence.state import WoiState
from rules.independence.territories import WOI_MAP
from tests.independence.helpers import RULES, A, B, act, at, blank, give, keys_at, phase_of, put, step_of


def fight(attackers: tuple[str, ...], defenders: tuple[str, ...], where: str = "worcester") -> WoiState:
    """British ``attackers`` and American ``defenders`` in ``where``; the British choose that battle."""
    state = blank(control={where: A, "boston": B})
    put(state, where, *defenders)
    put(state, where, *attackers)
    put(state, "quebec", "carleton")
    put(state, "savannah", "jefferson")
    at(state, "battles", B)
    act(state, B, Fight(territory=where))
    return state


def seal(state: WoiState, side: str, *keys: str) -> Context:
    """``side``'s one sealed choice: the cards ``keys`` (already in hand)."""
    return act(state, side, Seal(cards=keys))


def reveal(state: WoiState, british: tuple[str, ...] = (), american: tuple[str, ...] = ()) -> dict:  # type: ignore[type-arg]
    give(state, B, *british)
    give(state, A, *american)
    seal(state, B, *british)
    ctx = seal(state, A, *american)
    return next(e for e in ctx.events if e.kind == "battle").data


def test_we_battle_1_opposing_stacks_in_one_territory_fight() -> None:
    state = blank(control={"worcester": A})
    put(state, "worcester", "militia")
    put(state, "worcester", "howe")
    put(state, "quebec", "carleton")
    at(state, "move", B)
    act(state, B, Done())
    assert phase_of(state) == "Battle" and step_of(state) == "battles"
    assert RULES.legal_actions(state, B) == [Fight(territory="worcester")]


def test_woi_r_16_the_active_player_orders_the_battles_and_attacks() -> None:
    state = blank(control={"worcester": A, "providence": A})
    put(state, "worcester", "militia")
    put(state, "worcester", "howe")
    put(state, "providence", "militia")
    put(state, "providence", "clinton")
    at(state, "battles", B)
    assert {a.territory for a in RULES.legal_actions(state, B)} == {"worcester", "providence"}
    act(state, B, Fight(territory="providence"))
    assert state.battle is not None and state.battle.attacker == B


def test_we_battle_2_force_totals_decide() -> None:
    state = fight(("howe", "regulars", "regulars"), ("militia", "militia", "patriot_irregulars"))
    assert force_of(state, B) == 8 + 4 + 5 and force_of(state, A) == 4
    data = reveal(state)
    assert data["sides"][B]["force"] == 17 and data["winner"] == B


def test_we_battle_3_battle_cards_are_sealed_until_both_commit() -> None:
    state = fight(("howe", "regulars"), ("militia", "continentals"))
    assert set(RULES.to_act(state)) == {A, B}
    card = give(state, B, "surprise")[0]
    act(state, B, Seal(cards=("surprise",)))
    assert card not in json.dumps(RULES.view(state, None)) and card not in json.dumps(RULES.view(state, A))
    assert RULES.view(RULES.observe(state, B), B)["battle"]["my_cards"][0]["name"] == "Surprise"
    assert RULES.to_act(state) == [A]
    with pytest.raises(IllegalAction):
        act(state, B, Seal(cards=()))


def test_woi_r_21_one_sealed_choice_of_any_number_of_cards() -> None:
    state = fight(("howe", "regulars"), ("militia", "continentals"))
    give(state, B, "surprise", "outflank", "tactical_move")
    assert RULES.legal_actions(state, B) == [
        Seal(cards=c) for c in [(), ("outflank",), ("surprise",), ("outflank", "surprise")]
    ]
    assert RULES.legal_actions(state, A) == [Seal(cards=())]
    assert Seal(cards=()).label() == "/battle cards:None"
    assert Seal(cards=("surprise", "outflank")).label() == "/battle cards:Outflank + Surprise"
    british = act(state, B, Seal(cards=("surprise", "outflank")))
    assert [(e.text, e.visible_to) for e in british.events] == [
        ("You seal Outflank, Surprise.", [B]), ("British have chosen their battle cards.", None)]
    american = act(state, A, Seal(cards=()))
    public = [e.text for e in british.events + american.events if e.public and e.kind == "sealed"]
    assert public == ["British have chosen their battle cards.", "Americans have chosen their battle cards."]
    data = next(e for e in american.events if e.kind == "battle").data
    assert data["sides"][B]["cards"] == ["Outflank", "Surprise"] and data["sides"][A]["cards"] == []


def test_woi_r_21_a_sealed_choice_is_refused_for_cards_not_held() -> None:
    state = fight(("howe", "regulars"), ("militia", "continentals"))
    give(state, B, "surprise")
    with pytest.raises(IllegalAction) as refused:
        act(state, B, Seal(cards=("surprise", "surprise")))
    assert refused.value.rule == "WE-BATTLE-3" and "2 × Surprise" in str(refused.value)


def test_woi_r_21_several_battle_cards_may_be_committed() -> None:
    state = fight(("howe", "regulars"), ("militia",))
    data = reveal(state, british=("wheel_about", "outflank"))
    assert data["sides"][B]["cards"] == ["Outflank", "Wheel About"]
    assert data["sides"][B]["force"] == 4 + 4 + 5 + 2 + 6


def test_we_battle_4_five_force_to_the_only_side_with_a_leader() -> None:
    state = fight(("howe", "regulars"), ("militia",))
    assert force_of(state, B) == 4 + 4 + 5
    both = fight(("howe", "regulars"), ("greene", "continentals"))
    assert force_of(both, B) == 8 and force_of(both, A) == 8


def test_woi_r_36_only_a_leader_that_generates_force_earns_the_bonus() -> None:
    unmatched = fight(("howe", "tories"), ("militia",))
    assert force_of(unmatched, B) == 1 and force_of(unmatched, A) == 1
    alone = fight(("howe",), ("militia",))
    assert force_of(alone, B) == 0
    denied = fight(("howe", "regulars"), ("greene", "militia"))
    assert force_of(denied, B) == 4 + 4 + 5 and force_of(denied, A) == 1


def test_woi_battle_1_a_leader_needs_troops_of_equal_force() -> None:
    assert base_force(["howe.1", "tories.1"]) == 1
    assert base_force(["howe.1", "regulars.1"]) == 8
    assert base_force(["washington.1", "continentals.1"]) == 4
    assert base_force(["washington.1", "continentals.1", "militia.1"]) == 10


def test_woi_r_8_each_leader_needs_its_own_troops() -> None:
    assert base_force(["howe.1", "clinton.1", "regulars.1"]) == 8
    assert base_force(["howe.1", "clinton.1", "regulars.1", "redcoats.1"]) == 16


def test_we_battle_5_the_higher_force_wins() -> None:
    state = fight(("howe", "tories"), ("continentals", "continentals", "continentals"))
    assert reveal(state)["winner"] == A


def test_woi_r_9_ties_go_to_the_defender() -> None:
    state = fight(("howe", "regulars"), ("greene", "continentals"))
    assert reveal(state)["winner"] == A


def test_we_battle_7_loser_loses_half_winner_picks_the_first() -> None:
    state = fight(("howe", "regulars", "regulars"), ("militia", "continentals", "militia"))
    reveal(state)
    assert step_of(state) == "winner_pick" and RULES.to_act(state) == [B]
    act(state, B, Lose(unit="continentals", territory="worcester"))
    assert step_of(state) == "loser_pick" and RULES.to_act(state) == [A]
    act(state, A, Lose(unit="militia", territory="worcester"))
    assert keys_at(state, "worcester", A) == ["militia"]


def test_we_battle_8_fortifications_in_the_losing_stack_are_destroyed() -> None:
    state = fight(("howe", "regulars", "regulars"), ("am_forts", "militia", "militia"))
    reveal(state)
    assert "am_forts" not in keys_at(state, "worcester", A)
    assert state.battle is not None and state.battle.losses_left == 1 and state.battle.lost_force == 4


def test_we_battle_9_winner_loses_at_least_half_the_force_lost() -> None:
    state = fight(("howe", "regulars", "tories", "tories"), ("continentals", "continentals"))
    reveal(state)
    act(state, B, Lose(unit="continentals", territory="worcester"))
    assert step_of(state) == "winner_loss" and state.battle is not None and state.battle.winner_required == 2
    act(state, B, Lose(unit="tories", territory="worcester"))
    assert step_of(state) == "winner_loss"
    act(state, B, Lose(unit="tories", territory="worcester"))
    assert step_of(state) == "retreat" and keys_at(state, "worcester", B) == ["howe", "regulars"]


def test_we_battle_6_the_loser_retreats_one_space() -> None:
    state = fight(("howe", "regulars", "regulars"), ("continentals", "militia"))
    reveal(state)
    act(state, B, Lose(unit="continentals", territory="worcester"))
    act(state, B, Lose(unit="regulars", territory="worcester"))
    assert step_of(state) == "retreat" and RULES.to_act(state) == [A]
    options = {a.destination for a in RULES.legal_actions(state, A)}
    assert options == set(WOI_MAP.neighbours("worcester"))
    act(state, A, Retreat(destination="springfield"))
    assert keys_at(state, "springfield", A) == ["militia"] and keys_at(state, "worcester", A) == []


def test_woi_r_11_a_loser_with_nowhere_to_go_is_destroyed() -> None:
    state = fight(("howe", "regulars", "regulars"), ("greene", "continentals", "militia"), where="newport")
    for neighbour in WOI_MAP.neighbours("newport"):
        put(state, neighbour, "tories")
    reveal(state, british=("surprise",))
    act(state, B, Lose(unit="continentals", territory="newport"))
    act(state, A, Lose(unit="militia", territory="newport"))
    while step_of(state) == "winner_loss":
        act(state, B, Lose(unit="regulars", territory="newport"))
    assert keys_at(state, "newport", A) == [] and "greene.1" in state.set_aside[A]


def test_woi_r_11_ships_retreating_inland_are_lost() -> None:
    state = fight(("howe", "regulars", "regulars", "regulars"), ("greene", "french_fleet", "militia", "militia"))
    reveal(state)
    act(state, B, Lose(unit="militia", territory="worcester"))
    act(state, A, Lose(unit="militia", territory="worcester"))
    act(state, B, Lose(unit="regulars", territory="worcester"))
    act(state, A, Retreat(destination="springfield"))
    assert keys_at(state, "springfield", A) == ["greene"] and "french_fleet.1" in state.piles[A]


def test_we_battle_10_destroyed_units_return_to_their_pile() -> None:
    state = fight(("howe", "regulars", "regulars"), ("continentals", "militia"))
    reveal(state)
    act(state, B, Lose(unit="continentals", territory="worcester"))
    assert "continentals.1" in state.piles[A]


def test_we_battle_11_captured_leaders_are_set_aside() -> None:
    state = fight(("howe", "regulars", "regulars"), ("greene", "militia"))
    reveal(state, british=("encircle",))
    act(state, B, Lose(unit="greene", territory="worcester"))
    assert state.set_aside[A] == ["greene.1"] and "greene.1" not in state.piles[A]


def test_woi_r_25_leaders_lost_by_the_winner_go_back_to_the_pile() -> None:
    state = fight(("howe", "tories"), ("continentals", "continentals"))
    reveal(state, british=("surprise",))
    act(state, B, Lose(unit="continentals", territory="worcester"))
    act(state, B, Lose(unit="tories", territory="worcester"))
    ctx = act(state, B, Lose(unit="howe", territory="worcester"))
    assert state.set_aside[B] == [] and "howe.1" in state.piles[B]
    assert "British lose General Sir William Howe." in [e.text for e in ctx.events]


def test_we_battle_12_both_hands_refill_to_seven_after_a_battle() -> None:
    state = fight(("howe", "regulars", "regulars"), ("militia",))
    give(state, A, "siege")
    reveal(state, british=("surprise",))
    act(state, B, Lose(unit="militia", territory="worcester"))
    act(state, B, Lose(unit="regulars", territory="worcester"))
    assert state.battle is None and len(state.hands[B]) == 7 and len(state.hands[A]) == 7


def test_woi_r_30_the_battle_reveals_both_stacks() -> None:
    state = fight(("howe", "regulars"), ("militia", "continentals"))
    data = reveal(state)
    assert data["sides"][A]["units"] == ["Militia", "Continentals"]


def test_woi_card_2_garrison_only_for_the_defender() -> None:
    state = fight(("howe", "regulars"), ("continentals",))
    give(state, B, "garrison")
    give(state, A, "garrison")
    assert Seal(cards=("garrison",)) not in RULES.legal_actions(state, B)
    with pytest.raises(IllegalAction) as refused:
        act(state, B, Seal(cards=("garrison",)))
    assert refused.value.rule == "WOI-CARD-2"
    act(state, A, Seal(cards=("garrison",)))
    assert force_of(state, A) == 8


def test_woi_card_3_siege_only_for_the_attacker() -> None:
    state = fight(("howe", "regulars"), ("continentals",))
    give(state, A, "siege")
    assert Seal(cards=("siege",)) not in RULES.legal_actions(state, A)
    with pytest.raises(IllegalAction) as refused:
        act(state, A, Seal(cards=("siege",)))
    assert refused.value.rule == "WOI-CARD-3"
    give(state, B, "siege")
    act(state, B, Seal(cards=("siege",)))
    assert force_of(state, B) == 8 + 5 + 4


def test_woi_card_4_bayonet_attack_one_per_troop() -> None:
    state = fight(("howe", "regulars", "tories", "tories", "br_forts"), ("continentals",))
    before = force_of(state, B)
    give(state, B, "bayonet_attack")
    act(state, B, Seal(cards=("bayonet_attack",)))
    assert force_of(state, B) == before + 3


@pytest.mark.parametrize(
    ("card", "bonus"), [("wheel_about", 2), ("outflank", 6), ("bombardment", 8), ("encircle", 10), ("surprise", 12)]
)
def test_woi_card_5_fixed_force_cards(card: str, bonus: int) -> None:
    state = fight(("howe", "regulars"), ("continentals",))
    give(state, A, card)
    act(state, A, Seal(cards=(card,)))
    assert force_of(state, A) == 4 + bonus


def test_woi_card_6_counterattack_raises_the_winners_losses() -> None:
    state = fight(("howe", "regulars", "regulars", "tories", "tories"), ("continentals", "continentals"))
    reveal(state, american=("counterattack",))
    act(state, B, Lose(unit="continentals", territory="worcester"))
    assert state.battle is not None and state.battle.winner_required == 3


def test_woi_card_7_rearguard_action_halves_the_losers_losses() -> None:
    state = fight(("howe", "regulars", "regulars"), ("militia", "militia", "militia", "militia"))
    reveal(state, american=("rearguard_action",))
    assert state.battle is not None and state.battle.losses_left == 1


def test_woi_r_10_counterattack_and_rearguard_help_only_a_loser() -> None:
    state = fight(("howe", "tories"), ("continentals", "continentals", "continentals", "continentals"))
    reveal(state, british=("rearguard_action", "counterattack"))
    assert state.battle is not None and state.battle.winner == A and state.battle.losses_left == 1
    act(state, A, Lose(unit="tories", territory="worcester"))
    state2 = fight(("howe", "regulars", "regulars"), ("militia", "militia"))
    reveal(state2, british=("rearguard_action",))
    assert state2.battle is not None and state2.battle.losses_left == 1


def _said(ctx: object, kind: str) -> list[str]:
    return [e.text for e in ctx.events if e.kind == kind and e.public]  # type: ignore[attr-defined]


def test_we_battle_7_the_loser_is_told_how_many_units_it_loses() -> None:
    state = fight(("howe", "regulars", "regulars"), ("militia", "continentals", "militia"))
    seal(state, B)
    ctx = seal(state, A)
    assert _said(ctx, "losses") == [
        "Americans must lose 2 units (half of 3 units, rounded up); British choose the first, Americans the rest."
    ]
    state2 = fight(("howe", "regulars", "regulars"), ("militia", "militia", "militia", "militia"))
    give(state2, A, "rearguard_action")
    seal(state2, B)
    ctx2 = seal(state2, A, "rearguard_action")
    assert _said(ctx2, "losses") == [
        "Americans must lose 1 unit (half of 4 units, rounded up, halved again by Rearguard Action); British choose it."
    ]


def test_we_battle_8_fortifications_lost_with_the_stack_are_announced() -> None:
    state = fight(("howe", "regulars", "regulars"), ("am_forts", "militia", "militia"))
    seal(state, B)
    ctx = seal(state, A)
    assert _said(ctx, "casualty") == ["Americans lose 1 fortification (destroyed with the losing stack)."]


def test_we_battle_9_the_winner_is_told_the_force_it_must_lose() -> None:
    state = fight(("howe", "regulars", "tories", "tories"), ("continentals", "continentals"))
    reveal(state)
    ctx = act(state, B, Lose(unit="continentals", territory="worcester"))
    assert _said(ctx, "losses") == [
        "British must lose units worth at least 2 force (half of the 4 force Americans lost), their choice."
    ]
    state2 = fight(("howe", "regulars", "regulars", "tories", "tories"), ("continentals", "continentals"))
    reveal(state2, american=("counterattack",))
    ctx2 = act(state2, B, Lose(unit="continentals", territory="worcester"))
    assert "at least 3 force (three quarters, by Counterattack, of the 4 force" in _said(ctx2, "losses")[0]
