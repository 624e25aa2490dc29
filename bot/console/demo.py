"""The ready-made game `courier` opens: you as the Americans against the British AI, and a one-screen guide."""

from bot.console.parsing import Typed
from bot.console.runner import Console

DEMO_RULESET = "independence"
DEMO_SIDE = "Americans"

GUIDE = """\
Courier console — the same commands as on Discord, typed as lines. You are `you`; type `help` to see this again.
  /game status              where the game stands        /game rules [topic:<t>]   what you may do now, and the rules
  /map                      the public map (a PNG path)   /map private:true         your own view
  /hand                     your hidden hand              /game log [last:<n>]      the last actions
  /move from:Boston to:"New York"   play: /move /battle /play /recruit /build /retreat /discard /done, then /undo
  /game export              the game as JSON             /game verify              after the end: prove every roll
  /gm pause|resume|seat|deadline|rollback|skip|edit|dump|roll|end   GM tools (you are the GM of games you create)
Hot seat: `alice> /game join side:British` acts as alice from then on. `@channel NAME` switches channel;
`alice(dm)> /hand` runs in alice's DMs. Quote values with spaces: to:"New York". `quit` (or Ctrl-D) leaves."""


async def set_up(console: Console) -> None:
    """Open the demo game in the current channel unless one is live there (a later run picks it up again)."""
    service = console.service
    live = await service.store.live_game(console.channel)
    if live is not None:
        console.emit(f"Resuming game #{live.id} ({live.ruleset}, {live.status}) in #{console.channel}.")
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
