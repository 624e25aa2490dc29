"""A whole 4-player War! Age of Imperialism game through Discord with naval war, offers between players and hidden
objectives (issue 14's bar): Red and Blue are humans, Green and Yellow are left to the real AI. Raw slash-command
payloads and button presses go into the real bot with the real GameService behind it. The humans type what the AI
would choose, except for a few scripted moves: Red buys a fleet if it has none, declares war on the AI whose fleet
is nearest, brings its fleet within reach and waits (in the last round it sails on past) and makes no other move
in its movement steps, and offers that AI peace once the fleets have fought; a human cedes a region to a player
with a brigade to spare next to it; offers made to a human are accepted, but peace before the fleets have fought.
The AI's fleet acting in reach of Red's is intercepted out of turn: Red gets the question by DM and presses its
button. Each player's secret objectives reach its owner alone until the end."""

from dataclasses import dataclass

import pytest

from bot.service.service import GameService
from rules.core.contract import Action
from rules.core.dice import Dice
from rules.core.offers import AnswerOffer, MakeOffer
from rules.imperialism import ai_naval, fleets, places, sea_battles
from rules.imperialism.actions import Declare, Done, Move
from rules.imperialism.naval_actions import Intercept, Launch, Sail
from rules.imperialism.objectives import deck
from rules.imperialism.state import ImpState
from rules.imperialism.tables import BRIGADES
from tests.discord.conftest import Harness
from tests.discord.fakediscord import CHANNEL_ID, Call
from tests.discord.test_whole_games import MAX_COMMANDS, real, type_action

__all__ = ["real"]

USERS = {"Red": 1, "Blue": 2}  # Green and Yellow are played by the AI
OPTIONS = "players=4,rounds=3,naval_interception=on,objectives=on"
SEED = 72
PROVOKE = 3  # the round from which Red's fleet sails past the target's instead of waiting for it


@dataclass
class Script:
    """The humans' scripted moves; everything else they do is what the AI would choose."""

    target: str = ""  # the AI seat Red makes war on
    ceded: str = ""  # the region a human cedes to another player
    declared: bool = False
    intercepted: bool = False

    def choose(self, state: ImpState, seat: str, legal: list[Action]) -> Action | None:
        """The scripted action of ``seat`` now (None: the AI's choice)."""
        if isinstance(legal[0], AnswerOffer):
            offer = next(o for o in state.offers.open if o.id == legal[0].offer)
            fighting = offer.deal.code.startswith("peace") and not self.intercepted
            wanted = "decline" if fighting else "accept"  # no peace before the fleets have fought
            return next(a for a in legal if isinstance(a, AnswerOffer) and a.answer == wanted)
        step = state.stack[-1].step
        if step == "intercept":
            return Intercept(attack=True)
        if seat == "Red" and step == "setup_buy" and not fleets.fleets_of(state, "Red"):
            return next((a for a in legal if isinstance(a, Launch)), None)
        if step in ("move", "construction") and not self.ceded:
            offer = self.cession(state, legal)
            if offer is not None:
                return offer
        claim = [a for a in legal if isinstance(a, Move) and a.destination == self.ceded and a.unit in BRIGADES]
        if step == "move" and claim:
            return claim[0]
        if seat == "Red" and self.intercepted and step in ("move", "construction"):
            peace = [a for a in legal if isinstance(a, MakeOffer) and a.receiver == self.target
                     and a.deal.code == "peace"]
            if peace:
                return peace[0]
        if seat == "Red" and step == "move":
            return self.red_moves(state, legal)
        return None

    def cession(self, state: ImpState, legal: list[Action]) -> Action | None:
        """A region of the human's offered to another player (not Red's enemy) with a brigade to spare next to it."""
        for action in legal:
            if isinstance(action, MakeOffer) and action.deal.code.startswith("cede:") and \
                    action.receiver != self.target:
                region = action.deal.code.split(":")[1]
                if any(spare_brigade(state, action.receiver, near) for near in places.land_neighbours(region)):
                    self.ceded = region
                    return action
        return None

    def red_moves(self, state: ImpState, legal: list[Action]) -> Action | None:
        """Red's movement: war on the AI whose fleet is nearest, then its fleet towards the enemy's, then /done (Red
        keeps its land units at home)."""
        mine = fleets.fleets_of(state, "Red")
        ai_fleets = [f for f in state.fleets if f.seat not in USERS]
        if not self.target and mine and ai_fleets:
            self.target = min(ai_fleets, key=lambda f: ai_naval.distance(mine[0].sea, {f.sea})).seat
        declare = Declare(target=self.target)
        if not self.declared and declare in legal:
            self.declared = True
            return declare
        chase = self.chase(state, legal)
        if chase is not None:
            return chase
        return Done()

    def chase(self, state: ImpState, legal: list[Action]) -> Action | None:
        """Red's fleet sails towards the target's fleet and waits in reach of it for the target to move (Red then
        intercepts); in the last round it sails on past it (the target then intercepts)."""
        theirs = {f.sea for f in fleets.fleets_of(state, self.target)}
        for action in legal:
            if isinstance(action, Sail) and theirs and not self.intercepted:
                here = fleets.fleet(state, action.fleet)
                assert here is not None
                waiting = any(here.sea in sea_battles.reach(state, sea) for sea in theirs) and state.round < PROVOKE
                nearer = ai_naval.distance(action.destination, theirs) < ai_naval.distance(here.sea, theirs)
                if not waiting and (here.sea in theirs or nearer):
                    return action
        return None


