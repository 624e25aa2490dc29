"""Hex map rendering benchmark: ``python -m bench.hex_render_bench [runs]``.

On the demo hex map (23 columns × 17 rows, the size of Breitenfeld's): the one-off cost of the base and palette
(first call), then the median and 90th percentile time to render and PNG-encode a busy board — about eighty
counters of two sides, a tenth of them disrupted, leaders, artillery, three moves and two battles — that changes
every turn, and the largest PNG. The bar: under 50 ms at the median, at most 400 KB.
"""

import statistics
import sys
import time
from dataclasses import dataclass, field

from maps.render.hexmap import render_hex_map

MAP_ID = "hexdemo"
KINDS = ("infantry", "infantry", "cavalry", "infantry", "artillery", "cavalry", "infantry", "leader")


@dataclass(frozen=True)
class Piece:
    """A counter (the fields of the board view's pieces)."""

    side: str
    kind: str = "infantry"
    label: str = ""
    count: int = 1
    strength: int | None = None
    movement: int | None = None
    leader: bool = False
    face_down: bool = False
    disrupted: bool = False
    captured: bool = False


@dataclass(frozen=True)
class Space:
    """The pieces in one hex."""

    pieces: list[Piece] = field(default_factory=list)


@dataclass(frozen=True)
class SideInfo:
    """A side with its colour."""

    id: str
    name: str
    colour: str


@dataclass(frozen=True)
class Arrow:
    """A move since the last map."""

    side: str
    origin: str
    destination: str


@dataclass(frozen=True)
class HexBoard:
    """The board view fields the hex renderer reads."""

    ruleset: str
    map_id: str
    title: str
    turn: str
    phase: str
    to_act: list[str]
    viewer: str | None
    sides: list[SideInfo]
    spaces: dict[str, Space]
    arrows: list[Arrow] = field(default_factory=list)
    battles: list[str] = field(default_factory=list)


SIDES = [SideInfo("swedes", "Swedes", "#1f4e9c"), SideInfo("imperialists", "Imperialists", "#b8860b")]
LEADERS = {"swedes": ["Gustavus", "Horn", "Banér"], "imperialists": ["Tilly", "Pappenheim", "Fürstenberg"]}


def busy_hex_board(turn: int, viewer: str | None = None) -> HexBoard:
    """Two lines of battle facing each other across the middle, shifting a column with the turn."""
    spaces: dict[str, Space] = {}
    for index, side in enumerate(("swedes", "imperialists")):
        leaders = iter(LEADERS[side])
        for n in range(40):
            col = (5 + n % 3 if index == 0 else 16 + n % 3) + (turn % 3 if index == 0 else -(turn % 3))
            row = 2 + n // 3
            kind = KINDS[(n + turn) % len(KINDS)]
            label = next(leaders, "") if kind == "leader" else ""
            piece = Piece(side=side, kind=kind, label=label, strength=(n * 7 + turn) % 6 + 1 if kind != "leader" else 2,
                          movement=4 if kind != "cavalry" else 8, leader=kind == "leader",
                          disrupted=(n + turn) % 9 == 0, captured=kind == "artillery" and n % 13 == 4,
                          face_down=viewer is not None and viewer != side and n % 4 == 0)  # fmt: skip
            spaces[f"{col:02d}{row:02d}"] = Space([piece])
    arrows = [Arrow("swedes", "0604", "0705"), Arrow("swedes", "0709", "0809"), Arrow("imperialists", "1810", "1710")]
    return HexBoard("breitenfeld", MAP_ID, "Breitenfeld (demo)", f"Turn {turn}", "Combat", ["swedes"], viewer,
                    SIDES, spaces, arrows, ["1106", "1209"])  # fmt: skip


def bench(runs: int) -> dict[str, float]:
    """Timings (ms) and size (KiB)."""
    start = time.perf_counter()
    render_hex_map(busy_hex_board(0))
    cold = (time.perf_counter() - start) * 1000
    times, sizes = [], []
    for turn in range(1, runs + 1):
        board = busy_hex_board(turn)
        start = time.perf_counter()
        png = render_hex_map(board)
        times.append((time.perf_counter() - start) * 1000)
        sizes.append(len(png) / 1024)
    times.sort()
    return {"cold_ms": cold, "median_ms": statistics.median(times), "p90_ms": times[int(0.9 * (len(times) - 1))],
            "max_kib": max(sizes)}  # fmt: skip


def main() -> None:
    """Print one line."""
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    result = bench(runs)
    print(f"hex map {MAP_ID}: first call {result['cold_ms']:.0f} ms, median {result['median_ms']:.1f} ms, "
          f"p90 {result['p90_ms']:.1f} ms, PNG at most {result['max_kib']:.0f} KiB")  # fmt: skip


if __name__ == "__main__":
    main()
