"""Why a 7 Wonders Duel move is not there (rules.duel.reasons, issue 22).

Property: in seeded random games (base and Agora) no move a reason names is legal, every card that can
be taken but not built, every covered face-up card and every wonder that cannot be built is explained,
and no reason names what the seat may not know. Scenarios: one per kind of reason, each with the rule it
follows (base game: /work/shared/reference/duel_agora/base_rules.md, Agora: 001_6a175cc6efafa266.txt;
line numbers, our own words)."""

from __future__ import annotations

import random
import re

import attrs
import pytest

from rules.core.options import make_config
from rules.core.reasons import why_not as core_why_not
from rules.duel import data as D
from rules.duel import effects as E
from rules.duel import structure as S
from rules.duel import words as W
from rules.duel.actions import BuildWonder, Construct
from rules.duel.agora.state import (
    ConspiratorChoice,
    OptionalMove,
    RemoveOpponentCube,
    SenateActions,
    TriggerUnprepared,
)
from rules.duel.game import GAME
from rules.duel.reasons import Reason, move_key, reasons
from rules.duel.state import OwnedWonder, PickDestroy, PickProgress
from tests.duel.helpers import city, drafted, new_game, offer, to_move
from tests.duel.test_agora_setup import agora_game, with_cubes, with_plots
from tests.reasons_checks import ReasonChecks

NAMES = ("Ann", "Bob")


CHECK = ReasonChecks(GAME, reasons, move_key, NAMES)
legal_keys, assert_true = CHECK.legal_keys, CHECK.assert_true


def told(state, seat: int = 0) -> dict[str, str]:
    return {r.what: r.why for r in assert_true(state, seat)}


# ---- the property ---------------------------------------------------------------------------------------

CASES = {
    "base-1": (False, 11),
    "base-2": (False, 12),
    "base-3": (False, 13),
    "agora-1": (True, 21),
    "agora-2": (True, 22),
    "agora-3": (True, 23),
}


def unexplained(state, seat: int, found: tuple[Reason, ...]) -> list:
    """On a main turn: cards that can be taken but not built, covered face-up cards and wonders that cannot
    be built, that no reason speaks for."""
    keys = legal_keys(state, seat)
    covered = set().union(*(r.moves for r in found)) if found else set()
    slots = state.structure.slots
    open_now = set(S.accessible(state.structure))
    missing = []
    for index, slot in enumerate(slots):
        if slot.card is None or not slot.face_up:
            continue
        key = ("build", slot.card) if slot.card in D.load().cards else ("recruit", slot.card)
        if index not in open_now:
            key = ("discard", slot.card)
        if key not in keys | covered:
            missing.append(key)
    for wonder in state.players[seat].wonders:
        if not wonder.built and ("wonder", wonder.id) not in keys | covered:
            missing.append(("wonder", wonder.id))
    return missing


def hidden_names(state, seat: int) -> set[str]:
    """The names of what `seat` may not see (ids the game keeps from it), when no other name holds them
    ('Temple' is in 'The Temple of Artemis')."""
    names = W.names_by_id()
    every = set(names.values())
    telling = {n for n in every if not any(n != m and n in m for m in every)}
    hidden = GAME.secrets(state, seat)
    shown = {names[i] for i in names if i not in hidden}
    return {names[i] for i in hidden if i in names and names[i] in telling and names[i] not in shown}


@pytest.mark.parametrize("case", sorted(CASES))
def test_no_reason_names_a_legal_move_and_every_blocked_card_and_wonder_is_explained(case: str) -> None:
    agora, seed = CASES[case]
    rng = random.Random(seed)
    state = GAME.setup(make_config(GAME.options, 2, {"agora": agora}), seed)
    states = told_at = main_turns = 0
    while GAME.outcome(state) is None:
        (seat,) = GAME.to_act(state)
        found = assert_true(state, seat)
        states += 1
        told_at += bool(found)
        if state.phase == "play" and not state.decisions:
            main_turns += 1
            assert not unexplained(state, seat, found), unexplained(state, seat, found)
        secret = hidden_names(state, seat)
        for reason in found:
            text = f"{reason.what}: {reason.why}"
            assert not {n for n in secret if re.search(rf"\b{re.escape(n)}\b", text)}, text
            assert not re.search(r"\b[a-z]+_[a-z_]+\b", text), text  # no ids such as stone_reserve
        legal = GAME.legal_actions(state, seat)
        state = GAME.apply(state, rng.choice(legal), rng, seat)
    assert main_turns > 20
    assert told_at > states * 0.7, (told_at, states)


