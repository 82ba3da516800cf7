"""Views hide what a viewer must not see; log lines name seats and keep secrets."""

from __future__ import annotations

import attrs

from rules.architects import actions as A
from rules.architects.game import GAME
from rules.architects.state import KeepOneFrame
from rules.core.conformance import strings_in
from rules.core.engine import GOD, SPECTATOR
from rules.core.serialize import to_plain
from tests.architects.helpers import act, config, edit, put, started, turn_of


def seen(state, viewer) -> set[str]:
    return strings_in(to_plain(GAME, GAME.view(state, viewer)))


def test_hands_are_private_but_counted() -> None:
    state = started(3, seed=1)
    for seat in range(3):
        hand = state.players[seat].hand
        assert set(hand) <= seen(state, seat)
        for other in (*(s for s in range(3) if s != seat), SPECTATOR):
            assert not set(hand) & seen(state, other)
            assert GAME.view(state, other).owners[seat].hand_count == len(hand)
        assert set(hand) <= GAME.secrets(state, (seat + 1) % 3)


def test_draft_packs_and_picks_are_private() -> None:
    state = GAME.setup(config(3), 2)
    pack = state.draft.packs[0]
    state = act(state, A.Pick(pack[1]), 0)
    assert pack[1] in seen(state, 0)
    assert not set(pack) & seen(state, 1)
    assert GAME.view(state, 1).draft.slots.values[0] is not None  # ready, but not what


def test_draw_five_cards_are_seen_by_the_drawer_only() -> None:
    state = turn_of(started(3, seed=3), 0)
    state = edit(state, 0, silver=2)
    state = act(act(state, A.Place("black_market", "2")), A.DrawFive())
    (frame,) = state.decisions
    assert isinstance(frame, KeepOneFrame)
    assert set(frame.cards) <= seen(state, 0)
    assert not set(frame.cards) & seen(state, 1)


def test_decks_rewards_and_unseen_market_faces_are_secret() -> None:
    state = started(2, seed=4, automa="constantine")
    secret = GAME.secrets(state, 0)
    assert set(state.building_deck) <= secret and set(state.apprentice_deck) <= secret
    assert set(state.rewards) | set(state.boxed_rewards) <= secret
    assert set(state.market_left) <= secret and set(state.automa.deck) <= secret
    assert not secret & seen(state, 0)
    assert GAME.secrets(state, GOD) == frozenset()


def test_log_lines_use_names_and_hide_cards() -> None:
    state = turn_of(started(3, seed=5), 1)
    names = ("Ana", "Bob", "Cy")
    line = GAME.describe(A.Place("quarry"), state, 0, 1, names)
    assert line == "Bob places a worker at the Quarry and takes 1 stone."
    state = attrs.evolve(state, tax=7)
    line = GAME.describe(A.Place("tax_stand"), state, 2, 1, names)
    assert line == "Bob places a worker at the Tax Stand and takes 7 silver, losing 2 virtue."
    card = state.players[1].hand[0]
    limit = edit(state, 1, hand=state.players[1].hand * 3)
    from rules.architects.state import LimitFrame

    limit = attrs.evolve(limit, decisions=(LimitFrame(1),))
    public = GAME.describe(A.Discard(card), limit, 0, 1, names)
    assert "a building" in public and GAME.glossary() and card not in public
    assert GAME.describe(A.Done(), state, 0, 1, names) == ""


def test_reveals_marks_draws_and_flips() -> None:
    state = turn_of(started(3, seed=6), 0)
    after = act(state, A.Place("quarry"))
    assert not GAME.reveals(state, A.Place("quarry"), after)
    draw = act(state, A.Place("workshop", "draw"))
    assert GAME.reveals(state, A.Place("workshop", "draw"), draw)


def test_every_view_round_trips_to_plain() -> None:
    state = started(2, seed=7, automa="helena", variant_boards=True)
    for viewer in (0, 1, SPECTATOR, GOD):
        assert to_plain(GAME, GAME.view(state, viewer))


def test_rules_text_has_every_anchor_and_ruling() -> None:
    from rules.core.rulesdoc import lookup, section, sections

    anchors = {s.id for s in sections("architects")}
    for anchor in (
        "setup",
        "variant",
        "turn",
        "storehouse",
        "workshop",
        "town-centre",
        "black-market",
        "reset",
        "guardhouse",
        "guildhall",
        "cathedral",
        "buildings",
        "virtue",
        "end",
        "scoring",
        "solo",
        "rulings",
        "about-data",
    ):
        assert anchor in anchors
    rulings = section("architects", "rulings").body
    for number in range(1, 14):
        assert f"**R{number} " in rulings
    state = started(3, seed=1)
    assert GAME.rules_section(state) in anchors
    assert lookup("architects", GAME.glossary(), "b-aqueduct")


def test_the_ai_turn_is_logged_with_the_move_that_ends_a_human_turn() -> None:
    state = turn_of(started(1, seed=2), 0)
    state = attrs.evolve(state, automa=attrs.evolve(state.automa, deck=("scheme07",) + state.automa.deck))
    line = GAME.describe(A.Place("quarry"), state, 0, 0, ("Ana",))
    assert line == (
        "Ana places a worker at the Quarry and takes 1 stone. "
        "Constantine reveals Scheme card 7 and places a worker at the Silversmith."
    )


def test_the_workshop_label_gives_the_viewers_own_hire_price_and_reach() -> None:
    from rules.architects.describe import label

    state = turn_of(started(3, seed=2), 0)
    for fields, workers, price in (
        (dict(virtue=7), 0, 4),
        (dict(virtue=2), 0, 3),
        (dict(virtue=1), 2, 2),
        (dict(virtue=7, board="rudolf"), 5, 3),
        (dict(virtue=7, board="ada"), 0, 3),
    ):
        seen = put(edit(state, 0, silver=9, **fields), "workshop", 0, workers)
        line = label(A.Place("workshop", "hire"), GAME.view(seen, 0))
        reach = min(workers + 1, 4)
        assert line.startswith(f"Workshop: hire an apprentice for {price} silver (columns 1-{reach},"), line
