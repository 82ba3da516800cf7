"""The shared flat Monte Carlo search (rules.core.search) on a toy game: the best candidate wins, the
sample cap and the clock stop it, and a crash in a sampled world raises under tests and is skipped and
counted in play (never scored)."""

from __future__ import annotations

import random

import pytest

from rules.core.bots import BotTable, RandomBot, UnknownBotLevel
from rules.core.search import Budget, SearchBot, flat_monte_carlo


class Toy:
    """A world is a number; each action adds itself; three plies of +1 follow; the value is the number.
    `bad` worlds (the sampled number) raise during a rollout, as a rule bug would."""

    def __init__(self, bad: set[int] = frozenset()) -> None:
        self.bad = bad
        self.dealt: list[int] = []

    def determinize(self, view, rng):
        world = rng.randrange(10)
        self.dealt.append(world)
        return world

    def apply(self, state, action, rng, seat):
        if state in self.bad:
            raise KeyError("a rule bug")
        return state + action

    def next_actor(self, state, start):
        return 0 if state - start < 3 else None

    def legal_actions(self, state, seat):
        return (0, 1)

    def rollout_policy(self, state, seat, legal, rng):
        return 1

    def evaluate(self, state, seat):
        return float(state)


def test_the_best_candidate_wins_over_the_sampled_worlds() -> None:
    result = flat_monte_carlo(Toy(), None, 0, (1, 5, 3), Budget(4, 60.0), random.Random(1), horizon=10)
    assert result.best == 5 and result.samples == 4 and result.crashes == 0


def test_ties_go_to_the_earlier_candidate_and_the_same_rng_gives_the_same_worlds() -> None:
    first, again = Toy(), Toy()
    assert flat_monte_carlo(first, None, 0, (2, 2), Budget(3, 60.0), random.Random("r"), 10).best == 2
    flat_monte_carlo(again, None, 0, (2, 2), Budget(3, 60.0), random.Random("r"), 10)
    assert first.dealt == again.dealt


def test_the_clock_stops_it_but_the_first_world_is_always_judged() -> None:
    ticks = iter(range(1000))
    result = flat_monte_carlo(
        Toy(), None, 0, (0, 1), Budget(50, 5.0), random.Random(1), 10, clock=lambda: float(next(ticks))
    )
    assert 1 <= result.samples < 50 and result.best == 1


def test_a_crash_raises_under_tests() -> None:
    with pytest.raises(KeyError):
        flat_monte_carlo(Toy(bad=set(range(10))), None, 0, (0, 1), Budget(3, 60.0), random.Random(1), 10)


def test_a_crash_in_play_is_counted_and_the_world_skipped(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("PYTEST_CURRENT_TEST", raising=False)
    monkeypatch.delenv("MEEPLE_SEARCH_STRICT", raising=False)
    toy = Toy(bad={0, 1, 2, 3, 4})
    result = flat_monte_carlo(toy, None, 0, (0, 4), Budget(20, 60.0), random.Random(2), 10)
    crashed = sum(w in toy.bad for w in toy.dealt)
    assert crashed and result.crashes == crashed and result.samples == 20 - crashed
    # a skipped world adds nothing: the totals are those of the good worlds alone
    assert result.totals == tuple(sum(w + a + 3 for w in toy.dealt if w not in toy.bad) for a in (0, 4))
    monkeypatch.setenv("MEEPLE_SEARCH_STRICT", "1")
    with pytest.raises(KeyError):
        flat_monte_carlo(Toy(bad=set(range(10))), None, 0, (0, 1), Budget(3, 60.0), random.Random(1), 10)


def test_a_bot_keeps_its_crash_count(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("PYTEST_CURRENT_TEST", raising=False)
    monkeypatch.delenv("MEEPLE_SEARCH_STRICT", raising=False)

    class View:
        viewer = 0

    class Bot(SearchBot):
        rollouts = Toy(bad=set(range(10)))

        def rank(self, view, legal, rng):
            return list(legal)

    bot = Bot(think=60.0, iterations=3, candidates=2, horizon=5)
    assert bot.choose(View(), (7, 8), random.Random(1)) == 7  # no world judged: the first-ranked move
    assert bot.crashes == 3 and bot.last_iterations == 0
    bot.choose(View(), (7, 8), random.Random(1))
    assert bot.crashes == 6


def test_a_bot_table_makes_fresh_bots_and_refuses_unknown_levels() -> None:
    table = BotTable("Toy", {"random": RandomBot})
    assert table.levels == ("random",)
    assert table.bot("random") is not table.bot("random")
    with pytest.raises(UnknownBotLevel, match="Toy has no 'genius' bot"):
        table.bot("genius")
