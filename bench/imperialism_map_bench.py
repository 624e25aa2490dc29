"""The imperialism map: ``python -m bench.imperialism_map_bench [turns] [out dir]``.

Builds BoardViews directly (no rules engine) of three kinds: a two-player opening, a six-player mid-game (control,
brigades and parties, fleets in sea areas, forts, moves and a battle, with a tenth of the regions changing hands
each turn) and six players crowding Europe; prints the first (cold) render, then for each kind the fastest and
median warm render in ms and the largest PNG, and writes the last PNG of each kind into the folder if asked.
"""

import statistics
import sys
import time
from pathlib import Path

from maps.render import render_map
from maps.render.loading import load_map
from rules.core.board import BoardView, MarkerView, MoveArrow, PieceView, SideView, SpaceView
from rules.imperialism import geography as g
from rules.imperialism.seats import SEATS

PLAYERS = [SideView(id=i, name=n, colour=c) for i, n, c in SEATS]
"""The six seats in the ruleset's own colours."""
KINDS = ("infantry", "cavalry", "artillery", "leader")


def six_player_board(turn: int = 0) -> BoardView:
    """A mid-game six-player board: about a third of the regions held, units in held regions, fleets at sea."""
    data = load_map("imperialism")
    regions = [t.id for t in data.territories]
    seas = [s.id for s in data.sea_areas]
    sides = [p.id for p in PLAYERS]
    spaces: dict[str, SpaceView] = {}
    for n, rid in enumerate(regions):
        if n % 3 and n % 7 != 3:
            continue
        owner = sides[(n // 3 + sum(1 for t in range(turn + 1) if (n * 7 + t) % 10 == 0)) % len(sides)]
        pieces = [PieceView(side=owner, kind=KINDS[n % 4], count=1 + (n + turn) % 4)]
        if (n + turn) % 5 == 0:
            pieces.append(PieceView(side=sides[(n + 1) % 6], kind="infantry", count=2))
        markers = [MarkerView(kind="fort")] if n % 9 == 0 else []
        spaces[rid] = SpaceView(controller=owner, pieces=pieces, markers=markers)
    for n, sid in enumerate(seas[::3]):
        spaces[sid] = SpaceView(pieces=[PieceView(side=sides[n % 6], kind="fleet", fleet=True, count=1 + n % 3)])
    held = [rid for rid in regions if rid in spaces]
    world = g.world()
    arrows = [MoveArrow(side=spaces[a].controller or sides[0], origin=a, destination=world.neighbours(a)[turn % 2])
              for a in held[turn % 7 :: 11][:4]]  # fmt: skip
    return BoardView(ruleset="imperialism", title="War! Age of Imperialism", turn=f"Round {turn + 1}",
                     phase="Movement", to_act=[sides[turn % 6]], sides=PLAYERS, spaces=spaces, arrows=arrows,
                     battles=[held[turn % len(held)]], focus=[held[turn % len(held)]])  # fmt: skip


def opening_board(turn: int = 0) -> BoardView:
    """A two-player opening: ten regions each with an infantry brigade, face-down natives everywhere else."""
    data = load_map("imperialism")
    sides = [p.id for p in PLAYERS[:2]]
    spaces: dict[str, SpaceView] = {}
    for n, territory in enumerate(data.territories):
        if n % 13 < 2 and len([s for s in spaces.values() if s.controller]) < 20:
            owner = sides[(n + turn) % 2]
            spaces[territory.id] = SpaceView(controller=owner, pieces=[PieceView(side=owner, kind="infantry")])
        else:
            spaces[territory.id] = SpaceView(pieces=[PieceView(side=NATIVES.id, kind="native", face_down=True)])
    return BoardView(ruleset="imperialism", title="War! Age of Imperialism", turn="Round 1", phase="Production",
                     to_act=[sides[0]], sides=[*PLAYERS[:2], NATIVES], spaces=spaces)  # fmt: skip


def crowded_board(turn: int = 0) -> BoardView:
    """Six players fighting over Europe: every European region held, with two or three players' stacks in each,
    and the seas round Europe full of fleets (four players' in the Western Mediterranean)."""
    board = six_player_board(turn)
    data = load_map("imperialism")
    sides = [p.id for p in PLAYERS]
    spaces = dict(board.spaces)
    europe = [t.id for t in data.territories if t.group == "Europe"]
    for n, rid in enumerate(europe):
        owner = sides[(n + turn) % 6]
        pieces = [
            PieceView(side=owner, kind=KINDS[n % 4], count=2 + n % 5),
            PieceView(side=sides[(n + 1 + turn) % 6], kind="infantry", count=1 + n % 3),
        ]
        if n % 3 == 0:
            pieces.append(PieceView(side=sides[(n + 3) % 6], kind="cavalry", count=3))
        spaces[rid] = SpaceView(controller=owner, pieces=pieces, markers=[MarkerView(kind="fort")] if n % 4 else [])
    for n, sid in enumerate(EUROPEAN_SEAS):
        fleets = 4 if sid == "western_mediterranean" else 1 + n % 3
        spaces[sid] = SpaceView(pieces=[PieceView(side=sides[(n + k + turn) % 6], kind="fleet", fleet=True,
                                                  count=1 + k) for k in range(fleets)])  # fmt: skip
    battle = europe[turn % len(europe)]
    return board.model_copy(update={"spaces": spaces, "battles": [battle], "focus": [battle]})


NATIVES = SideView(id="natives", name="Natives", colour="#8d6e4a")
EUROPEAN_SEAS = ("north_sea", "baltic_sea", "bay_of_biscay", "western_mediterranean", "central_mediterranean",
                 "adriatic_sea", "eastern_mediterranean", "black_sea", "norwegian_sea")  # fmt: skip
BOARDS = {"opening (2 players)": opening_board, "mid-game (6)": six_player_board, "crowded Europe (6)": crowded_board}


def main() -> None:
    """Render ``turns`` boards of each kind and print the timings; write the last PNG of each if asked."""
    turns = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    start = time.perf_counter()
    render_map(six_player_board(0))
    cold = (time.perf_counter() - start) * 1000
    print(f"imperialism {load_map('imperialism').size}: first {cold:.0f} ms")
    for name, make in BOARDS.items():
        render_map(make(0))
        times, sizes, png = [], [], b""
        for turn in range(1, turns + 1):
            board = make(turn)
            start = time.perf_counter()
            png = render_map(board)
            times.append((time.perf_counter() - start) * 1000)
            sizes.append(len(png))
        print(f"  {name}: warm fastest {min(times):.1f} ms, median {statistics.median(times):.1f} ms, "
              f"largest PNG {max(sizes) / 1024:.0f} KiB")  # fmt: skip
        if len(sys.argv) > 2:
            Path(sys.argv[2]).joinpath(f"imperialism-{make.__name__}.png").write_bytes(png)


if __name__ == "__main__":
    main()
