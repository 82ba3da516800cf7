"""Sheriff bots: they finish games, see only their view, and behave as their level says."""

from __future__ import annotations

import random

import attrs
import pytest

from rules.core.bots import UnknownBotLevel
from rules.core.options import make_config
from rules.core.selfplay import play_bots
from rules.sheriff import actions as A
from rules.sheriff import bots
from rules.sheriff.game import GAME
from rules.sheriff.state import BagRecord, SheriffState, Terms
from rules.sheriff.view import SheriffView, view
from tests.sheriff.helpers import at_inspection, cards, legal, new_game, play, with_sheriff

LEVELS = tuple(level for level in ("random", "greedy", "strong") if level in bots.LEVELS)
SMART = tuple(level for level in LEVELS if level != "random")
OPTIONS_ON = {"royal_goods": True, "black_market": True}


def config(players: int, **options: bool):
    return make_config(GAME.options, players, options, GAME.min_players, GAME.max_players)


# ----------------------------------------------------------------- whole games
@pytest.mark.parametrize("level", SMART)
@pytest.mark.parametrize("players", (3, 4, 5, 6))
def test_level_finishes_seeded_games_with_options_on(level: str, players: int) -> None:
    options = dict(OPTIONS_ON, deputies=players == 6)
    result = play_bots(GAME, config(players, **options), f"bots-{players}", (level,) * players)
    assert result["end"] == "final scoring" and result["winners"]


def test_mixed_levels_with_time_limit_and_every_variant() -> None:
    options = dict(OPTIONS_ON, time_limit=True, remove_ten=True, seven_card_hand=True)
    result = play_bots(GAME, config(5, **options), "mixed", tuple(LEVELS[i % len(LEVELS)] for i in range(5)))
    assert result["end"] == "final scoring"


def test_deputies_game_without_black_market() -> None:
    result = play_bots(GAME, config(6, deputies=True), "deputies", ("greedy",) * 6)
    assert result["end"] == "final scoring"


@pytest.mark.parametrize("level", SMART)
def test_same_seed_same_game(level: str) -> None:
    first = play_bots(GAME, config(4, **OPTIONS_ON), 7, (level,) * 4)
    again = play_bots(GAME, config(4, **OPTIONS_ON), 7, (level,) * 4)
    assert first["scores"] == again["scores"] and first["plies"] == again["plies"]


def test_greedy_four_player_game_is_fast() -> None:
    result = play_bots(GAME, config(4, **OPTIONS_ON), 3, ("greedy",) * 4)
    assert result["seconds"] < 1.0


# ----------------------------------------------------------------- the information barrier
class Spy:
    """Wraps a bot: checks it is handed a view, never a state, and answers with a legal move."""

    def __init__(self, inner, seen: list[str]) -> None:
        self.inner = inner
        self.level = inner.level
        self.seen = seen

    def choose(self, seen_view, legal_moves, rng):
        assert isinstance(seen_view, SheriffView) and not isinstance(seen_view, SheriffState)
        move = self.inner.choose(seen_view, legal_moves, rng)
        assert move in legal_moves
        self.seen.append(seen_view.step)
        return move


@pytest.mark.parametrize("level", SMART)
def test_bots_are_handed_views_only(level: str, monkeypatch: pytest.MonkeyPatch) -> None:
    steps: list[str] = []
    real = bots.bot
    monkeypatch.setattr(GAME, "bot", lambda name: Spy(real(name), steps))
    play_bots(GAME, config(6, deputies=True, **OPTIONS_ON), 11, (level,) * 6)
    assert {"market", "load", "declare", "inspect", "stances"} <= set(steps)


@pytest.mark.parametrize("level", SMART)
def test_choice_does_not_depend_on_hidden_cards(level: str) -> None:
    """Two states that differ only in another merchant's hand look the same to the sheriff."""
    bag = cards("apple", 3) + cards("silk", 2, start=90)
    state = inspection({1: (bag, "apple"), 2: (cards("cheese", 2), "cheese")})
    other = attrs.evolve(
        state,
        players=tuple(
            attrs.evolve(p, hand=cards("crossbow", len(p.hand), start=1)) if i == 2 else p
            for i, p in enumerate(state.players)
        ),
    )
    assert view(state, 0) == view(other, 0)
    for seed in range(5):
        one = bots.bot(level).choose(view(state, 0), legal(state, 0), random.Random(seed))
        two = bots.bot(level).choose(view(other, 0), legal(other, 0), random.Random(seed))
        assert one == two


