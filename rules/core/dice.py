"""The dice service: every random draw of a game comes from its secret seed and the action number.

The stream for action ``n`` of a game with seed ``s`` is ``random.Random(sha256(f"{s}:{n}"))``; replaying the
actions with the revealed seed reproduces every roll, shuffle and blind draw. Tests and the console may
script the faces of the next dice rolled (``scripted``); scripted faces are used before the seeded stream.
"""

import hashlib
import random
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")


def seed_commitment(seed: int) -> str:
    """The SHA-256 of a game's seed, posted when the game is created."""
    return hashlib.sha256(str(seed).encode()).hexdigest()


class Dice:
    """Random draws for one action of one game."""

    def __init__(self, seed: int, action_number: int, scripted: Sequence[int] = ()) -> None:
        self._stream_key = f"{seed}:{action_number}"
        self._stream: random.Random | None = None
        self._scripted = list(scripted)
        self.used = False

    @property
    def _random(self) -> random.Random:
        """The action's seeded stream, seeded on first use (most actions draw nothing, and seeding a Mersenne
        Twister cost about 2 % of a command's CPU)."""
        if self._stream is None:
            self._stream = random.Random(hashlib.sha256(self._stream_key.encode()).digest())
        return self._stream

    @classmethod
    def scripted(cls, faces: Sequence[int], seed: int = 0) -> "Dice":
        """Dice whose next rolls show ``faces`` in order (then fall back to the seeded stream)."""
        return cls(seed, 0, faces)

    @property
    def scripted_left(self) -> list[int]:
        """Scripted faces not used yet."""
        return list(self._scripted)

    def roll(self, count: int, sides: int = 6) -> list[int]:
        """Roll ``count`` dice with ``sides`` faces each."""
        self.used = True
        faces: list[int] = []
        for _ in range(count):
            if self._scripted and 1 <= self._scripted[0] <= sides:
                faces.append(self._scripted.pop(0))
            else:
                faces.append(self._random.randint(1, sides))
        return faces

    def shuffle(self, items: list[T]) -> None:
        """Shuffle ``items`` in place (a hidden draw: never scripted)."""
        self.used = True
        self._random.shuffle(items)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)``."""
        self.used = True
        return self._random.randrange(n)

    def choice(self, items: Sequence[T]) -> T:
        """One of ``items`` at random."""
        return items[self.below(len(items))]
