"""The one error a command handler raises: its text goes back to the caller alone, and nothing changed."""


class CommandError(Exception):
    """A refused command, with a specific message saying what is allowed now."""
