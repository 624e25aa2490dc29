"""Decks and chit piles: shuffle, draw, discard, reshuffle the discard when the deck runs out, blind draws."""

from pydantic import BaseModel, Field

from rules.core.dice import Dice


class Deck(BaseModel):
    """A face-down draw pile and its discard pile, holding card or chit ids (duplicates allowed)."""

    draw_pile: list[str] = Field(default_factory=list)
    discard_pile: list[str] = Field(default_factory=list)

    @classmethod
    def shuffled(cls, items: list[str], dice: Dice) -> "Deck":
        """A new deck of ``items`` in random order."""
        cards = list(items)
        dice.shuffle(cards)
        return cls(draw_pile=cards)

    def __len__(self) -> int:
        return len(self.draw_pile)

    def draw(self, count: int, dice: Dice) -> list[str]:
        """Draw up to ``count`` from the top, reshuffling the discard into the deck when it runs out."""
        drawn: list[str] = []
        for _ in range(count):
            if not self.draw_pile:
                if not self.discard_pile:
                    break
                self.draw_pile = self.discard_pile
                self.discard_pile = []
                dice.shuffle(self.draw_pile)
            drawn.append(self.draw_pile.pop())
        return drawn

    def draw_blind(self, count: int, dice: Dice) -> list[str]:
        """Draw up to ``count`` at random from anywhere in the pile (chits drawn from a cup); no reshuffle."""
        drawn: list[str] = []
        for _ in range(min(count, len(self.draw_pile))):
            drawn.append(self.draw_pile.pop(dice.below(len(self.draw_pile))))
        return drawn

    def discard(self, items: list[str]) -> None:
        """Put ``items`` face up on the discard pile."""
        self.discard_pile.extend(items)

    def return_to_pile(self, items: list[str]) -> None:
        """Put ``items`` back into the draw pile (chits go back into the cup; order does not matter)."""
        self.draw_pile.extend(items)
