"""Actions of the advanced sections other than spies: ``/overrun`` (LG-ADV-5.54), ``/terms`` (LG-ADV-5.128)."""

from typing import ClassVar, Literal

from rules.core.catalogue import Slot, Verb
from rules.core.contract import Action
from rules.laguerre.diplomacy import country_name
from rules.laguerre.surrender_free import describe


class Overrun(Action):
    """Announce an overrun before the troops deploy (LG-ADV-5.54)."""

    kind: Literal["overrun"] = "overrun"
    verb: ClassVar[str] = "overrun"


class Terms(Action):
    """Add a term to (or drop one from) your draft of surrender terms for an enemy (LG-ADV-5.128)."""

    kind: Literal["terms"] = "terms"
    verb: ClassVar[str] = "terms"
    receiver: str
    term: str
    remove: bool = False

    def options(self) -> dict[str, str]:
        return {"to": country_name(self.receiver), "term": ("drop " if self.remove else "") + describe(self.term)}


ADVANCED_KINDS: tuple[type[Action], ...] = (Overrun, Terms)
OVERRUN_VERB = Verb("overrun",
                    "Announce an overrun: 6–1 destroys the defenders, less costs you a division (LG-ADV-5.54)")
TERMS_VERB = Verb("terms", "Draft the terms of your surrender to an enemy, then /offer them (LG-ADV-5.128)",
                  (Slot("to", "the enemy"), Slot("term", "a term to add, or drop")))
