"""The base engine calls the Agora hooks where Agora changes the rules (here with stand-in hooks)."""
import attrs

from rules.duel import agora
from rules.duel.actions import Construct, Discard
from rules.duel.costs import Discount
from rules.duel.state import Result

from tests.duel.helpers import city, drafted, offer, play, to_move


def base():
    state = to_move(drafted(71), 0)
    return city(city(state, 0, buildings=(), coins=10, progress=()), 1, buildings=(), coins=10)


def test_card_discounts_hook_feeds_the_payment(monkeypatch):
    monkeypatch.setattr(agora, "card_discounts", lambda s, seat, card: (Discount("decree", coins_or_unit=True),))
    state = play(offer(base(), "pretorium"), Construct("pretorium"), 0)  # 8 printed coins waived
    assert state.players[0].coins == 10


def test_discard_bonus_and_after_build_hooks(monkeypatch):
    seen = []
    monkeypatch.setattr(agora, "discard_bonus", lambda s, seat: 2)
    monkeypatch.setattr(agora, "after_card_built", lambda s, seat, card: seen.append(card) or s)
    state = play(offer(base(), "altar"), Discard("altar"), 0)
    assert state.players[0].coins == 14
    play(offer(state, "baths"), Construct("baths"), 1)
    assert seen == ["baths"]


def test_political_winner_ends_the_game(monkeypatch):
    state = base()
    monkeypatch.setattr(agora, "political_winner", lambda s: 1)
    state = play(offer(state, "altar"), Construct("altar"), 0)
    assert state.result == Result((1,), "political")


def test_agora_military_tokens_call_the_hook(monkeypatch):
    calls = []
    monkeypatch.setattr(agora, "apply_military_token", lambda s, seat, token: calls.append((seat, token)) or s)
    state = attrs.evolve(drafted(72, agora=True), military=2, current=0, decisions=())
    state = city(state, 1, coins=10)
    state = play(offer(state, "guard_tower"), Construct("guard_tower"), 0)
    assert calls == [(0, "agora_small_p2_side")] and state.players[1].coins == 10


def test_start_turn_hook(monkeypatch):
    starts, state = [], base()
    monkeypatch.setattr(agora, "start_turn", lambda s, seat: starts.append(seat) or s)
    play(offer(state, "altar"), Construct("altar"), 0)
    assert starts == [1]
