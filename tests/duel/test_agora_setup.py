"""Agora setup, hidden information and views; also the helpers the other Agora tests import."""

from __future__ import annotations

from collections import Counter

import attrs

from rules.core.conformance import strings_in
from rules.core.engine import GOD, SPECTATOR
from rules.core.serialize import state_from_plain, to_plain
from rules.duel import data as D
from rules.duel.agora.state import (
    AgoraPlayer,
    AgoraState,
    ChamberState,
    Conspire,
    KeepConspiracy,
    KeepDrawn,
    Plot,
    PrepareConspiracy,
    Recruit,
)
from rules.duel.game import GAME
from tests.duel.helpers import city, drafted, new_game, offer, play, to_move

#: A fixed senate for scenarios: one face-up decree per chamber, none hidden.
DECREES = (
    "coins_when_blue_built",
    "discard_extra_coins",
    "shield_while_controlled",
    "trade_discount_brown",
    "blue_cards_plus_2",
    "opponent_chains",
)


def agora_game(
    seed: int = 1, decrees: tuple[str, ...] = DECREES, hidden: tuple[str, ...] = (), deck: tuple[str, ...] | None = None
) -> object:
    """Age I, seat 0 to play, empty cities with 10 coins, no wonders, an empty senate of `decrees`."""
    state = to_move(drafted(seed, agora=True), 0)
    for seat in (0, 1):
        state = city(state, seat, buildings=(), coins=10, progress=(), wonders=())
    conspiracies = tuple(sorted(D.load().agora.conspiracies)) if deck is None else deck
    agora = AgoraState(
        chambers=tuple(ChamberState(decrees=(d,)) for d in decrees),
        hidden_decrees=hidden,
        unused_decrees=tuple(sorted(set(D.load().agora.decrees) - set(decrees))),
        deck=tuple(c for c in conspiracies),
    )
    return attrs.evolve(state, agora=agora, military=0)


def with_cubes(state, cubes: dict[int, tuple[int, int]]):
    chambers = list(state.agora.chambers)
    for number, pair in cubes.items():
        chambers[number - 1] = attrs.evolve(chambers[number - 1], cubes=pair)
    return attrs.evolve(state, agora=attrs.evolve(state.agora, chambers=tuple(chambers)))


def senator_here(state, kind: str = "conspirator") -> str:
    """A senator of `kind` dealt in the current Age (so no later deal hides it)."""
    return next(
        s.card
        for s in state.structure.slots
        if s.card is not None and D.is_senator(s.card) and D.load().agora.senators[s.card].kind == kind
    )


def with_plots(state, seat: int, hand=(), prepared=(), triggered=()):
    """Give `seat` conspiracies (taken out of the deck): ids, or Plot for prepared (default card: Altar)."""
    players = list(state.agora.players)
    players[seat] = AgoraPlayer(
        hand=tuple(hand),
        prepared=tuple(p if isinstance(p, Plot) else Plot(p, "altar") for p in prepared),
        triggered=tuple(triggered),
    )
    owned = {*players[seat].hand, *(p.conspiracy for p in players[seat].prepared + players[seat].triggered)}
    deck = tuple(c for c in state.agora.deck if c not in owned)
    return attrs.evolve(state, agora=attrs.evolve(state.agora, players=tuple(players), deck=deck))


def cubes(state) -> list[tuple[int, int]]:
    return [c.cubes for c in state.agora.chambers]


def legal(state, seat=None):
    (acting,) = GAME.to_act(state) if seat is None else (seat,)
    return GAME.legal_actions(state, acting)


# ----------------------------------------------------------------------------- setup


def test_senators_are_dealt_5_5_3_into_the_ages():
    state = new_game(3, agora=True)
    senators = [sum(D.is_senator(c) for c in deal) for deal in state.upcoming]
    assert senators == [5, 5, 3]
    dealt = [c for deal in state.upcoming for c in deal if D.is_senator(c)]
    assert sorted(dealt) == sorted(D.load().agora.senators)
    assert [len(deal) for deal in state.upcoming] == [25, 25, 23]


