"""What the caller may do now: the seats they hold that may act, and those seats' legal actions (staged)."""

from bot.service.matching import SeatAction
from bot.service.runtime import Game


def acting_seats(game: Game, user_id: str) -> list[str]:
    """The seats ``user_id`` holds that may act now (must act, or may answer out of turn)."""
    acting = game.situation().acting()
    return [s for s in game.seats_of(user_id) if s in acting]


def caller_legal(game: Game, user_id: str) -> list[SeatAction]:
    """Every legal action of every seat ``user_id`` holds that may act now."""
    return [(s, a) for s in acting_seats(game, user_id) for a in game.legal(s)]


def caller_candidates(game: Game, user_id: str, command: str, typed: dict[str, str]) -> list[SeatAction]:
    """The caller's legal ``command`` actions, narrowed by the ruleset with the options typed so far (a staged
    choice need not list every combination); all of the command's actions when a typed value is only partial."""
    chosen = {name: value for name, value in typed.items() if value.strip()}
    seats = acting_seats(game, user_id)
    known = {s: game.known_legal(s) for s in seats}
    found = [(s, a) for s in seats for a in game.ruleset.candidates(game.state, s, command, chosen, known[s])]
    if found or not chosen:
        return found
    return [(s, a) for s in seats for a in game.ruleset.candidates(game.state, s, command, {}, known[s])]
