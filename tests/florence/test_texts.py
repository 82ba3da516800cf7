"""Rules text, glossary, log lines and views: anchors exist, names are used, secrets stay hidden."""

from __future__ import annotations

import tomllib

from rules.core.engine import GOD, SPECTATOR
from rules.core.rulesdoc import sections
from rules.florence import actions as A
from rules.florence.data import DATA_DIR
from rules.florence.game import GAME
from rules.florence.view import florins_token
from tests.florence.helpers import drafted, new_game, play, play_all, set_player

NAMES = ("Ana", "Bob", "Cy", "Di")


def test_every_anchor_the_game_uses_is_in_rules_md() -> None:
    anchors = {s.id for s in sections("florence")}
    for needed in (
        "setup",
        "auction",
        "auction-items",
        "recruitment",
        "actions",
        "work",
        "estate",
        "game-end",
        "rulings",
        "about-data",
        "two-players",
    ):
        assert needed in anchors, needed
    assert GAME.rules_section(new_game(4)) in anchors
    assert GAME.rules_section(drafted(4)) in anchors


def test_rulings_file_lists_every_ruling_and_rules_md_explains_each() -> None:
    with (DATA_DIR / "rulings.toml").open("rb") as handle:
        rulings = tomllib.load(handle)["ruling"]
    assert [r["id"] for r in rulings] == [f"R{i}" for i in range(1, 15)]
    text = next(s.body for s in sections("florence") if s.id == "rulings")
    for ruling in rulings:
        assert f"**{ruling['id']}." in text


def test_glossary_covers_every_card_and_tile() -> None:
    kinds = [entry.kind for entry in GAME.glossary()]
    assert kinds.count("profession") == 21 and kinds.count("bonus") == 20 and kinds.count("prestige") == 14
    assert kinds.count("building") == 10 and kinds.count("landscape") == 3 and kinds.count("freedom") == 3
    assert kinds.count("character") == 6 and kinds.count("automa card") == 21
    assert all(entry.text for entry in GAME.glossary())


def test_log_lines_name_the_seat_in_the_third_person() -> None:
    state = drafted(4, start=0)
    state = play(state, 0, A.OpenAuction("jester"))
    assert GAME.describe(A.Bid(300), state, 3, 1, NAMES) == "Bob bids 300 for the jester."
    assert GAME.describe(A.Pass(), state, 3, 1, NAMES) == "Bob passes."


def test_draws_are_described_without_the_cards_to_others() -> None:
    state = drafted(4, start=0)
    state = play_all(state, (0, A.OpenAuction("prestige")), (1, A.Pass()), (2, A.Pass()), (3, A.Pass()))
    card = state.decisions[-1].cards[0]
    own = GAME.describe(A.KeepCard(card), state, 0, 0, NAMES)
    other = GAME.describe(A.KeepCard(card), state, 1, 0, NAMES)
    assert own.startswith("Ana keeps ") and card not in other and other == "Ana keeps a prestige card."
    assert GAME.describe(A.PutUnder(card), state, 1, 0, NAMES) == ""


def test_views_hide_hands_florins_and_draws() -> None:
    state = drafted(4, start=0)
    state = play_all(state, (0, A.OpenAuction("prestige")), (1, A.Pass()), (2, A.Pass()), (3, A.Pass()))
    for viewer in (1, SPECTATOR):
        view = GAME.view(state, viewer)
        secrets = GAME.secrets(state, viewer)
        assert florins_token(0, state.players[0].florins) in secrets
        assert set(state.players[0].hand) <= secrets
        assert set(state.decisions[-1].cards) <= secrets
        assert view.players[0].florins is None and view.players[0].hand == ()
        assert all(c == "?" for c in view.decisions[-1].cards)
    own = GAME.view(state, 0)
    assert own.players[0].purse == florins_token(0, state.players[0].florins)
    assert GAME.secrets(state, GOD) == frozenset()


