"""The one redaction point (IMP-HID-*): what one seat (or the public) may know of a game.

Hidden from a viewer: the order of the native marker and resource chit pools; a face-down native marker it has
not looked at (strength and "+"); an undeveloped resource chit of a region it does not hold; the chits another
player drew prospecting; another player's secret objectives until the game is over (IMP-OPT-OBJ); another
player's staged unit orders until all are revealed (IMP-OPT-SIM); the alliances it is not party to until the game
is over, and the terms of secret offers it is not party to (IMP-OPT-ALLY); another player's sealed turn-order bid
(IMP-OPT-AUCTION).
"""

from rules.core.offers import Deal, OfferBook
from rules.core.steps import Frame
from rules.imperialism import alliances, auction, objectives, sealed_purchase
from rules.imperialism.state import HIDDEN_MARKER, Chit, ImpState, Native, copy_with, fast_copy

HIDDEN_LABEL = "?"
SECRET = Deal(code="secret", text="terms secret", secret=True)


def observe(state: ImpState, seat: str | None) -> ImpState:
    """A copy of ``state`` with everything ``seat`` (None: the public) may not know replaced by placeholders."""
    return copy_with(
        state,
        native_pool=[HIDDEN_LABEL] * len(state.native_pool),
        chit_pool=[HIDDEN_MARKER] * len(state.chit_pool),
        natives={region: _native(native, seat) for region, native in state.natives.items()},
        chits={region: _chit(chit, seat, state.control.get(region)) for region, chit in state.chits.items()},
        stack=[_frame(frame, seat) for frame in state.stack],
        objectives=objectives.redacted(state, seat),
        sealed=sealed_purchase.redacted(state, seat),
        bids=auction.redacted(state, seat),
        alliances=alliances.redacted(state, seat),
        offers=_offers(state.offers, seat),
    )


def _native(native: Native, seat: str | None) -> Native:
    """A native marker as ``seat`` sees it: face down and not looked at, its strength and "+" are hidden."""
    if native.face_up or (seat is not None and seat in native.known_to):
        return fast_copy(native)
    return copy_with(native, strength=HIDDEN_MARKER, plus="")


def _chit(chit: Chit, seat: str | None, holder: str | None) -> Chit:
    """A resource chit as ``seat`` sees it: undeveloped in a region of another, its value is hidden."""
    if chit.developed or (seat is not None and holder == seat):
        return fast_copy(chit)
    return copy_with(chit, value=HIDDEN_MARKER)


def _frame(frame: Frame, seat: str | None) -> Frame:
    """A step frame as ``seat`` sees it: the chits another player drew prospecting are hidden."""
    if "drawn" not in frame.data or frame.seat == seat:
        return fast_copy(frame)
    return copy_with(frame, data={**fast_copy(frame.data), "drawn": [HIDDEN_MARKER] * len(frame.data["drawn"])})


def _offers(book: OfferBook, seat: str | None) -> OfferBook:
    """The open offers as ``seat`` sees them: a secret deal's terms only when it is one of its two parties."""
    return OfferBook(next_id=book.next_id, open=[
        o.model_copy(update={"deal": SECRET}) if o.deal.secret and seat not in (o.sender, o.receiver)
        else o.model_copy() for o in book.open])
