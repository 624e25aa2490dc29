"""Two toy rulesets that prove the engine contract v2 hosts the coming games: Straits (three seats, seas,
offers, interception out of turn) and Skirmish (a hex grid with line of sight and zones of control)."""
