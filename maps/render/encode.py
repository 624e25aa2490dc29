"""PNG encoding through a fixed palette computed once per map: small files, fast to write."""

import io

from PIL import Image

COMPRESS_LEVEL = 1
COMPRESS_TYPE = 1
"""zlib level 1 with the filtered strategy: measured by ``bench.render_bench`` against levels 1, 3, 6 and the
default, RLE and filtered strategies, the fastest whose maps stay well under 400 KB (RLE is as fast but its
busiest maps reach 370 KB)."""


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
    """An indexed (mode P) frame PNG-encoded."""
    out = io.BytesIO()
    indexed.save(out, format="PNG", compress_level=COMPRESS_LEVEL, compress_type=COMPRESS_TYPE)
    return out.getvalue()
