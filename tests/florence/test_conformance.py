"""Seeded random games to the end for every seat count and option, with the core invariants."""

from __future__ import annotations

from collections import Counter

import pytest

from rules.core import registry
from rules.core.conformance import play_random_game
from rules.core.options import make_config
from rules.core.rulesdoc import sections
from rules.core.serialize import state_from_plain, to_plain
from rules.florence.data import load
from rules.florence.game import GAME
from rules.florence.state import FlorenceState

CASES = [
    (2, {}, 1),
    (2, {"tight_freedoms": True}, 2),
    (3, {}, 3),
    (4, {}, 4),
    (5, {}, 5),
    (4, {}, 6),
    (3, {}, 7),
    (1, {}, 8),
    (1, {"automa": "easy", "solo_players": "5"}, 9),
    (1, {"automa": "hard"}, 10),
    (1, {"automa_florins": 700, "solo_players": "5"}, 11),
    (2, {"muses_and_ladies": True}, 12),
    (3, {"muses_and_ladies": True}, 13),
    (5, {"muses_and_ladies": True}, 14),
    (2, {"shared_buildings": True}, 15),
    (4, {"shared_buildings": True}, 16),
    (3, {"shared_buildings": True, "muses_and_ladies": True}, 17),
    (5, {"shared_buildings": True, "muses_and_ladies": True}, 18),
    # the remaining seat count x option pairs, so every option meets every seat count it allows
    (4, {"muses_and_ladies": True}, 19),
    (3, {"shared_buildings": True}, 20),
    (5, {"shared_buildings": True}, 21),
    (2, {"shared_buildings": True, "muses_and_ladies": True, "tight_freedoms": True}, 22),
    (4, {"shared_buildings": True, "muses_and_ladies": True}, 23),
    (1, {"automa": "easy"}, 24),
    (1, {"automa": "hard", "solo_players": "5"}, 25),
    (1, {"automa": "normal", "solo_players": "5"}, 26),
]


@pytest.fixture(autouse=True, scope="module")
def _registered():
    registry.register(GAME)  # saves look games up by id


def all_cards(state: FlorenceState) -> Counter:
    found: Counter = Counter(
        state.profession_deck + state.prestige_deck + state.bonus_deck + state.recruitment_deck + state.used_bonus
    )
    for player in state.players:
        found.update(player.hand + player.front + player.bonus + player.prestige_cards)
    for frame in state.decisions:
        found.update(getattr(frame, "cards", ()))
    found.update(state.discarded)
    if state.solo is not None:
        for row in (state.solo.automa.row,) + state.solo.virtuals:
            for rc in row:
                found.update((rc.card,) + rc.bonus)
        found.update(state.solo.automa.prestige_cards)
    return found


def tiles_conserved(state: FlorenceState) -> bool:
    data = load()
    on_estates = Counter(
        tile.piece
        for seat, p in enumerate(state.players)
        for tile in p.tiles
        if tile.shared_with < 0 or seat < tile.shared_with
    )
    if state.solo is not None:
        on_estates.update(state.solo.automa.tiles)
    supply = dict(state.buildings) | dict(state.landscapes)
    return all(on_estates[p.id] + supply[p.id] == p.copies for p in data.buildings + data.landscapes)


@pytest.mark.parametrize(("players", "options", "seed"), CASES, ids=lambda v: str(v))
def test_random_game(players: int, options: dict, seed: int) -> None:
    config = make_config(GAME.options, players, options, GAME.min_players, GAME.max_players)
    session = play_random_game(GAME, config, seed, checkpoint_every=100)
    assert GAME.outcome(session.state) is not None
    expected = all_cards(session._states[0])
    assert sum(expected.values()) == 21 + 14 + 20 + 5
    for state in session._states[::5] + [session.state]:
        assert all_cards(state) == expected, f"cards not conserved at ply {state.ply}"
        assert tiles_conserved(state), f"tiles not conserved at ply {state.ply}"
        assert all(p.florins >= 0 and p.prestige >= 0 and p.builders <= 3 for p in state.players)
        held = [c for p in state.players for c in p.characters]
        assert len(held) == len(set(held)), "a character held twice"
        for p in state.players:
            masks = [t.mask for t in p.tiles]
            assert sum(bin(m).count("1") for m in masks) == bin(p.occupied).count("1"), "tiles overlap"
            buildings = [t.piece for t in p.tiles if load().piece_by_id[t.piece].kind == "building"]
            assert len(buildings) == len(set(buildings))
    names = tuple(f"P{i + 1}" for i in range(players))
    for state in session._states[::3]:
        for seat in GAME.to_act(state):
            lines = [GAME.describe(a, state, seat, seat, names) for a in GAME.legal_actions(state, seat)]
            assert len(set(lines)) == len(lines), f"two actions read the same at ply {state.ply}"
    # log lines never name a card the reader may not see once the action is done
    from rules.florence.describe import card_name

    states = session._states
    for index in range(0, len(session.log), 4):
        entry, before, after = session.log[index], states[index], states[index + 1]
        for viewer in range(players):
            if viewer == entry.seat:
                continue
            line = GAME.describe(entry.action, before, viewer, entry.seat, names)
            hidden = GAME.secrets(after, viewer)
            assert not any(card in line for card in hidden), line
            assert not any(f" {card_name(card)}" in line for card in hidden if ":" in card), (line, sorted(hidden)[:3])
    anchors = {s.id for s in sections("florence")}
    assert all(GAME.rules_section(state) in anchors for state in session._states[::7])
    for state in session._states[::41] + [session.state]:
        assert state_from_plain(GAME, to_plain(GAME, state), GAME.state_type) == state