def test_unknown_level() -> None:
    with pytest.raises(UnknownBotLevel):
        bots.bot("grandmaster")
    assert bots.bot("random").level == "random"
    for level in SMART:
        assert bots.bot(level).level == level


# ----------------------------------------------------------------- behaviour
FILLER = {3: (cards("apple", 1, start=40), "apple")}


def inspection(bags, sheriff: int = 0, players: int = 4, **options) -> SheriffState:
    state = with_sheriff(new_game(players, seed=9, **options), sheriff)
    state = attrs.evolve(
        state, players=tuple(attrs.evolve(p, stand_legal=(), stand_contraband=()) for p in state.players)
    )
    filler = {k: v for k, v in FILLER.items() if k not in bags and k != sheriff}
    return at_inspection(state, {**bags, **filler})


def refused(state: SheriffState, merchant: int) -> SheriffState:
    """The sheriff threatened `merchant`, who offered nothing."""
    state = play(state, 0, A.Approach(merchant))
    return play(state, merchant, A.RejectTerms())


def open_share(level: str, state: SheriffState, tries: int = 60) -> float:
    bot = bots.bot(level)
    opened = sum(
        isinstance(bot.choose(view(state, 0), legal(state, 0), random.Random(i)), A.OpenBag) for i in range(tries)
    )
    return opened / tries


def test_greedy_sheriff_opens_unbribed_five_card_bag_more_than_one_card_bag() -> None:
    five = refused(inspection({1: (cards("apple", 3) + cards("pepper", 2, start=90), "apple")}), 1)
    one = refused(inspection({1: (cards("cheese", 1), "cheese")}), 1)
    assert open_share("greedy", five) > open_share("greedy", one) + 0.2


def with_record(state: SheriffState, merchant: int, face_down: int, passed_bags: int) -> SheriffState:
    """Give `merchant` a public past: bags of 4 that went through, and face-down cards on the stand."""
    past = tuple(BagRecord(1, merchant, (2,), "apple", 4, "passed") for _ in range(passed_bags))
    players = tuple(
        attrs.evolve(p, stand_contraband=cards("mead", face_down, start=50)) if i == merchant else p
        for i, p in enumerate(state.players)
    )
    return attrs.evolve(state, players=players, history=state.history + past)


def test_strong_sheriff_opens_a_known_smuggler_more_than_a_clean_merchant() -> None:
    bag = {1: (cards("apple", 2) + cards("silk", 2, start=90), "apple")}
    smuggler = refused(with_record(inspection(bag), 1, face_down=8, passed_bags=3), 1)
    clean = refused(with_record(inspection(bag), 1, face_down=0, passed_bags=3), 1)
    assert open_share("strong", smuggler) > open_share("strong", clean) + 0.3


def test_strong_sheriff_wants_more_than_a_token_bribe_from_a_known_smuggler() -> None:
    state = with_record(inspection({1: (cards("apple", 1) + cards("silk", 4, start=90), "apple")}), 1, 9, 3)
    state = play(state, 0, A.Approach(1))
    for step in (A.DraftTerms(), A.AddGold(1), A.SendTerms()):
        state = play(state, 1, step)
    for seed in range(5):
        choice = bots.bot("strong").choose(view(state, 0), legal(state, 0), random.Random(seed))
        assert choice in (A.DraftTerms(), A.OpenBag(1), A.PassBag(1)) and choice != A.AcceptTerms()


@pytest.mark.parametrize("level", SMART)
def test_sheriff_accepts_a_bribe_above_the_value_of_opening(level: str) -> None:
    state = play(inspection({1: (cards("apple", 2), "apple")}), 0, A.Approach(1))
    state = play(state, 1, A.DraftTerms())
    for step in (A.AddGold(20), A.SendTerms()):
        state = play(state, 1, step)
    choice = bots.bot(level).choose(view(state, 0), legal(state, 0), random.Random(0))
    assert choice == A.AcceptTerms()


@pytest.mark.parametrize("level", SMART)
def test_honest_merchant_does_not_bribe(level: str) -> None:
    state = play(inspection({1: (cards("chicken", 4), "chicken")}), 0, A.Approach(1))
    choice = bots.bot(level).choose(view(state, 1), legal(state, 1), random.Random(0))
    assert choice == A.RejectTerms()


