"""PNG encoding through a fixed palette computed once per map: small files, fast to write.

A frame is written as an 8-bit palette PNG with every row unfiltered, deflated by ISA-L (``isal``) at level 1:
measured by ``bench.render_bench`` at about a quarter of the time of zlib's fastest level (which Pillow's PNG
writer uses), in files a little smaller.

An area map's frames (``BandedWriter``) are deflated in bands of rows, each after a full flush (the deflate
history reset), so a band's deflated bytes stand alone and go into the PNG as their own IDAT chunk. The writer
keeps the last few bands it wrote at each place of the frame: the maps of one phase (the public map and each
seat's view) and the maps of games in a like state differ in a few places, and a band whose rows are the same as
one kept reuses its chunk instead of being deflated again. A hex map, drawn once a phase (no seat sees more than
the public map), is deflated whole (``to_png``): bands that are never reused only add their flushes."""

import struct
import threading
import zlib
from dataclasses import dataclass
from functools import lru_cache

from isal import isal_zlib
from PIL import Image

DEFLATE_LEVEL = 1
"""ISA-L's level 1: as fast as its level 0 on our maps and 10-15 % smaller; level 3 is three times slower."""
BAND_ROWS = 64
"""Rows deflated as one band. Measured on 348 boards of games in progress: 64 rows keep the PNG within 1 % of
one whole deflate and 64 % of bands are found kept; 32 rows find 72 % but are 2 % larger, at the same speed."""
KEPT_PER_BAND = 4
"""Bands kept at each place of the frame (the latest first): a phase's three maps and the one before. A writer
then holds at most four frames' scanlines and their chunks: about 12 MB for the War of Independence map."""

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
PALETTE_8_BIT = (8, 3, 0, 0, 0)  # bit depth, colour type "palette", deflate, adaptive filtering, no interlace
ZLIB_HEADER = b"\x78\x01"  # deflate with a 32 KiB window, fastest level; (0x78 * 256 + 0x01) % 31 == 0
LAST_EMPTY_BLOCK = b"\x03\x00"  # a final, empty block with fixed codes: ends the deflate stream after a flush
ADLER_BASE = 65521
PNG_END = b"\x00\x00\x00\x00IEND\xaeB`\x82"  # the IEND chunk: no data, then its CRC


@dataclass(frozen=True)
class Band:
    """Rows of scanlines and the IDAT chunk of their stand-alone deflate."""

    rows: bytes
    chunk: bytes
    adler: int


class BandedWriter:
    """Writes frames as PNGs, band by band, reusing the chunk of a band it wrote before with the same rows
    (thread-safe; keep one per map, so that its kept bands are that map's)."""

    def __init__(self, kept_per_band: int = KEPT_PER_BAND) -> None:
        self._kept: dict[tuple[int, int], list[Band]] = {}
        self._kept_per_band = kept_per_band
        self._lock = threading.Lock()

    def png(self, scanlines: Image.Image) -> bytes:
        """A frame kept as its scanlines (``scanline_frame``) PNG-encoded: no copy of the frame is made but its
        bytes."""
        width = scanlines.width
        chunks = [_head(scanlines), _chunk(b"IDAT", ZLIB_HEADER)]
        raw, step, adler = scanlines.tobytes(), BAND_ROWS * width, 1
        with self._lock:
            compressor = None
            for top in range(0, len(raw), step):
                rows = raw[top : top + step]
                band = self._kept_band((width, top), rows)
                if band is None:
                    compressor = compressor or isal_zlib.compressobj(DEFLATE_LEVEL, isal_zlib.DEFLATED, -15)
                    deflated = compressor.compress(rows) + compressor.flush(isal_zlib.Z_FULL_FLUSH)
                    band = Band(rows, _chunk(b"IDAT", deflated), isal_zlib.adler32(rows))
                    self._keep((width, top), band)
                chunks.append(band.chunk)
                adler = adler32_combine(adler, band.adler, len(rows))
        chunks += [_chunk(b"IDAT", LAST_EMPTY_BLOCK + struct.pack(">I", adler)), PNG_END]
        return b"".join(chunks)

    def _kept_band(self, place: tuple[int, int], rows: bytes) -> Band | None:
        for band in self._kept.get(place, ()):
            if band.rows == rows:
                return band
        return None

    def _keep(self, place: tuple[int, int], band: Band) -> None:
        kept = self._kept.setdefault(place, [])
        kept.insert(0, band)
        del kept[self._kept_per_band :]


@lru_cache(maxsize=16)
def png_writer(map_id: str) -> BandedWriter:
    """The writer of a map's frames (its kept bands are that map's)."""
    return BandedWriter()


def adler32_combine(first: int, second: int, second_length: int) -> int:
    """The Adler-32 of two byte strings joined, from the checksum of each and the second's length (as zlib's
    ``adler32_combine``)."""
    a = ((first & 0xFFFF) + (second & 0xFFFF) - 1) % ADLER_BASE
    b = ((first >> 16) + (second >> 16) + second_length * ((first & 0xFFFF) - 1)) % ADLER_BASE
    return (b << 16) | a


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
    """An indexed (mode P, RGB palette) frame PNG-encoded on its own, in one deflate (a map drawn once a phase,
    which has no like frames to share bands with)."""
    scanlines = scanline_frame(indexed)
    deflated = isal_zlib.compress(scanlines.tobytes(), DEFLATE_LEVEL)
    return b"".join((_head(scanlines), _chunk(b"IDAT", deflated), PNG_END))


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


def _head(scanlines: Image.Image) -> bytes:
    """The PNG signature and the header and palette chunks of a frame kept as its scanlines."""
    if scanlines.mode != "P" or scanlines.palette is None or scanlines.palette.mode != "RGB":
        raise ValueError(f"a PNG is written from a palette image with an RGB palette, not mode {scanlines.mode}")
    header = struct.pack(">II5B", scanlines.width - 1, scanlines.height, *PALETTE_8_BIT)
    return PNG_SIGNATURE + _chunk(b"IHDR", header) + _chunk(b"PLTE", bytes(scanlines.getpalette() or []))


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(data, zlib.crc32(kind)))
