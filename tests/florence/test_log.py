"""The Florence log tells every step and everything it set off (issue 22).

Whole seeded games are played by bots through `Session`: solo against the automa at each
difficulty, and a 3-seat game. Each class of event is counted twice, once in the log lines
(`rules.florence.narrate`) and once from the states the game went through, and the two must
agree: the automa's cards, rolls, items, builds, freedoms, draws and works, its hidden cards
turned up, the rounds, the best-work awards, the auctions won, the final count. The public log
never names a secret, and "since your last turn" shows the automa's turn after the player's move.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import cache

import pytest

from rules.core import narration
from rules.core.engine import SPECTATOR
from rules.core.narration import ACTION, LogLine
from rules.core.options import make_config
from rules.core.session import SeatConfig, Session
from rules.florence import actions as A
from rules.florence import narrate as told
from rules.florence.describe import card_name
from rules.florence.game import GAME
from rules.florence.state import OVER, FlorenceState, SoloOfferFrame, is_recruitment
from rules.florence.turns import minimum

ROUNDS = 7
# (difficulty, seed, the player's bot); in the easy game the player recruits from the automa
SOLO_GAMES = [("easy", 5, "random"), ("normal", 11, "greedy"), ("hard", 6, "greedy")]


@cache
def played(players: int, seed: int, levels: tuple[str, ...], **options) -> Session:
    config = make_config(GAME.options, players, options, GAME.min_players, GAME.max_players)
    seats = tuple(SeatConfig(f"P{i + 1}", "bot", level) for i, level in enumerate(levels))
    session = Session(GAME, config, seats, seed)
    while not session.over:
        seat = min(session.to_act())
        session.play(seat, session.bot_move(seat), notify=False)
    assert session.state.phase == OVER
    return session


def solo_game(automa: str, seed: int, level: str = "greedy") -> Session:
    return played(1, seed, (level,), automa=automa)


def lines_of(session: Session, viewer: int) -> list[list[LogLine]]:
    """Each log entry's lines as `viewer` reads them (as the table tells them)."""
    names = tuple(seat.name for seat in session.seats)
    return [
        list(
            narration.narrate(
                GAME, entry.action, session.state_before(i), session.state_before(i + 1), viewer, entry.seat, names
            )
        )
        for i, entry in enumerate(session.log)
    ]


def steps(session: Session):
    """(entry, state before, state after, the entry's public lines) for every log entry."""
    public = lines_of(session, SPECTATOR)
    for i, entry in enumerate(session.log):
        yield entry, session.state_before(i), session.state_before(i + 1), public[i]


def count(lines: list[LogLine], kind: str, pattern: str = "") -> int:
    return sum(1 for line in lines if line.kind == kind and re.search(pattern, line.text))


# --- the automa's doings, from two states -------------------------------------------------------
def face_up(row) -> set[str]:
    return {rc.card for rc in row if rc.face_up}


def swapped_in(before: FlorenceState, after: FlorenceState) -> set[str]:
    """Cards a virtual player gave the automa for a card the player recruited from it."""
    shown = set().union(*(face_up(row) for row in before.solo.virtuals))
    return {rc.card for rc in after.solo.automa.row if rc.card in shown}


def automa_worked(before: FlorenceState, after: FlorenceState) -> set[str]:
    """Cards the automa turned up by working them (drawn in the same step or before)."""
    return face_up(after.solo.automa.row) - face_up(before.solo.automa.row) - swapped_in(before, after)


def automa_holding(state: FlorenceState) -> Counter:
    """The items the automa has taken at its auctions so far, by item (none ever leaves it)."""
    automa = state.solo.automa
    held = Counter(piece for piece in automa.tiles if piece in ("forest", "lake", "park"))
    held.update(
        jester=automa.jesters,
        builder=automa.builders,
        prestige=len(automa.prestige_cards),
        recruitment=sum(1 for rc in automa.row if is_recruitment(rc.card)),
    )
    return held


def automa_items(state: FlorenceState) -> int:
    return sum(automa_holding(state).values())


def rolled_for_its_item(before: FlorenceState, after: FlorenceState) -> bool:
    """The automa took an item the player had not tried (or only at the flat last try): a die decides its bid."""
    taken = list((automa_holding(after) - automa_holding(before)).elements())
    return bool(taken) and dict(before.solo.tried).get(taken[0]) in (None, 0)


