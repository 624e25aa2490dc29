"""The board view: every hex with a counter or a village, keyed by its four-digit number, from an observation."""

from rules.breitenfeld.movement import allowance
from rules.breitenfeld.state import BreitenfeldState, Piece
from rules.breitenfeld.terrain import TOWNS
from rules.core.board import BoardView, LegendEntry, MarkerView, PieceView, SideView, SpaceView
from rules.core.situation import Situation

SIDE_COLOURS = {"imperialist": "#b8860b", "allied": "#1f4e9c"}
SIDE_NAMES = {"imperialist": "Imperialist", "allied": "Allied"}
LEGEND = [
    LegendEntry(symbol="strength-movement", meaning="combat strength and movement now (disrupted: reduced)"),
    LegendEntry(symbol="grey counter", meaning="disrupted (BF-DIS-1)"),
]


def piece_view(obs: BreitenfeldState, piece: Piece) -> PieceView:
    """One counter as drawn: its side, kind and label, its factors now, disrupted or captured."""
    counter = piece.counter
    if piece.kind == "leader":
        return PieceView(side=piece.side, kind="leader", label=counter.label, strength=counter.value,
                         movement=counter.movement, leader=True)  # fmt: skip
    if piece.kind == "artillery":
        return PieceView(side=piece.side, kind="artillery", label=counter.label, strength=counter.strength,
                         captured=piece.captured)  # fmt: skip
    points, _ = allowance(obs, piece)
    return PieceView(side=piece.side, kind=piece.kind, label=counter.label, strength=piece.strength, movement=points,
                     disrupted=piece.disrupted)  # fmt: skip


def board_view(obs: BreitenfeldState, seat: str | None, situation: Situation) -> BoardView:
    """BF-INFO-1: the whole battlefield, the same for every viewer but the viewer's name."""
    spaces = {str(h): SpaceView(markers=[MarkerView(kind="town", label=name)]) for h, name in TOWNS.items()}
    order = {"infantry": 0, "cavalry": 0, "artillery": 1, "leader": 2}
    for piece in sorted((p for p in obs.pieces if p.hex), key=lambda p: (order[p.kind], p.captured)):
        assert piece.hex is not None
        spaces.setdefault(piece.hex, SpaceView()).pieces.append(piece_view(obs, piece))
    battles = sorted({h for c in obs.combats for i in c.defenders if (p := obs.piece(i)) and (h := p.hex)})
    sides = [SideView(id=s, name=SIDE_NAMES[s], colour=SIDE_COLOURS[s]) for s in obs.seats]
    notes = [f"Visibility {obs.visibility}"] + [f"{a.title()} army demoralized" for a in sorted(obs.demoralized)]
    return BoardView(ruleset=obs.ruleset, map_id="breitenfeld", title="Breitenfeld, 17 September 1631",
                     turn=f"Turn {obs.turn} of {obs.turns}", phase=situation.heading, to_act=list(situation.to_act),
                     viewer=seat, sides=sides, spaces=spaces, battles=battles, legend=LEGEND, notes=notes)  # fmt: skip
