"""Typed game options: parsed to canonical values, defaults filled, every refusal says what is allowed."""

import pytest

from rules.core.errors import IllegalAction
from rules.core.seats import OptionSpec, parse_options

SPECS = [
    OptionSpec("players", "int", "4", "How many players", 2, 6),
    OptionSpec("home_defence", "bool", "on", "+2 at home"),
    OptionSpec("end", "choice", "1815", "The last year", choices=("1810", "1815")),
]


def test_defaults_fill_in_and_values_are_canonical() -> None:
    assert parse_options(SPECS, {"Players": " 6 ", "home_defence": "No"}) == {
        "players": "6", "home_defence": "off", "end": "1815"
    }


@pytest.mark.parametrize(
    ("raw", "words"),
    [
        ({"players": "7"}, "from 2 to 6"),
        ({"players": "²"}, "whole number"),
        ({"players": "-3"}, "whole number"),
        ({"players": "9" * 3000}, "too long"),
        ({"end": "1812"}, "one of 1810, 1815"),
        ({"home_defence": "maybe"}, "on or off"),
        ({"speed": "2"}, "Unknown option `speed`"),
    ],
)
def test_bad_options_are_refused_saying_what_is_allowed(raw: dict[str, str], words: str) -> None:
    with pytest.raises(IllegalAction, match=words):
        parse_options(SPECS, raw)