def test_only_the_seat_to_act_is_told() -> None:
    state = drafted(3)
    assert core_why_not(GAME, state, 1, NAMES) == ()
    assert core_why_not(GAME, state, 0, NAMES)


# ---- cards (base rules L50-L80) ---------------------------------------------------------------------------


def test_a_card_too_dear_says_the_coins_short_after_trading() -> None:
    """L71-L73: a missing resource is bought from the bank at 2 coins plus one for each unit of it the
    opponent's brown and grey cards make; printed coins are paid too."""
    state = city(city(drafted(3), 0, buildings=(), coins=2), 1, buildings=("quarry",))
    state = offer(state, "stone_reserve", "baths")
    why = told(state)
    assert why["Build Stone Reserve"] == "costs 3 coins (3 printed); you have 2: 1 coin short"
    assert why["Build Baths"] == "costs 3 coins (stone bought for 3); you have 2: 1 coin short"


def test_the_chain_that_would_make_it_free_is_named() -> None:
    """L77-L79: a card whose chain symbol your city holds is built for free."""
    state = offer(city(drafted(3), 0, buildings=(), coins=0), "aqueduct")
    assert told(state)["Build Aqueduct"] == (
        "costs 6 coins (3 stone bought at 2 each); you have 0: 6 coins short "
        "(it would be free by chain with Baths, not in your city)"
    )
    state = city(state, 0, buildings=("baths",))
    assert Construct("aqueduct") in GAME.legal_actions(state, 0)
    assert "Build Aqueduct" not in told(state)


def test_a_covered_card_names_the_cards_over_it() -> None:
    """L11 and L51: only a card no other card partly covers may be taken."""
    state = drafted(3)
    structure = state.structure
    spec = S.layout(structure).slots
    index = next(i for i, s in enumerate(structure.slots) if s.face_up and s.card and i not in S.accessible(structure))
    over = [structure.slots[j] for j in spec[index].covered_by if structure.slots[j].card]
    why = told(state)[f"Take {W.name_of(structure.slots[index].card)}"]
    assert why.startswith("covered by ") and why.endswith("first")
    for slot in over:
        assert (W.name_of(slot.card) if slot.face_up else "face-down card") in why


# ---- wonders (L55, L85) -------------------------------------------------------------------------------------


def test_a_wonder_too_dear_and_the_seven_wonder_limit() -> None:
    """L55: a wonder is paid like a card, with a card from the structure tucked under it; L85: once seven
    wonders stand, the last unbuilt one leaves the game."""
    state = city(drafted(3), 0, buildings=(), coins=1, wonders=("the_colossus",))
    assert told(state)["Build The Colossus"] == (
        "costs 8 coins (3 clay bought at 2 each, glass bought for 2); you have 1: 7 coins short"
    )
    built = tuple(OwnedWonder(w, "altar") for w in ("the_sphinx", "piraeus", "the_pyramids", "the_mausoleum"))
    state = city(state, 0, wonders=built, coins=50)
    state = city(
        state,
        1,
        wonders=tuple(OwnedWonder(w, "baths") for w in ("the_appian_way", "circus_maximus", "the_great_library")),
    )
    state = attrs.evolve(state, retired_wonders=("the_colossus",))
    assert not any(isinstance(a, BuildWonder) for a in GAME.legal_actions(state, 0))
    assert told(state)["Build a wonder"] == (
        "7 wonders are built, the most a game allows: the unbuilt ones (The Colossus) went back to the box"
    )


def test_no_wonder_is_built_during_the_draft() -> None:
    """L38-L41 and L55: the draft hands out wonders; a wonder needs an Age card to be built."""
    state = new_game(3)
    while not any(p.wonders for p in state.players) or 0 not in GAME.to_act(state):
        (seat,) = GAME.to_act(state)
        state = GAME.apply(state, GAME.legal_actions(state, seat)[0], random.Random(0), seat)
    why = told(state)
    wonder = state.players[0].wonders[0].id
    assert why[f"Build {W.name_of(wonder)}"].startswith("no Age card to tuck under it yet")


# ---- progress tokens (L107) ----------------------------------------------------------------------------------


def test_progress_tokens_come_with_a_science_pair_and_the_card_that_makes_one_is_named() -> None:
    """L107: two identical science symbols give a progress token from the board."""
    state = city(drafted(3), 0, buildings=(), coins=0)
    assert told(state)["Take a progress token"] == (
        "a token is taken when your city gets a second card of one science symbol; "
        "no card you can build now would make a pair"
    )
    state = offer(city(state, 0, buildings=("pharmacist",)), "dispensary")  # free by chain
    assert told(state)["Take a progress token"].endswith("building Dispensary (mortar and pestle) now would do it")


