"""The actions a player takes, and the verb catalogue the commands are generated from."""

from typing import ClassVar, Literal

from rules.core.catalogue import Slot, Verb
from rules.core.contract import Action
from rules.core.offers import OFFER_VERB, AnswerOffer, MakeOffer
from rules.imperialism import places
from rules.imperialism.construction import item_name
from rules.imperialism.naval_actions import NAVAL_ACTION_TYPES, NAVAL_VERBS
from rules.imperialism.option_actions import OPTION_ACTION_TYPES, OPTION_VERBS
from rules.imperialism.tables import UNIT


class Claim(Action):
    """Set-up draft: take a region with one of your infantry (IMP-SET-2)."""

    kind: Literal["claim"] = "claim"
    verb: ClassVar[str] = "claim"
    region: str

    def options(self) -> dict[str, str]:
        return {"region": places.name(self.region)}


class Build(Action):
    """Buy a unit or a building in a region you control, or develop its resource (IMP-PROD-10)."""

    kind: Literal["build"] = "build"
    verb: ClassVar[str] = "build"
    item: str
    region: str

    def options(self) -> dict[str, str]:
        return {"item": item_name(self.item), "region": places.name(self.region)}


class BuyDP(Action):
    """Buy diplomacy points at 10 PP each, at most one per city (IMP-PROD-3)."""

    kind: Literal["buydp"] = "buydp"
    verb: ClassVar[str] = "buy"
    count: int

    def options(self) -> dict[str, str]:
        return {"dp": str(self.count)}


class Done(Action):
    """End your part of the current step."""

    kind: Literal["done"] = "done"
    verb: ClassVar[str] = "done"


class Westernize(Action):
    """Spend 1 DP to take 3 strength off the natives of a region you control (IMP-NAT-4)."""

    kind: Literal["westernize"] = "westernize"
    verb: ClassVar[str] = "westernize"
    region: str

    def options(self) -> dict[str, str]:
        return {"region": places.name(self.region)}


class RemoveSphere(Action):
    """Remove a sphere of influence from a region you control (IMP-NAT-1..3)."""

    kind: Literal["unsphere"] = "unsphere"
    verb: ClassVar[str] = "unsphere"
    region: str
    owner: str

    def options(self) -> dict[str, str]:
        return {"region": places.name(self.region), "sphere": self.owner}


class Incite(Action):
    """Incite the natives of a region to revolt: pay 1 DP or spend your sphere there; a bribe (1 DP) gives −3
    (IMP-NAT-6..9)."""

    kind: Literal["incite"] = "incite"
    verb: ClassVar[str] = "incite"
    region: str
    means: Literal["dp", "sphere"] = "dp"
    bribe: bool = False

    def options(self) -> dict[str, str]:
        return {"region": places.name(self.region), "pay": "DP" if self.means == "dp" else "Sphere",
                "bribe": "yes" if self.bribe else "no"}


class Move(Action):
    """Move ``count`` units of one kind from one region to a neighbouring one (IMP-MOV-*)."""

    kind: Literal["move"] = "move"
    verb: ClassVar[str] = "move"
    origin: str
    destination: str
    unit: str
    count: int = 1

    def options(self) -> dict[str, str]:
        return {"from": places.name(self.origin), "units": f"{self.count} {UNIT[self.unit].name}",
                "to": places.name(self.destination)}


class Declare(Action):
    """Declare war on a player for 1 DP (IMP-WAR-1)."""

    kind: Literal["declare"] = "declare"
    verb: ClassVar[str] = "war"
    target: str

    def options(self) -> dict[str, str]:
        return {"on": self.target}


class Peace(Action):
    """Propose peace to a player you are at war with; they answer at once (IMP-WAR-4)."""

    kind: Literal["peace"] = "peace"
    verb: ClassVar[str] = "peace"
    target: str

    def options(self) -> dict[str, str]:
        return {"with": self.target}


class Reply(Action):
    """Answer a proposal made to you (peace)."""

    kind: Literal["reply"] = "reply"
    verb: ClassVar[str] = "reply"
    accept: bool

    def options(self) -> dict[str, str]:
        return {"answer": "yes" if self.accept else "no"}


class Reinforce(Action):
    """Move your general into a neighbouring region of yours under attack (IMP-REI-1)."""

    kind: Literal["reinforce"] = "reinforce"
    verb: ClassVar[str] = "reinforce"
    origin: str
    destination: str

    def options(self) -> dict[str, str]:
        return {"from": places.name(self.origin), "to": places.name(self.destination)}


