"""The rules topics of part 2 (IMP-TEXT-3): fleets, interception, the Suez Canal, alliances and every optional rule
have a `/game rules` topic, and the optional rules' index names each with its option."""

from rules.core.seats import parse_options
from rules.imperialism.seats import OPTION_SPECS
from rules.imperialism.topics import OPTIONAL_RULES
from tests.imperialism.helpers import R

REQUIRED = ("fleets", "interception", "suez", "alliances", "naval-interception", "blockade", "offers", "straits",
            "random-regions", "multiple-buildings", "objectives", "simultaneous", "historical", "auction",
            "scorched-earth", "optional-rules")


def test_IMP_TEXT_3_fleets_interception_suez_alliances_and_every_optional_rule_have_a_topic() -> None:
    topics = R.topics()
    for key in REQUIRED:
        assert topics.find(key).key == key and len(topics.find(key).text) > 100, key


def test_IMP_TEXT_3_each_optional_rule_is_indexed_with_its_option_and_its_topic_explains_that_option() -> None:
    topics = R.topics()
    index = topics.find("Optional rules").text
    assert len(OPTIONAL_RULES) == 10, "the source names ten optional rules"
    for name, option, key in OPTIONAL_RULES:
        assert f"{name} ({option}; /game rules topic:{key})" in index
        assert option in topics.find(key).text, f"the topic {key} does not say how to turn its rule on"
        parse_options(R.option_specs, dict([option.split("=")]))  # a valid option


def test_IMP_TEXT_3_every_optional_rule_option_is_in_the_index() -> None:
    indexed = {option.split("=")[0] for _, option, _ in OPTIONAL_RULES}
    optional = {spec.name for spec in OPTION_SPECS if "ptional rule" in spec.help}
    assert optional == indexed