def test_six_decrees_face_up_in_1_3_5_and_face_down_in_2_4_6():
    for seed in range(4):
        agora = new_game(seed, agora=True).agora
        in_play = [d for c in agora.chambers for d in c.decrees]
        assert len(in_play) == 6 and all(len(c.decrees) == 1 for c in agora.chambers)
        assert sorted(agora.hidden_decrees) == sorted(agora.chambers[i].decrees[0] for i in (1, 3, 5))
        assert sorted(in_play + list(agora.unused_decrees)) == sorted(D.load().agora.decrees)
    assert len({new_game(s, agora=True).agora.chambers[0].decrees for s in range(8)}) > 1


def test_conspiracy_deck_cubes_tokens_wonders_and_progress():
    state = new_game(5, agora=True)
    agora = state.agora
    assert sorted(agora.deck) == sorted(D.load().agora.conspiracies)
    assert agora.deck != tuple(sorted(agora.deck))  # shuffled
    assert all(c.cubes == (0, 0) for c in agora.chambers)
    view = GAME.view(state, 0).agora
    assert [p.cubes_in_supply for p in view.players] == [12, 12]
    assert set(state.military_tokens) == set(D.load().agora.military_tokens)
    pool = set(state.draft_offer + state.draft_next + state.wonder_box)
    assert {"curia_julia", "knossos"} <= pool and len(pool) == 14
    tokens = set(state.board_progress + state.box_progress)
    assert {"corruption", "organized_crime"} <= tokens and len(tokens) == 12


def test_base_game_has_no_agora():
    state = drafted(5)
    assert state.agora is None and GAME.view(state, 0).agora is None
    assert all(not D.is_senator(c) for deal in new_game(5).upcoming for c in deal)


# ----------------------------------------------------------------------------- hidden information


def _view_strings(state, viewer) -> set[str]:
    return strings_in(to_plain(GAME, GAME.view(state, viewer)))


def test_face_down_decrees_and_deck_are_hidden_from_everyone():
    state = new_game(6, agora=True)
    agora = state.agora
    for viewer in (0, 1, SPECTATOR):
        secrets = GAME.secrets(state, viewer)
        assert set(agora.hidden_decrees) <= secrets and set(agora.unused_decrees) <= secrets
        assert set(agora.deck) <= secrets
        assert not secrets & _view_strings(state, viewer)
    view = GAME.view(state, 0).agora
    assert [c.face_down_decrees for c in view.chambers] == [0, 1, 0, 1, 0, 1]
    assert view.chambers[0].decrees == agora.chambers[0].decrees and view.chambers[1].decrees == ()
    assert view.deck_size == 16 and GAME.secrets(state, GOD) == frozenset()


def test_conspiracies_are_hidden_from_the_opponent_until_triggered():
    state = with_plots(
        agora_game(),
        0,
        hand=("coup", "sabotage"),
        prepared=(Plot("blackmail", "altar"),),
        triggered=(Plot("espionage", "baths"),),
    )
    mine, theirs, spectator = (GAME.view(state, v).agora.players[0] for v in (0, 1, SPECTATOR))
    assert mine.hand == ("coup", "sabotage") and mine.prepared[0].conspiracy == "blackmail"
    assert theirs.hand == () and theirs.hand_size == 2
    assert theirs.prepared[0].conspiracy is None and theirs.prepared[0].card == "altar"
    assert theirs.triggered[0].conspiracy == "espionage" and spectator.hand == ()
    assert {"coup", "sabotage", "blackmail"} <= GAME.secrets(state, 1)
    assert not {"coup", "sabotage", "blackmail"} & GAME.secrets(state, 0)
    assert not GAME.secrets(state, 1) & _view_strings(state, 1)
    assert "espionage" not in GAME.secrets(state, 1)


