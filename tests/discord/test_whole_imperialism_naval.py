"""A whole 4-player War! Age of Imperialism game through Discord with the naval war and offers between players
(issue 14's bar): Red and Blue are humans, Green and Yellow are left to the real AI. Raw slash-command payloads and
button presses go into the real bot with the real GameService behind it. The humans type what the AI would choose,
except for a few scripted moves: Red declares war on the AI whose fleet is nearest and brings its own fleet near
it, Blue cedes Red a region next to Red's (Red accepts and moves a brigade in), and Red offers the AI peace once
the fleets have fought. The AI's fleet acting in reach of Red's is intercepted out of turn: Red gets the question
by DM and presses its button."""

from dataclasses import dataclass, field

import pytest

from bot.service.service import GameService
from rules.core.contract import Action
from rules.core.dice import Dice
from rules.core.offers import AnswerOffer, MakeOffer
from rules.imperialism import ai_naval, fleets, places, sea_battles
from rules.imperialism.actions import Declare, Done, Move
from rules.imperialism.naval_actions import Disembark, Embark, Engage, Intercept, Sail
from rules.imperialism.state import ImpState
from rules.imperialism.tables import BRIGADES
from tests.discord.conftest import Harness
from tests.discord.fakediscord import CHANNEL_ID, Call
from tests.discord.test_whole_games import MAX_COMMANDS, real, type_action

__all__ = ["real"]

USERS = {"Red": 1, "Blue": 2}  # Green and Yellow are played by the AI
OPTIONS = "players=4,rounds=3,naval_interception=on"
SEED = 6
FLEET_MOVES = (Sail, Embark, Disembark, Engage)


@dataclass
class Script:
    """The humans' scripted moves; everything else they do is what the AI would choose."""

    target: str = ""  # the AI seat Red makes war on
    ceded: str = ""  # the region Blue cedes to Red
    declared: bool = False
    intercepted: bool = False
    peace_offered: list[int] = field(default_factory=list)

    def choose(self, state: ImpState, seat: str, legal: list[Action]) -> Action | None:
        """The scripted action of ``seat`` now (None: the AI's choice)."""
        if isinstance(legal[0], AnswerOffer):
            return next(a for a in legal if isinstance(a, AnswerOffer) and a.answer == "accept")
        step = state.stack[-1].step
        if step == "intercept":
            return Intercept(attack=True)
        if seat == "Blue" and step in ("move", "construction") and not self.ceded:
            return self.cession(state, legal)
        if seat == "Red" and step == "move":
            return self.red_moves(state, legal)
        return None

    def cession(self, state: ImpState, legal: list[Action]) -> Action | None:
        """Blue offers Red a region of Blue's next to a Red region where Red has a brigade to spare."""
        for action in legal:
            if isinstance(action, MakeOffer) and action.receiver == "Red" and action.deal.code.startswith("cede:"):
                region = action.deal.code.split(":")[1]
                if any(spare_brigade(state, "Red", near) for near in places.land_neighbours(region)):
                    self.ceded = region
                    return action
        return None

    def red_moves(self, state: ImpState, legal: list[Action]) -> Action | None:
        """Red's movement: war on the AI whose fleet is nearest, the brigade into the ceded region, the fleet
        towards the enemy's, peace once the fleets have fought; otherwise the AI's land moves."""
        mine = fleets.fleets_of(state, "Red")
        if not self.target and mine:
            ai_fleets = [f for f in state.fleets if f.seat not in USERS]
            self.target = min(ai_fleets, key=lambda f: ai_naval.distance(mine[0].sea, {f.sea})).seat
        declare = Declare(target=self.target)
        if not self.declared and declare in legal:
            self.declared = True
            return declare
        for action in legal:
            if isinstance(action, Move) and action.destination == self.ceded and action.unit in BRIGADES:
                return action
        if self.intercepted:
            for action in legal:
                if isinstance(action, MakeOffer) and action.receiver == self.target and action.deal.code == "peace":
                    return action
        chase = self.chase(state, legal)
        if chase is not None:
            return chase
        return Done() if Done() in legal else None

    def chase(self, state: ImpState, legal: list[Action]) -> Action | None:
        """Red's fleet sails one sea nearer the target's fleet, until it is in reach of it."""
        theirs = {f.sea for f in fleets.fleets_of(state, self.target)}
        for action in legal:
            if isinstance(action, Sail) and not self.intercepted:
                here = fleets.fleet(state, action.fleet)
                assert here is not None
                if here.sea in theirs or any(here.sea in sea_battles.reach(state, s) for s in theirs):
                    continue
                if ai_naval.distance(action.destination, theirs) < ai_naval.distance(here.sea, theirs):
                    return action
        return None


