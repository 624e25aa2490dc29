"""The seats and options (IMP-SEAT-1): 2–6 players named by colour, a round limit for chat play and the draft order
(IMP-R-DRAFT)."""

from rules.core.seats import OptionSpec, SeatSpec

SEATS: tuple[tuple[str, str, str], ...] = (
    ("Red", "Red", "#c0392b"),
    ("Blue", "Blue", "#2e5fa8"),
    ("Green", "Green", "#2f8f46"),
    ("Yellow", "Yellow", "#d4a017"),
    ("Purple", "Purple", "#7d3c98"),
    ("Black", "Black", "#2b2b2b"),
)
"""Neutral colour names: the draft lets any player start anywhere, so no seat is tied to a nation (ruling
IMP-R-SEATS)."""

OPTION_SPECS = [
    OptionSpec("players", "int", "3", "How many players (2–6).", minimum=2, maximum=6),
    OptionSpec("rounds", "int", "6", "Last round (0: play until a player is eliminated or no natives remain).",
               minimum=0, maximum=60),
    OptionSpec("draft", "choice", "standard", "Draft order: the setup order every draft round (standard, the "
               "source's) or reversed every other round (snake).", choices=("standard", "snake")),
    OptionSpec("setup", "choice", "draft", "How the starting regions are taken: the draft (the source's) or dealt "
               "at random, one block each (optional rule Random Region Selection).", choices=("draft", "random")),
    OptionSpec("suez", "choice", "off", "Optional rule Constructing the Suez Canal: the holder of Egypt may dig it "
               "(80 PP), joining the Eastern Mediterranean and the Red Sea.", choices=("off", "on")),
    OptionSpec("naval_interception", "choice", "off", "Optional rule Naval Interception: fleets also intercept "
               "moves in the neighbouring sea areas, sailing in to fight.", choices=("off", "on")),
    OptionSpec("objectives", "choice", "off", "Optional rule Additional Hidden Victory Conditions: each player is "
               "dealt two secret objectives, revealed and scored at the end.", choices=("off", "on")),
    OptionSpec("simultaneous", "choice", "off", "Optional rule Simultaneous Unit Purchase and Placement: after "
               "construction every player seals its unit orders, revealed and carried out together.",
               choices=("off", "on")),
]


def seat_ids(options: dict[str, str]) -> list[str]:
    """The seat ids of a game with these options."""
    return [s[0] for s in SEATS[: int(options.get("players", "3"))]]


def seat_specs(options: dict[str, str]) -> list[SeatSpec]:
    """The seats with names and colours."""
    return [SeatSpec(i, n, c) for i, n, c in SEATS[: int(options.get("players", "3"))]]
