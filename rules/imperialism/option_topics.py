"""The words of the optional rules' topics that hold sealed or secret information (hidden objectives …)."""

from rules.imperialism.objectives import DEALT, ZONE_STAKE, deck

OPTION_TOPIC_LIST: list[tuple[str, str, str, str]] = [
    ("objectives", "Additional Hidden Victory Conditions (optional rule)", "rule",
     f"With the option objectives=on, each player is dealt {DEALT} secret objectives at set-up from a deck of "
     f"{len(deck())}, told by DM and shown on /hand with your progress; nobody else sees them until the game "
     f"ends. Then every objective is revealed, and each one met at the end adds its VP to its player's score. The "
     f"deck: " + "; ".join(f"{o.title} ({o.condition}, {o.vp} VP)" for o in deck().values())
     + f". A zone objective needs {ZONE_STAKE} regions of that zone."),
]
