"""RULES.md, the code and the tests walk together: every rule id has a test named after it."""

import re
from pathlib import Path

import rules.napoleon

RULES_MD = Path(rules.napoleon.__file__).parent / "RULES.md"
TESTS = Path(__file__).parent


def test_every_rule_id_has_a_test_named_after_it() -> None:
    ids = set(re.findall(r"\bNAP-[A-Z]+-\d+\b", RULES_MD.read_text()))
    assert len(ids) >= 40
    names = " ".join(p.read_text() for p in TESTS.glob("test_*.py"))
    for rule in sorted(ids):
        prefix = "test_" + rule.lower().replace("-", "_") + "_"
        assert prefix in names, f"no test named {prefix}…"
