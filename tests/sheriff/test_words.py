"""One vocabulary (issue 8): the log line and the action label of every Sheriff action kind are
the same `words.phrase`, read once from the state (log) and once from the actor's view (label)."""

from __future__ import annotations

import random

from rules.core.bots import bot_rng
from rules.sheriff import actions as A
from rules.sheriff import words as W
from rules.sheriff.describe import state_facts
from rules.sheriff.game import GAME
from tests.sheriff.helpers import new_game, play

#: The action list's line: the game's own vocabulary (Game.label).
action_label = GAME.label

NAMES = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo")
SETUPS = (
    (3, 1, {"black_market": True, "time_limit": True}),
    (4, 2, {"black_market": True}),
    (6, 3, {"black_market": True}),
    (5, 4, {"royal_goods": True, "time_limit": True}),
)


def _walk():
    """(state, seat, action, view) for every legal action met on seeded games that lean on deals."""
    for players, seed, options in SETUPS:
        state = new_game(players, seed, **options)
        pick = random.Random(seed)
        for _ in range(900):
            acting = sorted(GAME.to_act(state))
            if not acting:
                break
            seat = acting[0]
            legal = GAME.legal_actions(state, seat)
            view = GAME.view(state, seat)
            for action in legal:
                yield state, seat, action, view
            if pick.random() < 0.5:
                action = GAME.bot("greedy").choose(view, legal, bot_rng(seed, state.ply, seat))
            else:
                calm = [a for a in legal if not isinstance(a, (A.TimeUp, A.AddGold))] or list(legal)
                action = pick.choice(calm)
            state = play(state, seat, action)


def test_log_line_and_label_come_from_one_phrase_for_every_action_kind() -> None:
    seen: set[type] = set()
    for state, seat, action, view in _walk():
        said = W.phrase(action, W.facts_of_view(view, NAMES))
        assert said is not None, action
        label = action_label(action, view, NAMES)
        assert label == said.command(), (action, label)
        # the same facts read from the state give the same words...
        voice = W.Voice(seat, NAMES)
        assert W.phrase(action, state_facts(state, seat, seat, voice)) == said, action
        # ...and the actor's own log line is that phrase as a sentence (plus what the action set off)
        line = GAME.describe(action, state, seat, seat)
        if isinstance(action, W.DRAFT_STEPS):
            assert line == ""  # private until the terms are sent
        else:
            own = W.phrase(action, W.facts_of_view(view)).sentence(W.Voice(seat), seat)
            assert line.startswith(own), (action, line, own)
        seen.add(type(action))
    assert seen == set(A.ACTION_TYPES), set(A.ACTION_TYPES) - seen


def test_third_person_lines_conjugate_the_label_verbs() -> None:
    state = new_game(4, 12)
    (seat,) = GAME.to_act(state)
    action = GAME.legal_actions(state, seat)[0]
    view = GAME.view(state, seat)
    label = action_label(action, view, NAMES)
    other = (seat + 1) % 4
    line = GAME.describe(action, state, other, seat, NAMES[:4])
    verb, rest = label.split(" ", 1)
    assert line == f"{NAMES[seat]} {W.conjugate(verb.lower())} {rest}."


def test_composer_summary_of_terms_is_the_send_line() -> None:
    from rules.sheriff.deals import steps_for
    from rules.sheriff.state import Terms
    from tests.sheriff.helpers import at_inspection, cards, play_all, with_sheriff

    state = with_sheriff(new_game(4, seed=12), 0)
    state = at_inspection(state, {1: (cards("apple", 3, 90), "apple")})
    state = play_all(state, (0, A.Approach(1)), (1, A.DraftTerms()))
    terms = Terms(gold=6, bag_goods=("apple",), merchant_promises=("spare_you",))
    steps = steps_for(terms)[:-1]
    summary = W.compose_summary(steps, GAME.view(state, 1))
    for step_ in steps:
        state = play(state, 1, step_)
    assert summary == GAME.describe(A.SendTerms(), state, 1, 1)
    assert summary.startswith("You offer: 6 gold; 1 Apple from your bag; you promise")


def test_bots_report_in_the_same_words() -> None:
    """A bot's report starts with its move worded as the action list words it, and names bags
    with the same phrases."""
    state = new_game(4, 3)
    steps_seen: set[str] = set()
    while GAME.to_act(state) and not {"load", "inspect"} <= steps_seen:
        seat = min(GAME.to_act(state))
        seen, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
        for level in ("greedy", "strong"):
            bot = GAME.bot(level)
            report = bot.report(seen, legal, random.Random(5))
            move = GAME.bot(level).choose(seen, legal, random.Random(5))
            assert report[0] == action_label(move, seen), (level, report)
            if seen.step == "inspect":
                opens = [W.label(A.OpenBag(m), seen) for m in seen.waiting_bags]
                assert [line.split(":")[0] for line in report[1:]] == [o.split(":")[0] for o in opens]
            if seen.step == "load" and level == "strong":
                assert len(report) > 1 and all(line.startswith("Load the bag with ") for line in report)
        steps_seen.add(seen.step)
        state = play(state, seat, GAME.bot("strong").choose(seen, legal, bot_rng(3, state.ply, seat)))
    assert {"load", "inspect"} <= steps_seen
