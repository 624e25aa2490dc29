"""AI-vs-AI games seen as the channel sees them: the public board after every action, with the spaces where
that action fought a battle (for the map tests)."""

from collections.abc import Iterator

from rules.core.board import BoardView
from rules.core.contract import Context, Ruleset
from rules.core.dice import Dice
from rules.independence.ruleset import IndependenceRuleset
from rules.napoleon.ruleset import NapoleonRuleset

RULESETS: dict[str, Ruleset] = {"independence": IndependenceRuleset(), "napoleon": NapoleonRuleset()}


def boards(ruleset_id: str, seed: int, seat: str | None = None) -> Iterator[tuple[BoardView, list[str]]]:
    """The board ``seat`` sees (None: the public) after each action of one AI game played to its end, with the
    spaces of the battles that action fought (its public ``battle`` events)."""
    ruleset = RULESETS[ruleset_id]
    state = ruleset.new_game({}, Dice(seed, 0))
    number = 0
    yield ruleset.board_view(state, seat), []
    while ruleset.result(state) is None:
        acting = ruleset.to_act(state)[0]
        number += 1
        dice = Dice(seed, number)
        ctx = Context(dice)
        ruleset.apply_in_place(state, acting, ruleset.choose_action(state, acting, dice), ctx)
        fought = [e.data.get("territory") or e.data.get("country") for e in ctx.events if e.kind == "battle"]
        yield ruleset.board_view(state, seat), [str(space) for space in fought if space]


def maps(ruleset_id: str, seed: int) -> Iterator[BoardView]:
    """The public boards the channel is shown a map of, as the service posts them: the first, then at each new
    turn or phase whose board differs from the last one shown."""
    shown, phase = None, None
    for board, _ in boards(ruleset_id, seed):
        if (board.turn, board.phase) != phase and board.signature() != shown:
            shown = board.signature()
            yield board
        phase = board.turn, board.phase
