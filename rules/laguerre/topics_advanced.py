"""The rules topics of the advanced game (`/game rules topic:`): the options, spies and the Discovery table, and
each advanced section played."""

from rules.laguerre.advanced import SECTIONS
from rules.laguerre.blockade import TABLE as BLOCKADE_TABLE
from rules.laguerre.buildcost import PERCENT_PER_PROVINCE
from rules.laguerre.guerrillas import LOSS_AT
from rules.laguerre.intel import DISCOVERY
from rules.laguerre.overseas import OVERSEAS_CUTS
from rules.laguerre.spies import AGENTS_PER_POWER, AP_PER_PHASE, DEFAULT_ENTRY_COST, ENTRY_COST, SEA_FARE


def _discovery_table() -> str:
    rows = "; ".join(f"{row.title}: {row.gold} Gold, {row.ap} action point(s), succeeds on {row.low}–10"
                     for row in DISCOVERY.values())
    return (f"{rows}. French, Austrian and British agents add 1. Whatever the result the points and Gold are "
            "spent; a natural 1–2 doubles the agent (he now works for the power spied on), a 3 turns him back. "
            "Treasury, player mat and alliance terms are found in another played power's capital; an army's "
            "strength at its headquarters; combat options, cards and deployment only in battle.")


ADVANCED_AREAS: list[tuple[str, str, str]] = [
    ("advanced", "The advanced game",
     "Each advanced section is an option, all on by default (game=advanced); game=standard turns them all off. "
     "Sections: " + "; ".join(f"{key} — {text}" for key, text in SECTIONS.items()) + "."),
    ("coalition", "Alternate historical set-up (advanced 2.52)",
     "The game begins with Great Britain, Russia and Austria allied and at war with France; Russia and Austria "
     "each pay 10 VP for it. British squadrons stand off the French ports: 2 in the Western Mediterranean "
     "(Savoy), 9 in the Channel (Normandy), 1 in the North Sea (Holland)."),
    ("spies", "Spies",
     f"Each played power may enter agents in its Land Phase (/agent enter; {DEFAULT_ENTRY_COST} Gold, Russia "
     f"{ENTRY_COST['russia']}) at its capital or with one of its armies, while it has fewer than "
     f"{AGENTS_PER_POWER} on the map. An agent has {AP_PER_PHASE} action points a Land Phase. /agent move: half a "
     "point a province (rounded up) along a line that crosses no home province of an enemy and no province "
     "with enemy troops, to a province of his side or an unoccupied minor one. Entering an enemy home province "
     "or enemy troops is an infiltration: d10, 1–3 turned back (he leaves the map; another may enter next "
     "season), 4+ he gets in; +4 into enemy troops, +1 into an enemy home province where a friendly agent "
     "already is, +1 for French, Austrian and British agents; then his movement ends for the season. Once in, "
     "he moves freely within that enemy's home country. At an enemy army's headquarters he tries to ride "
     "along when it marches (d10, 4+). /agent sail: from a port to a port in reach, "
     f"{SEA_FARE} Gold and a point a sea zone, never into a port every sea zone of which holds an enemy fleet. "
     "/agent spy: a discovery attempt (topic discovery); in a battle, an agent at an army's headquarters may try "
     "out of turn, the points coming from his next Land Phase. Agents are seen only by their owner; their dice "
     "are told to him only; a report goes by DM to the owner and his allies at war with the power spied on, and "
     "/hand lists the reports you hold. The channel learns only that a power's agents are at work. When a "
     "declaration of war on you stands after your cancel attempt, an agent of yours in either capital allows a "
     "second attempt for 2 Gold (d100 10–29 doubles him, 30–39 turns him back)."),
    ("discovery", "Discovery table", _discovery_table()),
    ("pursuit", "Pursuit (advanced 5.59)",
     "When a beaten army is pursued, the first division it loses is artillery, if it has any."),
    ("overrun", "Overrun (advanced 5.54)",
     "At the start of a battle, before either side deploys, the attacker may announce an overrun (/overrun). With "
     "6 divisions to 1 or better the defenders are destroyed and the attacker loses as many divisions (and wins "
     "the battle); otherwise the attacker loses a division and the battle is fought."),
    ("distance", "Build costs by distance (advanced 6.1)",
     f"In the Build Phase every army may build where it stands, paying {PERCENT_PER_PROVINCE}% more per province "
     "between it and your home country (rounded up); provinces of Spain, Portugal, Russia, Africa and the "
     "Ottoman Empire count two. Manpower is still 2 divisions per home province you hold."),
    ("guerrillas", "Guerrillas",
     f"Joseph is placed on the Spanish throne at the first Turn Start France holds Madrid. From then on, at each "
     f"Turn Start France rolls d10 for each Spanish province it holds, less the French and allied divisions there "
     f"(garrison included): {LOSS_AT} or more costs it a division (from its largest army there, else the "
     "garrison; a garrison losing its last point gives the province back to Spain)."),
    ("surrender", "Surrender (advanced 5.125, 5.128)",
     "Before the terms of a surrender, the surrendering power cedes one more of its home provinces (not its "
     "capital) to the played power at war with it that holds most of them. Then the Terms of Surrender group "
     "applies as in the standard game. A power holding any home province of a power that offers it its surrender "
     "on a terms group must accept it (advanced 5.128)."),
    ("multiple", "Surrender to several enemies (advanced 5.121)",
     "A power at war with two or more countries may surrender to all of them at once: /offer make to:<any enemy> "
     "deal:My surrender to all my enemies, group N sends the offer to each of them, and each answers its own. A "
     "played power that accepts takes the group's terms, unless its ally already took them from this surrender "
     "(allied enemies share one set of terms); a non-player country accepts at once, takes nothing, and costs "
     "you 5 VP. To surrender to only some of your enemies, offer your surrender to each of them."),
    ("negotiated", "Freely negotiated surrender (advanced 5.128)",
     "A power at war with a played power may offer it a surrender on terms of its own. Draft them with /terms to:… "
     "term:… (each adds a term, or drops one): provinces you hold (not your capital; several), Gold (10–50), VP "
     "(5, 10, 15), free passage for 1–3 years, a peace binding 1–3 years, an alliance for 1–3 years. Your draft "
     "is seen by you only (/hand). Then /offer make to:… deal:My surrender on my terms: … — the terms are told to "
     "the two of you only. If it is accepted, the war ends, your alliances are broken, and each term is carried "
     "out: provinces change hands, Gold and VP are paid, the passage, peace and alliance last their years. It may "
     "be declined even by a power holding your home provinces (only a normal surrender on a terms group must then "
     "be accepted): without agreement the war goes on."),
    ("remapping", "Remapping Europe (standard 4.73, designed)",
     "An Events table roll of 8 (a quiet season in the standard game) is Remapping Europe. The Confederation of "
     "the Rhine is created by the first played power (in join order) holding 3 or more of its provinces (Bavaria, "
     "Franconia, Württemberg, Baden, Hesse, Kassel, Berg, Saxony, Thuringia, Mecklenburg, Oldenburg); it gains 2 VP "
     "a province, and the Confederation is never enlarged. Its provinces stay its founder's; when provinces are "
     "ceded in a surrender, a new country's provinces count as non-home provinces."),
    ("poland", "Poland (advanced 4.731)",
     "At a Remapping Europe event, the first played power holding 2 or more of the five Polish provinces (Posen, "
     "Warsaw, Cracow, Lublin, Białystok), one of them outside its own home country, creates the Grand Duchy of "
     "Warsaw and gains 5 VP a province. At each later Remapping Europe event Poland takes in the Polish provinces "
     "its founder has gained since, 5 VP each. Prussia (two at home) thus needs three."),
    ("peace", "Enforced peace and alliances (advanced 5.21)",
     "An alliance never drags a power into a war against a peace that still binds it: when war is declared on "
     "your ally by a power you made peace with less than four seasons ago, you do not join the war, and your "
     "alliance with the attacked power is broken."),
    ("overseas", "Overseas Income Table (advanced 4.213)",
     "When an alliance without Britain has at least 4 squadrons more than Britain, Britain rolls d6 in winter "
     "and loses Gold of its 50 overseas income. By deficit 4/5/6/7/8+: " + "; ".join(
         f"die {die}: {'/'.join(map(str, cuts))}" for die, cuts in OVERSEAS_CUTS.items()) + "."),
    ("blockade", "Continental Blockade (advanced 4.214)",
     "In force while France is allied with Russia, Prussia and Austria, its side holds Mecklenburg, Oldenburg, "
     "Holland and all of France, and France is at war with Britain (France imposes it as soon as that holds; it "
     "lapses when it fails). Each winter it was in force, every ally of France but the Ottoman Empire rolls d6 "
     "and loses Gold — partial year (the first) / full year: " + "; ".join(
         f"{die}: {p}/{f}" for die, (p, f) in BLOCKADE_TABLE.items()) +
     ". France gains half the total; Britain loses as much."),
    ("capital", "Loss of the capital (advanced 4.215)",
     "A played power that does not hold its capital in winter collects no taxes. It keeps its treasury, still "
     "gains VP and may borrow from its allies (/offer make … deal:Loan …)."),
    ("opening", "Alternate turn start (advanced 4.6)",
     "The game opens with a Diplomacy Phase (offers answered too), followed at once by the first Turn Start "
     "(the Events table) and Spring 1805's own Diplomacy Phase."),
]
"""(key, title, text) of each advanced topic."""
