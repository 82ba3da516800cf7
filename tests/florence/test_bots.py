"""Bots: every level plays legal moves from its own view; unknown levels are refused."""

from __future__ import annotations

import random

import pytest

from rules.core.bots import UnknownBotLevel
from rules.core.engine import step
from rules.florence.game import GAME
from tests.florence.helpers import new_game


@pytest.mark.parametrize("players", [2, 4])
def test_greedy_bots_finish_a_game(players: int) -> None:
    state = new_game(players, seed=11)
    bot = GAME.bot("greedy")
    rng = random.Random(1)
    while GAME.outcome(state) is None:
        seat = min(GAME.to_act(state))
        legal = GAME.legal_actions(state, seat)
        action = bot.choose(GAME.view(state, seat), legal, rng)
        assert action in legal
        state = step(GAME, state, action, seat).state
    assert max(p.prestige for p in state.players) > 0


def test_unknown_level() -> None:
    with pytest.raises(UnknownBotLevel):
        GAME.bot("genius")


@pytest.mark.parametrize(
    ("players", "options"), [(3, {}), (1, {}), (3, {"muses_and_ladies": True, "shared_buildings": True})]
)
def test_strong_bot_plays_legal_moves(players: int, options: dict) -> None:
    state = new_game(players, seed=5, **options)
    bots = [GAME.bot("strong")] + [GAME.bot("greedy")] * (players - 1)
    rng = random.Random(2)
    for _ in range(60):  # well into the first action phase
        if GAME.outcome(state) is not None:
            break
        seat = min(GAME.to_act(state))
        legal = GAME.legal_actions(state, seat)
        action = bots[seat].choose(GAME.view(state, seat), legal, rng)
        assert action in legal
        state = step(GAME, state, action, seat).state


def test_sampled_worlds_agree_with_the_view() -> None:
    from rules.florence.bot_strong import determinize

    state = new_game(4, seed=8, muses_and_ladies=True)
    bot = GAME.bot("greedy")
    rng = random.Random(3)
    for _ in range(40):
        seat = min(GAME.to_act(state))
        state = step(GAME, state, bot.choose(GAME.view(state, seat), GAME.legal_actions(state, seat), rng), seat).state
    seat = min(GAME.to_act(state))
    view = GAME.view(state, seat)
    world = determinize(view, random.Random(1))
    again = GAME.view(world, seat)
    assert again.players[seat] == view.players[seat]
    assert again.decisions == view.decisions and again.auction == view.auction
    assert GAME.legal_actions(world, seat) == GAME.legal_actions(state, seat)
    assert (again.profession_deck, again.bonus_deck, again.prestige_deck) == (
        view.profession_deck,
        view.bonus_deck,
        view.prestige_deck,
    )


def test_strong_bot_has_a_think_budget_of_a_second() -> None:
    bot = GAME.bot("strong")
    assert isinstance(bot.think, float) and bot.think == 1.0


def _deliberation(think: float, monkeypatch: pytest.MonkeyPatch) -> tuple[float, int]:
    """(seconds spent, clock readings) of one move on a fake clock that ticks 1 ms a reading."""
    from rules.florence import bot_strong

    ticks = {"now": 0.0, "reads": 0}

    def clock() -> float:
        ticks["now"] += 0.001
        ticks["reads"] += 1
        return ticks["now"]

    monkeypatch.setattr(bot_strong, "_clock", clock)
    state = new_game(3, seed=5)
    rng = random.Random(4)
    while type(state.decisions[-1] if state.decisions else None).__name__ != "OpenFrame":
        seat = min(GAME.to_act(state))
        state = step(GAME, state, GAME.legal_actions(state, seat)[0], seat).state
    seat = min(GAME.to_act(state))
    legal = GAME.legal_actions(state, seat)
    action = bot_strong.StrongBot(think=think).choose(GAME.view(state, seat), legal, rng)
    assert action in legal
    return ticks["now"], ticks["reads"]


def test_think_caps_the_time_of_a_move(monkeypatch: pytest.MonkeyPatch) -> None:
    """On a fake clock the search stops within its budget, and a larger budget searches more."""
    short, short_reads = _deliberation(0.05, monkeypatch)
    long, long_reads = _deliberation(0.4, monkeypatch)
    assert short <= 0.05 and long <= 0.4
    assert long_reads > short_reads > 2


def test_selfplay_think_reaches_the_strong_bot(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture) -> None:
    import json

    from rules.florence.bot_strong import StrongBot
    from tui.cli import run

    caps: list[float] = []
    original = StrongBot.choose

    def spy(self, view, legal, rng):
        caps.append(self.think)
        return original(self, view, legal, rng)

    monkeypatch.setattr(StrongBot, "choose", spy)
    assert run(["selfplay", "florence", "--players", "2", "--bots", "strong,greedy", "--think", "0.002", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["end"] != "in progress"
    assert caps and set(caps) == {0.002}


def test_sampled_worlds_keep_every_deck_when_the_automa_holds_a_recruitment_card_face_down() -> None:
    """A face-down card in the automa's row may be a recruitment card: a sampled world deals
    the rows what the hands and decks leave over, so no deck comes out short (a short
    profession deck left a sampled world with nothing to draw)."""
    from rules.florence.bot_strong import determinize
    from rules.florence.solo import is_recruitment

    checked = 0
    for seed in range(1, 8):
        state = new_game(1, seed=seed)
        bot = GAME.bot("greedy")
        rng = random.Random(seed)
        while GAME.outcome(state) is None:
            row = state.solo.automa.row
            if any(not rc.face_up and is_recruitment(rc.card) for rc in row):
                view = GAME.view(state, 0)
                for dice in range(3):
                    world = determinize(view, random.Random(dice))
                    assert len(world.profession_deck) == view.profession_deck
                    assert len(world.recruitment_deck) == view.recruitment_deck
                    assert len(world.solo.automa.row) == len(row)
                checked += 1
            seat = min(GAME.to_act(state))
            state = step(
                GAME, state, bot.choose(GAME.view(state, seat), GAME.legal_actions(state, seat), rng), seat
            ).state
        if checked >= 5:
            break
    assert checked, "no game put a recruitment card face down in the automa's row"
