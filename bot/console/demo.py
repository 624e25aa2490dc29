"""The ready-made game `courier` opens: you as the Americans against the British AI, and a one-screen guide."""

from bot.console.parsing import Typed
from bot.console.runner import Console

DEMO_RULESET = "independence"
DEMO_SIDE = "Americans"

GUIDE_TEMPLATE = """\
Courier console: the Discord commands, typed as lines. You are `you`, playing the Americans.
  /game status       where the game stands      /game rules        what you may do now, and the rules
  /map               the public map (PNG path)  /map private:true  your own view of the map
  /hand              your hidden hand           /game log last:5   the last actions
  Play: {verbs}, e.g. /move from:Worcester units:All to:Boston
        (leave an option out and Courier lists its choices; part of a name will do: /play card:strategic) and /undo
  /forces            your own units by place    /game rules topic:battle   one rules topic
  /game export       the game as JSON           /game verify       after the end: every roll proved
  GM:   /gm pause|resume|seat|deadline|rollback|skip|edit|dump|roll|end (you created this game)
Hot seat: `/gm seat side:British user:alice`, then `alice> /done` acts as alice from then on.
`@channel NAME` switches channel, `alice(dm)> /hand` runs in alice's DMs. `help` repeats this; `quit` leaves."""


def guide(console: Console) -> str:
    """The one-screen guide, with the demo game's own verbs."""
    ruleset = console.service.runtime.rulesets.get(DEMO_RULESET)
    verbs = " ".join(f"/{v.name}" for v in ruleset.verbs) if ruleset else "(see /game rules)"
    return GUIDE_TEMPLATE.format(verbs=verbs)


async def set_up(console: Console) -> None:
    """Open the demo game in the current channel unless one is live there (a later run picks it up again)."""
    service = console.service
    live = await service.store.live_game(console.channel)
    if live is not None:
        console.emit(f"Resuming game #{live.id} ({live.ruleset}, {live.status}) in #{console.channel}.")
        await console.run(Typed("game", "status", user=console.user))
        return
    if DEMO_RULESET not in service.runtime.rulesets:
        known = ", ".join(sorted(service.runtime.rulesets)) or "none"
        console.emit(f"The {DEMO_RULESET} ruleset is not installed; start a game with /game new (known: {known}).")
        return
    for typed in (
        Typed("game", "new", {"ruleset": DEMO_RULESET}, user="you"),
        Typed("game", "join", {"side": DEMO_SIDE}, user="you"),
        Typed("game", "start", user="you"),
    ):
        await console.run(typed)
