"""The rules topics of `/game rules` (filled in ``topic_texts``)."""

from rules.core.catalogue import Topic, Topics
from rules.imperialism.naval_topics import NAVAL_TOPIC_LIST
from rules.imperialism.option_topics import OPTION_TOPIC_LIST
from rules.imperialism.topic_texts import OVERVIEW, TOPIC_LIST

TOPICS = Topics(OVERVIEW, [Topic(key, title, text, kind)
                           for key, title, kind, text in TOPIC_LIST + NAVAL_TOPIC_LIST + OPTION_TOPIC_LIST])
