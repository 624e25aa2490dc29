"""Playing: verbs matched to legal actions, specific refusals, undo, hidden information, buttons, autocomplete."""

from pathlib import Path

import pytest

from bot.service.api import Command
from bot.service.errors import CommandError
from bot.service.matching import SeatAction, match
from bot.service.runtime import Settings
from bot.service.service import GameService
from bot.store import Commit
from rules.core.board import BoardView
from tests.service.fakegame import Move, Play, RaceRuleset
from tests.service.table import Clock, Table, texts


async def hand_of(table: Table, user: str) -> list[str]:
    """The user's hand, as `/hand` shows it."""
    shown = texts(await table.ok(f"{user}> /hand"))
    return [c.strip() for c in shown.split("Your hand: ")[1].split(",")]


async def test_a_play_command_posts_what_happened_and_who_acts(table: Table) -> None:
    await table.race()
    posted = await table.ok("alice> /move steps:2")
    assert [m.to for m in posted] == ["channel"]
    assert posted[0].text == "Red moves 2: now at 2.\nTo act: <@alice> (Red): March. (roll, play left)"
    assert posted[0].mentions == (), "the player who acted and acts on is not pinged again"
    assert posted[0].outbox_id is not None
    handed = await table.ok("alice> /done")
    assert handed[0].text.endswith("To act: <@bob> (Blue): March. (move, roll, play left)")
    assert handed[0].mentions == ("bob",), "the player newly called to act is pinged"


async def test_values_match_case_and_spaces_insensitively(table: Table) -> None:
    await table.race()
    card = (await hand_of(table, "alice"))[0]
    await table.ok(f'alice> /play card:"  {card.upper()} "')


async def test_specific_refusals_change_nothing(table: Table, service: GameService) -> None:
    await table.race()
    before = await service.store.live_game("table")
    await table.refused("alice> /move steps:5", "steps:5", "possible values: 1, 2")
    await table.refused("alice> /move speed:2", "no option `speed`", "steps")
    await table.refused("alice> /bid amount:1", "cannot use `/bid` now", "/move", "/roll", "/done")
    await table.refused("alice> /fly", "`/fly` is not a command")
    await table.refused("alice> /bdi amount:1", "did you mean `/bid`?")
    await table.refused("alice> /play card:Joker", "card:joker", "possible values")
    await table.refused("bob> /move steps:1", "not your turn", "waiting for red")
    await table.refused("carol> /move steps:1", "no seat")
    refused = await service.handle(Command(table.caller("alice"), "move", "sub", {"steps": "1"}))
    assert refused.messages[0].error and "takes no subcommand" in refused.messages[0].text
    after = await service.store.live_game("table")
    assert before == after


async def test_a_bare_command_lists_its_choices_and_changes_nothing(table: Table, service: GameService) -> None:
    await table.race()
    before = await service.store.live_game("table")
    listed = await table.ok("alice> /move")
    assert [m.to for m in listed] == ["ephemeral"]
    assert "`/move` needs a choice" in listed[0].text and "/move steps: 1, 2" in listed[0].text
    assert await service.store.live_game("table") == before


async def test_a_command_without_options_acts_at_once(table: Table) -> None:
    await table.race()
    posted = await table.ok("alice> /roll")
    assert any("gallops" in m.text for m in posted)


async def test_undo_takes_back_only_your_own_undoable_last_action(table: Table, service: GameService) -> None:
    await table.race()
    await table.refused("alice> /undo", "nothing to undo")
    await table.ok("alice> /move steps:2")
    undone = texts(await table.ok("alice> /undo"))
    assert "takes back action #1 (/move)" in undone
    record = await service.store.live_game("table")
    assert record is not None and record.last_action == 0 and '"moved":false' in record.state_json
    await table.ok("alice> /move steps:1")
    await table.ok("alice> /roll")
    await table.refused("alice> /undo", "rolled dice", "/gm rollback")
    await table.ok("alice> /done")
    await table.ok("bob> /move steps:1")
    await table.refused("alice> /undo", "own last action", "blue")
    assert "takes back action #4" in texts(await table.ok("bob> /undo"))