def automa_deeds(before: FlorenceState, action, after: FlorenceState) -> Counter:
    """What the automa did between two states, read from the states alone."""
    a, b = before.solo.automa, after.solo.automa
    worked = automa_worked(before, after)
    swaps = swapped_in(before, after)
    new_cards = [rc for rc in b.row if rc.card not in {old.card for old in a.row} and rc.card not in swaps]
    bonus_on_row = lambda automa: sum(len(rc.bonus) for rc in automa.row)  # noqa: E731
    # bonus cards used in the step, less those of the player's own work finished in it
    used = len(after.used_bonus) - len(before.used_bonus)
    if isinstance(action, A.FinishWork):
        used -= len(before.decisions[-1].bonuses)
    virtual_up = any(face_up(y) - face_up(x) for x, y in zip(before.solo.virtuals, after.solo.virtuals))
    return Counter(
        items=automa_items(after) - automa_items(before),
        builds=sum(1 for t in b.tiles if t not in ("forest", "lake", "park"))
        - sum(1 for t in a.tiles if t not in ("forest", "lake", "park")),
        freedoms=len(b.freedoms) - len(a.freedoms),
        professions=sum(1 for rc in new_cards if not is_recruitment(rc.card)),
        bonus=bonus_on_row(b) - bonus_on_row(a) + used,
        works=len(worked),
        bonus_shown=int(used > 0),
        virtual_flips=int(virtual_up),
        swaps=len(swaps),
    )


LINE_OF = {  # the automa's deeds and the line each one is told by
    "items": r"^The automa takes (a|an|the) (?!Freedom).* for \d+\.$",
    "builds": r"^The automa builds the ",
    "freedoms": r"^The automa takes the Freedom ",
    "professions": r"^The automa pays \d+ for a profession card",
    "bonus": r"^The automa pays \d+ for a bonus card",
    "works": r"^The automa works with .* \(value \d+\)",
    "virtual_flips": r"^The virtual players turn up ",
    "swaps": r"^Virtual player \d gives the automa its ",
}


@pytest.mark.parametrize(("automa", "seed", "level"), SOLO_GAMES)
def test_every_automa_step_has_its_line(automa: str, seed: int, level: str) -> None:
    session = solo_game(automa, seed, level)
    totals: Counter = Counter()
    for entry, before, after, lines in steps(session):
        deeds = automa_deeds(before, entry.action, after)
        totals.update(deeds)
        for deed, pattern in LINE_OF.items():
            assert count(lines, told.AUTOMA, pattern) == deeds[deed], (deed, [line.text for line in lines])
        assert count(lines, told.AUTOMA_REVEAL, r"^The automa's .* bonus cards? under ") == deeds["bonus_shown"]
        # a roll for every item tried on the automa's card (the last try has none)
        rolled = isinstance(entry.action, A.SoloTry) and any(isinstance(f, SoloOfferFrame) for f in after.decisions)
        assert count(lines, told.AUTOMA, r"^Die \d: the automa bids \d+ for ") == int(rolled)
        assert count(lines, told.AUTOMA, r"^Die \d: the automa's bid for .* is \d+\.$") == int(
            rolled_for_its_item(before, after)
        )
        # the automa's purse after each thing it did
        if deeds["items"] or deeds["builds"] or deeds["freedoms"] or deeds["professions"] or deeds["bonus"]:
            assert count(lines, told.AUTOMA, r"^The automa now has -?\d+ florins and -?\d+ prestige\.$") >= 1
    assert totals["works"] and totals["professions"] and totals["builds"]


@pytest.mark.parametrize(("automa", "seed", "level"), SOLO_GAMES)
def test_every_automa_card_is_named_once_when_revealed(automa: str, seed: int, level: str) -> None:
    """The 7 auction cards and each card drawn for an automa action, counted from the deck."""
    session = solo_game(automa, seed, level)
    start, end = session.state_before(0).solo.deck, session.state.solo.deck
    drawn = [card.partition(":")[2] for card in start[: len(start) - len(end)]]
    auction_cards = {s.solo.card.partition(":")[2] for s in session._states if s.solo.card}
    assert len(auction_cards) == ROUNDS
    text = [line.text for _, _, _, lines in steps(session) for line in lines if line.kind == told.AUTOMA]
    for card in drawn:
        if card in auction_cards:
            assert sum(t.startswith(f"The automa reveals card {card} for the auction") for t in text) == 1, card
        else:
            assert sum(t.startswith(f"Card {card}") for t in text) == 1, card


