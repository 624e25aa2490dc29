"""The rules topics of `/game rules` (filled in ``topic_texts``, ``naval_topics`` and ``option_topics``), and the
index of the optional rules: each named as in the source, with the option that turns it on and its topic."""

from rules.core.catalogue import Topic, Topics
from rules.imperialism.naval_topics import NAVAL_TOPIC_LIST
from rules.imperialism.option_topics import OPTION_TOPIC_LIST
from rules.imperialism.topic_texts import OVERVIEW, TOPIC_LIST

OPTIONAL_RULES: tuple[tuple[str, str, str], ...] = (
    ("Random Region Selection", "setup=random", "random-regions"),
    ("Allow Multiple Buildings Per Region", "buildings=multiple", "multiple-buildings"),
    ("Additional Hidden Victory Conditions", "objectives=on", "objectives"),
    ("Simultaneous Unit Purchase and Placement", "simultaneous=on", "simultaneous"),
    ("Pseudo-Historical set-up", "setup=historical", "historical"),
    ("Auction-Based Player Turn Order", "turn_order=auction", "auction"),
    ("Constructing the Suez Canal", "suez=on", "suez"),
    ("Scorched Earth Policy", "scorched=on", "scorched-earth"),
    ("Naval Interception", "naval_interception=on", "naval-interception"),
    ("War-Time Alliances", "alliances=on", "alliances"),
)
"""The source's optional rules (IMP-OPT-*): its name, the option as typed in ``/game new options:``, its topic."""

OPTIONAL_RULES_TOPIC = (
    "optional-rules", "Optional rules", "rule",
    "The source's optional rules, each a game option, off unless chosen (/game new options:\"key=value,…\"): "
    + "; ".join(f"{name} ({option}; /game rules topic:{topic})" for name, option, topic in OPTIONAL_RULES)
    + ". Any of them may be played together, except Random Region Selection and Pseudo-Historical set-up: both are "
    "values of the one option setup, so a game has one set-up. Their texts are designed from the rules' names (the "
    "source's pages on them are lost).",
)

TOPICS = Topics(OVERVIEW, [Topic(key, title, text, kind) for key, title, kind, text
                           in [*TOPIC_LIST, *NAVAL_TOPIC_LIST, *OPTION_TOPIC_LIST, OPTIONAL_RULES_TOPIC]])
