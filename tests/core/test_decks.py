"""Decks and chit piles."""

from rules.core.decks import Deck
from rules.core.dice import Dice


def test_draw_takes_from_the_top_and_reshuffles_the_discard_when_empty() -> None:
    dice = Dice(5, 0)
    deck = Deck(draw_pile=["a", "b"], discard_pile=["c", "d", "e"])
    drawn = deck.draw(4, dice)
    assert drawn[:2] == ["b", "a"]
    assert sorted(drawn + deck.draw_pile) == ["a", "b", "c", "d", "e"]
    assert deck.discard_pile == []


def test_draw_stops_when_deck_and_discard_are_empty() -> None:
    deck = Deck(draw_pile=["a"])
    assert deck.draw(3, Dice(1, 1)) == ["a"]
    assert deck.draw(1, Dice(1, 2)) == []


def test_blind_draws_conserve_the_pile() -> None:
    items = [f"u{i}" for i in range(20)]
    deck = Deck.shuffled(items, Dice(3, 0))
    drawn = deck.draw_blind(5, Dice(3, 1))
    assert len(drawn) == 5 and len(deck) == 15
    deck.return_to_pile(drawn)
    assert sorted(deck.draw_pile) == sorted(items)
