"""Views and secrets, log lines, rules anchors, glossary, data loading, bot entry points."""

from __future__ import annotations

from pathlib import Path

import attrs
import pytest

from rules.core.bots import UnknownBotLevel
from rules.core.engine import GOD, SPECTATOR
from rules.core.rulesdoc import section, sections
from rules.core.serialize import state_from_plain, to_plain
from rules.sheriff import actions as A
from rules.sheriff import data as data_module
from rules.sheriff.deals import next_draft_step, steps_for
from rules.sheriff.game import GAME
from rules.sheriff.state import Terms
from rules.sheriff.view import secrets, view
from tests.sheriff.helpers import at_inspection, cards, legal, new_game, play, play_all, with_sheriff


def test_view_hides_other_hands_and_bags_but_shows_public_things():
    state = with_sheriff(new_game(4, seed=12), 0)
    state = at_inspection(state, {1: (cards("silk", 2, 90), "apple"), 2: (cards("apple", 1, 90), "apple")})
    seen = view(state, 2)
    assert seen.players[2].hand == state.players[2].hand and seen.players[1].hand == ()
    assert seen.players[1].hand_count == len(state.players[1].hand)
    assert seen.players[1].bag == () and seen.players[1].bag_count == 2
    assert seen.players[1].declared_good == "apple" and seen.players[1].declared_count == 2
    assert seen.players[2].bag == ("apple-90",)
    assert [p.gold for p in seen.players] == [50] * 4  # gold is public
    assert seen.players[0].role == "sheriff" and seen.players[1].role == "merchant"
    assert seen.waiting_bags == (1, 2) and seen.step == "inspect"
    assert {"silk-90", *state.players[1].hand, *state.deck} <= secrets(state, 2)
    god = view(state, GOD)
    assert god.players[1].bag == cards("silk", 2, 90)
    spectator = view(state, SPECTATOR)
    assert all(p.hand == () for p in spectator.players)


def test_state_round_trips_through_plain_data_mid_negotiation():
    state = with_sheriff(new_game(4, seed=12), 0)
    state = at_inspection(state, {1: (cards("silk", 2, 90), "apple"), 2: (cards("apple", 1, 90), "apple")})
    state = play_all(state, (0, A.Approach(1)), (1, A.DraftTerms()), (1, A.AddGold(5)), (1, A.AddPromise("spare_you")))
    assert state_from_plain(GAME, to_plain(GAME, state), GAME.state_type) == state


def test_describe_never_shows_a_secret_load():
    state = with_sheriff(new_game(4, seed=12), 0)
    state = play(state, 0, A.ChooseFirstMerchant(1))
    for seat in (1, 2, 3):
        state = play(state, seat, A.Exchange(()))
    goods = tuple(sorted({c.rsplit("-", 1)[0] for c in state.players[1].hand[:1]}))
    action = A.LoadBag(goods)
    assert GAME.describe(action, state, 2, 1) == "Maid Marian buttons up the bag."
    assert "you load the bag with 1 " in GAME.describe(action, state, 1, 1).lower()


def test_describe_lines_never_tell_a_bag_before_it_is_handled():
    from rules.sheriff.words import Voice, outcome_text

    state = with_sheriff(new_game(4, seed=12), 0)
    bag = cards("apple", 1) + cards("cheese", 1) + cards("mead", 2)
    state = at_inspection(
        state,
        {1: (bag, "apple"), 2: (cards("chicken", 4), "chicken"), 3: (cards("apple", 1) + cards("silk", 1), "apple")},
    )
    assert GAME.describe(A.OpenBag(1), state, 0, 0) == "You open Maid Marian's bag (4 Apples declared)."
    assert GAME.describe(A.PassBag(3), state, 0, 0) == "You let Alan-a-Dale (2 Apples declared) through without a deal."
    state = play_all(state, (0, A.OpenBag(1)), (0, A.OpenBag(2)), (0, A.PassBag(3)))
    caught, honest, passed = state.history
    assert outcome_text(caught, Voice(2)) == (
        "Maid Marian: 4 Apples declared, opened: caught lying; "
        "found 1 Apple, 1 Cheese, 2 Mead; Maid Marian paid 10 in fines"
    )
    assert outcome_text(honest, Voice(3)) == (
        "Will Scarlet: 4 Chickens declared, opened: honest; found 4 Chickens; the inspector paid 8"
    )
    assert (
        outcome_text(passed, Voice(1))
        == "Alan-a-Dale: 2 Apples declared, passed unopened; 1 Apple face up, 1 face down"
    )
    assert outcome_text(caught, Voice(1)).startswith("You: 4 Apples declared")


def test_describe_grammar_for_you_and_others():
    state = with_sheriff(new_game(4, seed=12), 0)
    assert GAME.describe(A.ChooseFirstMerchant(2), state, 0, 0) == "You let Will Scarlet trade first at the market."
    assert GAME.describe(A.ChooseFirstMerchant(2), state, 2, 0) == "Little John lets you trade first at the market."


