"""The log tells what the game itself did (issue 22): seeded bot games played to the end through a Session,
then every class of automatic event counted from the states' own history and found in the log, a line each.

Round and period starts, the Vatican report (a line per seat and report), turns skipped by the second
period's excommunication, what harvests, productions and leaders yielded, the coins paid to enter an
occupied tower; the spectator's lines hold no secret, and "since your last turn" shows a seat what the
others and the game did after its own move."""

from __future__ import annotations

import functools
import re

import pytest

from rules.core.engine import SPECTATOR
from rules.core.narration import ACTION, LogLine, narrate, since_last_turn
from rules.core.options import config_for
from rules.core.session import SeatConfig, Session
from rules.lorenzo import actions as A
from rules.lorenzo import effects as E
from rules.lorenzo import leaders as L
from rules.lorenzo.game import GAME
from rules.lorenzo.leaders import leader_catalog
from rules.lorenzo.rules import tower_fee
from rules.lorenzo.state import OVER, DraftFrame, VaticanFrame
from tests.tui.privacy import _occurs

HOUSES = {"leaders": True, "houses_of_renaissance": True, "leader_set": "mixed"}
#: (players, options, seed): each seed deals the 'skip your first turn' tile for period II, and the bots
#: (greedy and random, seat by seat) end up holding it, so skipped turns are told too; with leaders, some
#: leader yields something.
CASES = {
    "base-2": (2, {}, 42),
    "base-3": (3, {}, 8),
    "base-4": (4, {}, 42),
    "leaders-4": (4, {"leaders": True}, 53),
    "houses-5": (5, HOUSES, 9),
}
SKIP_TILE = "x2-7"
LEVELS = ("greedy", "random")


@functools.cache
def played(case: str) -> Session:
    players, options, seed = CASES[case]
    seats = tuple(SeatConfig(f"Player {i + 1}", "bot", LEVELS[i % 2]) for i in range(players))
    session = Session(GAME, config_for(GAME, players, options), seats, seed)
    while not session.over:
        (seat,) = session.to_act()
        session.play(seat, session.bot_move(seat), notify=False)
    assert session.state.phase == OVER
    return session


def names(session: Session) -> tuple[str, ...]:
    return tuple(seat.name for seat in session.seats)


@functools.cache
def told(case: str, viewer: int) -> tuple[tuple[LogLine, ...], ...]:
    """Per log entry, the lines `viewer` reads for it."""
    session = played(case)
    return tuple(
        narrate(
            GAME, entry.action, session.state_before(i), session.state_before(i + 1), viewer, entry.seat, names(session)
        )
        for i, entry in enumerate(session.log)
    )


def kind(case: str, what: str, viewer: int = SPECTATOR) -> list[tuple[int, LogLine]]:
    return [(i, line) for i, lines in enumerate(told(case, viewer)) for line in lines if line.kind == what]


def steps(session: Session):
    for i, entry in enumerate(session.log):
        yield i, entry, session.state_before(i), session.state_before(i + 1)


ALL = sorted(CASES)


@pytest.mark.parametrize("case", ALL)
def test_every_step_is_told_first_by_its_own_seat(case: str) -> None:
    session = played(case)
    for i, entry in enumerate(session.log):
        lines = told(case, SPECTATOR)[i]
        assert lines[0].kind == ACTION and lines[0].actor == entry.seat, lines
        assert [line for line in lines if line.kind == ACTION] == [lines[0]]
        assert all(line.text for line in lines)