def rounds_with_a_work(session: Session) -> set[int]:
    found = set()
    for entry, before, after, _ in steps(session):
        # a work lays its card in front (a recruitment only swaps one there); the automa turns one up
        started = any(len(q.front) > len(p.front) for p, q in zip(before.players, after.players))
        if started or (before.solo and automa_worked(before, after)):
            found.add(before.round)
    return found


def check_rounds_and_awards(session: Session) -> None:
    lines = [line for _, _, _, told_lines in steps(session) for line in told_lines]
    for number in range(1, ROUNDS + 1):
        assert count(lines, told.ROUND, rf"^Round {number} begins") == 1
        assert count(lines, told.ROUND, rf"^Round {number} ends\.$") == 1
    assert count(lines, told.ROUND, r"^The game is over") == 1
    assert count(lines, told.AWARD) == len(rounds_with_a_work(session))
    # each award is at least the round's minimum and the best work the states of its round show
    best_seen: Counter = Counter()
    for state in session._states:
        automa_best = (state.solo.automa.best_work,) if state.solo else ()
        best_seen[state.round] = max(best_seen[state.round], *state.best_work, *automa_best)
    for entry, before, after, step_lines in steps(session):
        for line in step_lines:
            if line.kind == told.AWARD:
                value = int(re.search(r" (\d+), \+3 prestige", line.text).group(1))
                assert value >= max(minimum(before), best_seen[before.round]), line


@pytest.mark.parametrize(("automa", "seed", "level"), SOLO_GAMES)
def test_solo_rounds_awards_and_the_end(automa: str, seed: int, level: str) -> None:
    session = solo_game(automa, seed, level)
    check_rounds_and_awards(session)
    lines = [line for _, _, _, step_lines in steps(session) for line in step_lines]
    final = session.state
    reveal = [line.text for line in lines if line.kind == told.AUTOMA_REVEAL and "prestige cards" in line.text]
    if final.solo.automa.prestige_cards:
        assert len(reveal) == 1 and all(card_name(c) in reveal[0] for c in final.solo.automa.prestige_cards)
    else:
        assert reveal == []


def test_the_solo_games_show_every_class_of_event() -> None:
    """Together the seeded games hold each class at least once, so the counts above mean something."""
    kinds: Counter = Counter()
    deeds: Counter = Counter()
    for automa, seed, level in SOLO_GAMES:
        session = solo_game(automa, seed, level)
        for entry, before, after, lines in steps(session):
            kinds.update(line.kind for line in lines)
            deeds.update(automa_deeds(before, entry.action, after))
            kinds.update(f"short:{line.text[:30]}" for line in lines if "Short of florins" in line.text)
    for kind in (ACTION, told.AUTOMA, told.AUTOMA_REVEAL, told.AWARD, told.ROUND):
        assert kinds[kind], kind
    assert all(
        deeds[deed]
        for deed in (
            "items",
            "builds",
            "freedoms",
            "professions",
            "bonus",
            "works",
            "bonus_shown",
            "virtual_flips",
            "swaps",
        )
    ), deeds
    assert any(kind.startswith("short:") for kind in kinds), "the automa never gave up prestige"


@pytest.mark.parametrize(("automa", "seed", "level"), SOLO_GAMES)
def test_since_your_last_turn_shows_the_automa_turn(automa: str, seed: int, level: str) -> None:
    """After the player's move, the automa's turn it set off is what the player has not seen."""
    session = solo_game(automa, seed, level)
    mine = lines_of(session, 0)
    pairs: list = []
    seen_turns = 0
    for i, entry in enumerate(session.log):
        pairs += [(entry.seat, line) for line in mine[i]]
        automa_turn = [line.text for line in mine[i] if line.kind == told.AUTOMA and line.text.startswith("Card ")]
        if not automa_turn:
            continue
        seen_turns += 1
        unseen = narration.since_last_turn(pairs, 0)
        assert all(text in unseen for text in automa_turn), (automa_turn, unseen)
        assert not any(line.text in unseen for line in mine[i] if line.actor == 0)
    assert seen_turns >= ROUNDS - 1  # the automa's turn follows the player's in about every round


