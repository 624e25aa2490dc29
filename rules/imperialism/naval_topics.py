"""The words of the naval rules topics (fleets, interception, the Naval Battle chart, amphibious invasion, the
Straits, Suez), with the numbers taken from the tables."""

from rules.imperialism.canal import CANAL_COST
from rules.imperialism.combat import AMPHIBIOUS_DRM
from rules.imperialism.fleets import BRIGADE_PORTAGE, FLEET_COST, FLEET_MP, PARTY_PORTAGE, PORTAGE
from rules.imperialism.sea_battles import HOME_WATERS_DRM, NAVAL_HIT, OUTNUMBERED_DRM

NAVAL_TOPIC_LIST: list[tuple[str, str, str, str]] = [
    ("fleets", "Fleets", "rule",
     f"A fleet costs {FLEET_COST} PP, is built at one of your ports (/fleet port:… sea:…) and placed in a sea area "
     f"next to it (at set-up: next to any region you hold); it counts as a unit raised there and costs 1 PP upkeep "
     f"(paid after your land units). It has {FLEET_MP} MP a movement phase: 1 MP to sail into a neighbouring sea "
     f"area (/sail fleet:… to:…), 1 MP for each region it puts units ashore in (/land fleet:… units:… to:…). It "
     f"carries {PORTAGE} portage points: a brigade {BRIGADE_PORTAGE}, a party {PARTY_PORTAGE}. A land unit boards "
     f"(/embark from:… units:… fleet:…) from a region next to the fleet's sea; boarding costs it its MP. Units put "
     f"ashore stop there."),
    ("amphibious", "Amphibious invasion", "rule",
     f"Units put ashore in a native or enemy region fight its battle with {AMPHIBIOUS_DRM[1]} on their dice in "
     f"round 1 and {AMPHIBIOUS_DRM[2]} in round 2; the brigades that came by land roll without it."),
    ("interception", "Interception", "rule",
     "Before a fleet spends a movement point, its player announces the sail or the landing. Every other player "
     "at war with it (allowed to attack) whose fleets are in that sea area, in random order, may intercept "
     "(/intercept answer:yes|no; answered out of turn). An interception is a naval battle; the moving fleet "
     "completes its move only if it is still afloat and its player did not break off. In your own movement, a "
     "fleet of yours may attack another player's fleets in its sea area (/engage fleet:… enemy:…; 1 MP; at war)."),
    ("naval-interception", "Naval Interception (optional rule)", "rule",
     "With the option naval_interception=on, fleets in a sea area next to the mover's (an open border: not the "
     "Straits, not a closed canal) may intercept too: they sail in to fight, at no MP cost, and stay there. "
     "Without it, only fleets in the mover's own sea area intercept (the core rule)."),
    ("naval-battle", "Naval Battle chart", "table",
     f"Both players' fleets in the sea area fight. Each round every fleet rolls 1D6: {NAVAL_HIT}+ (modified) sinks "
     f"an enemy fleet. DRMs: {HOME_WATERS_DRM:+d} in a sea area next to a port you hold; {OUTNUMBERED_DRM:+d} when "
     f"your fleets are fewer. The owner chooses which fleets sink (/sink fleet:…); the units aboard sink with "
     f"them. After a round with fleets on both sides, the mover then the interceptor fights on (/stand) or "
     f"breaks off (/breakoff); a mover that breaks off does not complete its move and its fleets there stop."),
    ("blockade", "Blockade and port income", "rule",
     "A port pays its income only with a sea path to another port held by you or by a player not at war with you. "
     "A sea path is a line of sea areas, each free of enemy fleets (of players at war with you) or where your "
     "fleets outnumber them. So a player at war blockades your ports by keeping more fleets at sea than you near "
     "them."),
    ("offers", "Offers between players", "rule",
     "In your movement or construction step you may make each other player one offer (/offer make to:… deal:…): "
     "PP (5, 10, 25 or 50 of yours), one of your regions (not your last, not in revolt), or peace (when at war and "
     "neither has units in the other's regions), alone or bought with such PP or a region (the price is paid once "
     "peace is made; if you can no longer pay it, the deal is void). The other player answers at once (/offer "
     "accept or /offer "
     "decline). A ceded region changes hands when the receiver moves a brigade in, by land or from a fleet, in a "
     "movement phase (no war needed); the giver's units there go where the giver chooses (/retreat to:): a "
     "neighbouring region of its, or onto its fleets next to it; with nowhere to go they are eliminated. Buildings "
     "and resources stay."),
    ("straits", "The Straits", "rule",
     "A fleet passes between the Eastern Mediterranean and the Black Sea only with the consent of the player "
     "holding the Ottoman region, asked each time (/reply answer:yes|no); never while at war with that player. "
     "Unheld (native) or your own, the Straits are open."),
    ("suez", "The Suez Canal", "rule",
     f"The Eastern Mediterranean and the Red Sea are not joined: fleets go round Africa. With the optional rule "
     f"Constructing the Suez Canal (option suez=on), the holder of Egypt may dig it in its construction step "
     f"(/canal, {CANAL_COST} PP). Once built it stays open for good: fleets pass (and port paths run) between the "
     f"two seas, each passage with the consent of Egypt's holder (asked each time; never while at war with it)."),
]
