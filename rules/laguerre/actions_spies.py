"""The agents' actions (LG-SPY-*): ``/agent enter``, ``/agent move``, ``/agent sail`` and ``/agent spy``."""

from typing import ClassVar, Literal

from rules.core.catalogue import Slot, Verb
from rules.core.contract import Action
from rules.laguerre.armies import leader_name
from rules.laguerre.diplomacy import country_name
from rules.laguerre.mapdata import name
from rules.laguerre.spies import agent_name

INFO_NAMES = {"treasury": "treasury", "mat": "player mat", "alliance": "alliance terms", "strength": "army strength",
              "options": "combat options", "cards": "battle cards", "deployment": "deployment"}
"""How a player names each kind of discovery (LG-SPY-10)."""


class EnterAgent(Action):
    """Enter an agent at your capital or with one of your armies (LG-SPY-1)."""

    kind: Literal["agent_enter"] = "agent_enter"
    verb: ClassVar[str] = "agent enter"
    at: str

    def options(self) -> dict[str, str]:
        return {"at": name(self.at)}


class MoveAgent(Action):
    """Move an agent by land along a line of communication, or by sea from port to port (LG-SPY-3..6)."""

    kind: Literal["agent_move"] = "agent_move"
    verb: ClassVar[str] = "agent move"
    agent: str
    to: str
    by_sea: bool = False

    def command(self) -> str:
        return "agent sail" if self.by_sea else "agent move"

    def options(self) -> dict[str, str]:
        return {"agent": agent_name(self.agent), "to": name(self.to)}


class Spy(Action):
    """An agent's discovery attempt (LG-SPY-10)."""

    kind: Literal["agent_spy"] = "agent_spy"
    verb: ClassVar[str] = "agent spy"
    agent: str
    info: str
    target: str

    def options(self) -> dict[str, str]:
        if "|" in self.target:
            a, b = self.target.split("|")
            target = f"{country_name(a)}–{country_name(b)}"
        else:
            target = country_name(self.target) if self.info in ("treasury", "mat") else leader_name(self.target)
        return {"agent": agent_name(self.agent), "on": INFO_NAMES[self.info], "target": target}


SPY_KINDS: tuple[type[Action], ...] = (EnterAgent, MoveAgent, Spy)

AGENT_VERB = Verb("agent", "Your agents (LG-SPY-*)", subcommands=(
    Verb("enter", "Enter an agent: 6 Gold, Russia 10 (LG-SPY-1)", (Slot("at", "your capital or an army's province"),)),
    Verb("move", "Move an agent by land, half an action point a province (LG-SPY-3)",
         (Slot("agent", "the agent"), Slot("to", "where"))),
    Verb("sail", "Move an agent by sea, 1 Gold and 1 action point a sea zone (LG-SPY-6)",
         (Slot("agent", "the agent"), Slot("to", "the port"))),
    Verb("spy", "A discovery attempt (LG-SPY-10)",
         (Slot("agent", "the agent"), Slot("on", "what to find out"), Slot("target", "whose"))),
))
