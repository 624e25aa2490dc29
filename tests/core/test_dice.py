"""The dice service: seeded by game and action, scriptable, shared by every ruleset."""

from rules.core.contract import Context
from rules.core.dice import Dice, seed_commitment


def test_same_seed_and_action_give_same_rolls() -> None:
    assert Dice(42, 7).roll(10) == Dice(42, 7).roll(10)


def test_each_action_has_its_own_stream() -> None:
    assert Dice(42, 7).roll(20) != Dice(42, 8).roll(20)


def test_rolls_stay_on_the_die() -> None:
    faces = Dice(1, 1).roll(500, sides=6)
    assert set(faces) == {1, 2, 3, 4, 5, 6}


def test_scripted_faces_come_first_then_the_seeded_stream() -> None:
    dice = Dice.scripted([6, 1, 3])
    assert dice.roll(2) == [6, 1]
    assert dice.roll(1) == [3]
    assert 1 <= dice.roll(1)[0] <= 6
    assert dice.scripted_left == []


def test_scripted_face_too_big_for_the_die_is_kept_for_a_bigger_die() -> None:
    dice = Dice.scripted([8])
    assert dice.roll(1, sides=6)[0] <= 6
    assert dice.roll(1, sides=10) == [8]


def test_commitment_is_sha256_of_the_seed() -> None:
    assert seed_commitment(123) == "a665a45920422f9d417e4867efdc4fb8a04a1f3fff1fa07e998e86f7f7a27ae3"


def test_every_roll_is_a_public_event_with_modifiers_and_total() -> None:
    ctx = Context(Dice.scripted([4, 2]))
    faces = ctx.roll("France", "battle at Austria", 2, modifiers=[("defender", 1)])
    assert faces == [4, 2]
    (event,) = ctx.events
    assert event.public and event.kind == "roll"
    assert event.data == {"purpose": "battle at Austria", "dice": [4, 2], "modifiers": [["defender", 1]], "total": 7}
    assert ctx.dice.used
