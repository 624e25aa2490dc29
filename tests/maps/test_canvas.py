"""The boxes a render maps to the palette again: every box drawn on is covered, near boxes are joined, far ones
are not."""

import random

from maps.render.canvas import Box, merged


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
