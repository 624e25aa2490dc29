"""Actions of the advanced sections other than spies: ``/overrun`` (LG-ADV-5.54)."""

from typing import ClassVar, Literal

from rules.core.catalogue import Verb
from rules.core.contract import Action


class Overrun(Action):
    """Announce an overrun before the troops deploy (LG-ADV-5.54)."""

    kind: Literal["overrun"] = "overrun"
    verb: ClassVar[str] = "overrun"


ADVANCED_KINDS: tuple[type[Action], ...] = (Overrun,)
OVERRUN_VERB = Verb("overrun",
                    "Announce an overrun: 6–1 destroys the defenders, less costs you a division (LG-ADV-5.54)")
