"""Texts of several words measured and drawn from their words give FreeType's own box and pixels for the whole."""

import pytest
from PIL import Image, ImageDraw

from maps.render import text as text_module
from maps.render.text import Face, font, sprite, text_box

TEXTS = [
    "Americans: 21 territories, treasury 112   ·   French Alliance in force",
    "British: 4 territories, treasury 0",
    "Spring 1777 · Movement",
    "Private view: Americans",
    "To act:",
    "Québec — à  deux   espaces",
    "x - y",
]
FACES: list[Face] = ["serif", "serif-italic", "serif-bold", "sans", "sans-bold"]


def whole(text: str, face: Face, size: int, fill: str) -> Image.Image:
    """The sprite as FreeType draws the whole text at once."""
    measured = font(face, size)
    left, _, right, _ = measured.getbbox(text)
    ascent, descent = measured.getmetrics()
    image = Image.new("RGBA", (int(right - left) + 6, ascent + descent + 4), (0, 0, 0, 0))
    ImageDraw.Draw(image).text((2 - left, 2), text, font=measured, fill=fill)
    return image


@pytest.mark.parametrize("face", FACES)
@pytest.mark.parametrize("size", [13, 17, 26])
def test_a_text_of_words_is_measured_and_drawn_as_freetype_draws_it_whole(face: Face, size: int) -> None:
    for text in TEXTS:
        assert text_box(text, face, size) == tuple(int(v) for v in font(face, size).getbbox(text))
        drawn, expected = sprite(text, face, size, "#cdb98a"), whole(text, face, size, "#cdb98a")
        assert drawn.size == expected.size and drawn.tobytes() == expected.tobytes(), text


def test_a_text_of_words_is_made_of_its_words_kept_sprites() -> None:
    sprite.cache_clear()
    sprite("Americans: 7 territories, treasury 19", "serif-italic", 15, "#cdb98a")
    assert sprite.cache_info().currsize == 1 + 5, "the text and its five words"
    sprite("Americans: 7 territories, treasury 23", "serif-italic", 15, "#cdb98a")
    assert sprite.cache_info().currsize == 6 + 2, "the new text and its one new word; the others were kept"


def test_a_text_with_an_advance_that_is_not_a_whole_pixel_is_drawn_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(text_module, "_advance", lambda word, face, size: len(word) * 5.5)
    assert text_module._placed_words("a b", "serif", 15) is None