async def test_hidden_information_never_reaches_a_channel(table: Table) -> None:
    await table.race(seed=11)
    for _ in range(3):
        red_hand, blue_hand = await hand_of(table, "alice"), await hand_of(table, "bob")
        await table.ok(f'alice> /play card:"{red_hand[0]}"')
        await table.ok("alice> /done")
        await table.ok(f'bob> /play card:"{blue_hand[0]}"')
        await table.ok("bob> /done")
        await table.ok("alice> /bid amount:3")
        await table.ok("bob> /bid amount:2")
    public = [m for m in table.seen if m.to == "channel"]
    private_texts = [m.text for m in table.seen if m.to == "dm"]
    assert any("You draw" in t for t in private_texts) and any("You seal a bid of 3" in t for t in private_texts)
    for message in public:
        assert "You draw" not in message.text and "You seal" not in message.text and "Your hand" not in message.text
    sealed = [m.text for m in public if "Red has sealed a bid." in m.text]
    assert sealed and all("3" not in t.split("To act")[0] for t in sealed)
    assert all(m.user_id in ("alice", "bob") for m in table.seen if m.to == "dm")


async def test_hands_are_sent_by_dm_once_a_phase_and_hand_works_in_dms(table: Table) -> None:
    await table.race()
    card = (await hand_of(table, "alice"))[0]
    posted = await table.ok(f'alice> /play card:"{card}"')
    dms = [m for m in posted if m.to == "dm"]
    assert len(dms) == 1 and dms[0].user_id == "alice" and "You draw" in dms[0].text
    assert "Your hand" not in dms[0].text, "the hand waits for the end of the phase"
    ended = [m for m in await table.ok("alice> /done") if m.to == "dm" and m.user_id == "alice"]
    assert len(ended) == 1 and "Your hand" in ended[0].text
    looked = await table.ok("alice(dm)> /hand")
    assert looked[0].to == "ephemeral" and "Game #1 in <#table>, Red: Your hand" in looked[0].text
    assert "Red: Your hand" in texts(await table.ok("alice> /hand"))
    await table.refused("carol(dm)> /hand", "no seat in any live game")
    await table.refused("carol> /hand", "no seat")
    await table.refused("alice(dm)> /move steps:1", "not in direct messages")
    private = await table.ok("alice(dm)> /map private:true")
    assert private[0].to == "ephemeral" and "Game #1 in <#table>, your view (Red)" in private[0].text


async def test_sealed_bids_from_both_players_then_buttons(table: Table, service: GameService) -> None:
    await table.race()
    await table.ok("alice> /done")
    posted = await table.ok("bob> /done")
    prompts = [m for m in posted if m.buttons]
    assert {m.user_id for m in prompts} == {"alice", "bob"}
    bid = next(b for b in next(m for m in prompts if m.user_id == "bob").buttons if b.label == "/bid amount:2")
    refused = await service.press(table.caller("alice"), bid.custom_id)
    assert refused.messages[0].error and "only the player of blue" in refused.messages[0].text.lower()
    pressed = await service.press(table.caller("bob", dm=True), bid.custom_id)
    assert "Blue has sealed a bid." in texts(pressed.messages, "channel")
    again = await service.press(table.caller("bob", dm=True), bid.custom_id)
    assert again.messages[0].error and "no longer available" in again.messages[0].text
    bogus = await service.press(table.caller("bob"), "courier:nonsense")
    assert bogus.messages[0].error
    revealed = texts(await table.ok("alice> /bid amount:1"), "channel")
    assert "Bids revealed: Red 1, Blue 2." in revealed and "Blue wins the bid" in revealed


async def test_ai_answers_a_human_until_a_human_must_act(table: Table) -> None:
    await table.race(blue=None)
    posted = await table.ok("alice> /done")
    channel = texts(posted, "channel")
    assert "Red is done." in channel and "Blue" in channel and "Blue has sealed a bid." in channel
    assert posted[-1].to in ("channel", "dm")
    assert "To act: <@alice> (Red)" in channel


