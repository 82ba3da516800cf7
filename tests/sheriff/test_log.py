"""The Sheriff log (issue 22): every automatic event and every opponent's step is a line of its own.

Seeded games with bots are played to the end through `Session` at 3 to 6 seats, with and without
the optional rules, and the log is read the way the table reads it (`rules.core.narration`):
for every event class the lines are counted against the state's own history, gold told as
paid equals gold moved, no reader learns a secret (a passed bag's face-down goods, cards paid
from a face-down stand, a proof shown to the inspector), and "since your last turn" holds the
other seats' steps and the game's own lines.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from typing import Any

import attrs
import pytest

from rules.core.engine import GOD, SPECTATOR
from rules.core.narration import ACTION, LogLine, narrate, since_last_turn
from rules.core.options import make_config
from rules.core.session import SeatConfig, Session
from rules.sheriff import actions as A
from rules.sheriff import narrate as N
from rules.sheriff.data import catalog, good_of
from rules.sheriff.game import GAME
from rules.sheriff.payments import BANK, LOOT
from rules.sheriff.scoring import good_counts
from rules.sheriff.state import DeputyStances
from rules.sheriff.words import DRAFT_STEPS
from tests.sheriff.helpers import at_inspection, cards, new_game, play, set_player, with_sheriff

NAMES = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo")
ALL_ON = {"royal_goods": True, "time_limit": True, "remove_ten": True, "seven_card_hand": True, "black_market": True}

# (players, options, seed, bots): random bots strike odd deals (void promises, time called),
# greedy ones bargain and inspect the way people do
GAMES = [
    (3, {}, 1, ("random", "greedy", "random")),
    (3, {"royal_goods": True, "black_market": True}, 2, ("greedy", "random", "greedy")),
    (4, {}, 3, ("greedy", "random", "greedy", "random")),
    (4, {"black_market": True, "time_limit": True}, 4, ("random",) * 4),
    (5, {"royal_goods": True}, 5, ("random", "greedy", "random", "greedy", "random")),
    (5, {"seven_card_hand": True, "remove_ten": True}, 6, ("greedy",) * 5),
    (6, {}, 7, ("random", "greedy") * 3),
    (6, ALL_ON, 8, ("greedy", "random") * 3),
]
GAME_IDS = [f"{p}p-{'+'.join(sorted(o)) or 'base'}-seed{s}" for p, o, s, _ in GAMES]

#: Classes of event the log must tell, each counted against the state below.
REQUIRED_KINDS = {
    "round",
    "phase",
    "inspection",
    "caught",
    "payment",
    "bribe",
    "pass",
    "void",
    "proof",
    "vote",
    "loot",
    "deck",
    "scoring",
}


@attrs.frozen
class Step:
    """One log entry with the states around it."""

    index: int
    seat: int
    action: Any
    before: Any
    after: Any


@functools.cache
def played(case: int) -> tuple[Session, tuple[Step, ...]]:
    players, options, seed, bots = GAMES[case]
    config = make_config(GAME.options, players, options, GAME.min_players, GAME.max_players)
    seats = tuple(SeatConfig(name, "bot", level) for name, level in zip(NAMES, bots))
    session = Session(GAME, config, seats, seed)
    while session.to_act():
        seat = min(session.to_act())
        session.play(seat, session.bot_move(seat), notify=False)
    steps = tuple(
        Step(i, e.seat, e.action, session.state_before(i), session.state_before(i + 1))
        for i, e in enumerate(session.log)
    )
    return session, steps


def told(steps: tuple[Step, ...], viewer: int, names: tuple[str, ...]) -> list[tuple[Step, LogLine]]:
    """The log as `viewer` reads it, through the table's own path."""
    return [
        (step, line)
        for step in steps
        for line in narrate(GAME, step.action, step.before, step.after, viewer, step.seat, names)
    ]


def kinds(lines: list[tuple[Step, LogLine]]) -> Counter[str]:
    return Counter(line.kind for _, line in lines)


def readers(session: Session) -> list[int]:
    return [SPECTATOR, GOD, *range(len(session.seats))]