def test_the_drawn_pair_is_seen_by_the_drawer_only():
    state = agora_game(deck=("coup", "treason", "sabotage"))
    senator = senator_here(state)
    state = play(offer(state, senator), Recruit(senator), 0)
    state = play(state, Conspire(), 0)
    assert isinstance(state.decisions[-1], KeepDrawn)
    assert GAME.view(state, 0).agora.drawn == ("coup", "treason")
    assert GAME.view(state, 1).agora.drawn == () and GAME.view(state, SPECTATOR).agora.drawn == ()
    assert {"coup", "treason", "sabotage"} <= GAME.secrets(state, 1)
    assert not GAME.secrets(state, 1) & _view_strings(state, 1)
    assert GAME.describe(KeepConspiracy("coup", True), state, 1, 0) == (
        "Player 1 keeps one conspiracy and puts the other on top of the deck."
    )
    assert GAME.describe(KeepConspiracy("coup", True), state, 0, 0) == (
        "You keep Coup and put Treason on top of the deck."
    )


def test_prepare_log_line_hides_the_conspiracy():
    state = with_plots(offer(agora_game(), "altar"), 0, hand=("coup",))
    action = PrepareConspiracy("altar", "coup")
    assert GAME.describe(action, state, 1, 0) == "Player 1 prepares a conspiracy, tucking Altar under it."
    assert GAME.describe(action, state, 0, 0) == "You prepare Coup, tucking Altar under it."


def test_view_field_names_are_not_component_ids():
    data = D.load()
    ids = {
        *data.cards,
        *data.wonders,
        *data.progress,
        *data.military_tokens,
        *data.agora.senators,
        *data.agora.decrees,
        *data.agora.conspiracies,
        *data.agora.military_tokens,
    }
    state = with_plots(agora_game(), 0, hand=("coup",), prepared=("blackmail",))
    keys = set()
    pending = [to_plain(GAME, GAME.view(state, 0))]
    while pending:
        item = pending.pop()
        if isinstance(item, dict):
            keys.update(item)
            pending.extend(item.values())
        elif isinstance(item, list):
            pending.extend(item)
    assert not keys & ids
    assert "chambers" in dict(GAME.scores(state)[0].breakdown)


def test_agora_states_round_trip_with_frames_and_plots():
    state = with_plots(agora_game(), 0, hand=("coup",), prepared=(Plot("blackmail", "altar"),))
    state = with_cubes(state, {3: (2, 1)})
    state = play(offer(state, senator_here(state)), Recruit(senator_here(state)), 0)
    state = play(state, Conspire(), 0)
    assert state_from_plain(GAME, to_plain(GAME, state), GAME.state_type) == state


def test_glossary_has_every_agora_component_with_its_effect():
    entries = {e.id: e for e in GAME.glossary()}
    agora = D.load().agora
    for table in (agora.senators, agora.decrees, agora.conspiracies, agora.military_tokens):
        assert set(table) <= set(entries)
    assert "adjacent chamber" in entries["blackmail"].text and "adjacent" not in entries["coup"].text
    assert "Recruit" in entries["politician_left_1"].text and "left section" in entries["politician_left_1"].text
    assert "When drafted" in entries["knossos"].text and "3 VP" in entries["knossos"].text
    assert Counter(e.kind for e in entries.values())["conspiracy"] == 16


def test_rules_text_has_the_agora_sections_and_every_agora_decision_points_to_one():
    from rules.core.rulesdoc import sections
    from rules.duel.agora.state import AGORA_FRAMES

    anchors = [s.id for s in sections("duel")]
    assert {
        "agora",
        "agora-setup",
        "senators",
        "senate-actions",
        "conspiracies",
        "chamber-control",
        "decrees",
        "political-supremacy",
        "agora-components",
        "agora-end",
        "agora-rulings",
    } <= set(anchors)
    assert anchors[-1] == "about-data"
    state = agora_game()
    assert GAME.rules_section(state) == "agora-turn"
    for frame_type in AGORA_FRAMES:
        fields = {f.name: 0 for f in attrs.fields(frame_type)}
        if "section" in fields:
            fields["section"] = "left"
        if "conspiracy" in fields:
            fields["conspiracy"] = "coup"
        frame = frame_type(**fields)
        assert GAME.rules_section(attrs.evolve(state, decisions=(frame,))) in anchors
