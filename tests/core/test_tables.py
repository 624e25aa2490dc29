"""Die-roll tables: odds and differential columns, die ranges, modifiers, shifts and the public record."""

import pytest

from rules.core.dice import Dice
from rules.core.tables import Table, differential_column, odds_column

ODDS = ["1-2", "1-1", "2-1", "3-1", "4-1"]
CRT = Table.build("Combat Results Table", ODDS, {
    "1": ["AE", "AR", "DR", "DR", "DE"],
    "2-3": ["AR", "EX", "DR", "DE", "DE"],
    "4-5": ["AR", "AR", "EX", "DR", "DE"],
    "6": ["AE", "AE", "AR", "EX", "DR"],
})  # fmt: skip


def test_odds_round_in_favour_of_the_defender() -> None:
    assert odds_column(7, 3, ODDS) == "2-1"
    assert odds_column(9, 3, ODDS) == "3-1"
    assert odds_column(5, 6, ODDS) == "1-2"
    assert odds_column(6, 6, ODDS) == "1-1"


def test_odds_are_held_at_the_table_ends() -> None:
    assert odds_column(1, 9, ODDS) == "1-2"
    assert odds_column(30, 2, ODDS) == "4-1"
    assert odds_column(3, 0, ODDS) == "4-1"


def test_odds_columns_need_not_be_listed_in_order() -> None:
    assert odds_column(3, 2, ["3-2", "1-1", "2-1"]) == "3-2"


def test_differential_columns() -> None:
    columns = ["-2", "-1", "0", "+1", "+2"]
    assert differential_column(5, 4, columns) == "+1"
    assert differential_column(2, 9, columns) == "-2"
    assert differential_column(9, 2, columns) == "+2"


def test_rows_by_die_range() -> None:
    assert CRT.result("2-1", 2) == "DR" and CRT.result("2-1", 3) == "DR" and CRT.result("2-1", 5) == "EX"


def test_modified_rolls_past_the_ends_read_the_end_rows() -> None:
    assert CRT.result("1-1", 0) == "AR" and CRT.result("1-1", 9) == "AE"


def test_lookup_records_column_die_modifiers_and_result() -> None:
    heard: list[tuple[str, dict[str, object]]] = []
    roll = CRT.lookup("3-1", [4], modifiers=[("terrain", -1)], say=lambda text, **data: heard.append((text, data)))
    assert roll.result == "DE" and roll.total == 3
    assert roll.text == "🎲 Combat Results Table, column 3-1, die 4 (−1 terrain) = 3 → DE"
    assert heard == [(roll.text, roll.data)] and heard[0][1]["dice"] == [4]
    assert roll.event.kind == "table" and roll.event.public and roll.event.text == roll.text


def test_column_shifts_move_and_are_held_at_the_ends() -> None:
    roll = CRT.lookup("3-1", [6], shifts=[("leader", 1), ("charge", 1)])
    assert roll.column == "4-1" and roll.result == "DR"
    assert roll.text == "🎲 Combat Results Table, column 3-1 +1 leader +1 charge → 4-1, die 6 → DR"
    assert CRT.lookup("1-1", [1], shifts=[("terrain", -3)]).column == "1-2"


def test_two_dice_tables_roll_through_the_game_dice() -> None:
    table = Table.build("Native diplomacy", ["result"], {"2-6": ["resist"], "7-9": ["parley"], "10-12": ["join"]})
    roll = table.roll(Dice.scripted([5, 6]), "result", count=2)
    assert roll.faces == (5, 6) and roll.result == "join"
    assert roll.text == "🎲 Native diplomacy, column result, dice 5 + 6 = 11 → join"


def test_a_bad_column_is_refused_before_any_die_is_rolled() -> None:
    dice = Dice.scripted([3])
    with pytest.raises(ValueError, match="no column '7-1'; its columns are 1-2, 1-1"):
        CRT.roll(dice, "7-1")
    assert not dice.used


@pytest.mark.parametrize("rows", [{"1": ["A"], "3": ["B"]}, {"1-3": ["A"], "3-6": ["B"]}, {"1": ["A", "B"]},
                                  {"one": ["A"]}])  # fmt: skip
def test_malformed_tables_are_refused(rows: dict[str, list[str]]) -> None:
    with pytest.raises(ValueError):
        Table.build("Bad", ["x"], rows)
