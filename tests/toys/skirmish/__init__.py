"""Skirmish: a toy two-seat hex game with line of sight, zones of control and die-roll tables."""
