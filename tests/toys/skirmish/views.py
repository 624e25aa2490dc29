"""What Skirmish shows: the status, a side's units, the board (every hex with a unit or a town), the topics."""

from rules.core.board import BoardView, MarkerView, PieceView, SideView, SpaceView
from rules.core.catalogue import Topic, Topics
from rules.core.situation import Situation
from tests.toys.skirmish.combat import CRT, RESULTS
from tests.toys.skirmish.field import SIDE_COLOURS, TOWNS, TYPES, hex_name, terrain
from tests.toys.skirmish.state import SkirmishState


def status_text(obs: SkirmishState, situation: Situation) -> str:
    """The turn and step, each side's strength on the field, and who holds each town."""
    lines = [situation.heading]
    for seat in obs.seats:
        units = obs.side(seat)
        lines.append(f"{seat}: {len(units)} units, strength {sum(u.strength for u in units)}")
    lines.append("Towns: " + ", ".join(f"{name} ({obs.towns.get(n, 'nobody')})" for n, name in TOWNS.items()))
    return "\n".join(lines)


def forces_text(obs: SkirmishState, seat: str) -> str | None:
    """``seat``'s units by hex, with strength, movement and range."""
    lines = []
    for unit in sorted(obs.side(seat), key=lambda u: u.hex):
        kind = unit.kind
        fire = f", range {kind.range}" if kind.range else ""
        lines.append(f"{hex_name(unit.hex)} ({terrain(unit.hex)}): {unit.name} — {kind.name}, strength "
                     f"{unit.strength}/{kind.strength}, movement {kind.movement}{fire}")  # fmt: skip
    return "\n".join(lines) or "You have no units left."


PIECE_KINDS = {"foot": "infantry", "horse": "cavalry", "guns": "artillery"}
"""How each unit type is drawn (the board view's piece kinds)."""


def board_view(obs: SkirmishState, seat: str | None, situation: Situation) -> BoardView:
    """Every hex holding a unit or a town, keyed by its four-digit number."""
    spaces = {n: SpaceView(controller=obs.towns.get(n), markers=[MarkerView(kind="town")]) for n in TOWNS}
    for unit in obs.units:
        piece = PieceView(side=unit.side, kind=PIECE_KINDS[unit.type], label=unit.name, strength=unit.strength,
                          movement=unit.kind.movement)  # fmt: skip
        spaces.setdefault(unit.hex, SpaceView()).pieces.append(piece)
    sides = [SideView(id=s, name=s, colour=SIDE_COLOURS[s]) for s in obs.seats]
    return BoardView(ruleset=obs.ruleset, title="Skirmish", turn=f"Turn {obs.turn}", phase=situation.heading,
                     to_act=list(situation.to_act), viewer=seat, sides=sides, spaces=spaces)  # fmt: skip


def topics() -> Topics:
    """One topic per unit type, term, rule area and table, with its numbers."""
    zoc = {True: "; exerts a zone of control.", False: "; exerts no zone of control."}
    types = [
        Topic(key, t.name, f"Strength {t.strength}, movement {t.movement}"
              + (f", fires at range {t.range}" if t.range else "") + zoc[t.zoc], kind="unit type")
        for key, t in TYPES.items()
    ]  # fmt: skip
    crt_rows = "; ".join(f"die {row.label}: {' '.join(row.results)}" for row in CRT.rows)
    return Topics(
        "Skirmish: Swedes against Imperials for Breitenfeld and Göbschelwitz. Each side's turn: move, fire the "
        "guns, then close combat. Hold more towns after the last turn (or destroy the enemy).",
        [
            *types,
            Topic("movement", "Movement", "Clear and town cost 1 point, woods and hilltop 2; one unit per hex "
                  "(SK-MOVE-1, SK-MOVE-2).", kind="rule"),
            Topic("zoc", "Zone of control", "Foot and horse control the six hexes round them. A unit entering an "
                  "enemy zone stops (SK-ZOC-1); units in contact must fight in the combat step (SK-ZOC-2).",
                  kind="term", aliases=("ZOC",)),
            Topic("los", "Line of sight", "Centre to centre; woods, towns, hilltops and units block; along a "
                  "hexside only if both sides block; a firer on a hilltop ignores the nearer half (SK-LOS-1).",
                  kind="term", aliases=("LOS",)),
            Topic("bombardment", "Bombardment Table", "Guns roll one die in the column of the range (3, 2, 1): "
                  "D1 on 6, 5-6 or 4-6 (SK-FIRE-2).", kind="table"),
            Topic("crt", "Combat Results Table", f"Odds columns {', '.join(CRT.columns)}; cover shifts one left "
                  f"(SK-CRT-2). {crt_rows}. " + "; ".join(f"{k}: {v}" for k, v in RESULTS.items()) + " (SK-CRT-3).",
                  kind="table", aliases=("CRT",)),
            Topic("victory", "Victory", "After the last turn the side holding more towns wins, equal is a draw "
                  "(SK-END-1); a side with no units left loses at once (SK-END-2).", kind="rule"),
        ],
    )  # fmt: skip
