"""``Ruleset.private_board``: a ruleset that says a seat sees only the public map keeps its word, over whole AI games
(the service then never works out that seat's board)."""

import pytest

from rules.core.observe import Seen
from tests.contract.play import play
from tests.contract.rulesets import under_test

RULESETS = under_test()
SAMPLE_EVERY = 11


def fog(seen: Seen) -> str | None:
    """The board a viewer is shown, but for the viewer's name (None: no map)."""
    board = seen.board
    return None if board is None else board.model_copy(update={"viewer": None}).model_dump_json()


@pytest.mark.parametrize("ruleset_id", sorted(RULESETS))
def test_a_seat_told_it_sees_the_public_map_sees_exactly_that(ruleset_id: str) -> None:
    ruleset = RULESETS[ruleset_id]
    checked = 0
    for step in play(ruleset, 5):
        if step.number % SAMPLE_EVERY:
            continue
        public = fog(Seen(ruleset, step.state, None))
        for seat in step.state.seats:
            if not ruleset.private_board(step.state, seat):
                assert fog(Seen(ruleset, step.state, seat)) == public, (ruleset_id, step.number, seat)
                checked += 1
    assert checked or ruleset_id not in ("napoleon", "breitenfeld")


def test_the_rulesets_with_hidden_boards_keep_their_private_maps() -> None:
    for ruleset_id in ("independence", "imperialism", "laguerre"):
        ruleset = RULESETS[ruleset_id]
        state = next(iter(play(ruleset, 5))).state
        assert all(ruleset.private_board(state, seat) for seat in state.seats), ruleset_id


@pytest.mark.parametrize("ruleset_id", sorted(RULESETS))
def test_a_views_signature_and_fog_are_the_boards_own_with_and_without_its_viewer(ruleset_id: str) -> None:
    """``Seen.fog`` is spliced from the signature (no second dump): it must be exactly the signature of the board
    with no viewer, as the digests kept in a game's ``posted_maps`` were made."""
    ruleset = RULESETS[ruleset_id]
    for step in play(ruleset, 6):
        if step.number % SAMPLE_EVERY:
            continue
        for seat in [None, *step.state.seats]:
            seen = Seen(ruleset, step.state, seat)
            if seen.board is None:
                assert seen.signature is None and seen.fog is None
                continue
            assert seen.signature == seen.board.signature()
            assert seen.fog == seen.board.model_copy(update={"viewer": None}).signature(), (step.number, seat)