def spare_brigade(state: ImpState, seat: str, region: str) -> bool:
    """True when ``seat`` holds ``region`` with more than the one brigade it must keep there."""
    return state.control.get(region) == seat and \
        sum(1 for u in state.units_in(region, seat) if u.kind in BRIGADES) > 1


async def play(h: Harness, script: Script) -> list[str]:
    """Type each human's move until the game ends (every command must be accepted); the commands typed."""
    service: GameService = h.bot.service  # type: ignore[assignment]
    typed: list[str] = []
    for number in range(MAX_COMMANDS):
        record = await service.store.live_game(str(CHANNEL_ID))
        if record is None or record.status == "ended":
            return typed
        game = service.runtime.load(record)
        state = game.state
        assert isinstance(state, ImpState)
        seat = next(s for s in game.ruleset.to_act(state) if s in USERS)
        legal = game.ruleset.legal_actions(state, seat)
        action = script.choose(state, seat, legal)
        if action is None:
            action = game.ruleset.choose_action(game.seen(seat).observation, seat, Dice(number, 0))
            if seat == "Red" and isinstance(action, FLEET_MOVES) and Done() in legal:
                action = Done()  # Red's fleet moves only as scripted
        typed.append(action.label())
        if isinstance(action, Intercept):
            await intercept_by_button(h, last_prompt(h, USERS[seat], "/intercept"), USERS[seat])
            script.intercepted = True
        else:
            await type_action(h, action, USERS[seat])
        after = await service.store.live_game(str(CHANNEL_ID))
        accepted = after is None or after.last_action > record.last_action
        assert accepted, f"{seat}'s {action.label()} was refused: {h.api.calls[-1].payload}"
    raise AssertionError(f"the game did not end within {MAX_COMMANDS} commands")


def last_prompt(h: Harness, user: int, command: str) -> Call:
    """The last DM to ``user`` holding buttons and naming ``command``."""
    return [dm for dm in h.api.dms(user) if dm.custom_ids and command in dm.text][-1]


async def intercept_by_button(h: Harness, prompt: Call, user: int) -> None:
    """Press the prompt's "intercept: yes" button."""
    buttons = [k for row in prompt.body["components"] for k in row["components"]]
    (yes,) = [b for b in buttons if "answer:yes" in b.get("label", "")]
    await h.press(yes["custom_id"], user_id=user, on=prompt, guild=False)


async def test_a_four_player_imperialism_game_with_naval_war_and_offers(
    real: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("bot.service.mapfiles.has_map", lambda _: True)  # drawing is tested in tests/maps
    monkeypatch.setattr("bot.service.mapfiles.render_map", lambda board: b"\x89PNG")
    await real.run("game new", ruleset="imperialism", options=OPTIONS, seed=SEED)
    for side, user in USERS.items():
        await real.run("game join", side=side, user_id=user)
    await real.run("game start")
    script = Script()
    typed = await play(real, script)
    assert script.target == "Yellow" and script.ceded == "kashgaria" and script.intercepted, "the seed's story"
    channel = "\n".join(post.text for post in real.api.posts())
    red_dms, blue_dms = ("\n".join(dm.text for dm in real.api.dms(user)) for user in USERS.values())
    assert "Red declare war on Yellow!" in channel
    # the interception: Yellow's fleet acts in reach of Red's; Red alone is asked, by DM, and presses "yes"
    assert "Yellow's fleet is about to act in the Arabian Sea, where your fleets are" in red_dms
    assert "/intercept" not in blue_dms
    assert "To act: <@1> (Red): Yellow's fleet is about to act" in channel, "the channel is told who must answer"
    assert "Red intercept Yellow in the Arabian Sea!" in channel
    assert "The naval battle in the Arabian Sea is over; Yellow do not complete their move." in channel
    # the cession: Blue's offer, Red's answer, Red's brigade moving in, Blue's units leaving
    assert "Offer #1 from Blue to Red: Blue cede Kashgaria to Red." in channel
    assert "Blue cede Kashgaria to Red. /offer accept or /offer decline." in red_dms
    assert "Blue will cede Kashgaria to Red, once Red move a brigade in." in channel
    assert "Blue cede Kashgaria to Red; their units go to Tibet." in channel
    # the peace treaty: Red's offer, accepted by the AI
    assert "Offer #2 from Red to Yellow: peace between Red and Yellow." in channel
    assert "Offer #2 (peace between Red and Yellow) accepted by Yellow." in channel
    assert "Red and Yellow make peace." in channel
    final = real.api.posts()[-1].text
    assert "Game over" in final and "Scores:" in final
    verdict = await real.run("game verify")
    assert "verified" in "\n".join(call.text for call in verdict)
    assert len(typed) > 50