def spare_brigade(state: ImpState, seat: str, region: str) -> bool:
    """True when ``seat`` holds ``region`` with more than the one brigade it must keep there."""
    return state.control.get(region) == seat and \
        sum(1 for u in state.units_in(region, seat) if u.kind in BRIGADES) > 1


async def play(h: Harness, script: Script) -> tuple[list[str], ImpState]:
    """Type each human's move until the game ends (every command must be accepted); the commands typed and the
    last state seen before the end."""
    service: GameService = h.bot.service  # type: ignore[assignment]
    typed: list[str] = []
    state = None
    for number in range(MAX_COMMANDS):
        record = await service.store.live_game(str(CHANNEL_ID))
        if record is None or record.status == "ended":
            assert state is not None
            return typed, state
        game = service.runtime.load(record)
        state = game.state
        assert isinstance(state, ImpState)
        seat = next(s for s in game.ruleset.to_act(state) if s in USERS)
        legal = game.ruleset.legal_actions(state, seat)
        action = script.choose(state, seat, legal)
        if action is None:
            action = game.ruleset.choose_action(game.seen(seat).observation, seat, Dice(number, 0))
        typed.append(action.label())
        posted = len(h.api.posts())
        if isinstance(action, Intercept):
            await intercept_by_button(h, last_prompt(h, USERS[seat], "/intercept"), USERS[seat])
        else:
            await type_action(h, action, USERS[seat])
        script.intercepted |= any(" intercept " in post.text for post in h.api.posts()[posted:])
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
    monkeypatch.setattr("bot.service.mapfiles.render_maps", lambda boards: [b"\x89PNG"] * len(boards))
    await real.run("game new", ruleset="imperialism", options=OPTIONS, seed=SEED)
    for side, user in USERS.items():
        await real.run("game join", side=side, user_id=user)
    await real.run("game start")
    script = Script()
    typed, last = await play(real, script)
    assert (script.target, script.ceded, script.intercepted) == ("Yellow", "chihli", True), "the seed's story"
    posts = [post.text for post in real.api.posts()]
    channel = "\n".join(posts)
    red_dms, blue_dms = ("\n".join(dm.text for dm in real.api.dms(user)) for user in USERS.values())
    assert "Red declare war on Yellow!" in channel
    # the AI offers peace at once; Red declines until the fleets have fought
    assert "Offer #1 (peace between Yellow and Red) declined by Red." in channel
    assert "Yellow offer: peace between Yellow and Red. /offer accept or /offer decline." in red_dms
    # the interception: Yellow's fleet acts in Red's sea; Red alone is asked, by DM, and presses "yes"
    assert "Yellow's fleet is about to act in the South China Sea, where your fleets are: /intercept answer:yes" \
        in red_dms
    assert "/intercept" not in blue_dms
    assert "To act: <@1> (Red): Yellow's fleet is about to act" in channel, "the channel is told who must answer"
    assert "Red intercept Yellow in the South China Sea!" in channel
    assert "Naval battle: /stand for another round or /breakoff" in red_dms, "Red is asked to fight on, by DM"
    assert "fleet 25 (Red, South China Sea) is sunk." in channel
    assert "The naval battle in the South China Sea is over." in channel
    # the cession between the humans: Red's offer, Blue's answer by DM, Blue's brigade moving in, Red's units leaving
    assert "Offer #3 from Red to Blue: Red cede Chihli to Blue." in channel
    assert "Red offer: Red cede Chihli to Blue. /offer accept or /offer decline." in blue_dms
    assert "Offer #3 (Red cede Chihli to Blue) accepted by Blue." in channel
    assert "Red cede Chihli to Blue." in channel and "Red's units leave Chihli for Mongolia." in channel
    # the peace treaty: Red's offer, accepted by the AI
    assert "Offer #4 from Red to Yellow: peace between Red and Yellow." in channel
    assert "Offer #4 (peace between Red and Yellow) accepted by Yellow." in channel
    assert "Red and Yellow make peace." in channel
    # the hidden objectives: each told by DM to its owner alone, revealed and scored after the game is over
    (revealed,) = [n for n, text in enumerate(posts) if "Hidden objectives revealed" in text]
    assert "Game over (round limit (3) reached): Red 9 VP, Blue 19 VP, Green 22 VP, Yellow 16 VP." in posts[revealed]
    before = "\n".join(posts[:revealed])
    for seat, codes in last.objectives.items():
        for card in (deck()[code] for code in codes):
            assert f"{card.title} ({card.condition}: " in posts[revealed]
            assert card.condition not in before, f"{seat}'s objective was public before the end"
            for human, dms in zip(USERS, (red_dms, blue_dms), strict=True):
                assert (f"{card.title}: {card.condition}" in dms) == (human == seat), (human, seat, card.title)
    assert "Blue: Industrial power (hold 2 factories: +4), Blue-water navy (have 2 fleets at sea: missed)" \
        in posts[revealed]
    assert "Scores: Red 9, Blue 19, Green 22, Yellow 16." in posts[-1] and "Green won" in posts[-1]
    verdict = await real.run("game verify")
    assert "verified" in "\n".join(call.text for call in verdict)
    assert len(typed) > 50
