"""How names typed by players compare with names as history spells them: accents, case and spacing ignored."""

import unicodedata


def fold(text: str) -> str:
    """``text`` without accents, case or repeated spaces: "Eugène " and "eugene" fold alike."""
    decomposed = unicodedata.normalize("NFKD", text)
    bare = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(bare.split()).casefold()
