"""Built layers kept on disk: read back as written, keyed by map data and renderer code, rebuilt when broken."""

from pathlib import Path

import pytest
from PIL import Image

from maps.render import base
from maps.render.store import cache_key, cached, read_images, write_images


def test_images_of_every_mode_are_read_back_as_written(tmp_path: Path) -> None:
    palette = Image.new("P", (2, 1))
    palette.putpalette([10, 20, 30, 40, 50, 60] * 128)
    images = {"rgb": Image.new("RGB", (3, 2), (1, 2, 3)), "rgba": Image.new("RGBA", (2, 2), (4, 5, 6, 7)),
              "mask:3:4:boston": Image.new("L", (5, 1), 9), "palette": palette}  # fmt: skip
    write_images(tmp_path / "x.img", images)
    again = read_images(tmp_path / "x.img")
    assert again is not None
    assert {k: (v.mode, v.size, v.tobytes()) for k, v in again.items()} == {
        k: (v.mode, v.size, v.tobytes()) for k, v in images.items()
    }
    assert again["palette"].getpalette() == palette.getpalette()


def test_a_broken_file_is_rebuilt(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COURIER_MAP_CACHE", str(tmp_path))
    (tmp_path / f"napoleon-{cache_key('napoleon')}-thing.img").write_bytes(b"\x05\x00\x00\x00{no")
    built = cached("napoleon", "thing", lambda: {"a": Image.new("L", (1, 1), 7)})
    assert built["a"].getpixel((0, 0)) == 7
    assert cached("napoleon", "thing", lambda: {})["a"].getpixel((0, 0)) == 7


def test_a_restarted_process_reads_the_base_layer_instead_of_drawing_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COURIER_MAP_CACHE", str(tmp_path))
    base.base_layer.cache_clear()
    base.layers.cache_clear()
    try:
        built = base.base_layer("napoleon")
        base.base_layer.cache_clear()
        base.layers.cache_clear()

        def never(*_: object) -> None:
            raise AssertionError("drawn again")

        monkeypatch.setattr(base, "_layers", never)
        again = base.base_layer("napoleon")
        assert again.plain.tobytes() == built.plain.tobytes()
        assert {t: (m.origin, m.image.tobytes()) for t, m in again.masks.items()} == {
            t: (m.origin, m.image.tobytes()) for t, m in built.masks.items()
        }
    finally:
        base.base_layer.cache_clear()
        base.layers.cache_clear()
