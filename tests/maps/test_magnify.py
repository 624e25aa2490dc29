"""The inset's magnification strip by strip: the same pixels whatever was magnified before, close to one bilinear
resize of the whole region, and strips resampled again only where the region's rows changed."""

import random

from PIL import Image, ImageChops, ImageDraw, ImageStat

from maps.render.magnify import REGIONS_KEPT, Magnifier

SIZE = (300, 230)


def region(seed: int, marks: int = 12) -> Image.Image:
    """An RGB region with some shapes on a gradient, as a map's crop has."""
    rng = random.Random(seed)
    image = Image.linear_gradient("L").resize((170, 130)).convert("RGB")
    draw = ImageDraw.Draw(image)
    for _ in range(marks):
        x, y = rng.randrange(160), rng.randrange(120)
        draw.rectangle((x, y, x + 9, y + 9), fill=(rng.randrange(256), rng.randrange(256), rng.randrange(256)))
    return image


def test_a_magnified_region_does_not_depend_on_what_was_magnified_before() -> None:
    worn = Magnifier()
    for seed in range(5):
        worn.magnify(region(seed), SIZE, (10, 20))
    changed = region(3)
    ImageDraw.Draw(changed).rectangle((40, 100, 60, 120), fill=(250, 0, 0))
    assert worn.magnify(changed, SIZE, (10, 20)).tobytes() == Magnifier().magnify(changed, SIZE, (10, 20)).tobytes()


def test_strips_look_like_one_bilinear_resize() -> None:
    """Each strip reads its rows with the filter's reach, so no seam shows where strips meet."""
    whole = region(1).resize(SIZE, Image.Resampling.BILINEAR)
    strips = Magnifier().magnify(region(1), SIZE, (0, 0))
    difference = ImageChops.difference(whole, strips).convert("L")
    assert ImageStat.Stat(difference).extrema[0][1] <= 2
    assert ImageStat.Stat(difference).mean[0] < 0.05


def test_only_strips_whose_rows_changed_are_resampled(monkeypatch) -> None:
    resampled = []
    real = Image.Image.resize

    def counted(self: Image.Image, *args: object, **kwargs: object) -> Image.Image:
        resampled.append(kwargs["box"])
        return real(self, *args, **kwargs)  # type: ignore[arg-type]

    magnifier, first = Magnifier(), region(7)
    magnifier.magnify(first, SIZE, (0, 0))
    monkeypatch.setattr(Image.Image, "resize", counted)
    second = first.copy()
    ImageDraw.Draw(second).point((5, 3), fill=(1, 2, 3))  # the top rows: the first strip alone reads them
    magnifier.magnify(second, SIZE, (0, 0))
    assert len(resampled) == 1 and resampled[0][1] == 0.0  # type: ignore[index]
    magnifier.magnify(first, SIZE, (0, 0))  # both versions of that strip are kept
    assert len(resampled) == 1


def test_the_regions_kept_are_bounded() -> None:
    magnifier = Magnifier()
    for place in range(REGIONS_KEPT + 3):
        magnifier.magnify(region(0), SIZE, (place, 0))
    assert len(magnifier._kept) == REGIONS_KEPT
    assert ((170, 130, *SIZE), (REGIONS_KEPT + 2, 0)) in magnifier._kept
