"""Cutting text to Discord's limits without breaking lines or code blocks."""

from hypothesis import given
from hypothesis import strategies as st

from bot.discord.splitting import embed_pages, shorten, split_text


def test_short_text_is_one_piece():
    assert split_text("Boston holds.", 2000) == ["Boston holds."]


def test_cuts_at_line_breaks():
    lines = [f"line {n:03d}" for n in range(300)]
    pieces = split_text("\n".join(lines), 100)
    assert all(len(p) <= 100 for p in pieces)
    assert [line for p in pieces for line in p.split("\n")] == lines


def test_a_code_block_cut_in_two_is_closed_and_reopened():
    text = "Dice:\n```text\n" + "\n".join(f"roll {n}: 6 5 4" for n in range(40)) + "\n```\nDone."
    pieces = split_text(text, 200)
    assert len(pieces) > 2
    for piece in pieces:
        assert len(piece) <= 200 and piece.count("```") % 2 == 0
    assert pieces[1].startswith("```text\n")


def test_one_huge_word_is_cut_hard():
    assert [len(p) for p in split_text("x" * 250, 100)] == [96, 96, 58]


@given(st.text(alphabet=st.sampled_from("ab \n`"), max_size=3000), st.integers(min_value=50, max_value=500))
def test_pieces_always_fit(text, limit):
    assert all(len(p) <= limit for p in split_text(text, limit))


def test_embed_pages_respect_the_per_message_limits():
    messages = embed_pages("A long report", "word " * 9000)
    assert messages[0][0].title == "A long report"
    assert all(p.title is None for m in messages for p in m[1:]) and all(m[0].title is None for m in messages[1:])
    for message in messages:
        assert len(message) <= 10 and sum(p.size for p in message) <= 6000
        assert all(len(p.description) <= 4096 for p in message)


def test_titles_are_shortened():
    assert shorten("t" * 300, 256) == "t" * 255 + "…"
    assert embed_pages("t" * 300, "x")[0][0].title == "t" * 255 + "…"
