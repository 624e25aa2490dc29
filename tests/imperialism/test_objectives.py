"""Optional rule Additional Hidden Victory Conditions (IMP-OPT-OBJ): secret objectives dealt at set-up, told to
their player alone, revealed and scored at the end; the AI plays towards its own."""

from rules.core.context import Context
from rules.core.dice import Dice
from rules.core.observe import Seen
from rules.imperialism import ai_objectives, objectives, victory
from rules.imperialism.actions import Build, Claim, Done
from rules.imperialism.objectives import DEALT, HIDDEN_OBJECTIVE, deck
from rules.imperialism.state import ImpState
from tests.contract.play import new_game
from tests.imperialism.helpers import BLUE, RED, R, at, blank, hold


def with_objectives(state: ImpState, red: list[str], blue: list[str]) -> ImpState:
    state.options["objectives"] = "on"
    state.objectives = {RED: red, BLUE: blue}
    return state


def test_IMP_OPT_OBJ_each_player_is_dealt_two_different_secret_objectives_only_with_the_option() -> None:
    state = new_game(R, 11, {"players": "6", "objectives": "on"})
    assert isinstance(state, ImpState)
    dealt = [code for seat in state.seats for code in state.objectives[seat]]
    assert all(len(state.objectives[seat]) == DEALT for seat in state.seats)
    assert len(set(dealt)) == len(dealt) and set(dealt) <= set(deck())
    plain = new_game(R, 11, {"players": "6"})
    assert isinstance(plain, ImpState) and plain.objectives == {}


def test_IMP_OPT_OBJ_your_objectives_are_on_your_hand_and_hidden_from_everyone_else() -> None:
    state = with_objectives(blank(), ["hold:ottoman", "build:factory"], ["hold:egypt", "fleets"])
    hold(state, RED, "ottoman")
    red, blue, public = (Seen(R, state, seat) for seat in (RED, BLUE, None))
    assert red.hand is not None and "The Straits: hold Ottoman (3 VP) — met" in red.hand
    assert "Industrial power: hold 2 factories (4 VP) — 0/2" in red.hand
    assert blue.hand is not None and "The Straits" not in blue.hand and "The road to India" in blue.hand
    assert red.data["objectives"] == {RED: ["hold:ottoman", "build:factory"], BLUE: [HIDDEN_OBJECTIVE] * 2}
    assert public.data["objectives"] == {RED: [HIDDEN_OBJECTIVE] * 2, BLUE: [HIDDEN_OBJECTIVE] * 2}
    for seen in (blue, public):
        assert "ottoman" not in str(seen.data["objectives"]) and "Straits" not in seen.status


def test_IMP_OPT_OBJ_met_objectives_add_their_vp_at_the_end_and_every_objective_is_revealed() -> None:
    state = with_objectives(blank(), ["hold:ottoman", "build:factory"], ["hold:egypt", "fleets"])
    hold(state, RED, "ottoman")
    hold(state, BLUE, "egypt")
    hold(state, BLUE, "syria")
    state.round = int(state.options["rounds"])
    ctx = Context(Dice(1, 1))
    assert victory.check_end(state, ctx, second_phase=True)
    assert state.scores == {RED: 1 + 3, BLUE: 2 + 3} and state.winner == BLUE
    revealed = [e for e in ctx.events if e.kind == "revealed"]
    assert len(revealed) == 1 and revealed[0].public
    assert "The Straits (hold Ottoman: +3)" in revealed[0].text
    assert "Industrial power (hold 2 factories: missed)" in revealed[0].text
    state.stack = []  # the game is over: nothing is hidden any more
    assert Seen(R, state, None).data["objectives"] == state.objectives


def test_IMP_OPT_OBJ_progress_counts_zone_regions_buildings_fleets_and_developed_resources() -> None:
    state = blank()
    for region in ("france", "spain", "portugal", "piedmont", "naples"):
        hold(state, RED, region)
    europe = deck()["zone:Europe"]
    assert europe.progress(state, RED) == 5 and not europe.met(state, RED)
    hold(state, RED, "bavaria")
    assert europe.met(state, RED)
    state.buildings = {"france": ["factory"], "spain": ["factory"]}
    assert deck()["build:factory"].met(state, RED) and not deck()["build:factory"].met(state, BLUE)
    state.chits["france"].developed = True
    assert deck()["developed"].progress(state, RED) == 1


def test_IMP_OPT_OBJ_the_ai_drafts_builds_and_attacks_towards_its_objectives() -> None:
    state = with_objectives(blank(), ["hold:malaya", "build:factory"], ["hold:egypt", "fleets"])
    at(state, "draft", RED, picks=0, pp=0, dp=0)
    claim = R.choose_action(R.observe(state, RED), RED, Dice(3, 3))
    assert claim == Claim(region="malaya")
    hold(state, RED, "france")
    state.round = 2
    at(state, "construction", RED, works={})
    assert ai_objectives.wanted_items(state, RED) == ["factory"]
    assert R.choose_action(R.observe(state, RED), RED, Dice(3, 3)) == Build(item="factory", region="france")
    state.pp[RED] = 20
    assert R.choose_action(R.observe(state, RED), RED, Dice(3, 3)) != Build(item="factory", region="france")
    assert ai_objectives.wanted_regions(state, BLUE) == {"egypt"}
    assert Done() in R.legal_actions(state, RED)


def test_IMP_OPT_OBJ_the_rules_topic_lists_the_deck() -> None:
    text = R.topics().find("objectives").text
    assert all(card.title in text for card in deck().values()) and "objectives=on" in text
    assert objectives.enabled(with_objectives(blank(), [], [])) and not objectives.enabled(blank())
