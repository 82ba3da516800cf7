"""Lorenzo in Korean (issue 26): log lines, action labels, why-not reasons and phase names, said from the same
facts as the English ones (rules/lorenzo/words.py). Seeded random games are played to the end under
`speaking("ko")`, and at every state every phrase the screen would show must be Korean; a few Korean
sentences are checked word for word, particles after seat names included. The English wording is checked,
unchanged, by the other tests of tests/lorenzo/ and tests/tui/test_lorenzo_screen.py."""

from __future__ import annotations

import functools
import random
import re

import attrs
import pytest

from rules.core.engine import SPECTATOR, step
from rules.core.narration import narrate
from rules.core.options import config_for
from rules.core.reasons import why_not
from rules.core.words import speaking
from rules.lorenzo import actions as A
from rules.lorenzo.data import catalog
from rules.lorenzo.data_advanced import leaders as leader_records
from rules.lorenzo.describe import decision_text, describe, label
from rules.lorenzo.game import GAME
from rules.lorenzo.state import VaticanFrame
from tests.lorenzo.helpers import first, fresh, play, put_card, with_player

HANGUL = re.compile(r"[\uac00-\ud7a3]")
ENGLISH_WORD = re.compile(r"[A-Za-z]{3,}")
#: ASCII seat names, so the Hangul must come from the phrase itself, not from a name pasted in.
NAMES = ("Ann", "Bob", "Cyd", "Dee", "Eve")


@functools.cache
def allowed_words() -> frozenset[str]:
    """English words a Korean line may hold, besides the seat names: the names of the components whose data
    has no Korean name yet (89 of the 96 development cards and the 20 base leaders have no `name_ko` in
    data/lorenzo/; the line then names them as the English board does, so the player can find them). Every
    other word must be Korean: no roman numerals (periods are '2시대'), no 'VP' (the rulebook says 승점)."""
    names = [card.name for card in catalog().cards.values() if not card.name_ko]
    names += [record.name for record in leader_records().values() if not record.name_ko]
    return frozenset(word for name in names for word in ENGLISH_WORD.findall(name)) | frozenset(NAMES)


def offence(where: str, text: str) -> str | None:
    """Why `text` is not a Korean phrase ('' text: nothing said, no offence)."""
    if not text:
        return None
    if not HANGUL.search(text):
        return f"{where}: no Hangul: {text!r}"
    english = [w for w in ENGLISH_WORD.findall(text) if w not in allowed_words()]
    if english:
        return f"{where}: English {english}: {text!r}"
    return None


HOUSES = {"leaders": True, "houses_of_renaissance": True}
GAMES = {
    "base-2": (2, {}, 11),
    "base-4": (4, {}, 12),
    "leaders-3": (3, {"leaders": True}, 13),
    "houses-4-mixed": (4, {**HOUSES, "leader_set": "mixed"}, 14),
    "houses-5-houses": (5, {**HOUSES, "leader_set": "houses"}, 15),
}


def korean_offences(players: int, options: dict, seed: int) -> list[str]:
    """Play a seeded random game to the end; every phrase of every state, said in Korean, checked (the game
    must end, and the phrases checked are counted by kind: each kind must have been said)."""
    pick = random.Random(f"ko:{seed}")
    state = GAME.setup(config_for(GAME, players, options), seed)
    names = NAMES[:players]
    found: list[str] = []
    said: dict[str, int] = {}

    def check(where: str, text: str) -> None:
        if text:
            kind = where.split()[0]
            said[kind] = said.get(kind, 0) + 1
        problem = offence(f"ply {state.ply} {where}", text)
        if problem and problem not in found:
            found.append(problem)

    with speaking("ko"):
        while True:
            acting = sorted(GAME.to_act(state))
            check("phase", GAME.phase_name(state.phase))
            if not acting:
                break
            seat = pick.choice(acting)
            legal = GAME.legal_actions(state, seat)
            seen = GAME.view(state, seat)
            check("decision", decision_text(state, names))
            for action in legal:
                check("label", label(action, seen, names))
                for viewer in (seat, SPECTATOR):
                    check("describe", describe(action, state, viewer, seat, names))
            for reason in why_not(GAME, state, seat, names):
                check("reason", f"{reason.what}: {reason.why}")
            action = legal[pick.randrange(len(legal))]
            after = step(GAME, state, action, seat).state
            for viewer in (seat, SPECTATOR):
                for line in narrate(GAME, action, state, after, viewer, seat, names):
                    check(f"log {line.kind}", line.text)
            state = after
    assert state.phase == "over"
    missing = {"phase", "decision", "label", "describe", "reason", "log"} - set(said)
    assert not missing, f"never said: {missing}"
    return found


