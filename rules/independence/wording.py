"""Small helpers for the texts players read: counts with the right singular or plural (WOI-TEXT-4)."""


def plural(count: int, word: str, many: str | None = None) -> str:
    """`1 unit`, `2 units`, `0 units`; ``many`` for an irregular plural."""
    return f"{count} {word if count == 1 else many or word + 's'}"