def test_the_great_library_offers_the_tokens_it_drew() -> None:
    """L95-L96 (wonders): The Great Library keeps one of three tokens drawn from the box."""
    state = drafted(3)
    box = state.box_progress[:3]
    state = attrs.evolve(state, decisions=(PickProgress(0, box, from_box=True),))
    why = told(state)["Take a token from the board"]
    assert why.startswith("the wonder lets you keep one of the tokens drawn from the box; ")


def test_a_destroying_wonder_takes_its_colour_only() -> None:
    """L92-L94: a wonder that destroys puts an opponent's card of its colour into the discard pile."""
    state = city(drafted(3), 1, buildings=("glassworks", "baths", "quarry"))
    state = attrs.evolve(state, decisions=(PickDestroy(0, "grey"),))
    assert told(state) == {"Discard another of Bob's cards": "this effect takes a grey card only"}


# ---- Agora: senators, conspiracies, the senate (001) -----------------------------------------------------


def test_a_senator_too_dear_to_recruit() -> None:
    """001 L182: a senator costs one coin per senator already in your city."""
    state = city(agora_game(), 0, buildings=("conspirator_1", "conspirator_2"), coins=1)
    state = offer(state, "conspirator_3")
    assert told(state)[f"Recruit {W.name_of('conspirator_3')}"] == (
        "recruiting costs 1 coin per senator in your city (2); you have 1: 1 coin short"
    )


def test_a_politician_places_in_its_section_and_cubes_run_out() -> None:
    """001 L197: a Politician places in its own section; L203: no cube left, no placing; L206: a move goes to
    an adjacent chamber from a chamber holding one of yours."""
    state = with_cubes(agora_game(), {1: (1, 0)})
    state = attrs.evolve(state, decisions=(SenateActions(0, "centre", 2),))
    why = told(state)
    assert why["Place a cube in chamber 1"] == "this Politician places in the centre section only (chambers 3 and 4)"
    assert "Place a cube in chamber 3" not in why
    assert why["Move a cube from chamber 2"] == "you have no cube there"
    assert why["Move a cube past the next chamber"] == "a cube moves one chamber, to a neighbour"
    state = with_cubes(state, {1: (12, 0)})
    assert told(state)["Place a cube"] == "all 12 of your cubes are in the senate"


def test_conspire_needs_a_deck_and_removal_needs_a_cube() -> None:
    """001 L222: conspiring draws from the conspiracy deck; the large military token removes a cube the
    opponent has in a chamber."""
    state = attrs.evolve(agora_game(deck=()), decisions=(ConspiratorChoice(0),))
    assert told(state)["Conspire"] == "the conspiracy deck is empty"
    state = attrs.evolve(with_cubes(agora_game(), {2: (0, 1)}), decisions=(RemoveOpponentCube(0),))
    why = told(state)
    assert why["Remove a cube from chamber 1"] == "Bob has no cube there"
    assert "Remove a cube from chamber 2" not in why
    state = attrs.evolve(with_cubes(agora_game(), {3: (1, 0)}), decisions=(OptionalMove(0),))
    assert told(state)["Move a cube from chamber 1"] == "you have no cube there"


def test_conspiracies_prepared_first_triggered_once_a_turn() -> None:
    """001 L232: a conspiracy is prepared by tucking a card under it; L242: one trigger a turn, at its start."""
    state = with_plots(agora_game(), 0, hand=("extortion",), prepared=("sabotage",))
    why = told(state)
    assert why["Trigger Extortion"].startswith("not prepared: tuck a card from the structure under it first")
    state = attrs.evolve(state, agora=attrs.evolve(state.agora, trigger_used=True))
    assert told(state)["Trigger Sabotage"] == "one conspiracy a turn, at its start: you have triggered one already"
    state = with_plots(agora_game(), 0)
    assert told(state)["Prepare a conspiracy"] == (
        "you hold no unprepared conspiracy; a Conspirator you recruit may draw some"
    )
    state = attrs.evolve(
        with_plots(agora_game(), 0, hand=("extortion",), prepared=("sabotage",)), decisions=(TriggerUnprepared(0),)
    )
    assert told(state)["Trigger Sabotage"].startswith("already prepared")


def test_cubes_reach_the_senate_only_through_senators_and_effects() -> None:
    """001 L160-L170 (the turn's actions): influence is placed by a recruited senator or an effect."""
    why = told(to_move(agora_game(), 0))
    assert why["Place or move influence"].startswith("only by recruiting a senator")
    assert E.total_wonders_built(agora_game()) == 0
