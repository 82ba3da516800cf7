"""Architects in Korean (issue 26): every log line, action label, why-not reason and phase name
said under `speaking("ko")` reads in Korean, from the same vocabulary as the English.

The English wording is checked, unchanged, by the other tests of this folder (test_log,
test_reasons, test_rulings ...) and by the screen snapshots; the one English check here only
makes sure a Korean call leaves no trace on the next English one.
"""

from __future__ import annotations

import random
import re

import attrs
import pytest

from rules.architects import actions as A
from rules.architects import narrate as N
from rules.architects.describe import describe, label
from rules.architects.game import GAME
from rules.architects.state import PLAY, CaptureFrame
from rules.architects.words import ordinal, phase_name
from rules.core.engine import SPECTATOR, step
from rules.core.words import speaking
from tests.architects.helpers import config, edit, put, started, turn_of

HANGUL = re.compile(r"[\uac00-\ud7a3]")
ENGLISH_WORD = re.compile(r"[A-Za-z]{3,}")
#: English words a Korean line may still hold besides the seats' names. None: the Korean rulebook
#: names every resource, place, card type and phase in Korean, and the one Latin term it keeps,
#: "AI" (the AI 게임판 of the solo rules), is two letters, under the three this check looks for.
ALLOWED: frozenset[str] = frozenset()

#: Seat names with and without a final consonant, Korean and Latin (their particles differ).
NAMES = ("민준", "Ann", "지아", "Bob", "서연")
#: (players, options, seed): every seat count, the AI of either side, the variant boards picked
#: or dealt, the Guildhall refresh.
GAMES = [
    (1, {"automa": "helena", "variant_boards": True, "guildhall_refresh": True}, 1),
    (2, {"automa": "constantine"}, 2),
    (2, {"variant_boards": True, "variant_pick": "choose"}, 3),
    (3, {"guildhall_refresh": True}, 4),
    (4, {"variant_boards": True}, 5),
    (5, {}, 6),
]
#: The moves a uniformly random player rarely makes, taken half the time they are legal so the
#: games build, hire, trade, capture and use the Guardhouse often enough to be told.
RARE = (A.Construct, A.AdvanceCathedral, A.Hire, A.Trade, A.Guard, A.Capture)


def offences(text: str, where: str, names: tuple[str, ...]) -> list[str]:
    """Why `text` is not a Korean line ([] when it is)."""
    if not HANGUL.search(text):
        return [f"{where}: no Hangul: {text!r}"]
    foreign = [w for w in ENGLISH_WORD.findall(text) if w not in ALLOWED and not any(w in n for n in names)]
    return [f"{where}: English {foreign}: {text!r}"] if foreign else []


def play_in_korean(players: int, options: dict, seed: int, language: str = "ko") -> tuple[list[str], int]:
    """A seeded random game to the end, every phrase of every state said in `language`: the
    offenders, and how many states were told."""
    names = NAMES[:players]
    found: list[str] = []
    pick = random.Random(f"words-ko:{seed}")
    with speaking(language):
        state = GAME.setup(config(players, **options), seed)
        while GAME.to_act(state):
            seat = pick.choice(sorted(GAME.to_act(state)))
            legal = GAME.legal_actions(state, seat)
            seen = GAME.view(state, seat)
            where = f"seed {seed} ply {state.ply}"
            found += offences(phase_name(state.phase), f"{where} phase", names)
            for action in legal:
                found += offences(label(action, seen, names), f"{where} label {action!r}", names)
                for viewer in (seat, SPECTATOR):
                    line = describe(action, state, viewer, seat, names)
                    if line:  # "" is no line at all (the close of a series)
                        found += offences(line, f"{where} describe {action!r}", names)
            for reason in GAME.why_not(state, seat, names):
                found += offences(f"{reason.what}: {reason.why}", f"{where} why_not", names)
            rare = [a for a in legal if isinstance(a, RARE)]
            action = pick.choice(rare) if rare and pick.random() < 0.5 else pick.choice(legal)
            after = step(GAME, state, action, seat).state
            for viewer in (seat, SPECTATOR):
                for told in GAME.narrate(action, state, after, viewer, seat, names):
                    if told.text:
                        found += offences(told.text, f"{where} narrate {told.kind}", names)
            state = after
    assert GAME.outcome(state) is not None
    return found, state.ply


def test_the_check_finds_english() -> None:
    found, _ = play_in_korean(*GAMES[1], language="en")
    assert found and "describe" in " ".join(found) and "label" in " ".join(found)


@pytest.mark.parametrize(("players", "options", "seed"), GAMES)
def test_every_phrase_of_a_whole_game_reads_in_korean(players: int, options: dict, seed: int) -> None:
    found, plies = play_in_korean(players, options, seed)
    assert plies > 100
    assert not found, f"{len(found)} phrases not in Korean, first 40:\n" + "\n".join(dict.fromkeys(found))[:8000]


