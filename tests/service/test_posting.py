"""What gets posted: one post per side's turn for the AI, nothing public for a sealed or silent action (its player
gets a private confirmation), repeated lines counted, buttons for a new kind of decision, joined to the player's
private DM and own map."""

from pathlib import Path
from typing import Any

from bot.service.api import Button, Message
from bot.service.posting import collapsed, decision_prompts, joined_dms
from bot.service.runtime import Settings
from bot.service.service import GameService
from rules.core.contract import Action, Context, GameState
from tests.service.fakegame import Done, Move, RaceRuleset, RaceState
from tests.service.table import Table, texts


class QuietRace(RaceRuleset):
    """The race, but a move is told only to its mover and `/done` says nothing (like a sealed battle card)."""

    def apply_in_place(self, state: GameState, seat: str, action: Action, ctx: Context) -> None:
        assert isinstance(state, RaceState)
        if isinstance(action, Move):
            self.check(state, seat, action)
            state.moved = True
            state.positions[seat] += action.steps
            ctx.tell([seat], f"You creep {action.steps}.")
        elif isinstance(action, Done):
            self.check(state, seat, action)
            self._next_march(state)
        else:
            super().apply_in_place(state, seat, action, ctx)


def test_runs_of_the_same_line_are_counted() -> None:
    lines = ["British raise a unit in Boston."] * 3 + ["British raise a unit in Quebec.", "x", "x"]
    assert collapsed(lines) == ["British raise a unit in Boston. (×3)", "British raise a unit in Quebec.", "x (×2)"]


async def test_the_ais_phases_in_one_turn_make_one_post(table: Table) -> None:
    await table.race(blue=None)
    posted = await table.ok("alice> /done")
    channel = [m.text for m in posted if m.to == "channel"]
    assert len(channel) == 2, channel
    assert channel[0].startswith("Red is done.\n📍 Turn 1, march")
    assert "Blue is done." in channel[1] and "Blue has sealed a bid." in channel[1]
    assert channel[1].endswith("To act: <@alice> (Red): Seal a bid of 0 to 3.")


async def test_a_silent_action_posts_nothing_and_its_player_gets_a_confirmation(tmp_path: Path) -> None:
    rulesets: dict[str, Any] = {"race": QuietRace()}
    service = await GameService.open(str(tmp_path / "q.db"), rulesets, Settings(out_dir=tmp_path))
    table = Table(service)
    await table.race()
    moved = await table.ok("alice> /move steps:2")
    assert [(m.to, m.text) for m in moved] == [
        ("dm", "Game #1 in <#table>:\nYou creep 2."),
        ("ephemeral", "✔️ Red: /move steps:2"),
    ]
    assert texts(await table.ok("alice> /game log")) == "Nothing public in the last 10 actions."
    undone = await table.ok("alice> /undo")
    assert [m.to for m in undone] == ["ephemeral"] and "nobody else is told" in undone[0].text
    await table.ok("alice> /move steps:2")
    done = await table.ok("alice> /done")
    assert [m.to for m in done] == ["channel", "dm", "ephemeral"]
    assert done[0].text.startswith("📍 Turn 1, march") and done[2].text == "✔️ Red: /done"
    assert done[1].user_id == "bob" and len(done[1].buttons) == 6, "six choices: offered (as a select menu)"
    await service.close()


async def test_buttons_come_for_a_new_kind_of_decision_only(table: Table, service: GameService) -> None:
    await table.race()
    record = await service.store.live_game("table")
    assert record is not None
    game = service.runtime.load(record)
    base = game.state.model_copy(update={"rolled": True, "played": True})
    only_done = base.model_copy(update={"moved": True})
    prompts = decision_prompts(game, only_done, base)
    assert [m.user_id for m in prompts] == ["alice"] and "/move steps:1" in prompts[0].text
    assert decision_prompts(game, base, only_done) == []


async def test_a_player_of_two_seats_is_told_which_seat_each_private_line_is_for(table: Table) -> None:
    await table.ok("alice> /game new ruleset:race seed:7 options:goal=30")
    await table.ok("alice> /game join side:Red")
    await table.ok("alice> /gm seat side:Blue user:alice")
    await table.ok("alice> /game start")
    record = await table.service.store.live_game("table")
    assert record is not None
    card = table.service.runtime.load(record).state.hands["Red"][0]  # type: ignore[attr-defined]
    played = await table.ok(f'alice> /play card:"{card}"')
    dm = next(m.text for m in played if m.to == "dm").splitlines()
    assert dm[1].startswith("Red: You draw")
    ended = next(m.text for m in await table.ok("alice> /done") if m.to == "dm").splitlines()
    assert ended[1].startswith("Red: Your hand: ")


async def test_a_players_private_lines_own_map_and_decision_prompt_go_as_one_dm(table: Table) -> None:
    """One notification, and one request under Discord's global rate limit where there were three."""
    await table.race()
    record = await table.service.store.live_game("table")
    assert record is not None
    game = table.service.runtime.load(record)
    header = "Game #1 in <#table>:"
    red, blue, green = (Button(custom_id=c, label=c) for c in ("red-done", "blue-done", "green-done"))
    private = [
        Message(to="dm", text=f"{header}\nYou creep 2.", user_id="alice"),
        Message(to="dm", text=f"{header}\nYour hand: Gale", user_id="bob"),
    ]
    maps = [
        Message(to="dm", text=f"{header} Red, your own view of the map.", user_id="alice", files=("red.png",)),
        Message(to="dm", text=f"{header} Blue, your own view of the map.", user_id="alice", files=("blue.png",)),
    ]
    prompts = [
        Message(to="dm", text=f"{header} Red, Your choices: /done", user_id="alice", buttons=(red,)),
        Message(to="dm", text=f"{header} Green, Your choices: /done", user_id="carol", buttons=(green,)),
        Message(to="dm", text=f"{header} Blue, Your choices: /done", user_id="alice", buttons=(blue,)),
    ]
    joined = joined_dms(game, [*private, *maps, *prompts])
    red_text = f"{header}\nYou creep 2.\n\nRed, your own view of the map.\n\nRed, Your choices: /done"
    blue_text = f"{header}\nBlue, your own view of the map.\n\nBlue, Your choices: /done"
    assert joined == [
        Message(to="dm", text=red_text, user_id="alice", files=("red.png",), buttons=(red,)),
        private[1],
        Message(to="dm", text=blue_text, user_id="alice", files=("blue.png",), buttons=(blue,)),  # a hot seat's
        prompts[1],
    ]
    assert joined_dms(game, prompts[:2]) == prompts[:2] and joined_dms(game, private) == private
