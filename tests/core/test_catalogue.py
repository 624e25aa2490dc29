"""Verb catalogues merge into one command tree; rules topics are found ignoring accents and case."""

import pytest

from rules.core.catalogue import Slot, Topic, Topics, Verb, join_many, merge_verbs, split_many
from rules.core.errors import IllegalAction


def test_verbs_of_one_name_merge_their_slots_and_subcommands() -> None:
    a = [Verb("move", "Move", (Slot("from", "Where from"), Slot("to", "Where to")))]
    b = [
        Verb("move", "Move armies", (Slot("from", "From"), Slot("armies", "How many"))),
        Verb("offer", "Offers", subcommands=(Verb("make", "Make", (Slot("to", "Whom"),)),)),
    ]
    merged = merge_verbs([a, b])
    assert [v.name for v in merged] == ["move", "offer"]
    assert [(s.name, s.description) for s in merged[0].slots] == [
        ("from", "Where from"), ("to", "Where to"), ("armies", "How many")
    ]
    assert [path for path, _ in merged[1].paths()] == ["offer make"]


def test_many_values_join_sorted_and_split_back() -> None:
    assert join_many(["Bayonet Charge", "Artillery"]) == "Artillery + Bayonet Charge"
    assert join_many([]) == "None"
    assert split_many("Artillery + Bayonet Charge") == ["Artillery", "Bayonet Charge"]
    assert split_many("None") == []


def test_topics_are_found_by_title_key_alias_or_unique_prefix_ignoring_accents() -> None:
    topics = Topics("Overview.", [
        Topic("eugene", "Eugène", "Prince Eugène: +2 in Italy.", kind="card"),
        Topic("battle", "Battle", "How battles go.", aliases=("combat",)),
    ])
    assert topics.find("EUGENE").key == "eugene"
    assert topics.find("combat").key == "battle"
    assert topics.find("bat").key == "battle"
    assert topics.text("eugène").startswith("**Eugène**")
    assert "card: Eugène" in topics.text(None)
    assert topics.matching("e")[0] == "Eugène"
    with pytest.raises(IllegalAction, match="Did you mean Battle"):
        topics.find("battel")
