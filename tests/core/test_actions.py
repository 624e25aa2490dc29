"""Actions read back from stored data by their kind (``parse_kind``), with a refusal naming the known kinds."""

from typing import Literal

import pytest

from rules.core.actions import Action, parse_kind
from rules.core.errors import IllegalAction


class March(Action):
    kind: Literal["march"] = "march"
    to: str


class Halt(Action):
    kind: Literal["halt"] = "halt"


KINDS: dict[str, type[Action]] = {"march": March, "halt": Halt}


def test_an_action_is_read_back_as_its_kind() -> None:
    assert parse_kind(KINDS, {"kind": "march", "to": "Leipzig"}) == March(to="Leipzig")
    assert parse_kind(KINDS, {"kind": "halt"}) == Halt()


@pytest.mark.parametrize("data", [{"kind": "charge"}, {}, {"kind": 3}])
def test_an_unknown_kind_is_refused_naming_the_known_ones(data: dict[str, object]) -> None:
    with pytest.raises(IllegalAction, match="known: halt, march"):
        parse_kind(KINDS, data)
