"""Buttons and select menus that keep working after a restart.

The service names every button by a custom id that carries the game and the prompt (``courier:…``); the
state behind it lives in the database. Each item is a ``DynamicItem``: any process that registered the
classes at startup handles a press by passing the custom id back to ``service.press``, whether or not it
sent the message. Up to five choices are buttons in one row; more become select menus of 25 options each (up
to five menus, 125 choices), whose option values are the service's custom ids.
"""

import re
from collections.abc import Sequence
from typing import Any, Protocol

import discord

from bot.service.api import Button

BUTTON_TEMPLATE = r"courier:.{1,92}"
SELECT_PREFIX = "courier-choose:"
MAX_ROWS = 5
BUTTONS_PER_ROW = 5
MAX_BUTTONS = 5
OPTIONS_PER_SELECT = 25
LABEL_LIMIT = 80
OPTION_LABEL_LIMIT = 100
PLACEHOLDER_LIMIT = 150
CUSTOM_ID_LIMIT = 100


STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}


class Presses(Protocol):
    """What a press is handed to (the bot's runner)."""

    async def press(self, interaction: discord.Interaction, custom_id: str) -> None: ...


def _runner(interaction: discord.Interaction) -> Presses:
    """The bot's runner: components reach the service through it."""
    runner: Presses | None = getattr(interaction.client, "runner", None)
    if runner is None:
        raise RuntimeError("the client has no runner")
    return runner


def _label(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


class ServiceButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=BUTTON_TEMPLATE):
    """A button whose custom id is the service's; a press calls ``service.press`` with it."""

    def __init__(self, button: Button) -> None:
        super().__init__(
            discord.ui.Button(
                label=_label(button.label, LABEL_LIMIT),
                style=STYLES.get(button.style, discord.ButtonStyle.secondary),
                custom_id=button.custom_id,
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> "ServiceButton":
        label = getattr(item, "label", None) or "…"
        return cls(Button(custom_id=match.group(0), label=label))

    async def callback(self, interaction: discord.Interaction) -> None:
        """Hand the press to the service."""
        await _runner(interaction).press(interaction, self.custom_id)


class ServiceSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=re.escape(SELECT_PREFIX) + r"\d"):
    """A select menu for long lists of choices: each option's value is a service custom id."""

    def __init__(self, index: int, buttons: Sequence[Button] = (), placeholder: str = "Choose…") -> None:
        options = [discord.SelectOption(label=_label(b.label, OPTION_LABEL_LIMIT), value=b.custom_id) for b in buttons]
        super().__init__(
            discord.ui.Select(
                custom_id=f"{SELECT_PREFIX}{index}",
                placeholder=_label(placeholder, PLACEHOLDER_LIMIT),
                options=options or [discord.SelectOption(label="…", value="…")],
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> "ServiceSelect":
        return cls(int(match.group(0)[len(SELECT_PREFIX) :]))

    async def callback(self, interaction: discord.Interaction) -> None:
        """Hand the chosen option's custom id to the service."""
        (chosen,) = self.item.values
        await _runner(interaction).press(interaction, chosen)


def usable(buttons: Sequence[Button]) -> list[Button]:
    """The buttons Discord can carry: a custom id of the service's form within 100 characters, each id once."""
    pattern = re.compile(BUTTON_TEMPLATE)
    seen: set[str] = set()
    kept = []
    for button in buttons:
        if (
            len(button.custom_id) <= CUSTOM_ID_LIMIT
            and pattern.fullmatch(button.custom_id)
            and button.custom_id not in seen
        ):
            seen.add(button.custom_id)
            kept.append(button)
    return kept


def build_view(buttons: Sequence[Button]) -> discord.ui.View | None:
    """A persistent view for ``buttons``: a row of buttons, or select menus past five choices (None if empty)."""
    buttons = usable(buttons)
    if not buttons:
        return None
    view = discord.ui.View(timeout=None)
    if len(buttons) <= MAX_BUTTONS:
        for at, button in enumerate(buttons):
            item = ServiceButton(button)
            item.row = at // BUTTONS_PER_ROW
            view.add_item(item)
        return view
    for index in range(MAX_ROWS):
        first = index * OPTIONS_PER_SELECT
        chunk = buttons[first : first + OPTIONS_PER_SELECT]
        if chunk:
            shown = f"{first + 1}–{first + len(chunk)} of {len(buttons)}" if len(buttons) > OPTIONS_PER_SELECT else ""
            view.add_item(ServiceSelect(index, chunk, f"Choose… {shown}".strip()))
    return view


def dropped(buttons: Sequence[Button]) -> int:
    """How many of ``buttons`` a view cannot show (bad custom id, or past five full select menus)."""
    kept = usable(buttons)
    shown = min(len(kept), MAX_ROWS * OPTIONS_PER_SELECT)
    return len(buttons) - shown
