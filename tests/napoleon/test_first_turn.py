"""The guide's first turn (rules/napoleon/first_turn.script) still plays under the rules: every play command
of the script selects exactly one legal action, and the one marked "Refused" is refused for its rule."""

import shlex
from pathlib import Path

import pytest

import rules.napoleon
from rules.core.dice import Dice
from rules.core.errors import IllegalAction
from rules.napoleon.actions import MoveArmies
from rules.napoleon.countries import NAMES
from tests.napoleon.helpers import RULES

SCRIPT = Path(rules.napoleon.__file__).parent / "first_turn.script"
SEATS = {"alice": "France", "bob": "Allies"}
PLAY_VERBS = {v.name for v in RULES.verbs}


def _commands() -> list[tuple[str, str, dict[str, str], str]]:
    """(seat, verb, options, the comment that follows) for each play command of the script."""
    lines = SCRIPT.read_text().splitlines()
    found = []
    for number, line in enumerate(lines):
        user, sep, command = line.partition("> /")
        words = shlex.split(command) if sep and not line.startswith("#") else []
        if not words or words[0] not in PLAY_VERBS:
            continue
        options = dict(word.split(":", 1) for word in words[1:])
        comments = []
        for after in lines[number + 1 :]:
            if not after.startswith("#"):
                break
            comments.append(after.removeprefix("#").strip())
        found.append((SEATS[user], words[0], options, " ".join(comments)))
    return found


def test_the_first_turn_script_plays_under_the_rules() -> None:
    state = RULES.new_game({}, Dice(7, 0))
    commands = _commands()
    assert [verb for _, verb, _, _ in commands] == ["move", "move", "move", "move", "done", "battle"]
    for seat, verb, options, comment in commands:
        dice = Dice(7, state.action_count + 1)
        if comment.startswith("Refused: "):
            move = MoveArmies(
                origin=_id(options["from"]), destination=_id(options["to"]), armies=int(options["armies"])
            )
            with pytest.raises(IllegalAction) as refused:
                RULES.apply(state, seat, move, dice)
            assert f"(rule {refused.value.rule})" in comment
            assert str(refused.value).startswith(comment.removeprefix("Refused: ").split(" (rule")[0])
            continue
        chosen = RULES.candidates(state, seat, verb, options)
        assert len(chosen) == 1, (verb, options)
        state = RULES.apply(state, seat, chosen[0], dice).state
    assert state.active == "Allies" and state.phase == "move"


def _id(country: str) -> str:
    return next(c for c, shown in NAMES.items() if shown == country)