# ----------------------------------------------------------------- every event class is told
@pytest.mark.parametrize("case", range(len(GAMES)), ids=GAME_IDS)
def test_every_event_is_told_as_often_as_the_state_records_it(case: int) -> None:
    session, steps = played(case)
    final = session.state
    names = NAMES[: len(session.seats)]
    records = final.history
    results = Counter(r.result for r in records)
    honest_shares = sum(2 if len(r.inspectors) == 2 and r.penalty // 2 else 1 for r in records if r.result == "honest")
    votes = sum(
        1
        for s in steps
        if isinstance(s.action, A.ChooseStance)
        and isinstance(s.before.decisions[-1], DeputyStances)
        and not any(isinstance(f, DeputyStances) for f in s.after.decisions)
    )
    legal_goods_held = sum(
        1
        for b in catalog().bonuses
        if any(good_counts(p.stand_legal + p.stand_contraband, b.good) for p in final.players)
    )
    for viewer in readers(session):
        count = kinds(told(steps, viewer, names))
        assert count["inspection"] == results["honest"] + results["caught"]
        assert count["caught"] == results["caught"]
        assert count["payment"] == results["caught"] + honest_shares
        assert count["bribe"] == results["deal"]
        assert count["pass"] == results["passed"] + results["deal"] + results["time_up"]
        assert count["void"] == sum(1 for r in records if r.void)
        assert count["proof"] == sum(1 for r in records if r.void and viewer in (GOD, *r.inspectors))
        assert count["vote"] == votes
        assert count["round"] == final.rounds_total == final.round_no
        # the end, each stand's face-down goods, a King line per legal good held, the final scores
        assert count["scoring"] == 1 + len(final.players) + legal_goods_held + 1
        assert count[ACTION] == sum(1 for s in steps if not isinstance(s.action, DRAFT_STEPS))


def test_the_games_together_tell_every_class_of_event() -> None:
    seen: Counter[str] = Counter()
    for case in range(len(GAMES)):
        session, steps = played(case)
        seen += kinds(told(steps, GOD, NAMES[: len(session.seats)]))
    assert REQUIRED_KINDS <= set(seen), f"never told: {REQUIRED_KINDS - set(seen)}"


@pytest.mark.parametrize("case", range(len(GAMES)), ids=GAME_IDS)
def test_gold_told_as_paid_is_the_gold_that_moved(case: int) -> None:
    """Fines, penalties, bribes and loot shares, as `narrate.transfers` tells them, move exactly
    the gold the step moved, seat by seat and on the loot tile."""
    session, steps = played(case)
    for step in steps:
        moved = N.transfers(step.before, step.after)
        for seat in range(len(session.seats)):
            told_net = sum(t.gold for t in moved if t.receiver == seat) - sum(t.gold for t in moved if t.payer == seat)
            assert step.after.players[seat].gold - step.before.players[seat].gold == told_net, (step.index, seat)
        loot_net = sum(t.gold for t in moved if t.receiver == LOOT) - sum(t.gold for t in moved if t.payer == LOOT)
        assert step.after.loot_gold - step.before.loot_gold == loot_net, step.index
        assert all(t.gold <= t.owed for t in moved if t.payer != LOOT and t.receiver != BANK)


# ----------------------------------------------------------------- privacy
def _hidden_goods_named(text: str) -> set[str]:
    """Contraband and royal goods a line names (by the words the log uses)."""
    found = set()
    for item in catalog().goods:
        if item.kind != "legal" and re.search(r"\d+ " + re.escape(_singular(item.name)), text):
            found.add(item.id)
    return found


def _singular(name: str) -> str:
    return name[:-1] if name.endswith("s") and not name.endswith("ss") else name


def _involved(step: Step, viewer: int) -> bool:
    """Whether `viewer` has a part in the step that may show them more than the public line:
    they acted, a bag of theirs was handled, they inspected a bag, or they paid or were paid."""
    if viewer == step.seat:
        return True
    new = step.after.history[len(step.before.history) :]
    if any(viewer == r.merchant or viewer in r.inspectors for r in new):
        return True
    return any(viewer in (t.payer, t.receiver) for t in N.transfers(step.before, step.after))


@pytest.mark.parametrize("case", range(len(GAMES)), ids=GAME_IDS)
def test_a_reader_learns_only_what_they_may_know(case: int) -> None:
    session, steps = played(case)
    names = NAMES[: len(session.seats)]
    for step in steps:
        public = [line for line in narrate(GAME, step.action, step.before, step.after, SPECTATOR, step.seat, names)]
        assert not [line for line in public if line.kind == "proof"]
        for line in public:
            if line.kind == "pass":  # only the count of face-down cards is public
                assert not _hidden_goods_named(line.text), line.text
        for seat in range(len(session.seats)):
            mine = narrate(GAME, step.action, step.before, step.after, seat, step.seat, names)
            shared = [line for line in mine if line.kind != "proof"]
            if _involved(step, seat):
                assert len(shared) == len(public)
                continue
            # a seat with no part in the step reads exactly what the whole table reads
            assert shared == list(public) and len(mine) == len(public), (step.index, seat)


@pytest.mark.parametrize("case", range(len(GAMES)), ids=GAME_IDS)
def test_a_passed_bag_tells_its_face_down_goods_to_its_owner_alone(case: int) -> None:
    session, steps = played(case)
    names = NAMES[: len(session.seats)]
    checked = 0
    for step in steps:
        for record in step.after.history[len(step.before.history) :]:
            if record.result not in N.PASSED_RESULTS or not record.face_down:
                continue
            owner = record.merchant
            lines = {
                v: [
                    l.text
                    for l in narrate(GAME, step.action, step.before, step.after, v, step.seat, names)
                    if l.kind == "pass" and l.text.startswith(f"{names[owner]}'s bag")
                ]
                for v in range(len(names))
            }
            # what went face down onto the stand (a bribe may have taken some goods from the bag)
            was, now = step.before.players[owner], step.after.players[owner]
            hidden = {good_of(c) for c in set(now.stand_contraband) - set(was.stand_contraband)}
            assert hidden
            (own,) = lines[owner]
            assert hidden <= _hidden_goods_named(own), own
            for other, texts in lines.items():
                if other != owner:
                    (text,) = texts
                    assert not _hidden_goods_named(text), text
            checked += 1
    players, options, *_ = GAMES[case]
    assert checked or players == 6, "no bag went through with contraband"


@pytest.mark.parametrize("case", range(len(GAMES)), ids=GAME_IDS)
def test_lines_name_players_by_their_names_and_goods_in_words(case: int) -> None:
    session, steps = played(case)
    names = NAMES[: len(session.seats)]
    characters = [m.name for m in catalog().merchants]
    plural_names = [g.name for g in catalog().goods if g.name.endswith("s")]
    for viewer in (SPECTATOR, 0):
        for _, line in told(steps, viewer, names):
            text = line.text
            assert not any(c in text for c in characters), text  # names as given, never the stands' characters
            assert "_" not in text and not re.search(r"\b[a-z]+-\d\d\b", text), text  # no ids
            said = re.sub(r'"[^"]*"', "", text)  # a promise quoted is in the promiser's words
            assert not re.search(r"\byou\b|\byour\b", said, re.I), text  # third person to everyone
            for plural in plural_names:
                assert not re.search(rf"(?<![\d])1 {plural}\b", text), text
                assert not re.search(rf"\b([02-9]|\d\d+) {re.escape(_singular(plural))}\b(?!s)", text), text
            assert not re.search(r"\b1 cards\b|\b([02-9]|\d\d+) card\b", text), text
            assert line.actor is None or 0 <= line.actor < len(names)


# ----------------------------------------------------------------- since your last turn
@pytest.mark.parametrize("case", range(len(GAMES)), ids=GAME_IDS)
def test_since_your_last_turn_holds_the_others_and_the_game(case: int) -> None:
    session, steps = played(case)
    names = NAMES[: len(session.seats)]
    turns = set_off = 0
    for seat in range(len(names)):
        log = [(step.seat, line) for step, line in told(steps, seat, names)]
        own = [i for i, (acting, line) in enumerate(log) if acting == seat and line.actor == seat]
        for start, end in zip(own, own[1:]):
            shown = Counter(since_last_turn(log[:end], seat))  # at the seat's next step
            window = log[start + 1 : end]
            others = Counter(line.text for acting, line in window if line.actor not in (seat, None))
            game = Counter(line.text for acting, line in window if line.actor is None)
            assert shown == others + game
            # the game's lines set off by the seat's own step are news to it as well
            set_off += sum(1 for acting, line in window if acting == seat and line.actor is None)
            turns += 1
    assert turns and set_off


def test_the_merchant_reads_the_fate_of_the_bag_at_the_next_turn() -> None:
    """The sheriff opens Bob's bag and the round ends in the same step: at Bob's next turn the
    opening, the fine and the new round are all in his 'since your last turn'."""
    state = with_sheriff(new_game(3, seed=2), 0)
    state = at_inspection(state, {1: (cards("apple", 1, 80) + cards("silk", 1, 80), "apple")})
    state = set_player(state, 2, bag_status="passed")
    after = play(state, 0, A.OpenBag(1))
    lines = [(0, line) for line in narrate(GAME, A.OpenBag(1), state, after, 1, 0, NAMES[:3])]
    shown = since_last_turn([(1, LogLine("Bob declares 2 Apples.", 1))] + lines, 1)
    assert shown[0] == "Ann opens Bob's bag (2 Apples declared)."
    assert "Bob's bag is opened: 1 Apple, 1 Silk, where 2 Apples were declared." in shown
    assert "Bob is caught lying: 1 Silk is seized and discarded; 1 Apple goes onto Bob's stand." in shown
    assert "Bob pays Ann 4 gold in fines." in shown
    assert any(text.startswith("Round 2 of 9") and "Bob is the sheriff" in text for text in shown)


# ----------------------------------------------------------------- the words of the events
def inspection(bags: dict, players: int = 4) -> Any:
    state = with_sheriff(new_game(players, seed=9), 0)
    empty_stands = tuple(attrs.evolve(p, stand_legal=(), stand_contraband=()) for p in state.players)
    state = attrs.evolve(state, players=empty_stands, ply=5)  # mid-game: no first-round line
    keep_open = {3: (cards("apple", 1, 70), "apple")}  # a bag left over keeps the round going
    return at_inspection(state, {**bags, **keep_open})


def lines_of(state: Any, seat: int, action: Any, viewer: int) -> list[tuple[str, str]]:
    after = play(state, seat, action)
    return [(line.kind, line.text) for line in GAME.narrate(action, state, after, viewer, seat, NAMES[:4])]


def test_a_broke_liar_pays_in_goods_and_the_face_down_card_stays_unnamed() -> None:
    state = inspection({1: (cards("crossbow", 3, 70), "apple")})  # fine 12; 1 gold + goods worth 3 + 6
    state = set_player(state, 1, gold=1, stand_legal=cards("cheese", 1, 70), stand_contraband=cards("pepper", 1, 70))
    public = lines_of(state, 0, A.OpenBag(1), 2)
    assert public == [
        ("action", "Ann opens Bob's bag (3 Apples declared)."),
        ("inspection", "Bob's bag is opened: 3 Crossbows, where 3 Apples were declared."),
        ("caught", "Bob is caught lying: 3 Crossbows are seized and discarded; nothing declared was in the bag."),
        (
            "payment",
            "Bob owes Ann 12 gold in fines and pays with 1 gold, 1 Cheese and 1 face-down card; "
            "the last 2 gold are forgiven.",
        ),
    ]
    for party in (0, 1):  # the payer and the receiver know what changed hands
        assert (
            "payment",
            "Bob owes Ann 12 gold in fines and pays with 1 gold, 1 Cheese and 1 Pepper; the last 2 gold are forgiven.",
        ) in lines_of(state, 0, A.OpenBag(1), party)
    assert lines_of(state, 0, A.OpenBag(1), SPECTATOR) == public


def test_an_honest_bag_costs_the_sheriff_its_penalty() -> None:
    state = inspection({1: (cards("cheese", 3, 70), "cheese")})
    assert lines_of(state, 0, A.OpenBag(1), 2)[1:] == [
        ("inspection", "Bob's bag is opened: 3 Cheese, just as declared. Bob told the truth."),
        ("payment", "Ann pays Bob 6 gold for opening an honest bag."),
    ]


def test_a_passed_bag_shows_its_legal_goods_and_counts_the_rest() -> None:
    state = inspection({1: (cards("apple", 2, 70) + cards("silk", 1, 70), "apple")})
    public = (
        "Bob's bag (3 Apples declared) goes through unopened without a deal: 2 Apples face up and "
        "1 card face down on Bob's stand."
    )
    assert lines_of(state, 0, A.PassBag(1), 2)[1:] == [("pass", public)]
    own = public.replace("1 card face down", "1 card face down (1 Silk)")
    assert lines_of(state, 0, A.PassBag(1), 1)[1:] == [("pass", own)]


def test_an_accepted_bribe_says_what_changed_hands() -> None:
    from rules.sheriff.deals import steps_for
    from rules.sheriff.state import Terms

    state = inspection({1: (cards("apple", 2, 70) + cards("mead", 1, 70), "apple")})
    state = set_player(state, 1, stand_legal=cards("chicken", 1, 70))
    state = play(state, 0, A.Approach(1))
    state = play(state, 1, A.DraftTerms())
    for step_ in steps_for(Terms(gold=5, stand_goods=("chicken",))):
        state = play(state, 1, step_)
    assert lines_of(state, 0, A.AcceptTerms(), 2) == [
        ("action", "Ann accepts the bribe: 5 gold; 1 Chicken from Bob's stand."),
        ("bribe", "Bob hands Ann 5 gold and 1 Chicken, as agreed."),
        (
            "pass",
            "Bob's bag (3 Apples declared) goes through unopened after the deal: 2 Apples face up and "
            "1 card face down on Bob's stand.",
        ),
    ]


def test_the_first_step_tells_the_first_round_and_the_last_the_scoring() -> None:
    session, steps = played(2)
    first = narrate(GAME, steps[0].action, steps[0].before, steps[0].after, SPECTATOR, steps[0].seat, NAMES[:4])
    sheriff = NAMES[steps[0].before.sheriff]
    assert first[0] == LogLine(
        f"Round 1 of 8: {sheriff} is the sheriff; the market opens and {sheriff} chooses who trades first.",
        None,
        "round",
    )
    last = steps[-1]
    ending = [
        line
        for line in narrate(GAME, last.action, last.before, last.after, SPECTATOR, last.seat, NAMES[:4])
        if line.kind == "scoring"
    ]
    assert ending[0].text.startswith("The game ends after round 8")
    assert any(re.match(r"Apples: \w+ (is King|and \w+ tie for King)", line.text) for line in ending)
    assert ending[-1].text.startswith("Final scores: ")
