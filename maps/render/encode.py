"""PNG encoding through a fixed palette computed once per map: small files, fast to write.

A frame is written as an 8-bit palette PNG with every row unfiltered, deflated by ISA-L (``isal``) at level 1:
measured by ``bench.render_bench`` at about a quarter of the time of zlib's fastest level (which Pillow's PNG
writer uses), in files a little smaller."""

import struct
import zlib

from isal import isal_zlib
from PIL import Image

DEFLATE_LEVEL = 1
"""ISA-L's level 1: as fast as its level 0 on our maps and 10-15 % smaller; level 3 is three times slower."""

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
PALETTE_8_BIT = (8, 3, 0, 0, 0)  # bit depth, colour type "palette", deflate, adaptive filtering, no interlace


def palette_from(samples: list[Image.Image], colours: int = 256) -> Image.Image:
    """A palette image (mode P) that covers the colours of some representative frames."""
    width = max(s.width for s in samples)
    mosaic = Image.new("RGB", (width, sum(s.height for s in samples)))
    y = 0
    for sample in samples:
        mosaic.paste(sample, (0, y))
        y += sample.height
    quantized = mosaic.quantize(colors=colours, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
    palette = Image.new("P", (1, 1))
    palette.putpalette(quantized.getpalette() or [])
    return palette


def to_png(indexed: Image.Image) -> bytes:
    """An indexed (mode P, RGB palette) frame PNG-encoded."""
    return scanlines_png(scanline_frame(indexed))


def scanlines_png(scanlines: Image.Image) -> bytes:
    """A frame kept as its scanlines (``scanline_frame``) PNG-encoded: no copy of the frame is made but the
    bytes deflated."""
    if scanlines.mode != "P" or scanlines.palette is None or scanlines.palette.mode != "RGB":
        raise ValueError(f"a PNG is written from a palette image with an RGB palette, not mode {scanlines.mode}")
    width, height = scanlines.size
    header = struct.pack(">II5B", width - 1, height, *PALETTE_8_BIT)
    return b"".join((PNG_SIGNATURE, _chunk(b"IHDR", header), _chunk(b"PLTE", bytes(scanlines.getpalette() or [])),
                     _chunk(b"IDAT", isal_zlib.compress(scanlines.tobytes(), DEFLATE_LEVEL)),
                     _chunk(b"IEND", b"")))  # fmt: skip


def scanline_frame(indexed: Image.Image) -> Image.Image:
    """A palette frame one pixel wider, its first column index 0: its bytes are the frame's PNG scanlines with
    filter type 0 (none), each row's indices after a zero byte. Frames drawn often are kept in this form."""
    width, height = indexed.size
    return indexed.crop((-1, 0, width, height))


def scanline_box(box: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
    """Where a box of a frame lies in its scanline frame: one column right."""
    return box[0] + 1, box[1], box[2] + 1, box[3]


def unfiltered_rows(indexed: Image.Image) -> bytes:
    """The PNG scanlines of a palette frame with filter type 0 (none)."""
    return scanline_frame(indexed).tobytes()


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(data, zlib.crc32(kind)))
