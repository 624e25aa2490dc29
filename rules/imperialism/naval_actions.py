"""The actions of the naval game (fleets, interception, naval battles) and their verbs."""

from typing import ClassVar, Literal

from rules.core.catalogue import Slot, Verb
from rules.core.contract import Action
from rules.imperialism import places
from rules.imperialism.tables import UNIT


class Launch(Action):
    """Build a fleet (25 PP) at your port, placed in a sea area next to it (IMP-NAV-1)."""

    kind: Literal["launch"] = "launch"
    verb: ClassVar[str] = "fleet"
    region: str
    sea: str

    def options(self) -> dict[str, str]:
        return {"port": places.name(self.region), "sea": places.name(self.sea)}


class DigCanal(Action):
    """Build the Suez Canal in Egypt, which you hold (optional rule, IMP-OPT-SUEZ)."""

    kind: Literal["canal"] = "canal"
    verb: ClassVar[str] = "canal"


class Embark(Action):
    """Board land units onto your fleet in a sea area next to their region; it costs them their MP (IMP-NAV-3)."""

    kind: Literal["embark"] = "embark"
    verb: ClassVar[str] = "embark"
    origin: str
    fleet: int
    unit: str
    count: int = 1

    def options(self) -> dict[str, str]:
        return {"from": places.name(self.origin), "units": f"{self.count} {UNIT[self.unit].name}",
                "fleet": str(self.fleet)}


class Sail(Action):
    """Move a fleet into a neighbouring sea area: 1 MP (IMP-NAV-2)."""

    kind: Literal["sail"] = "sail"
    verb: ClassVar[str] = "sail"
    fleet: int
    destination: str

    def options(self) -> dict[str, str]:
        return {"fleet": str(self.fleet), "to": places.name(self.destination)}


class Disembark(Action):
    """Put land units from a fleet ashore in a region on its sea: the fleet pays 1 MP per region (IMP-NAV-5)."""

    kind: Literal["disembark"] = "disembark"
    verb: ClassVar[str] = "land"
    fleet: int
    unit: str
    count: int
    destination: str

    def options(self) -> dict[str, str]:
        return {"fleet": str(self.fleet), "units": f"{self.count} {UNIT[self.unit].name}",
                "to": places.name(self.destination)}


class Engage(Action):
    """Your fleet attacks another player's fleets in its sea area: 1 MP, a naval battle (IMP-NAV-11)."""

    kind: Literal["engage"] = "engage"
    verb: ClassVar[str] = "engage"
    fleet: int
    enemy: str

    def options(self) -> dict[str, str]:
        return {"fleet": str(self.fleet), "enemy": self.enemy}


class Intercept(Action):
    """Intercept (or let pass) an enemy fleet about to act in your sea area (IMP-NAV-6)."""

    kind: Literal["intercept"] = "intercept"
    verb: ClassVar[str] = "intercept"
    attack: bool

    def options(self) -> dict[str, str]:
        return {"answer": "yes" if self.attack else "no"}


class Scuttle(Action):
    """Take one naval hit: choose which of your fleets in the battle sinks (IMP-NAV-8)."""

    kind: Literal["scuttle"] = "scuttle"
    verb: ClassVar[str] = "sink"
    fleet: int

    def options(self) -> dict[str, str]:
        return {"fleet": str(self.fleet)}


class BreakOff(Action):
    """Break off the naval battle (the mover who breaks off does not complete its move, IMP-NAV-9)."""

    kind: Literal["breakoff"] = "breakoff"
    verb: ClassVar[str] = "breakoff"


NAVAL_ACTION_TYPES: tuple[type[Action], ...] = (Launch, DigCanal, Embark, Sail, Disembark, Engage, Intercept,
                                                Scuttle, BreakOff)

FLEET = Slot("fleet", "The fleet's number")
NAVAL_VERBS: list[Verb] = [
    Verb("fleet", "Build a fleet at your port (25 PP)", (Slot("port", "Your port region"),
                                                         Slot("sea", "A sea area next to it"))),
    Verb("canal", "Build the Suez Canal in Egypt (optional rule suez=on)"),
    Verb("embark", "Board land units onto your fleet", (
        Slot("from", "Region the units are in"), Slot("units", "How many of which type (\"2 Infantry\")"), FLEET)),
    Verb("sail", "Move a fleet into a neighbouring sea area", (FLEET, Slot("to", "Neighbouring sea area"))),
    Verb("land", "Put units from a fleet ashore", (
        FLEET, Slot("units", "How many of which type"), Slot("to", "A region on the fleet's sea"))),
    Verb("engage", "Attack another player's fleets in your fleet's sea area", (FLEET, Slot("enemy", "The player"))),
    Verb("intercept", "Intercept the enemy fleet about to act in your sea area", (Slot("answer", "yes or no"),)),
    Verb("sink", "Choose which of your fleets takes a naval hit", (FLEET,)),
    Verb("breakoff", "Break off the naval battle"),
]
