"""Log lines name the acting seat by the players' names, in the third person, and tell what the
action set off by itself (issue 7: "Bob takes ...", every automatic event logged)."""

from __future__ import annotations

import attrs
import pytest

from rules.duel.actions import ChooseStarter, Construct, TakeWonder
from rules.duel.game import GAME
from tests.duel.helpers import city, drafted, last_cards, new_game, offer, play, to_move

NAMES = ("Ann", "Bob")


def test_a_line_names_the_actor_for_every_reader():
    state = city(to_move(drafted(5), 1), 1, buildings=(), coins=7)
    state = offer(state, "altar")
    for viewer in (0, 1, -1):
        assert GAME.describe(Construct("altar"), state, viewer, 1, NAMES) == "Bob builds Altar for free."
    assert GAME.describe(Construct("altar"), state, 1, 1) == "You build Altar for free."  # no names: "You"
    assert GAME.describe(Construct("altar"), state, 0, 1) == "Player 2 builds Altar for free."


def test_the_last_wonder_of_a_draft_round_is_logged_with_the_pick_that_caused_it():
    state = new_game(3)
    while len(state.draft_offer) > 2:
        (seat,) = GAME.to_act(state)
        state = play(state, GAME.legal_actions(state, seat)[0], seat)
    (seat,) = GAME.to_act(state)
    taken, last = state.draft_offer
    line = GAME.describe(TakeWonder(taken), state, 0, seat, NAMES)
    receiver = "Ann" if seat == 1 else "Bob"
    assert line.startswith(f"{NAMES[seat]} takes ") and f"{receiver} receives " in line
    assert "the last wonder of the round" in line and "second round's wonders are revealed" in line


def test_the_end_of_the_draft_starts_age_one():
    state = new_game(3)
    while state.phase == "draft":
        (seat,) = GAME.to_act(state)
        action = GAME.legal_actions(state, seat)[0]
        line = GAME.describe(action, state, 0, seat, NAMES)
        state = play(state, action, seat)
    assert "Age I begins; Ann starts." in line and "the last wonder of the round" in line


def test_a_military_token_and_a_new_age_are_told():
    state = city(to_move(drafted(5), 0), 0, buildings=(), coins=9)
    state = city(state, 1, coins=6)
    state = attrs.evolve(offer(state, "guard_tower"), military=2)
    line = GAME.describe(Construct("guard_tower"), state, 1, 0, NAMES)
    assert "The Conflict pawn moves 1 space toward Bob's capital." in line
    assert "Military token: Bob loses 2 coins." in line
    end = last_cards(to_move(drafted(5), 0), "altar")
    line = GAME.describe(Construct("altar"), end, 0, 0, NAMES)
    assert "Age II begins; Ann chooses who starts it." in line
    chooser = play(end, Construct("altar"), 0)
    assert GAME.describe(ChooseStarter(1), chooser, 0, 0, NAMES) == "Ann lets Bob start Age II."


def test_log_lines_tell_no_secret_of_the_reader():
    """What an action set off is told from the whole state: no line may name a card, wonder, token,
    decree or conspiracy that stays hidden from its reader."""
    import random

    from rules.core.engine import step
    from rules.duel import words as W

    names = W.names_by_id()
    every = list(names.values())
    telling = {i: n for i, n in names.items() if every.count(n) == 1 and not any(n != m and n in m for m in every)}
    checked = 0
    for seed in range(4):
        state = new_game(seed, agora=True)
        rng = random.Random(seed)
        while GAME.outcome(state) is None:
            (seat,) = GAME.to_act(state)
            action = rng.choice(GAME.legal_actions(state, seat))
            after = step(GAME, state, action, seat).state
            for viewer in (0, 1):
                hidden = GAME.secrets(state, viewer) & GAME.secrets(after, viewer)
                line = GAME.describe(action, state, viewer, seat, NAMES)
                leaked = [telling[i] for i in hidden if i in telling and telling[i] in line]
                assert not leaked, (line, leaked)
                checked += 1
            state = after
    assert checked > 300


def test_an_extra_turn_is_told():
    state = city(to_move(drafted(5), 0), 0, buildings=(), coins=30, wonders=("the_appian_way",))
    state = offer(state, "altar")
    from rules.duel.actions import BuildWonder

    line = GAME.describe(BuildWonder("altar", "the_appian_way"), state, 1, 0, NAMES)
    assert line.startswith("Ann builds The Appian Way for ") and line.endswith("Ann plays again.")
    assert "plays again" not in GAME.describe(Construct("altar"), state, 1, 0, NAMES)


def test_the_greedy_bot_reports_its_choices_in_the_game_words():
    state = city(to_move(drafted(5), 0), 0, buildings=(), coins=7)
    state = offer(state, "altar")
    view = GAME.view(state, 0)
    report = GAME.bot("greedy").report(view, GAME.legal_actions(state, 0))
    assert len(report) == 3 and all(" (worth " in line for line in report)
    assert any(line.startswith("Build Altar for free") for line in report)


@pytest.mark.parametrize("agora", [False, True])
def test_every_action_is_worded_once_for_the_log_the_list_and_the_bots(agora):
    """Issue 8, one vocabulary: every legal action of seeded games has a phrase in `rules.duel.words`
    (base or Agora), the log line is that phrase as a sentence (never a class name), and the action
    list's line is the same phrase in the imperative, read from the actor's view."""
    import random
    import re

    from rules.core.engine import step
    from rules.duel import hooks
    from rules.duel import words as W

    kinds = set()
    for seed in range(3):
        state = new_game(seed, agora)
        rng = random.Random(seed)
        while GAME.outcome(state) is None:
            (seat,) = GAME.to_act(state)
            view = GAME.view(state, seat)
            legal = GAME.legal_actions(state, seat)
            for action in legal:
                said = W.phrase(action, W.ViewFacts(view), hooks.phrase)
                assert said is not None, action
                line = GAME.describe(action, state, seat, seat, NAMES)
                assert type(action).__name__ not in line, line
                verb = re.match(r"[a-z]+", said.command().lower()).group()
                assert line.startswith(f"{NAMES[seat]} {verb}"), (line, said.command())
                kinds.add(type(action))
            state = step(GAME, state, legal[rng.randrange(len(legal))], seat).state
    assert len(kinds) >= (7 if not agora else 12), kinds
