"""Setup (L63-96, L440-442, L461-467): freedoms in play, money, the hidden 4-keep-3 draft, the start player."""

from __future__ import annotations

from collections import Counter

from rules.florence import actions as A
from rules.florence.game import GAME
from rules.florence.state import AUCTION, DRAFT
from rules.florence.view import florins_token
from tests.florence.helpers import new_game, play


def test_freedoms_in_play_are_one_fewer_per_type_than_players() -> None:
    """L70: players - 1 of each kind."""
    for players in (3, 4, 5):
        assert dict(new_game(players).freedoms) == {
            "travel": players - 1,
            "religion": players - 1,
            "opinion": players - 1,
        }


def test_two_players_remove_one_freedom_at_random_or_two_different_when_tight() -> None:
    """L442: 2 of each minus 1 at random (5 in play); tight: minus 2 different kinds (4 in play)."""
    removed = Counter()
    for seed in range(30):
        counts = dict(new_game(2, seed=seed).freedoms)
        assert sum(counts.values()) == 5 and sorted(counts.values()) == [1, 2, 2]
        removed.update(k for k, n in counts.items() if n == 1)
        tight = dict(new_game(2, seed=seed, tight_freedoms=True).freedoms)
        assert sum(tight.values()) == 4 and sorted(tight.values()) == [1, 1, 2]
    assert len(removed) == 3  # any kind may be the one removed


def test_solo_uses_two_freedoms_of_each_kind() -> None:
    """L461."""
    assert dict(new_game(1).freedoms) == {"travel": 2, "religion": 2, "opinion": 2}


def test_money_is_3500_or_2500_with_two_players_and_secret() -> None:
    """L88, L440: the starting florins, kept behind the screen."""
    assert {p.florins for p in new_game(4).players} == {3500}
    assert {p.florins for p in new_game(2).players} == {2500}
    state = new_game(3)
    view = GAME.view(state, 0)
    assert view.players[0].florins == 3500 and view.players[1].florins is None
    assert florins_token(1, 3500) in GAME.secrets(state, 0) and florins_token(0, 3500) not in GAME.secrets(state, 0)


def test_the_draft_deals_4_keeps_3_returns_1_and_reshuffles() -> None:
    """L84: everyone looks at 4 in secret, keeps 3, returns 1; then the profession deck is shuffled."""
    state = new_game(4, seed=11)
    assert state.phase == DRAFT and all(len(p.hand) == 4 for p in state.players)
    assert len(state.profession_deck) == 21 - 16
    assert GAME.to_act(state) == {0, 1, 2, 3}  # all at once
    other_hand = set(state.players[1].hand)
    assert other_hand <= GAME.secrets(state, 0)
    returned = [p.hand[1] for p in state.players]
    for seat in range(4):
        state = play(state, seat, A.ReturnCard(returned[seat]))
    assert state.phase == AUCTION
    assert all(len(p.hand) == 3 and r not in p.hand for p, r in zip(state.players, returned))
    assert len(state.profession_deck) == 5 + 4 and set(returned) <= set(state.profession_deck)
    # the returned cards are shuffled in, not simply put under the deck (over a few seeds)
    tails = set()
    for seed in range(6):
        game = new_game(4, seed=seed)
        cards = [p.hand[0] for p in game.players]
        for seat in range(4):
            game = play(game, seat, A.ReturnCard(cards[seat]))
        tails.add(set(game.profession_deck[-4:]) == set(cards))
    assert False in tails


def test_the_start_player_is_random() -> None:
    """L90: a random start player (then it passes to the left every round)."""
    assert len({new_game(4, seed=seed).start_player for seed in range(20)}) > 1
