"""The boxes a render maps to the palette again: every box drawn on is covered, near boxes are joined, far ones
are not; what was drawn can be put back; an opaque sprite pasted by its solid box gives the plain paste's pixels."""

import random

from PIL import Image, ImageDraw

from maps.render.canvas import Box, Canvas, merged, solid_box


def _covers(outer: Box, inner: Box) -> bool:
    return outer[0] <= inner[0] and outer[1] <= inner[1] and outer[2] >= inner[2] and outer[3] >= inner[3]


def test_merged_boxes_cover_every_box_drawn_on() -> None:
    rng = random.Random(4)
    boxes: list[Box] = []
    for _ in range(300):
        x, y = rng.randrange(1600), rng.randrange(1600)
        boxes.append((x, y, x + rng.randrange(1, 90), y + rng.randrange(1, 90)))
    result = merged(boxes)
    assert len(result) < len(boxes)
    assert all(any(_covers(big, box) for big in result) for box in boxes)


def test_near_boxes_are_joined_and_far_ones_kept_apart() -> None:
    near = [(100, 100, 140, 140), (150, 100, 190, 140), (100, 150, 140, 190)]
    far = [(1000, 1000, 1040, 1040), (100, 1400, 140, 1440)]
    result = merged([*near, *far])
    assert (100, 100, 190, 190) in result
    assert all(box in result for box in far) and len(result) == 3


def _cartouche() -> Image.Image:
    """An opaque card with a soft shadow and translucent ink on it, like the legend."""
    sprite = Image.new("RGBA", (60, 40), (0, 0, 0, 0))
    draw = ImageDraw.Draw(sprite)
    draw.rectangle((4, 4, 59, 39), fill=(0, 0, 0, 50))
    draw.rectangle((0, 0, 54, 34), fill=(246, 238, 214, 255), outline=(60, 46, 32, 255), width=3)
    sprite.alpha_composite(Image.new("RGBA", (20, 10), (200, 30, 30, 120)), (10, 10))
    return sprite


def test_a_sprite_pasted_by_its_solid_box_gives_the_pixels_of_a_plain_paste() -> None:
    sprite = _cartouche()
    assert solid_box(sprite) == (0, 0, 55, 35)
    backdrop = Image.radial_gradient("L").convert("RGB").resize((100, 70))
    plain, solid = Canvas(backdrop.copy()), Canvas(backdrop.copy())
    for at in ((5, 7), (70, 50), (-10, -5)):
        plain.paste(sprite, at, sprite)
        solid.paste_solid(sprite, at, (0, 0, 55, 35))
    assert solid.image.tobytes() == plain.image.tobytes()
    assert solid.dirty == plain.dirty


def test_a_sprite_with_a_hole_in_its_opaque_box_has_no_solid_box() -> None:
    sprite = _cartouche()
    sprite.putpixel((20, 20), (0, 0, 0, 0))
    assert solid_box(sprite) is None
    assert solid_box(Image.new("RGBA", (4, 4), (9, 9, 9, 128))) is None
