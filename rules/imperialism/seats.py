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

POWER_SEATS: tuple[tuple[str, str, str], ...] = (
    ("Britain", "Britain", "#c0392b"),
    ("Russia", "Russia", "#2f8f46"),
    ("France", "France", "#2e5fa8"),
    ("Germany", "Germany", "#2b2b2b"),
    ("Ottoman", "Ottoman Empire", "#7d3c98"),
    ("Japan", "Japan", "#d4a017"),
)
"""With the Pseudo-Historical set-up (``setup=historical``, IMP-OPT-HIST) the seats are great powers, the first N
of this list for N players: the two rivals of the Great Game, then France, Germany, the Ottoman Empire and Japan."""

OPTION_SPECS = [
    OptionSpec("players", "int", "3", "How many players (2–6).", minimum=2, maximum=6),
    OptionSpec("rounds", "int", "6", "Last round (0: play until a player is eliminated or no natives remain).",
               minimum=0, maximum=60),
    OptionSpec("draft", "choice", "standard", "Draft order: the setup order every draft round (standard, the "
               "source's) or reversed every other round (snake).", choices=("standard", "snake")),
    OptionSpec("setup", "choice", "draft", "How the starting regions are taken: the draft (the source's), dealt at "
               "random, one block each (optional rule Random Region Selection), or historical holdings of named "
               "great powers (optional rule Pseudo-Historical set-up).", choices=("draft", "random", "historical")),
    OptionSpec("buildings", "choice", "single", "Optional rule Allow Multiple Buildings Per Region: one of city, "
               "factory, port and railroad per region (single, the source's) or each kind once (multiple).",
               choices=("single", "multiple")),
    OptionSpec("scorched", "choice", "off", "Optional rule Scorched Earth Policy: a player losing a region in battle "
               "may destroy its buildings and developed resource (1 DP).", choices=("off", "on")),
    OptionSpec("turn_order", "choice", "random", "Movement order each production phase: drawn at random (the "
               "source's) or by sealed PP bids, the highest first (optional rule Auction-Based Player Turn Order).",
               choices=("random", "auction")),
    OptionSpec("suez", "choice", "off", "Optional rule Constructing the Suez Canal: the holder of Egypt may dig it "
               "(80 PP), joining the Eastern Mediterranean and the Red Sea.", choices=("off", "on")),
    OptionSpec("naval_interception", "choice", "off", "Optional rule Naval Interception: fleets also intercept "
               "moves in the neighbouring sea areas, sailing in to fight.", choices=("off", "on")),
    OptionSpec("objectives", "choice", "off", "Optional rule Additional Hidden Victory Conditions: each player is "
               "dealt two secret objectives, revealed and scored at the end.", choices=("off", "on")),
    OptionSpec("simultaneous", "choice", "off", "Optional rule Simultaneous Unit Purchase and Placement: after "
               "construction every player seals its unit orders, revealed and carried out together.",
               choices=("off", "on")),
    OptionSpec("alliances", "choice", "off", "Optional rule War-Time Alliances: secret alliances made with /offer, "
               "their terms known to the two allies only.", choices=("off", "on")),
]


def seat_table(options: dict[str, str]) -> tuple[tuple[str, str, str], ...]:
    """The seats (id, name, colour) of a game with these options: colours, or great powers with the historical
    set-up."""
    table = POWER_SEATS if options.get("setup") == "historical" else SEATS
    return table[: int(options.get("players", "3"))]


def seat_ids(options: dict[str, str]) -> list[str]:
    """The seat ids of a game with these options."""
    return [s[0] for s in seat_table(options)]


def seat_specs(options: dict[str, str]) -> list[SeatSpec]:
    """The seats with names and colours."""
    return [SeatSpec(i, n, c) for i, n, c in seat_table(options)]