# ----------------------------------------------------------------- exact sentences
def test_log_lines_pick_the_particle_after_a_name_with_and_without_a_final_consonant() -> None:
    state = turn_of(started(2, seed=1), 0)
    names = ("민준", "지아")
    well = A.Construct("b-well", (("wood", 2), ("stone", 2)))
    with speaking("ko"):
        assert describe(A.Place("forest"), state, 0, 0, names) == "민준이 숲에 일꾼을 놓고 나무 1개를 받았습니다."
        assert describe(well, state, 0, 0, names) == "민준이 나무 2개, 돌 2개로 우물을 건설했습니다."
        swapped = ("지아", "민준")
        assert describe(A.Place("forest"), state, 0, 0, swapped) == "지아가 숲에 일꾼을 놓고 나무 1개를 받았습니다."
        assert describe(well, state, 0, 0, swapped) == "지아가 나무 2개, 돌 2개로 우물을 건설했습니다."
        # another seat keeps the card it drew to itself: counted, not named
        assert describe(A.Keep("b-well"), state, 1, 0, names) == "민준이 건물 카드 1장을 가졌습니다."
    assert (
        describe(A.Place("forest"), state, 0, 0, ("Ann", "Bob"))
        == "Ann places a worker at the Forest and takes 1 wood."
    )


def test_a_capture_names_both_seats_in_korean() -> None:
    state = put(turn_of(started(2, seed=1), 0), "forest", 1, 2)
    with speaking("ko"):
        line = describe(A.Capture("forest", 1), state, 0, 0, ("민준", "지아"))
        assert line == "민준이 숲에서 지아의 일꾼 2개를 포획했습니다."
        view = GAME.view(state, 0)
        assert label(A.Capture("forest", 1), view, ("민준", "지아")) == "숲에서 지아의 일꾼 2개 포획"


def test_labels_are_short_korean_choices() -> None:
    state = edit(turn_of(started(2, seed=1), 0), 0, silver=9)
    view = GAME.view(state, 0)
    with speaking("ko"):
        assert label(A.Place("quarry"), view) == "채석장: 돌 1개 받기"
        assert label(A.Place("tax_stand"), view) == f"세금 관리소: 은화 {state.tax}개 받기, 선행 -2"
        assert label(A.Guard("pay"), view).startswith("채권 1장 갚기: 은화 ")
        capturing = attrs.evolve(view, decisions=(CaptureFrame(0, left=1, max_locations=2),))
        assert label(A.Done(), capturing) == "포획 마치기"


def test_reasons_and_the_phase_in_korean() -> None:
    state = attrs.evolve(turn_of(started(2, seed=1), 0), tax=0)
    with speaking("ko"):
        told = {u.what: u.why for u in GAME.why_not(state, 0, ("민준", "지아"))}
        assert told["세금 관리소"] == "놓인 은화가 없음; 비어 있는 동안에는 일꾼을 놓을 수 없음"
        assert told["광산: 금 받기"] == "그곳에 내 일꾼이 2개 있어야 함; 이번이 첫 번째 일꾼 (점토만 가능: 점토 2개)"
        assert GAME.phase_name(state.phase) == "게임 진행"
        assert ordinal(2) == "두 번째"
    assert GAME.phase_name(state.phase) == "play"


def test_the_end_of_the_draft_is_told_with_the_first_seats_particle() -> None:
    for names in (("민준", "지아"), ("지아", "민준")):
        state = GAME.setup(config(2), 1)
        lines = ()
        while state.phase != PLAY:
            seat = min(GAME.to_act(state))
            action = GAME.legal_actions(state, seat)[0]
            after = step(GAME, state, action, seat).state
            with speaking("ko"):
                lines = GAME.narrate(action, state, after, seat, seat, names)
            state = after
        first = names[state.current]
        particle = "이" if first == "민준" else "가"
        assert lines[-1].text == f"드래프트가 끝났습니다: {first}{particle} 첫 일꾼을 놓습니다."
        assert lines[-1].kind == N.START


def test_workers_listed_in_a_log_line() -> None:
    with speaking("ko"):
        assert N.workers_of({0: 2, 1: 1}, lambda o: ("민준", "지아")[o]) == "민준의 일꾼 2개와 지아의 일꾼 1개"
        assert N.workers_of({0: 1, 1: 3}, lambda o: ("지아", "민준")[o]) == "지아의 일꾼 1개와 민준의 일꾼 3개"
        assert N.refreshed_line() == "작업장이 새로 고쳐졌습니다: 맨 왼쪽 수습생이 나가고 새 수습생이 들어옵니다."
    assert N.workers_of({0: 2, 1: 1}, lambda o: ("Ann", "Bob")[o]) == "2 of Ann's workers and 1 of Bob's"
