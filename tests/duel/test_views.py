"""Views, secrets, saves, log lines, glossary, rules sections and bots."""

import random
import time

import pytest

from rules.core.bots import UnknownBotLevel
from rules.core.engine import GOD, SPECTATOR
from rules.core.options import make_config
from rules.core.rulesdoc import sections
from rules.core.selfplay import play_bots
from rules.core.serialize import state_from_plain, to_plain
from rules.duel import data as D
from rules.duel.actions import BuildWonder, Construct, Discard
from rules.duel.game import GAME
from tests.duel.helpers import city, drafted, new_game, offer, play, to_move


def test_view_hides_face_down_cards_and_shows_backs():
    state = drafted(61)
    view = GAME.view(state, 0)
    for slot, shown in zip(state.structure.slots, view.structure):
        if slot.face_up:
            assert shown.card == slot.card and shown.back is None
        else:
            assert shown.card is None and shown.back == "age_1"
    secrets = GAME.secrets(state, SPECTATOR)
    assert secrets == GAME.secrets(state, 0)
    assert all(s.card in secrets for s in state.structure.slots if not s.face_up)
    assert set(state.box_progress) <= secrets and set(state.wonder_box) <= secrets
    assert GAME.secrets(state, GOD) == frozenset()


def test_draft_second_round_is_secret_until_revealed():
    state = new_game(62)
    assert set(state.draft_next) <= GAME.secrets(state, 1)
    assert set(state.draft_offer).isdisjoint(GAME.secrets(state, 1))


def test_offers_show_costs_for_the_viewer():
    state = to_move(drafted(63), 0)
    state = city(state, 0, buildings=("clay_reserve",), coins=9, wonders=("the_pyramids",))
    state = city(state, 1, buildings=("quarry", "clay_pool"))
    state = offer(state, "baths", "garrison", "theater")
    view = GAME.view(state, 0)
    costs = {o.card: o.construct for o in view.offers}
    assert costs["baths"].total == 3 and costs["baths"].purchases[0].unit_price == 3
    assert costs["garrison"].total == 1
    assert costs["theater"].total == 0
    (wonder,) = view.wonder_offers
    assert wonder.wonder == "the_pyramids" and wonder.cost.total == 3 * 3 + 2 and not wonder.affordable
    assert view.offers[0].discard_coins == 3
    assert GAME.view(state, 1).offers_for == 1


def test_live_scores_in_the_view():
    state = city(drafted(64), 0, buildings=("altar",), coins=9)
    assert GAME.view(state, 1).players[0].score.total == 6


def test_state_round_trips_through_plain_data():
    state = to_move(drafted(65), 0)
    plain = to_plain(GAME, state)
    assert state_from_plain(GAME, plain, GAME.state_type) == state
    # with a pending decision frame on the stack
    state = city(state, 0, buildings=("scriptorium",))
    state = play(offer(state, "library"), Construct("library"), 0)
    assert state_from_plain(GAME, to_plain(GAME, state), GAME.state_type) == state
    agora = drafted(66, agora=True)
    assert state_from_plain(GAME, to_plain(GAME, agora), GAME.state_type) == agora


def test_describe_lines():
    state = to_move(drafted(67), 0)
    state = city(state, 0, coins=10, wonders=("the_pyramids",))
    state = offer(state, "stone_pit", "palace")
    assert GAME.describe(Construct("stone_pit"), state, 0, 0) == "You build Stone Pit for 1 coin (1 printed)."
    assert GAME.describe(Discard("palace"), state, 1, 0) == "Player 1 discards Palace for 2 coins."
    line = GAME.describe(BuildWonder("palace", "the_pyramids"), state, SPECTATOR, 0)
    assert line.startswith("Player 1 builds The Pyramids for 8 coins") and "tucking Palace" in line


def test_rules_sections_exist():
    anchors = {s.id for s in sections("duel")}
    assert {
        "setup",
        "draft",
        "turn",
        "trading",
        "chains",
        "military",
        "science",
        "progress-tokens",
        "wonders",
        "end-of-age",
        "end-of-game",
        "scoring",
        "rulings",
        "about-data",
    } <= anchors
    assert sections("duel")[-1].id == "about-data"
    assert GAME.rules_section(new_game(1)) == "draft"
    assert GAME.rules_section(drafted(1)) == "turn"
    assert GAME.rules_section(new_game(1)) in anchors


def test_glossary_covers_every_component():
    entries = {e.id: e for e in GAME.glossary()}
    data = D.load()
    ids = [
        *data.cards,
        *data.wonders,
        *data.progress,
        *data.military_tokens,
        *data.agora.senators,
        *data.agora.decrees,
        *data.agora.conspiracies,
        *data.agora.military_tokens,
    ]
    assert set(ids) == set(entries)
    assert entries["caravansery"].text == (
        "Age II, yellow. Cost: 2 coins + 1 glass, 1 papyrus. "
        "Produces one of wood / clay / stone each turn (does not raise your opponent's prices)."
    )
    assert entries["the_sphinx"].name_ko == "스핑크스" and "Play again." in entries["the_sphinx"].text
    assert all(e.text for e in entries.values())


def test_bots():
    assert GAME.bot("random").level == "random"
    assert GAME.bot("greedy").level == "greedy"
    with pytest.raises(UnknownBotLevel):
        GAME.bot("grandmaster")


def test_greedy_bot_beats_random_and_is_fast():
    config = make_config(GAME.options, 2, {})
    wins, started = 0, time.perf_counter()
    for seed in range(6):
        summary = play_bots(GAME, config, seed, ("greedy", "random"))
        wins += summary["winners"] == [0]
    assert wins >= 5
    assert (time.perf_counter() - started) / 6 < 0.5


def test_greedy_takes_a_science_win():
    state = to_move(drafted(68), 0)
    state = city(state, 0, buildings=("scriptorium", "workshop", "pharmacist", "apothecary", "academy"), coins=20)
    state = offer(state, "university", "palace")
    action = GAME.bot("greedy").choose(GAME.view(state, 0), GAME.legal_actions(state, 0), random.Random(1))
    assert action == Construct("university")
