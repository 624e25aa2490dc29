"""The words of every rules topic, with the numbers from the tables."""

OVERVIEW = "War! Age of Imperialism: build colonial empires in Europe, Africa and Asia; most VP wins."
TOPIC_LIST: list[tuple[str, str, str, str]] = [
    ("turn", "Turn sequence", "rule", "Each round: a production phase, then two movement phases."),
]