class Bring(Action):
    """Bring one brigade along with the reinforcing general, paying its RP (IMP-REI-2)."""

    kind: Literal["bring"] = "bring"
    verb: ClassVar[str] = "bring"
    unit: str

    def options(self) -> dict[str, str]:
        return {"unit": UNIT[self.unit].name}


class Fight(Action):
    """Resolve the battle in a region (combat: the moving player orders battles and actions, IMP-CMB-1)."""

    kind: Literal["fight"] = "fight"
    verb: ClassVar[str] = "battle"
    region: str

    def options(self) -> dict[str, str]:
        return {"territory": places.name(self.region)}


class Explore(Action):
    """Roll native diplomacy with your explorer in a native region; pay 1 DP for a third die (IMP-EXP-1)."""

    kind: Literal["explore"] = "explore"
    verb: ClassVar[str] = "explore"
    region: str
    extra_die: bool = False

    def options(self) -> dict[str, str]:
        return {"region": places.name(self.region), "dp": "yes" if self.extra_die else "no"}


class Prospect(Action):
    """Prospect with your engineer for 5 PP: draw resource chits by schools, keep one (IMP-PRO-1)."""

    kind: Literal["prospect"] = "prospect"
    verb: ClassVar[str] = "prospect"
    region: str

    def options(self) -> dict[str, str]:
        return {"region": places.name(self.region)}


class Pick(Action):
    """Keep one of the resource chits you drew prospecting (by its value; 0 is a dot)."""

    kind: Literal["pick"] = "pick"
    verb: ClassVar[str] = "pick"
    value: int

    def options(self) -> dict[str, str]:
        return {"chit": str(self.value)}


class Aim(Action):
    """Combine three of your hits into one hit on the enemy unit type you choose (IMP-BAT-6)."""

    kind: Literal["aim"] = "aim"
    verb: ClassVar[str] = "aim"
    unit: str

    def options(self) -> dict[str, str]:
        return {"unit": UNIT[self.unit].name}


class Lose(Action):
    """Take one hit on one of your units (brigades before parties, IMP-BAT-5)."""

    kind: Literal["lose"] = "lose"
    verb: ClassVar[str] = "lose"
    unit: str

    def options(self) -> dict[str, str]:
        return {"unit": UNIT[self.unit].name}


class Retreat(Action):
    """Retreat your whole force from the battle to a region (IMP-BAT-8)."""

    kind: Literal["retreat"] = "retreat"
    verb: ClassVar[str] = "retreat"
    region: str

    def options(self) -> dict[str, str]:
        return {"to": places.name(self.region)}


class Stand(Action):
    """Fight on: another round of the battle."""

    kind: Literal["stand"] = "stand"
    verb: ClassVar[str] = "stand"


class Convert(Action):
    """Both sides down to parties: turn one of your parties into an infantry brigade and keep the region
    (IMP-BAT-11)."""

    kind: Literal["convert"] = "convert"
    verb: ClassVar[str] = "convert"
    unit: str

    def options(self) -> dict[str, str]:
        return {"unit": UNIT[self.unit].name}


class Transfer(Action):
    """Your general transfers ``points`` of your DRM as minuses to the other side this round (IMP-BAT-4)."""

    kind: Literal["transfer"] = "transfer"
    verb: ClassVar[str] = "transfer"
    points: int

    def options(self) -> dict[str, str]:
        return {"drm": str(self.points)}


class Disband(Action):
    """Remove one of your units you cannot pay upkeep for (IMP-PROD-7)."""

    kind: Literal["disband"] = "disband"
    verb: ClassVar[str] = "disband"
    region: str
    unit: str

    def options(self) -> dict[str, str]:
        return {"region": places.name(self.region), "unit": UNIT[self.unit].name}


class DropSphere(Action):
    """Remove one sphere from your region holding more spheres than its native strength (IMP-EXP-4)."""

    kind: Literal["dropsphere"] = "dropsphere"
    verb: ClassVar[str] = "drop"
    region: str
    owner: str

    def options(self) -> dict[str, str]:
        return {"region": places.name(self.region), "sphere": self.owner}


class Side(Action):
    """The side your spheres take in a revolt roll: support (−1 each) or suppress (+1 each) (IMP-NAT-9)."""

    kind: Literal["side"] = "side"
    verb: ClassVar[str] = "side"
    support: bool

    def options(self) -> dict[str, str]:
        return {"revolt": "support" if self.support else "suppress"}


