"""Everything one viewer may be shown of a game, drawn only from the ruleset's observation for that viewer.

Every output (public posts and maps, private maps, hands, autocomplete, GM tools used by a seated GM,
exports before the end) goes through ``Seen``: nothing reads the full state on a viewer's behalf.
"""

from collections.abc import Iterable
from functools import cached_property
from typing import Any

from rules.core.board import BoardView
from rules.core.contract import GameState, Ruleset
from rules.core.events import Event


class Seen:
    """One viewer's (None: the public's) outputs of one state, each computed once from the observation."""

    def __init__(self, ruleset: Ruleset, state: GameState, seat: str | None) -> None:
        self.ruleset = ruleset
        self.seat = seat
        self.observation = ruleset.observe(state, seat)

    @cached_property
    def status(self) -> str:
        """The `/game status` lines."""
        return self.ruleset.status_text(self.observation)

    @cached_property
    def hand(self) -> str | None:
        """The seat's own hidden information as text (None for the public)."""
        return None if self.seat is None else self.ruleset.hand_text(self.observation, self.seat)

    @cached_property
    def board(self) -> BoardView | None:
        """The map the viewer may see."""
        return self.ruleset.board_view(self.observation, self.seat)

    @cached_property
    def signature(self) -> str | None:
        """The board's signature (``BoardView.signature``: what it shows, and to whom), worked out once."""
        return None if self.board is None else self.board.signature()

    @cached_property
    def fog(self) -> str | None:
        """The board's signature as it would be shown to anyone (no viewer): two views with the same fog are the
        same map. Made from the signature by replacing its leading viewer, where dumping a copy cost as much."""
        board, signature = self.board, self.signature
        if board is None or signature is None or board.viewer is None:
            return signature
        viewer = board.model_dump_json(include={"viewer"})[:-1] + ","
        if not signature.startswith(viewer):
            return board.model_copy(update={"viewer": None}).signature()
        return '{"viewer":null,' + signature.removeprefix(viewer)

    @cached_property
    def data(self) -> dict[str, Any]:
        """The observation as JSON-ready data."""
        return self.ruleset.view(self.observation, self.seat)


def visible_events(events: Iterable[Event], seat: str | None) -> list[Event]:
    """The events ``seat`` (None: the public) may see."""
    return [e for e in events if e.visible_for(seat)]
