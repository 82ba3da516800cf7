"""The table's per-viewer log (no Textual needed)."""

from __future__ import annotations

from rules.core.options import make_config
from rules.core.registry import get_game
from rules.core.session import SeatConfig
from tests.fixtures.tinygame import Commit, Tidy
from tui.table.table import Table

GAME = get_game("tiny")


def test_log_lines_follow_undo_then_a_different_move(tmp_path):
    config = make_config(GAME.options, 2, {}, 2, 4)
    table = Table.new(GAME, config, (SeatConfig("Ann"), SeatConfig("Bo")), 3, tmp_path)
    session = table.session
    session.play(0, Tidy())
    assert table.log_lines(0)[-1] == "Ann tidies their hand."
    assert session.undo(0)
    card = session.state.players[0].hand[0]
    session.play(0, Commit(card))  # same index as the undone Tidy, no log_lines call between
    assert table.log_lines(0) == [f"Ann commits {card}."]
    assert table.log_lines(1) == ["Ann commits a card."]


def test_reseat_rewords_the_log_with_the_new_names(tmp_path):
    config = make_config(GAME.options, 2, {}, 2, 4)
    table = Table.new(GAME, config, (SeatConfig("Ann"), SeatConfig("Bo")), 3, tmp_path)
    table.play(0, Tidy())
    version = table.version
    assert table.reseat((SeatConfig("Anna"), SeatConfig("Bot", "bot", "random")))
    assert table.version == version + 1
    assert table.log_lines(0) == ["Anna tidies their hand."]
    assert table.snapshot(1).seats[1].is_bot
    assert not table.reseat(table.seats)  # nothing changed


def test_log_lines_after_an_undo_behind_earlier_moves_and_kept_without_one(tmp_path):
    """The cached lines are kept while the log only grew, and an undo behind earlier moves
    words again only what it changed."""
    config = make_config(GAME.options, 2, {}, 2, 4)
    table = Table.new(GAME, config, (SeatConfig("Ann"), SeatConfig("Bo")), 3, tmp_path)
    session = table.session
    session.play(0, Tidy())
    first = table.told(0)
    session.play(1, Tidy())
    grown = table.told(0)
    assert grown[0][1] is first[0][1]  # the first move's line, worded once
    assert session.undo(1)  # behind Ann's move
    card = session.state.players[1].hand[0]
    session.play(1, Commit(card))
    assert table.log_lines(0) == ["Ann tidies their hand.", "Bo commits a card."]
    assert table.told(0)[0][1] is first[0][1]
