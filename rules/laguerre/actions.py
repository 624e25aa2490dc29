"""The actions a power takes, each small (so a seat's legal list stays short), and the verb catalogue."""

from typing import ClassVar, Literal

from rules.core.catalogue import Slot, Verb, join_many
from rules.core.contract import Action
from rules.core.offers import OFFER_VERB, AnswerOffer, MakeOffer
from rules.laguerre.actions_advanced import ADVANCED_KINDS, OVERRUN_VERB, TERMS_VERB
from rules.laguerre.actions_spies import AGENT_VERB, SPY_KINDS
from rules.laguerre.armies import leader_name
from rules.laguerre.diplomacy import country_name
from rules.laguerre.mapdata import name


class Done(Action):
    """End your part of the current step."""

    kind: Literal["done"] = "done"
    verb: ClassVar[str] = "done"


class Bid(Action):
    """Bid VP for a power (sealed; LG-BID-1)."""

    kind: Literal["bid"] = "bid"
    verb: ClassVar[str] = "bid"
    power: str
    vp: int

    def options(self) -> dict[str, str]:
        return {"power": country_name(self.power), "vp": str(self.vp)}


class DeclareWar(Action):
    """Declare war on a power or a minor (LG-DIP-3)."""

    kind: Literal["war"] = "war"
    verb: ClassVar[str] = "war"
    target: str

    def options(self) -> dict[str, str]:
        return {"on": country_name(self.target)}


class BreakAlliance(Action):
    """Break your alliance with a power (LG-DIP-5)."""

    kind: Literal["break"] = "break"
    verb: ClassVar[str] = "break"
    ally: str

    def options(self) -> dict[str, str]:
        return {"with": country_name(self.ally)}


class Cancel(Action):
    """Try to cancel a declaration of war on you (LG-DIP-7)."""

    kind: Literal["cancel"] = "cancel"
    verb: ClassVar[str] = "cancel"


class Move(Action):
    """Move an army one province by land, or by sea from port to port (LG-MOVE-*). Its option is ``units`` (the
    army's leader), the name the other rulesets' /move already uses, so the merged command stays small."""

    kind: Literal["move"] = "move"
    verb: ClassVar[str] = "move"
    army: str
    to: str

    def options(self) -> dict[str, str]:
        return {"units": leader_name(self.army), "to": name(self.to)}


class Sail(Action):
    """Sail a fleet to a neighbouring sea zone (LG-SEA-2)."""

    kind: Literal["sail"] = "sail"
    verb: ClassVar[str] = "sail"
    fleet: str
    to: str

    def options(self) -> dict[str, str]:
        return {"fleet": self.fleet, "to": name(self.to)}


class Cards(Action):
    """Seal two battle-type cards as the defender (LG-BAT-3)."""

    kind: Literal["cards"] = "cards"
    verb: ClassVar[str] = "cards"
    cards: tuple[str, str]

    def options(self) -> dict[str, str]:
        return {"cards": join_many(self.cards)}


class Deploy(Action):
    """Deploy your side of a battle in a formation (LG-BAT-2); ``Line`` deploys as the rules would."""

    kind: Literal["deploy"] = "deploy"
    verb: ClassVar[str] = "deploy"
    formation: str

    def options(self) -> dict[str, str]:
        return {"formation": self.formation}


class Attack(Action):
    """Pick the attacker's option for this round, or withdraw (LG-BAT-4)."""

    kind: Literal["attack"] = "attack"
    verb: ClassVar[str] = "attack"
    option: str

    def options(self) -> dict[str, str]:
        return {"option": self.option}


class Retreat(Action):
    """Retreat your beaten army to a province the rules allow (LG-BAT-9)."""

    kind: Literal["retreat"] = "retreat"
    verb: ClassVar[str] = "retreat"
    to: str

    def options(self) -> dict[str, str]:
        return {"to": name(self.to)}


class Build(Action):
    """Build divisions into an army in a home province, or raise a waiting leader's army at the capital."""

    kind: Literal["build"] = "build"
    verb: ClassVar[str] = "build"
    army: str
    unit: str
    count: int

    def options(self) -> dict[str, str]:
        return {"army": leader_name(self.army), "unit": self.unit, "count": str(self.count)}


class Launch(Action):
    """Build a squadron in a sea zone off a home port (autumn only, LG-BUILD-4)."""

    kind: Literal["launch"] = "launch"
    verb: ClassVar[str] = "launch"
    sea: str

    def options(self) -> dict[str, str]:
        return {"sea": name(self.sea)}


class Convert(Action):
    """Buy VP with Gold in winter, up to your yearly limit (LG-VP-4)."""

    kind: Literal["convert"] = "convert"
    verb: ClassVar[str] = "convert"
    vp: int

    def options(self) -> dict[str, str]:
        return {"vp": str(self.vp)}


KINDS: tuple[type[Action], ...] = (Done, Bid, DeclareWar, BreakAlliance, Cancel, Move, Sail, Cards, Deploy, Attack,
                                  Retreat, Build, Launch, Convert, MakeOffer, AnswerOffer, *SPY_KINDS, *ADVANCED_KINDS)
ACTION_KINDS: dict[str, type[Action]] = {cls.model_fields["kind"].default: cls for cls in KINDS}

VERBS: list[Verb] = [
    Verb("bid", "Bid VP for a power, sealed (LG-BID-1)", (Slot("power", "the power"), Slot("vp", "VP you pay"))),
    Verb("war", "Declare war (LG-DIP-3)", (Slot("on", "the power or minor"),)),
    Verb("break", "Break an alliance (LG-DIP-5)", (Slot("with", "your ally"),)),
    Verb("cancel", "Try to cancel the declaration of war on you, 10 Gold (LG-DIP-7)"),
    OFFER_VERB,
    TERMS_VERB,
    Verb("move", "Move an army (LG-MOVE-1)", (Slot("units", "the army (its leader)"), Slot("to", "where"))),
    AGENT_VERB,
    OVERRUN_VERB,
    Verb("sail", "Sail a fleet (LG-SEA-2)", (Slot("fleet", "the fleet"), Slot("to", "the sea zone"))),
    Verb("cards", "Seal two battle cards as the defender (LG-BAT-3)",
         (Slot("cards", "two battle-type cards", many=True),)),
    Verb("deploy", "Deploy your side of a battle, sealed (LG-BAT-2)",
         (Slot("formation", "Line (as the rules deploy), Strong Centre, Strong Left, Strong Right, Deep Reserve"),)),
    Verb("attack", "Pick your offensive option, or Withdraw (LG-BAT-4)", (Slot("option", "the option"),)),
    Verb("retreat", "Retreat your beaten army (LG-BAT-9)", (Slot("to", "where"),)),
    Verb("build", "Build divisions (LG-BUILD-1)",
         (Slot("army", "the army (its leader)"), Slot("unit", "infantry, cavalry or artillery"),
          Slot("count", "how many"))),
    Verb("launch", "Build a squadron, autumn only (LG-BUILD-4)", (Slot("sea", "the sea zone off a home port"),)),
    Verb("convert", "Buy VP with Gold (LG-VP-4)", (Slot("vp", "how many VP"),)),
    Verb("done", "End your part of this step"),
]