async def test_autocomplete_offers_legal_values_only(table: Table, service: GameService) -> None:
    await table.race()

    def cmd(user: str, group: str, **options: str) -> Command:
        return Command(table.caller(user), group, None, options)

    steps = await service.autocomplete(cmd("alice", "move"), "steps", "")
    assert [c.value for c in steps] == ["1", "2"]
    assert [c.value for c in await service.autocomplete(cmd("alice", "move"), "steps", "2")] == ["2"]
    cards = await service.autocomplete(cmd("alice", "play"), "card", "")
    assert sorted(c.value for c in cards) == sorted(set(await hand_of(table, "alice")))
    assert await service.autocomplete(cmd("bob", "move"), "steps", "") == []
    assert await service.autocomplete(cmd("carol", "move"), "steps", "") == []
    sides = await service.autocomplete(Command(table.caller("alice"), "gm", "seat"), "side", "b")
    assert [c.value for c in sides] == ["Blue"]
    rulesets = await service.autocomplete(Command(table.caller("x"), "game", "new"), "ruleset", "ra")
    assert [c.value for c in rulesets] == ["race"]
    paths = await service.autocomplete(Command(table.caller("alice"), "gm", "edit"), "what", "positions")
    assert [c.value for c in paths] == ["positions.Red", "positions.Blue"]
    edit = Command(table.caller("alice"), "gm", "edit", {"what": "positions.Red"})
    assert [c.value for c in await service.autocomplete(edit, "value", "")] == ["0"]
    peek = Command(table.caller("bob"), "gm", "edit", {"what": "hands.Red"})
    assert await service.autocomplete(peek, "value", "") == []
    assert await service.autocomplete(Command(table.caller("bob"), "gm", "edit"), "what", "") == []


async def test_an_ai_run_cut_short_is_carried_on_by_the_next_command(table: Table, service: GameService) -> None:
    await table.race(blue=None)
    record = await service.store.live_game("table")
    assert record is not None
    await service.store.commit(Commit(game_id=record.id, version=record.version, seats={"Red": "ai", "Blue": "ai"}))
    outcome = await table("carol> /move steps:1")
    assert "Game over" in texts(outcome, "channel")
    assert outcome[-1].error and "has ended" in outcome[-1].text


def phase_words(boards: list[BoardView]) -> list[bytes]:
    """A drawing of each board that shows only its phase."""
    return [b"\x89PNG " + board.phase.encode() for board in boards]


async def test_maps_are_attached_at_phase_changes_and_a_failing_renderer_does_not_stop_play(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("bot.service.mapfiles.has_map", lambda _: True)
    monkeypatch.setattr("bot.service.mapfiles.render_maps", phase_words)
    await table.race()
    assert not (await table.ok("alice> /move steps:1"))[0].files
    done = await table.ok("alice> /done")
    assert Path(done[0].files[0]).read_bytes() == b"\x89PNG march"

    def broken(boards: list[BoardView]) -> list[bytes]:
        raise RuntimeError("no ink")

    monkeypatch.setattr("bot.service.mapfiles.render_maps", broken)
    assert (await table.ok("bob> /move steps:1"))[0].files == ()
    assert (await table.ok("bob> /done"))[0].files == ()


async def test_a_phase_map_is_posted_only_when_the_board_changed(table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 10 (noise): a new phase whose board looks as on the last map posted gets no map."""
    monkeypatch.setattr("bot.service.mapfiles.has_map", lambda _: True)
    monkeypatch.setattr("bot.service.mapfiles.render_maps", phase_words)
    await table.race()
    await table.ok("alice> /move steps:1")
    assert (await table.ok("alice> /done"))[0].files
    assert not (await table.ok("bob> /done"))[0].files


async def test_a_restarted_service_does_not_post_an_unchanged_map_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 12: what was last posted is kept with the game, so a new process (a restart, another shard) posts
    no map for a board that looks as on the last map posted."""
    monkeypatch.setattr("bot.service.mapfiles.has_map", lambda _: True)
    monkeypatch.setattr("bot.service.mapfiles.render_maps", phase_words)
    settings = Settings(out_dir=tmp_path / "out", clock=Clock())
    first = await GameService.open(str(tmp_path / "courier.db"), {"race": RaceRuleset()}, settings)
    table = Table(first)
    await table.race()
    await table.ok("alice> /move steps:1")
    assert (await table.ok("alice> /done"))[0].files
    await first.close()
    second = await GameService.open(str(tmp_path / "courier.db"), {"race": RaceRuleset()}, settings)
    try:
        table = Table(second)
        assert not (await table.ok("bob> /done"))[0].files
    finally:
        await second.close()


def test_part_of_a_value_names_it_when_only_one_fits() -> None:
    legal: list[SeatAction] = [("Red", Play(card=c)) for c in ("Forced March", "Trot", "Canter")]
    legal += [("Red", Move(steps=1)), ("Red", Move(steps=2))]
    assert match(legal, "play", {"card": "forced"}) == ("Red", Play(card="Forced March"))
    with pytest.raises(CommandError, match="fits several values for `/play`: Trot, Canter"):
        match(legal, "play", {"card": "t"})
    with pytest.raises(CommandError, match="not allowed for `/move` now. Possible values: 1, 2"):
        match(legal, "move", {"steps": "12"})
