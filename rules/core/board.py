"""The board view: what a map renderer draws for one viewer, produced by a ruleset from its state.

A stack seen from outside shows only what the rules let the viewer see: ``units`` is None and ``top`` holds
the visible top unit when the viewer may not look inside.
"""

from pydantic import BaseModel, Field


class StackView(BaseModel):
    """One side's units in one area, as the viewer may see them."""

    side: str
    count: int
    top: str | None = None
    units: list[str] | None = None
    force: int | None = None
    leader: bool = False


class AreaView(BaseModel):
    """One area: who controls it, the stacks in it, markers on it (fort, control …)."""

    controller: str | None = None
    stacks: list[StackView] = Field(default_factory=list)
    markers: list[str] = Field(default_factory=list)


class MoveArrow(BaseModel):
    """A move made since the last map: from one area to another, by one side."""

    side: str
    origin: str
    destination: str


class BoardView(BaseModel):
    """Everything the renderer needs: the title band, the areas, the last moves and battles."""

    ruleset: str
    title: str
    turn: str
    phase: str
    to_act: list[str] = Field(default_factory=list)
    viewer: str | None = None
    sides: list[str] = Field(default_factory=list)
    areas: dict[str, AreaView] = Field(default_factory=dict)
    arrows: list[MoveArrow] = Field(default_factory=list)
    battles: list[str] = Field(default_factory=list)
    notes: list[str] = Field(default_factory=list)
