"""An automa or AI opponent is a row of the scores (the table's panel and the end screen),
named, with its breakdown, beside the seats' rows."""

from __future__ import annotations

import random

from rules.core.engine import NO_SEAT
from rules.core.options import config_for
from rules.core.registry import get_game
from rules.core.session import SeatConfig, Session


def play_out(game_id: str, players: int, options: dict, seed: int = 4) -> tuple[object, Session]:
    game = get_game(game_id)
    config = config_for(game, players, options)
    session = Session(game, config, tuple(SeatConfig(f"P{n}", "bot", "random") for n in range(players)), seed)
    pick = random.Random(seed)
    while not session.over:
        seat = min(session.to_act())
        session.play(seat, pick.choice(session.legal(seat)), notify=False)
    return game, session


def test_florence_solo_scores_the_automa() -> None:
    game, session = play_out("florence", 1, {"automa": "hard"})
    (row,) = game.opponent_scores(session.state)
    automa = session.state.solo.automa
    assert row.seat == NO_SEAT and row.name == "Automa" and row.total == automa.prestige
    assert dict(row.breakdown) == {"track": automa.prestige, "florins": automa.florins}


def test_architects_scores_the_ai_in_solo_and_two_against_it() -> None:
    for players, side in ((1, "constantine"), (2, "helena")):
        game, session = play_out("architects", players, {"automa": side})
        (row,) = game.opponent_scores(session.state)
        assert row.seat == NO_SEAT and row.name.startswith("AI ") and side.title() in row.name
        assert row.total == sum(value for _, value in row.breakdown)
        assert len(game.scores(session.state)) == players  # the seats' own rows are unchanged


def test_games_without_an_automa_have_no_opponent_row() -> None:
    game, session = play_out("architects", 2, {"automa": "none"})
    assert game.opponent_scores(session.state) == ()
    game, session = play_out("florence", 2, {})
    assert game.opponent_scores(session.state) == ()
