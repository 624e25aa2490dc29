"""The advanced game (`laguerre-advanced-v05.txt`): each advanced section is a game option, all on by default;
``game=standard`` turns every one off (the standard game, unchanged)."""

from rules.core.seats import OptionSpec
from rules.laguerre.state import LgState

SECTIONS: dict[str, str] = {
    "coalition": "France starts at war with Britain, Russia and Austria, allied; Russia and Austria pay 10 VP "
                 "(advanced 2.52)",
    "spies": "Spies: agents, infiltration and discovery, reports by DM (advanced rules, Spies)",
    "pursuit": "a beaten army loses its artillery first in the pursuit (advanced 5.59)",
    "overseas": "a rival alliance's fleet 4+ squadrons larger cuts Britain's overseas income (advanced 4.213)",
    "capital": "a played power without its capital collects no taxes (advanced 4.215)",
    "overrun": "an attacker may announce an overrun before deploying: 6–1 destroys the defenders (advanced 5.54)",
    "distance": "an army builds wherever it stands, 5% dearer a province from home (advanced 6.1)",
    "guerrillas": "once Joseph is king of Spain, guerrillas cost France divisions in Spain (advanced rules)",
    "surrender": "a surrendering power first cedes one more province, to its greatest occupier (advanced 5.125)",
    "multiple": "a power at war with several countries may surrender to all of them at once (advanced 5.121)",
    "negotiated": "a power may offer its surrender on terms it drafts: provinces, Gold, VP, passage, peace or an "
                  "alliance for some years (advanced 5.128)",
    "remapping": "Remapping Europe: an Events roll of 8 lets a power holding 3+ of its provinces create the "
                 "Confederation of the Rhine, 2 VP a province (standard 4.73, designed)",
    "poland": "at Remapping Europe, a power holding 2+ of the five Polish provinces (one outside its home) "
              "creates Poland, 5 VP a province, expanded at later ones (advanced 4.731)",
    "peace": "an ally bound by a peace to the declarer of war breaks its alliance rather than the peace "
             "(advanced 5.21)",
    "opening": "the game opens with a Diplomacy Phase before the first Turn Start (advanced 4.6)",
    "blockade": "the Continental Blockade: France allied with Russia, Prussia and Austria and holding the North Sea "
                "coast taxes its allies and Britain (advanced 4.214)",
}
"""The advanced sections implemented, by option name."""

OPTION_SPECS: list[OptionSpec] = [
    OptionSpec("game", "choice", "advanced", "the advanced game (every advanced section below that is on) or "
               "the standard game (all of them off)", choices=("advanced", "standard")),
    *(OptionSpec(key, "choice", "on", text, choices=("on", "off")) for key, text in SECTIONS.items()),
]


def enabled(state: LgState, section: str) -> bool:
    """True when the advanced ``section`` is played in this game (a game stored before the advanced rules existed
    plays the standard game)."""
    return state.options.get("game", "standard") == "advanced" and state.options.get(section, "on") == "on"