@pytest.mark.parametrize("level", SMART)
def test_poor_smuggler_never_offers_more_gold_than_it_has(level: str) -> None:
    state = inspection({1: (cards("apple", 1) + cards("crossbow", 4, start=1), "apple")})
    state = attrs.evolve(
        state, players=tuple(attrs.evolve(p, gold=3) if i == 1 else p for i, p in enumerate(state.players))
    )
    state = play(state, 0, A.Approach(1))
    bot = bots.bot(level)
    for _ in range(20):  # play the merchant's side until the terms go to the sheriff
        if GAME.to_act(state) != frozenset({1}):
            break
        move = bot.choose(view(state, 1), legal(state, 1), random.Random(0))
        state = play(state, 1, move)
    deal = view(state, 0).deal
    if deal is not None and deal.pending is not None:
        assert deal.pending.gold <= 3


@pytest.mark.parametrize("level", SMART)
def test_merchant_offers_in_whole_games_stay_within_their_gold(level: str, monkeypatch: pytest.MonkeyPatch) -> None:
    sent: list[tuple[int, int]] = []
    real = bots.bot

    class Watch:
        def __init__(self, inner) -> None:
            self.inner, self.level = inner, inner.level

        def choose(self, seen, moves, rng):
            move = self.inner.choose(seen, moves, rng)
            deal = seen.deal
            if isinstance(move, A.SendTerms) and deal is not None and deal.merchant == seen.viewer:
                sent.append((deal.draft.gold, seen.players[seen.viewer].gold))
            return move

    monkeypatch.setattr(GAME, "bot", lambda name: Watch(real(name)))
    for seed in range(3):
        play_bots(GAME, config(4, **OPTIONS_ON), seed, (level,) * 4)
    assert sent and all(gold <= have for gold, have in sent)


@pytest.mark.parametrize("level", SMART)
def test_black_market_claim_taken_when_offered(level: str) -> None:
    state = inspection({1: (cards("apple", 1), "apple")}, black_market=True)
    state = attrs.evolve(
        state,
        players=tuple(
            attrs.evolve(p, stand_contraband=cards("mead", 3, start=1)) if i == 1 else p
            for i, p in enumerate(state.players)
        ),
    )
    state = play(state, 0, A.PassBag(1))
    assert GAME.to_act(state) == frozenset({1})
    choice = bots.bot(level).choose(view(state, 1), legal(state, 1), random.Random(0))
    assert choice == A.ClaimBlackMarket("mead")


@pytest.mark.parametrize("level", SMART)
def test_bots_never_send_time_up(level: str) -> None:
    state = inspection({1: (cards("apple", 2), "apple")}, time_limit=True)
    moves = legal(state, 0)
    assert A.TimeUp() in moves
    for seed in range(10):
        assert bots.bot(level).choose(view(state, 0), moves, random.Random(seed)) != A.TimeUp()


def test_greedy_merchant_declares_the_good_it_carries_most() -> None:
    from rules.sheriff.bot_greedy import GreedyBot

    state = inspection({})
    state = attrs.evolve(
        state,
        players=tuple(
            attrs.evolve(p, bag=cards("cheese", 3) + cards("silk", 1, start=90), bag_status="loaded") if i == 1 else p
            for i, p in enumerate(state.players)
        ),
    )
    assert GreedyBot().declared_good(view(state, 1)) == "cheese"


def test_unknown_decision_falls_back_to_a_safe_legal_move() -> None:
    from rules.sheriff.bot_common import fallback

    state = refused(inspection({1: (cards("apple", 2), "apple")}), 1)
    assert fallback(view(state, 0), legal(state, 0)) == A.PassBag(1)
    empty = Terms()
    assert empty.empty


def test_short_of_gold_terms_are_paid_in_cheap_stand_goods() -> None:
    from rules.sheriff.bot_common import payment_terms

    state = inspection({1: (cards("apple", 2), "apple")})
    state = attrs.evolve(
        state,
        players=tuple(
            attrs.evolve(p, gold=3, stand_legal=cards("apple", 2, start=60) + cards("chicken", 1, start=60))
            if i == 1
            else p
            for i, p in enumerate(state.players)
        ),
    )
    state = play(state, 0, A.Approach(1))
    assert payment_terms(view(state, 0), 6) == Terms(gold=3, stand_goods=("apple", "apple"))


def loading(hand: tuple[str, ...], past: tuple[BagRecord, ...]) -> SheriffState:
    """Seat 1 about to load with `hand`, sheriff 0 with this record."""
    from rules.core.commits import CommitSlots
    from rules.sheriff.state import LOAD, LoadBags

    state = with_sheriff(new_game(4, seed=9), 0)
    players = tuple(attrs.evolve(p, hand=hand) if i == 1 else p for i, p in enumerate(state.players))
    return attrs.evolve(
        state, players=players, phase=LOAD, history=past, decisions=(LoadBags(CommitSlots.open((1, 2, 3))),)
    )