def test_recruited_cards_in_front_are_public() -> None:
    state = drafted(3)
    card = state.players[1].hand[0]
    state = set_player(state, 1, hand=state.players[1].hand[1:], front=(card,))
    assert card not in GAME.secrets(state, 0)
    assert card in GAME.view(state, 0).players[1].front


def test_every_placement_has_its_own_line() -> None:
    from rules.florence.state import PlaceFrame

    state = drafted(3, start=0)
    state = play_all(state, (0, A.OpenAuction("park")), (1, A.Pass()), (2, A.Pass()))
    assert isinstance(state.decisions[-1], PlaceFrame)
    lines = [GAME.describe(a, state, 0, 0, NAMES) for a in GAME.legal_actions(state, 0)]
    assert len(set(lines)) == len(lines)
    assert any("flipped, turned 90°" in line for line in lines)


def test_previews_from_the_own_view() -> None:
    from rules.florence.preview import building_fans, hand_values
    from tests.florence.helpers import action_turn, prof, tile

    state = drafted(3)
    state = set_player(state, 0, hand=(prof("poet"), prof("actor"), "recruit-1"), tiles=(tile("theatre"),), jesters=1)
    state = action_turn(state, 0, round_=1)
    values = {v.card: v for v in hand_values(GAME.view(state, 0))}
    assert set(values) == {prof("poet"), prof("actor")}
    assert values[prof("poet")].value == 4 + 2 + 3 and values[prof("poet")].enough
    assert building_fans(GAME.view(state, 0), "theatre") == (prof("poet"), prof("actor"))


def test_choice_labels_word_every_action_from_the_own_view() -> None:
    """Each legal action gets a short label in the log's words, made from the acting seat's view only:
    never the fallback class name, never another seat's hidden card (by id or by name), all distinct."""
    import random

    from rules.core.engine import step
    from rules.core.options import make_config
    from rules.florence.describe import card_name, label

    kinds: set[str] = set()
    for players, options in ((1, {}), (2, {}), (3, {"muses_and_ladies": True}), (4, {"shared_buildings": True})):
        for seed in range(2):
            config = make_config(GAME.options, players, options, GAME.min_players, GAME.max_players)
            state, pick = GAME.setup(config, seed), random.Random(seed)
            while GAME.outcome(state) is None:
                seat = min(GAME.to_act(state))
                legal = GAME.legal_actions(state, seat)
                labels = [label(a, GAME.view(state, seat), NAMES) for a in legal]
                assert len(set(labels)) == len(labels), labels
                hidden = GAME.secrets(state, seat)
                names = {card_name(s) for s in hidden if ":" in s and not s.startswith(("florins", "automa"))}
                for action, text in zip(legal, labels):
                    kinds.add(type(action).__name__)
                    assert text != type(action).__name__
                    assert not any(secret in text for secret in hidden | names), (text, hidden)
                state = step(GAME, state, legal[pick.randrange(len(legal))], seat).state
    assert {"Bid", "Pass", "PlaceTile", "Work", "FinishWork", "SoloTry", "PlacePawn", "BuildShared"} <= kinds


def test_every_ruling_is_named_by_a_test() -> None:
    """R1-R14: each ruling is named by a test, in its name (test_r7_...) or its docstring ('R7')."""
    import ast
    import re
    from pathlib import Path

    named: set[str] = set()
    for path in Path(__file__).parent.glob("test_*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.FunctionDef)
                and node.name.startswith("test_")
                and node.name != "test_every_ruling_is_named_by_a_test"
            ):
                named |= {f"R{n}" for n in re.findall(r"(?:^|_)r(\d+)(?:_|$)", node.name)}
                named |= set(re.findall(r"\bR\d+\b", ast.get_docstring(node) or ""))
    assert {f"R{i}" for i in range(1, 15)} <= named, sorted({f"R{i}" for i in range(1, 15)} - named)
