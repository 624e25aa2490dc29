"""The board view: what the map shows a seat (None: the public), from its observation; spaces are region ids.

Units are grouped by kind per side; natives show as a face-down native piece until their marker is face up (or
the viewer has looked at it); buildings, spheres and revolts are markers; a seat's own undeveloped chit shows on
its private map only.
"""

from rules.core.board import BoardView, LegendEntry, MarkerView, MoveArrow, PieceView, SideView, SpaceView
from rules.imperialism import places
from rules.imperialism.regions import EUROPE
from rules.imperialism.seats import seat_table
from rules.imperialism.sequence import TITLE, phase
from rules.imperialism.state import HIDDEN_MARKER, ImpState
from rules.imperialism.views import units_by_kind

KIND = {"infantry": "infantry", "cavalry": "cavalry", "artillery": "artillery", "general": "leader",
        "explorer": "agent", "engineer": "agent"}
NATIVE_SIDE = "natives"

EUROPE_DETAIL = ("low_countries", "denmark", "bavaria", "piedmont", "austria", "prussia", "hungary", "poland")
"""The heart of Europe, whose small regions' names read about 4 px tall at Discord's inline width (550 px): the
map's detail inset magnifies them when something happened in Europe this phase and no battle elsewhere needs it
[designed: an inset in every map would hide a corner of Asia for good]."""


def focus(state: ImpState, battles: list[str]) -> list[str]:
    """What the map's detail inset shows: the battle, then the heart of Europe when a move or battle this phase
    touched Europe."""
    europe = set(places.zone_regions(EUROPE))
    touched = {*battles, *(end for _, a, b in state.arrows for end in (a, b))}
    return [*battles, *(EUROPE_DETAIL if touched & europe else ())]


def _space(state: ImpState, region: str, seat: str | None) -> SpaceView:
    space = SpaceView(controller=state.control.get(region))
    for side in state.seats:
        for kind, n in units_by_kind(state, region, side).items():
            space.pieces.append(PieceView(side=side, kind=KIND[kind], label=kind[:3].title(), count=n,
                                          leader=kind == "general"))
    for side in state.seats:
        afloat = state.fleets_in(region, side)
        if afloat:
            space.pieces.append(PieceView(side=side, kind="fleet", label="Flt", count=len(afloat), fleet=True))
    native = state.natives.get(region)
    if native is not None and region not in state.control:
        hidden = native.strength == HIDDEN_MARKER
        space.pieces.append(PieceView(side=NATIVE_SIDE, kind="native", label="" if hidden else native.label,
                                      face_down=hidden))
    for building in state.buildings.get(region, []):
        space.markers.append(MarkerView(kind="fort" if building == "fort" else "marker", label=building[:4].title()))
    for owner in state.spheres.get(region, []):
        space.markers.append(MarkerView(kind="control", label="SoI", side=owner))
    if region in state.revolts:
        space.markers.append(MarkerView(kind="revolt", label="Revolt"))
    chit = state.chits.get(region)
    if chit is not None and chit.value not in (HIDDEN_MARKER, 0) and (chit.developed or seat is not None):
        space.markers.append(MarkerView(kind="marker", label=f"{chit.value}PP{'' if chit.developed else '?'}"))
    return space


def board_view(state: ImpState, seat: str | None, acting: list[str]) -> BoardView:
    """The map for ``seat`` (None: the public)."""
    regions = set(state.control) | set(state.natives) | {u.region for u in state.units} | set(state.buildings)
    regions |= {f.sea for f in state.fleets}
    spaces = {r: _space(state, r, seat) for r in sorted(regions)}
    sides = [SideView(id=i, name=n, colour=c) for i, n, c in seat_table(state.options)]
    sides.append(SideView(id=NATIVE_SIDE, name="Natives", colour="#8d6e4a"))
    battles = [b.region for b in [state.battle] if b] + [b.sea for b in [state.sea_battle] if b]
    return BoardView(
        ruleset=state.ruleset, map_id="imperialism", title=TITLE, turn=f"Round {state.round}", phase=phase(state),
        to_act=acting, viewer=seat, sides=sides, spaces=spaces,
        arrows=[MoveArrow(side=s, origin=a, destination=b) for s, a, b in state.arrows],
        battles=battles, focus=focus(state, battles),
        legend=[LegendEntry(symbol="SoI", meaning="sphere of influence", kind="control"),
                LegendEntry(symbol="Revolt", meaning="natives in revolt", kind="revolt"),
                LegendEntry(symbol="nPP?", meaning="your undeveloped resource (private map only)")],
    )