@pytest.mark.parametrize("case", sorted(GAMES))
def test_every_phrase_of_a_whole_game_is_korean(case: str) -> None:
    players, options, seed = GAMES[case]
    offenders = korean_offences(players, options, seed)
    assert not offenders, f"{len(offenders)} phrases not in Korean:\n" + "\n".join(offenders[:60])


# ---- exact sentences -----------------------------------------------------------------------------------------


def test_council_line_and_label_in_korean_with_particles_after_both_kinds_of_name() -> None:
    state = fresh(2, seed=1)
    seat = first(state)
    action = A.PlaceCouncil("black", 0)
    with speaking("ko"):
        ending_in_consonant = describe(action, state, seat, seat, ("민준", "지아") if seat == 0 else ("지아", "민준"))
        ending_in_vowel = describe(action, state, seat, seat, ("지아", "민준") if seat == 0 else ("민준", "지아"))
        shown = label(action, GAME.view(state, seat), ("민준", "지아"))
    assert ending_in_consonant == "민준이 검정 가족일원으로 의회 건물에 갑니다"
    assert ending_in_vowel == "지아가 검정 가족일원으로 의회 건물에 갑니다"
    value = GAME.view(state, seat).state.dice[0]
    assert shown == f"의회 건물: 1코인 + 의회 특권 (검정 {value})"
    assert describe(action, state, seat, seat, ("Ann", "Bob")).endswith(
        "goes to the council palace with the black member"
    )


def test_tower_take_in_korean_names_the_card_by_its_korean_name() -> None:
    state = put_card(fresh(2, seed=1), "territory", 0, 4)  # any card: its Korean name if the data has one
    seat = first(state)
    forest = next(c for c in catalog().cards.values() if c.name_ko == "숲")
    state = put_card(state, "territory", 0, forest.number)
    state = with_player(state, seat, servant=3)
    action = next(
        a
        for a in GAME.legal_actions(state, seat)
        if isinstance(a, A.PlaceTower)
        and a.tower == "territory"
        and a.floor == 0
        and a.member == "white"
        and a.servants == 0
    )
    names = ("지아", "민준") if seat == 0 else ("민준", "지아")
    with speaking("ko"):
        line = describe(action, state, seat, seat, names)
        shown = label(action, GAME.view(state, seat), names)
    assert line == "지아가 흰색 가족일원으로 녹색 타워 1층의 숲을 가져갑니다 (지불: 없음)"
    white = GAME.view(state, seat).state.dice[1]
    assert shown.startswith(f"녹색 1층: 숲 (흰색 {white}) · ")


def test_market_and_pass_lines_take_the_right_particle_after_the_seat() -> None:
    state = fresh(2, seed=1)
    seat = first(state)
    names = ("민준", "지아") if seat == 0 else ("지아", "민준")
    with speaking("ko"):
        market = describe(A.PlaceMarket("neutral", 0, 0), state, seat, seat, names)
        passed = describe(A.Pass(), state, seat, seat, names)
        ended = describe(A.EndTurn(), state, seat, seat, names)
    assert market == "민준이 무채색 가족일원으로 시장에 갑니다 (5코인)"
    assert passed == "민준이 가족일원을 놓을 수 없어 패스합니다"
    assert ended == "민준이 차례를 마칩니다"


