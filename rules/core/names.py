"""How names typed by players compare with names as history spells them: accents, case and spacing ignored."""

import unicodedata
from functools import lru_cache


@lru_cache(maxsize=8192)
def fold(text: str) -> str:
    """``text`` without accents, case or repeated spaces: "Eugène " and "eugene" fold alike. Cached: the same
    few hundred names are compared on every command and keystroke."""
    if text.isascii():
        return " ".join(text.split()).casefold()
    decomposed = unicodedata.normalize("NFKD", text)
    bare = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(bare.split()).casefold()
