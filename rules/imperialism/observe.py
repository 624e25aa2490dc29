"""The one redaction point (IMP-HID-*): what one seat (or the public) may know of a game.

Hidden from a viewer: the order of the native marker and resource chit pools; a face-down native marker it has
not looked at (strength and "+"); an undeveloped resource chit of a region it does not hold; the chits another
player drew prospecting.
"""

from rules.imperialism.state import HIDDEN_MARKER, ImpState

HIDDEN_LABEL = "?"


def observe(state: ImpState, seat: str | None) -> ImpState:
    """A copy of ``state`` with everything ``seat`` (None: the public) may not know replaced by placeholders."""
    seen = state.model_copy(deep=True)
    seen.native_pool = [HIDDEN_LABEL] * len(state.native_pool)
    seen.chit_pool = [HIDDEN_MARKER] * len(state.chit_pool)
    for native in seen.natives.values():
        if not native.face_up and (seat is None or seat not in native.known_to):
            native.strength, native.plus = HIDDEN_MARKER, ""
    for region, chit in seen.chits.items():
        if not chit.developed and (seat is None or state.control.get(region) != seat):
            chit.value = HIDDEN_MARKER
    for frame in seen.stack:
        if "drawn" in frame.data and frame.seat != seat:
            frame.data["drawn"] = [HIDDEN_MARKER] * len(frame.data["drawn"])
    return seen