def test_round_start_and_phase_names_in_korean() -> None:
    state = fresh(2, seed=3)
    with speaking("ko"):
        assert GAME.phase_name("play") == "액션"
        assert GAME.phase_name("vatican") == "바티칸 보고"
        assert GAME.phase_name("over") == "게임 종료"
    assert GAME.phase_name("play") == "play"  # English: as the status line always said it
    seat = first(state)
    legal = GAME.legal_actions(state, seat)
    after = state
    steps = 0
    pick = random.Random(3)
    while after.round == 1 and steps < 200:  # to the start of round 2
        before = after
        acting = sorted(GAME.to_act(before))
        seat = acting[0]
        legal = GAME.legal_actions(before, seat)
        action = legal[pick.randrange(len(legal))]
        after = play(before, action, seat)
        steps += 1
    with speaking("ko"):
        lines = [line.text for line in narrate(GAME, action, before, after, SPECTATOR, seat, ("민준", "지아"))]
    start = next(text for text in lines if text.startswith("2라운드 시작: 순번 "))
    black, white, orange = after.dice
    assert start.endswith(f"; 주사위 검정 {black}, 흰색 {white}, 주황 {orange}")


def test_vatican_choice_in_korean() -> None:
    state = fresh(2, seed=1)
    seat = first(state)
    state = attrs.evolve(with_player(state, seat, faith=4, vp=0), phase="vatican", decisions=(VaticanFrame(seat),))
    names = ("지아", "민준") if seat == 0 else ("민준", "지아")
    with speaking("ko"):
        labels = [label(a, GAME.view(state, seat), names) for a in GAME.legal_actions(state, seat)]
    assert labels[0].startswith("교회 후원: 신앙심 4점으로 승점 ") and labels[0].endswith("점, 신앙심은 0으로")
    assert labels[1] == "교회 후원 거절: 파문 받기"


def test_vatican_support_line_takes_the_particle_of_each_name() -> None:
    from rules.lorenzo.narrate import vatican_choice

    state = fresh(2, seed=1)
    seat = first(state)
    before = attrs.evolve(with_player(state, seat, faith=4, vp=2), phase="vatican", decisions=(VaticanFrame(seat),))
    after = with_player(before, seat, faith=0, vp=7)
    for name, subject in (("민준", "민준이"), ("지아", "지아가")):
        names = (name, "서연") if seat == 0 else ("서연", name)
        with speaking("ko"):
            (line,) = vatican_choice(A.Support(), before, after, seat, names)
        assert line.text == f"바티칸 보고: {subject} 신앙심 4점을 내고 승점 5점을 얻습니다"
    (line,) = vatican_choice(A.Support(), before, after, seat, ("Ann", "Bob"))
    assert line.text == f"Vatican: {('Ann', 'Bob')[seat]} spends 4 faith for 5 VP"


def test_a_taken_market_space_is_explained_in_korean() -> None:
    state = fresh(2, seed=1)
    seat = first(state)
    names = ("민준", "지아") if seat == 0 else ("지아", "민준")
    state = play(state, A.PlaceMarket("black", 0, 0), seat)
    other = sorted(GAME.to_act(state))[0]
    assert other != seat
    with speaking("ko"):
        found = [r for r in why_not(GAME, state, other, names) if r.what == "시장: 5코인"]
    assert [r.why for r in found] == [
        "이번 라운드에 이미 민준의 검정 가족일원이 차지했습니다; 시장 칸마다 가족일원 1개만 놓입니다"
    ]
    english = [r for r in why_not(GAME, state, other, ("Ann", "Bob")) if r.what == "Market: 5 coin"]
    assert english and english[0].why.startswith("taken this round by ")
