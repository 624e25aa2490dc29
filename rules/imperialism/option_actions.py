"""The actions and verbs of the optional rules built in this module's siblings: the scorched-earth answer
(IMP-OPT-SCORCH) and the sealed bid for the turn order (IMP-OPT-AUCTION)."""

from typing import ClassVar, Literal

from rules.core.catalogue import Slot, Verb
from rules.core.contract import Action


class Scorch(Action):
    """Destroy (or spare) what stands in the region you have just lost (IMP-OPT-SCORCH)."""

    kind: Literal["scorch"] = "scorch"
    verb: ClassVar[str] = "scorch"
    burn: bool

    def options(self) -> dict[str, str]:
        return {"answer": "yes" if self.burn else "no"}


class Bid(Action):
    """Seal your bid of PP for the turn order (IMP-OPT-AUCTION)."""

    kind: Literal["bid"] = "bid"
    verb: ClassVar[str] = "bid"
    pp: int

    def options(self) -> dict[str, str]:
        return {"pp": str(self.pp)}


OPTION_ACTION_TYPES: tuple[type[Action], ...] = (Scorch, Bid)
OPTION_VERBS: list[Verb] = [
    Verb("scorch", "Scorched earth: destroy what stands in the region you lost (1 DP)", (Slot("answer", "yes or no"),)),
    Verb("bid", "Turn-order auction: seal your bid of PP (the highest moves first)", (Slot("pp", "PP you bid"),)),
]
