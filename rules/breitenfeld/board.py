"""The board view: every hex with a counter or a village, keyed by its four-digit number, from an observation."""

from rules.breitenfeld.forces import NATION_COLOURS, SIDE_COLOURS, SIDE_NAMES
from rules.breitenfeld.movement import allowance
from rules.breitenfeld.state import BreitenfeldState, Piece
from rules.core.board import BoardView, PieceView, SideView, SpaceView
from rules.core.situation import Situation

NATION_NAMES = {"swedish": "Swedes", "saxon": "Saxons", "imperial": "Imperial", "league": "League"}
SIDES = [SideView(id=side, name=name, colour=SIDE_COLOURS[side][0], ink=SIDE_COLOURS[side][1])
         for side, name in SIDE_NAMES.items()] + [
         SideView(id=nation, name=NATION_NAMES[nation], colour=face, ink=ink)
         for nation, (face, ink) in NATION_COLOURS.items()]  # fmt: skip
"""The players, then each nation: counters wear their nation's colours (BF-OOB-10)."""


def piece_view(obs: BreitenfeldState, piece: Piece) -> PieceView:
    """One counter as drawn: its side, kind and label, its factors now, disrupted or captured."""
    counter = piece.counter
    side = counter.nation
    if piece.kind == "leader":
        return PieceView(side=side, kind="leader", label=counter.label, strength=counter.value,
                         movement=counter.movement, leader=True)  # fmt: skip
    if piece.kind == "artillery":
        return PieceView(side=side, kind="artillery", label=counter.label, strength=counter.strength,
                         captured=piece.captured)  # fmt: skip
    points, _ = allowance(obs, piece)
    return PieceView(side=side, kind=piece.kind, label=counter.label, strength=piece.strength, movement=points,
                     disrupted=piece.disrupted)  # fmt: skip


def board_view(obs: BreitenfeldState, seat: str | None, situation: Situation) -> BoardView:
    """BF-INFO-1: the whole battlefield, the same for every viewer but the viewer's name."""
    spaces: dict[str, SpaceView] = {}
    order = {"infantry": 0, "cavalry": 0, "artillery": 1, "leader": 2}
    for piece in sorted((p for p in obs.pieces if p.hex), key=lambda p: (order[p.kind], p.captured)):
        assert piece.hex is not None
        spaces.setdefault(piece.hex, SpaceView()).pieces.append(piece_view(obs, piece))
    battles = sorted({h for c in obs.combats for i in c.defenders if (p := obs.piece(i)) and (h := p.hex)})
    notes = [f"The {a.title()} army is demoralized" for a in sorted(obs.demoralized)]
    return BoardView(ruleset=obs.ruleset, map_id="breitenfeld", title="Breitenfeld, 17 September 1631",
                     turn=f"Turn {obs.turn} of {obs.turns} · visibility {obs.visibility}",
                     phase=situation.heading.split(" — ")[-1].split(", visibility")[0], to_act=list(situation.to_act),
                     viewer=seat, sides=SIDES, spaces=spaces, battles=battles, notes=notes)  # fmt: skip