def test_rules_sections_for_every_phase_exist():
    anchors = {s.id for s in sections("sheriff")}
    for needed in (
        "setup",
        "market",
        "loading",
        "declaration",
        "inspection",
        "bribes",
        "paying",
        "thieves-etiquette",
        "end-of-round",
        "scoring",
        "king-queen",
        "royal-goods",
        "time-limit",
        "remove-ten",
        "seven-card-hand",
        "deputies",
        "black-market",
        "rulings",
        "about-data",
    ):
        assert needed in anchors
    state = with_sheriff(new_game(4, seed=12), 0)
    assert GAME.rules_section(state) == "market"
    state = at_inspection(state, {1: (cards("apple", 1), "apple")})
    assert GAME.rules_section(state) == "inspection"
    assert GAME.rules_section(play(state, 0, A.Approach(1))) == "bribes"
    assert "reconstructed" in section("sheriff", "about-data").body
    assert "reconstructed" in section("sheriff", "black-market").body


def test_glossary_covers_every_component():
    entries = {e.id: e for e in GAME.glossary()}
    for good in data_module.catalog().goods:
        assert good.id in entries and f"penalty {good.penalty}" in entries[good.id].text
        assert entries[good.id].name_ko == good.name_ko
    assert "counts as 2 Cheese" in entries["gouda_cheese"].text
    for card in data_module.catalog().black_market:
        assert card.id in entries and str(card.value) in entries[card.id].text
    assert sum(e.kind == "deputy" for e in entries.values()) == 6
    assert "King of Apples: 20, Queen: 10" in entries["apple"].text


def test_bots():
    bot = GAME.bot("random")
    state = new_game(4)
    seat = min(GAME.to_act(state))
    choice = bot.choose(GAME.view(state, seat), GAME.legal_actions(state, seat), __import__("random").Random(1))
    assert choice in GAME.legal_actions(state, seat)
    with pytest.raises(UnknownBotLevel):
        GAME.bot("grandmaster")


def test_steps_and_next_draft_step_reach_the_target():
    target = Terms(gold=27, stand_goods=("apple",), bag_goods=("silk",), merchant_promises=("spare_you",))
    assert steps_for(target) == (
        A.AddGold(20),
        A.AddGold(5),
        A.AddGold(1),
        A.AddGold(1),
        A.AddStandGood("apple"),
        A.AddBagGood("silk"),
        A.AddPromise("spare_you"),
        A.SendTerms(),
    )
    state = with_sheriff(new_game(4, seed=12), 0)
    state = at_inspection(state, {1: (cards("silk", 2, 90), "apple"), 2: (cards("apple", 1, 90), "apple")})
    state = attrs.evolve(
        state,
        players=tuple(
            attrs.evolve(p, stand_legal=cards("apple", 1, 80)) if i == 1 else p for i, p in enumerate(state.players)
        ),
    )
    state = play_all(state, (0, A.Approach(1)), (1, A.DraftTerms()))
    for _ in range(20):
        draft = view(state, 1).deal
        if draft is None or draft.draft is None:
            break
        move = next_draft_step(draft.draft, target, legal(state, 1))
        state = play(state, 1, move)
    assert view(state, 0).deal.pending == target


def write_data(tmp_path: Path, monkeypatch, name: str, transform) -> None:
    for path in data_module.DATA_DIR.glob("*.toml"):
        (tmp_path / path.name).write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    target = tmp_path / name
    target.write_text(transform(target.read_text(encoding="utf-8")), encoding="utf-8")
    monkeypatch.setattr(data_module, "DATA_DIR", tmp_path)
    data_module.catalog.cache_clear()


@pytest.mark.parametrize(
    ("name", "transform", "message"),
    [
        ("goods.toml", lambda t: t.replace("count_4_6p = 48", "count_4_6p = 49"), "card totals"),
        ("goods.toml", lambda t: t.replace('provenance = "verified"', 'provenance = "guess"', 1), "provenance"),
        ("goods.toml", lambda t: t.replace('counts_as = "apple"', 'counts_as = "pear"', 1), "royal good"),
        ("scoring.toml", lambda t: t.replace("king = 20", "king = 5"), "king > queen"),
        ("black_market.toml", lambda t: t.replace("value = 24", "value = 1", 1), "top card worth more"),
        ("setup.toml", lambda t: t.replace("bag_min = 1", "bag_min = 0"), "bag_min"),
        (
            "setup.toml",
            lambda t: t.replace(
                '[[deputy_card]]\nid = "deputy_little_john"\nmerchant = "little_john"',
                '[[deputy_card]]\nid = "deputy_little_john"\nmerchant = "robin"',
            ),
            "deputy card",
        ),
        ("goods.toml", lambda t: t + "\n[[good\n", "goods.toml"),
    ],
)
def test_bad_data_is_refused_with_a_clear_message(tmp_path, monkeypatch, name, transform, message):
    write_data(tmp_path, monkeypatch, name, transform)
    try:
        with pytest.raises(data_module.DataError, match=message):
            data_module.catalog()
    finally:
        data_module.catalog.cache_clear()


def test_real_data_loads_with_provenance():
    data_module.catalog.cache_clear()
    catalog = data_module.catalog()
    assert all(c.provenance == "reconstructed" for c in catalog.black_market)
    assert [m.name for m in catalog.merchants][:2] == ["Little John", "Maid Marian"]
    assert catalog.turns_for(3) == 3
