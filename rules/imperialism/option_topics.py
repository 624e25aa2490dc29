"""The words of the optional rules' topics (the optional set-ups, buildings, turn order and scorched earth; the
hidden objectives, the sealed unit orders, the secret alliances), with the numbers taken from the rules' own modules."""

from rules.imperialism import places
from rules.imperialism.alliances import SHORT, TERMS, TREACHERY_DP
from rules.imperialism.auction import BID_STEP, MAX_BID
from rules.imperialism.historical import HOLDINGS
from rules.imperialism.objectives import DEALT, ZONE_STAKE, deck
from rules.imperialism.option_random_regions import ROOM, SEED_NEIGHBOURS
from rules.imperialism.scorched import SCORCH_DP
from rules.imperialism.seats import POWER_SEATS
from rules.imperialism.tables import DECLARE_WAR_DP

OPTION_TOPIC_LIST: list[tuple[str, str, str, str]] = [
    ("random-regions", "Random Region Selection (optional rule)", "rule",
     "With the option setup=random there is no draft: the rules deal every player the Game Setup Table's number of "
     "starting regions (one free infantry and a dot chit each, as drafted regions), one whole homeland at a time in "
     f"setup order: a seed region with at least {SEED_NEIGHBOURS} free neighbours, no holder next door and a free "
     f"block of land at least {ROOM} homelands large, then random free regions next to the homeland until it has its "
     "count. Every homeland is one block of the same size. The starting funds and purchases follow as usual."),
    ("multiple-buildings", "Allow Multiple Buildings Per Region (optional rule)", "rule",
     "With the option buildings=multiple a region may hold a city, a factory, a port and a railroad together (without "
     "it, only one of those four). Each kind of building still stands at most once in a region; a school still "
     "needs a city built before this production phase, a port a coast; a second project in one region in one "
     "production phase still needs an engineer there, and an engineer still takes a third off one project a turn."),
    ("objectives", "Additional Hidden Victory Conditions (optional rule)", "rule",
     f"With the option objectives=on, each player is dealt {DEALT} secret objectives at set-up from a deck of "
     f"{len(deck())}, told by DM and shown on /hand with your progress; nobody else sees them until the game "
     f"ends. Then every objective is revealed, and each one met at the end adds its VP to its player's score. The "
     f"deck: " + "; ".join(f"{o.title} ({o.condition}, {o.vp} VP)" for o in deck().values())
     + f". A zone objective needs {ZONE_STAKE} regions of that zone."),
    ("simultaneous", "Simultaneous Unit Purchase and Placement (optional rule)", "rule",
     "With the option simultaneous=on, units and fleets are not built in the construction step. After every "
     "player's construction, all players order their units at the same time: /build item:<unit> region:… and "
     "/fleet port:… sea:… stage an order (each with the usual limits; your staged orders count against your PP and "
     "a region's units raised; /undo takes back your last one while nobody has acted since); nobody else sees "
     "them (your /hand lists them). /done seals yours. When the last player has sealed, every order is revealed at "
     "once and carried out, player by player in movement order, each in the order staged. An order no longer legal "
     "then (its PP or its region gone, by a GM's edit say) is void: nothing is built and its PP stay with you."),
    ("scorched-earth", "Scorched Earth Policy (optional rule)", "rule",
     "With the option scorched=on, a player who loses a region to another player in battle (its last brigades there "
     f"destroyed or retreated) is asked at once, out of turn: /scorch answer:yes destroys every building there and "
     f"undevelops its resource, for {SCORCH_DP} DP; the conqueror takes the bare land (and still gains the conquest "
     f"DP). Not asked without {SCORCH_DP} DP or with nothing to destroy, nor for a region lost to the natives (that "
     "already destroys everything) or given by an offer."),
    ("auction", "Auction-Based Player Turn Order (optional rule)", "rule",
     "With the option turn_order=auction, each production phase from round 2, after the upkeep, every player seals "
     f"a bid of PP at the same time (/bid pp:…, 0 to {MAX_BID} in steps of {BID_STEP}, no more than it has); nobody "
     "sees another's bid until all are in. Then the bids are revealed together: the highest bidder moves first in "
     "this round's production sub-phases and both movement phases, and so on down; equal bids keep the order drawn "
     "at random for the round. Every player pays its bid. Round 1 keeps the setup order."),
    ("alliances", "War-Time Alliances (optional rule)", "rule",
     f"With the option alliances=on, a player may offer another player it is not at war with (and not allied to) a "
     f"secret alliance, for {SHORT} rounds (this one and the next) or to the end of the game (/offer make to:… "
     f"deal:…). Everyone sees that a secret offer was made and answered; only the two see its terms, and only they "
     f"know the alliance (/hand lists yours). The terms: {TERMS}. Declaring war on your ally is allowed but breaks "
     f"the alliance in public and costs {DECLARE_WAR_DP + TREACHERY_DP} DP instead of {DECLARE_WAR_DP}. Declaring war "
     f"on a player your ally is at war with costs no DP, and you may attack at once (not only from the next "
     f"movement phase). At the end, if you hold the best score and your ally the second best (or the reverse), you "
     f"share the win. A two-round alliance ends at the start of the round after its second (the two are told); "
     f"every alliance still standing is revealed when the game ends."),
    ("historical", "Pseudo-Historical set-up (optional rule)", "rule",
     "With the option setup=historical the seats are great powers — the first N of "
     + ", ".join(name for _, name, _ in POWER_SEATS) + " for N players — and there is no draft: each power starts "
     "with its historical holdings, the head of its list as long as the Game Setup Table gives every player (one "
     "free infantry and a dot chit each); the same starting PP and DP for all, then the usual purchases and "
     "placement. The lists: " + "; ".join(f"{power}: " + ", ".join(map(places.name, regions))
                                  for power, regions in HOLDINGS.items())
     + "."),
]