@pytest.mark.parametrize("case", ALL)
def test_round_and_period_starts_with_the_turn_order(case: str) -> None:
    session = played(case)
    started = []  # (entry, round) of every round begun, from the states themselves
    for i, _entry, before, after in steps(session):
        draft_over = any(isinstance(f, DraftFrame) for f in before.decisions) and not any(
            isinstance(f, DraftFrame) for f in after.decisions
        )
        if after.round != before.round or draft_over:
            started.append((i, after.round))
    expected_rounds = list(range(2 if not CASES[case][1] else 1, 7))  # a set-up phase lets round 1 be told
    assert [r for _i, r in started] == expected_rounds
    lines = kind(case, "round")
    rounds = [(i, line) for i, line in lines if line.text.startswith("Round ")]
    assert [(i, int(line.text.split()[1])) for i, line in rounds] == started
    who = names(session)
    for i, line in rounds:
        after = session.state_before(i + 1)
        assert f"turn order {', '.join(who[s] for s in after.order)};" in line.text
        assert line.text.endswith(f"black {after.dice[0]}, white {after.dice[1]}, orange {after.dice[2]}")
        assert line.actor is None
    periods = [(i, line.text.split()[1]) for i, line in lines if line.text.startswith("Period ")]
    expected_periods = [(i, ("I", "II", "III")[(r + 1) // 2 - 1]) for i, r in started if r in (1, 3, 5)]
    assert periods == expected_periods


@pytest.mark.parametrize("case", ALL)
def test_a_vatican_line_for_every_seat_at_every_report(case: str) -> None:
    session = played(case)
    final = session.state
    players = len(final.players)
    lines = kind(case, "vatican")
    headers = [line for _i, line in lines if line.text.startswith("Vatican report of period ")]
    assert [line.text.split()[4] for line in headers] == ["I:", "II:", "III:"]
    judged = [line for _i, line in lines if not line.text.startswith("Vatican report")]
    assert len(judged) == 3 * players
    who = names(session)
    for seat in range(players):
        mine = [line for line in judged if line.text.startswith(f"Vatican: {who[seat]} ")]
        assert len(mine) == 3, (seat, mine)
        # who took a tile: as many lines as tiles the seat bears at the end
        assert sum(" is excommunicated (" in line.text for line in mine) == len(final.players[seat].excoms)
    # the seats asked chose: their line is their own, with what the choice cost and brought
    chose = 0
    for i, entry, before, after in steps(session):
        if not isinstance(entry.action, (A.Support, A.Decline)):
            continue
        assert isinstance(before.decisions[-1], VaticanFrame)
        chose += 1
        (line,) = [x for x in told(case, SPECTATOR)[i] if x.kind == "vatican" and x.actor == entry.seat]
        start, end = before.players[entry.seat], after.players[entry.seat]
        if isinstance(entry.action, A.Support):
            assert line.text == f"Vatican: {who[entry.seat]} spends {start.faith} faith for {end.vp - start.vp} VP"
    assert chose == sum(line.actor is not None for line in judged)
    assert chose and chose < 3 * players, "the seeds should show both kinds of judgement"


@pytest.mark.parametrize("case", ALL)
def test_turns_skipped_by_the_excommunication(case: str) -> None:
    session = played(case)
    expected = []  # (entry, seat): a round begun with the seat under 'skip your first turn'
    for i, _entry, before, after in steps(session):
        if after.round != before.round and after.phase != OVER:
            skipping = [s for s in after.order if E.has_excom(after.players[s], "skip_first_turn")]
            assert after.queue[len(after.queue) - len(skipping) :] == tuple(skipping)  # their first turns come last
            expected += [(i, s) for s in skipping]
    assert expected, "the seed should deal the skip tile and see it taken"
    assert all(SKIP_TILE in session.state.players[s].excoms for _i, s in expected)
    who = names(session)
    skips = kind(case, "skip")
    assert [(i, line.text.split(" skips ")[0]) for i, line in skips] == [(i, who[s]) for i, s in expected]
    assert all(line.actor is None for _i, line in skips)


def _works(session: Session) -> int:
    """Harvests and productions started in the game, by the actions that start them and Aragonesi's takes."""
    from rules.lorenzo.houses.play import family
    from rules.lorenzo.houses.state import ActivateCard

    count = 0
    for _i, entry, before, after in steps(session):
        action = entry.action
        count += isinstance(action, (A.PlaceWork, ActivateCard))
        count += isinstance(action, A.PlaceLeaderSpace) and bool(action.work)
        if before.houses is not None and family(after, entry.seat) == "aragonesi":
            new = [c for c in after.players[entry.seat].cards if c not in before.players[entry.seat].cards]
            for card_id in new:
                card = E.card(card_id)
                value = (
                    card.permanent.get("min_value", 1)
                    - 1
                    + E.work_modifier(after.players[entry.seat], "harvest", card_bonuses=False)
                )
                count += card.type == "territory" and value >= 1
    return count


WORK_LINE = re.compile(r"^(.+?)'s (harvest|production)( \(.+\)| on .+'s space)? at value (\d+) yields ")


@pytest.mark.parametrize("case", ALL)
def test_every_harvest_and_production_tells_its_yield(case: str) -> None:
    session = played(case)
    lines = kind(case, "yield")
    works = [(i, line) for i, line in lines if WORK_LINE.match(line.text)]
    assert len(works) == _works(session) > 0
    who = names(session)
    for i, line in works:
        entry = session.log[i]
        assert line.actor == entry.seat and WORK_LINE.match(line.text).group(1) == who[entry.seat]
    # a production with no exchange to choose pays at once: the line says exactly what came in
    for i, line in works:
        before, after, entry = session.state_before(i), session.state_before(i + 1), session.log[i]
        if (
            isinstance(entry.action, A.PlaceWork)
            and not before.decisions
            and entry.action.work == "harvest"
            and after.round == before.round
            and len(after.decisions) <= 1
            and before.houses is None
        ):
            start, end = before.players[entry.seat], after.players[entry.seat]
            for key, word in (("wood", "wood"), ("stone", "stone")):
                got = getattr(end, key) - getattr(start, key)
                assert (f"{got} {word}" in line.text) == (got > 0), (line.text, key, got)


@pytest.mark.parametrize("case", ["leaders-4", "houses-5"])
def test_leaders_tell_what_they_yield(case: str) -> None:
    session = played(case)
    expected = 0
    for _i, entry, before, _after in steps(session):
        action = entry.action
        if isinstance(action, A.ActivateLeader):
            ability = L.effective(before.players[entry.seat], action.leader).ability
            expected += bool(ability.get("gain") or ability.get("gain_choose_one"))
        if isinstance(action, A.PlaceLeaderSpace) and not action.work:
            expected += bool(L.leader(action.leader).ability.get("gain"))
    leader_names = {card.name for card in leader_catalog().values()}
    told_by_leaders = [
        line for _i, line in kind(case, "yield") if not WORK_LINE.match(line.text) and " for the " not in line.text
    ]
    assert len(told_by_leaders) == expected > 0
    assert all(any(line.text.startswith(name) for name in leader_names) for line in told_by_leaders)


@pytest.mark.parametrize("case", ALL)
def test_the_occupied_tower_fee_is_in_the_cost_of_the_take(case: str) -> None:
    session = played(case)
    paid = 0
    for i, entry, before, _after in steps(session):
        if not isinstance(entry.action, A.PlaceTower):
            continue
        line = told(case, SPECTATOR)[i][0].text
        coins = tower_fee(before, before.players[entry.seat], entry.action.tower) - entry.action.fee_servants
        if coins > 0:
            paid += 1
            assert f"{coins} coins to enter the occupied tower" in line, line
        else:
            assert "to enter the occupied tower" not in line, line
    assert paid


@pytest.mark.parametrize("case", ALL)
def test_the_game_end_is_told_once_with_the_scores(case: str) -> None:
    session = played(case)
    (end,) = kind(case, "end")
    assert end[0] == len(session.log) - 1
    for line in GAME.scores(session.state):
        assert f"{names(session)[line.seat]} {line.total}" in end[1].text


def _hidden(state, viewer: int) -> set[str]:
    """What `viewer` may not know: ids, and the names of leaders it may not know."""
    ids = set(GAME.secrets(state, viewer))
    return ids | {leader_catalog()[i].name for i in ids if i in leader_catalog()}


@pytest.mark.parametrize("case", ALL)
def test_no_line_tells_a_viewer_a_secret(case: str) -> None:
    """Checked against what was hidden both before and after the step (a leader played or a card dealt is
    no secret after it); special tokens' faces only to their holder."""
    session = played(case)
    for viewer in (SPECTATOR,) + tuple(range(len(session.seats))):
        for i, _entry, before, after in steps(session):
            secret = _hidden(before, viewer) & _hidden(after, viewer)
            for line in told(case, viewer)[i]:
                leaked = [s for s in secret if _occurs(s, line.text)]
                assert not leaked, (viewer, i, line.text, leaked)
                if line.kind == "token":
                    shown = ":" in line.text
                    assert shown == (viewer >= 0 and line.text.startswith(names(session)[viewer] + " ")), line.text


@pytest.mark.parametrize("case", ALL)
def test_since_your_last_turn_shows_the_others_and_the_game(case: str) -> None:
    """Each time a seat is about to act after others did, the lines since its own last step hold every
    other seat's steps and every line of the game's own (a new round, a report) told since."""
    session = played(case)
    checked = rounds_seen = 0
    for seat in range(len(session.seats)):
        lines = told(case, seat)
        log = [(entry.seat, line) for entry, step in zip(session.log, lines) for line in step]
        ends = []  # after each entry, how many lines were told
        for step in lines:
            ends.append((ends[-1] if ends else 0) + len(step))
        own = [i for i, entry in enumerate(session.log) if entry.seat == seat]
        for last, then in zip(own, own[1:]):
            if then == last + 1:
                continue  # nobody else acted in between
            since = since_last_turn(log[: ends[then - 1]], seat)
            for i in range(last + 1, then):
                for line in lines[i]:
                    if line.actor != seat:
                        assert line.text in since, (seat, i, line.text)
                assert lines[i][0].text in since
            game_lines = [line.text for i in range(last, then) for line in lines[i] if line.actor is None]
            assert all(text in since for text in game_lines)
            rounds_seen += any(text.startswith("Round ") for text in since)
            checked += 1
    assert checked and rounds_seen