class Purchase(Action):
    """Set-up: buy one starting unit, placed later in turns (IMP-SET-5)."""

    kind: Literal["purchase"] = "purchase"
    verb: ClassVar[str] = "purchase"
    unit: str

    def options(self) -> dict[str, str]:
        return {"unit": UNIT[self.unit].name}


class Place(Action):
    """Set-up: place one of your purchased units in a region of yours (IMP-SET-5)."""

    kind: Literal["place"] = "place"
    verb: ClassVar[str] = "place"
    unit: str
    region: str

    def options(self) -> dict[str, str]:
        return {"unit": UNIT[self.unit].name, "region": places.name(self.region)}


ACTION_TYPES: tuple[type[Action], ...] = (
    Claim, Build, BuyDP, Done, Westernize, RemoveSphere, Incite, Move, Declare, Peace, Reply, Reinforce, Bring,
    Fight, Explore, Prospect, Pick, Aim, Lose, Retreat, Stand, Convert, Transfer, Disband, DropSphere, Side,
    Purchase, Place, *NAVAL_ACTION_TYPES, *OPTION_ACTION_TYPES, MakeOffer, AnswerOffer,
)
ACTION_KINDS: dict[str, type[Action]] = {t.model_fields["kind"].default: t for t in ACTION_TYPES}

REGION = Slot("region", "A region (by name)")
VERBS: list[Verb] = [
    Verb("claim", "Set-up: claim a region with one of your infantry", (REGION,)),
    Verb("build", "Buy a unit or building, or develop a resource", (Slot("item", "What to build"), REGION)),
    Verb("buy", "Buy diplomacy points (10 PP each, one per city)", (Slot("dp", "How many DP"),)),
    Verb("done", "End your part of the current step"),
    Verb("westernize", "Spend 1 DP: natives of your region lose 3 strength", (REGION,)),
    Verb("unsphere", "Remove a sphere of influence from your region", (REGION, Slot("sphere", "Whose sphere"))),
    Verb("incite", "Incite a native revolt", (REGION, Slot("pay", "DP or Sphere"), Slot("bribe", "yes or no"))),
    Verb("move", "Move units to a neighbouring region", (
        Slot("from", "Region the units are in"), Slot("units", "How many of which type (\"2 Infantry\")"),
        Slot("to", "Neighbouring region"))),
    Verb("war", "Declare war on a player (1 DP)", (Slot("on", "The player"),)),
    Verb("peace", "Propose peace to a player you are at war with", (Slot("with", "The player"),)),
    Verb("reply", "Answer a proposal made to you", (Slot("answer", "yes or no"),)),
    Verb("reinforce", "Move your general into your region under attack", (
        Slot("from", "The general's region"), Slot("to", "Your region under attack"))),
    Verb("bring", "Bring a brigade with the reinforcing general", (Slot("unit", "Brigade type"),)),
    Verb("battle", "Resolve the battle in a region", (Slot("territory", "The region of the battle"),)),
    Verb("explore", "Roll native diplomacy with your explorer", (REGION, Slot("dp", "Pay 1 DP for a third die"))),
    Verb("prospect", "Prospect for a resource with your engineer (5 PP)", (REGION,)),
    Verb("pick", "Keep one of the resource chits you drew", (Slot("chit", "The chit's value"),)),
    Verb("aim", "Combine three hits into one on a unit type you choose", (Slot("unit", "Enemy unit type"),)),
    Verb("lose", "Take a hit on one of your units", (Slot("unit", "Your unit type"),)),
    Verb("retreat", "Retreat your force from the battle", (Slot("to", "Region"),)),
    Verb("stand", "Fight another round"),
    Verb("convert", "Both sides down to parties: turn a party into infantry", (Slot("unit", "Your party type"),)),
    Verb("transfer", "Your general moves DRM points off both sides this round", (Slot("drm", "How many points"),)),
    Verb("disband", "Remove a unit you cannot pay upkeep for", (REGION, Slot("unit", "Your unit type"))),
    Verb("drop", "Remove a sphere beyond the native strength of your region", (
        REGION, Slot("sphere", "Whose sphere"))),
    Verb("side", "Your spheres' side in a revolt roll", (Slot("revolt", "support or suppress"),)),
    Verb("purchase", "Set-up: buy a starting unit (placed later, in turns)", (Slot("unit", "Unit type"),)),
    Verb("place", "Set-up: place a purchased unit in a region of yours", (Slot("unit", "Unit type"), REGION)),
    *NAVAL_VERBS,
    *OPTION_VERBS,
    OFFER_VERB,
]
