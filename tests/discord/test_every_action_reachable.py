"""Every legal action of every ruleset is reachable by a Discord command: its verb is a command and each of
its option names is an option of that command. Checked over whole AI games, so rare actions count too."""

from rules.core.contract import Context, Ruleset
from rules.core.dice import Dice
from rules.registry import rulesets
from tests.discord.validate_tree import sync_payload

MAX_STEPS = 6000


def verbs_and_options_used(ruleset: Ruleset, seed: int) -> dict[str, set[str]]:
    """The command paths and option names of every legal action met while the AI plays one game."""
    used: dict[str, set[str]] = {}
    state = ruleset.new_game({}, Dice(seed, 0))
    for step in range(1, MAX_STEPS):
        if ruleset.result(state) is not None:
            break
        seat = ruleset.to_act(state)[0]
        for action in ruleset.legal_actions(state, seat):
            used.setdefault(action.command(), set()).update(action.options())
        action = ruleset.choose_action(state, seat, Dice(seed, step))
        ruleset.apply_in_place(state, seat, action, Context(Dice(seed, step)))
    return used


def command_options(payload: list[dict]) -> dict[str, set[str]]:
    """Each command path ("move", or "offer make" for a group's subcommand) with its option names."""
    found: dict[str, set[str]] = {}
    for command in payload:
        options = command.get("options", [])
        found[command["name"]] = {o["name"] for o in options if o["type"] != 1}
        for sub in (o for o in options if o["type"] == 1):
            found[f"{command['name']} {sub['name']}"] = {o["name"] for o in sub.get("options", [])}
    return found


async def test_every_ruleset_action_has_a_command_with_its_options(harness):
    commands = command_options(sync_payload(harness.bot.tree))
    for ruleset in rulesets().values():
        for seed in (1, 2):
            for verb, options in verbs_and_options_used(ruleset, seed).items():
                assert verb in commands, f"{ruleset.id}: no /{verb} command"
                assert options <= commands[verb], f"{ruleset.id}: /{verb} lacks {sorted(options - commands[verb])}"