def test_strong_merchant_smuggles_past_a_corrupt_sheriff_not_a_strict_one() -> None:
    hand = cards("apple", 2) + cards("silk", 2, start=90) + cards("crossbow", 2, start=1)
    corrupt = tuple(BagRecord(1, m, (0,), "apple", 4, "deal", deal=Terms(gold=2)) for m in (1, 2, 3) * 3)
    strict = tuple(
        BagRecord(1, m, (0,), "apple", 4, "caught", found=("apple", "silk"), penalty=4) for m in (1, 2, 3) * 3
    )

    def contraband_loaded(past) -> int:
        state = loading(hand, past)
        move = bots.bot("strong").choose(view(state, 1), legal(state, 1), random.Random(0))
        return sum(good in ("silk", "crossbow") for good in move.goods)

    assert contraband_loaded(corrupt) >= 3
    assert contraband_loaded(strict) < contraband_loaded(corrupt)


def test_strong_merchant_points_the_sheriff_at_a_likely_smuggler() -> None:
    bags = {1: (cards("apple", 1) + cards("silk", 2, start=90), "apple"), 2: (cards("cheese", 5), "cheese")}
    state = with_record(inspection(bags), 2, face_down=10, passed_bags=3)
    state = play(state, 0, A.Approach(1))
    moves = []
    for _ in range(12):
        if GAME.to_act(state) != frozenset({1}):
            break
        move = bots.bot("strong").choose(view(state, 1), legal(state, 1), random.Random(0))
        moves.append(move)
        state = play(state, 1, move)
    assert A.AddInspectOther(2) in moves


def test_strong_deputies_inspect_a_known_smuggler_and_spare_a_clean_single_card() -> None:
    state = new_game(6, seed=4, deputies=True)
    lead, second = state.deputies
    merchants = state.merchants
    smuggler, clean = merchants[0], merchants[1]
    state = at_inspection(
        state,
        {smuggler: (cards("apple", 2) + cards("mead", 3, start=1), "apple"), clean: (cards("cheese", 1), "cheese")},
    )
    state = with_record(state, smuggler, face_down=10, passed_bags=3)
    stance = {}
    for merchant in (smuggler, clean):
        asked = play(state, lead, A.Approach(merchant))
        stance[merchant] = bots.bot("strong").choose(view(asked, second), legal(asked, second), random.Random(0))
    assert stance == {smuggler: A.ChooseStance(True), clean: A.ChooseStance(False)}


# ----------------------------------------------------------------- the strong bot's time cap (issue 8)
def _load_view() -> SheriffView:
    state = new_game(4, seed=21)
    while True:
        seat = min(GAME.to_act(state))
        seen = view(state, seat)
        if seen.step == "load":
            return seen
        state = play(state, seat, GAME.bot("greedy").choose(seen, legal(state, seat), random.Random(1)))


def test_strong_bot_has_a_one_second_think_cap() -> None:
    bot = GAME.bot("strong")
    assert isinstance(bot.think, float) and bot.think == 1.0


def test_strong_bot_out_of_time_plays_the_best_weighed_so_far() -> None:
    from rules.sheriff.bot_strong import StrongBot

    seen = _load_view()
    full = StrongBot(think=60.0)
    full._deadline = float("inf")
    assert len(full.bag_options(seen)) > 1
    hurried = StrongBot(think=0.0)
    hurried._deadline = 0.0  # already past
    assert len(hurried.bag_options(seen)) == 1
    # a whole game at a zero budget still plays a legal move every time, and ends
    result = play_bots(_ZeroThink(), config(4), "zero-think", ("strong",) * 4)
    assert result["end"] == "final scoring"


class _ZeroThink:
    """The Sheriff game whose strong bots have no time at all."""

    def __getattr__(self, name: str):
        return getattr(GAME, name)

    def bot(self, level: str):
        made = GAME.bot(level)
        made.think = 0.0
        return made


def test_selfplay_think_caps_the_strong_bot(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture) -> None:
    import json

    from rules.sheriff.bot_strong import StrongBot
    from tui.cli import run

    caps: list[float] = []
    original = StrongBot.choose

    def spy(self, seen, moves, rng):
        caps.append(self.think)
        return original(self, seen, moves, rng)

    monkeypatch.setattr(StrongBot, "choose", spy)
    assert run(["selfplay", "sheriff", "--players", "3", "--bots", "strong", "--think", "0.003", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["end"] == "final scoring"
    assert caps and set(caps) == {0.003}
