"""The words of the optional rules' topics (the optional set-ups, buildings, turn order and scorched earth; the
hidden objectives, the sealed unit orders), with the numbers taken from the rules' own modules."""

from rules.imperialism.objectives import DEALT, ZONE_STAKE, deck
from rules.imperialism.option_random_regions import ROOM, SEED_NEIGHBOURS

OPTION_TOPIC_LIST: list[tuple[str, str, str, str]] = [
    ("random-regions", "Random Region Selection (optional rule)", "rule",
     "With the option setup=random there is no draft: the rules deal every player the Game Setup Table's number of "
     "starting regions (one free infantry and a dot chit each, as drafted regions), one whole homeland at a time in "
     f"setup order: a seed region with at least {SEED_NEIGHBOURS} free neighbours, no holder next door and a free "
     f"block of land at least {ROOM} homelands large, then random free regions next to the homeland until it has its "
     "count. Every homeland is one block of the same size. The starting funds and purchases follow as usual."),
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
]