def secret_words(state: FlorenceState, viewer: int) -> tuple[set[str], set[str]]:
    hidden = GAME.secrets(state, viewer)
    return hidden, {f" {card_name(card)}" for card in hidden if ":" in card}


def check_no_secret(session: Session, viewer: int) -> None:
    for i, lines in enumerate(lines_of(session, viewer)):
        after = session.state_before(i + 1)
        ids, names = secret_words(after, viewer)
        for line in lines:
            own = line.actor == viewer or (line.kind == told.FORCED and line.text.startswith(f"P{viewer + 1} "))
            if viewer >= 0 and own:
                continue  # the viewer's own steps may name its own cards
            assert not any(card in line.text for card in ids), line
            assert not any(name in line.text for name in names), (line, sorted(names)[:5])


@pytest.mark.parametrize(("automa", "seed", "level"), SOLO_GAMES)
def test_the_public_solo_log_holds_no_secret(automa: str, seed: int, level: str) -> None:
    check_no_secret(solo_game(automa, seed, level), SPECTATOR)


# --- a 3-seat game -----------------------------------------------------------------------------
def three_seats() -> Session:
    return played(3, 5, ("greedy", "random", "greedy"))


def test_every_seat_step_keeps_its_own_line() -> None:
    session = three_seats()
    for viewer in (SPECTATOR, 0, 1, 2):
        for entry, lines in zip(session.log, lines_of(session, viewer)):
            own = [line for line in lines if line.kind == ACTION]
            if not own:  # only a private step (cards put under a deck) reads as nothing
                assert viewer != entry.seat and isinstance(entry.action, (A.PutUnder, A.PutRestUnder))
                continue
            assert len(own) == 1 and own[0].actor == entry.seat and lines[0] is own[0]


def test_three_seats_auctions_rounds_and_awards() -> None:
    session = three_seats()
    check_rounds_and_awards(session)
    lines = [line for _, _, _, step_lines in steps(session) for line in step_lines]
    # every item won at auction, counted from what the seats hold at the end
    held = sum(
        sum(1 for t in p.tiles if t.piece in ("forest", "lake", "park"))
        + p.jesters
        + p.builders
        + len(p.prestige_cards)
        for p in session.state.players
    )
    # a recruitment card stays in its winner's hand or, once used, lies in front of the recruited seat
    held += sum(1 for p in session.state.players for c in p.hand + p.front if is_recruitment(c))
    bought_last = sum(1 for entry in session.log if isinstance(entry.action, A.BuyLast))
    assert count(lines, told.AUCTION_WON) + bought_last == held
    reveals = [line.text for line in lines if line.kind == told.REVEAL]
    assert len(reveals) == sum(1 for p in session.state.players if p.prestige_cards)
    for seat, player in enumerate(session.state.players):
        if player.prestige_cards:
            line = next(text for text in reveals if text.startswith(f"P{seat + 1}'s prestige cards"))
            assert f"(+{session.state.card_points[seat]} prestige)" in line


def test_three_seats_forced_steps_are_the_games_lines() -> None:
    session = three_seats()
    forced = [line for _, _, _, lines in steps(session) for line in lines if line.kind == told.FORCED]
    assert forced and all(line.actor is None and line.text.endswith("(the only choice).") for line in forced)


@pytest.mark.parametrize("viewer", [SPECTATOR, 0, 1, 2])
def test_the_three_seat_log_holds_no_secret_of_another_seat(viewer: int) -> None:
    check_no_secret(three_seats(), viewer)


def test_the_replay_matches_the_step() -> None:
    """narrate replays each step piece by piece; the pieces must end where the step ended (else
    its lines fall back to the coarse whole step)."""
    for session in (three_seats(), solo_game("normal", 11)):
        for i, entry in enumerate(session.log):
            before, after = session.state_before(i), session.state_before(i + 1)
            pieces = told.pieces(before, entry.action, entry.seat)
            assert pieces[-1].after.ply == before.ply
            assert told.pieces(before, entry.action, entry.seat, after) == pieces


def test_new_events_survive_the_record_starting_afresh_and_its_cap() -> None:
    assert told.new_events(("a", "b"), ("a", "b", "c")) == ("c",)
    assert told.new_events(tuple("abcdefghijkl"), tuple("bcdefghijklm")) == ("m",)
    assert told.new_events(("a", "b"), ("x",)) == ("x",)
    assert told.new_events(("a",), ("a",)) == ()
    assert told.new_events((), ()) == ()
