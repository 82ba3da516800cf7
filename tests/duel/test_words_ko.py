"""7 Wonders Duel in Korean (issue 26): every log line, action label, "why not" reason and phase
name of the game is said in Korean under `speaking("ko")`, from the same vocabulary as the English
(rules/duel/words.py), which stays as it was (the English tests, test_log.py and test_reasons.py,
check it unchanged).

Seeded random games, with and without Agora, are played to the end. At every state, for the seat
to act: each legal action's label (`tui.games.duel.action_label`) and log line (`describe`), the
reasons it cannot do other moves (`why_not`) and the phase name must contain Hangul and no English
word of 3 or more letters, but for the seat names and `ALLOWED` below.
"""

from __future__ import annotations

import random
import re

import attrs
import pytest

from rules.core.engine import step
from rules.core.options import make_config
from rules.core.words import speaking
from rules.duel.actions import ChooseStarter, Construct, Discard
from rules.duel.game import GAME
from tests.duel.helpers import city, drafted, last_cards, offer, play, to_move
from tui.games.duel import action_label

NAMES = ("민준", "지아")
#: Seat names in Latin letters too, as players may type them: they are arguments, never translated.
LATIN_NAMES = ("Ann", "Bob")

#: English words of 3+ letters a Korean line may hold. None: the colour codes of the board's
#: legend are Korean syllables ("[파]", "[회]", "[의]") and Roman numerals are not used in Korean
#: ("2시대"), so nothing else is needed. Kept as a set so an exception is written here, justified.
ALLOWED: frozenset[str] = frozenset()

_HANGUL = re.compile(r"[\uac00-\ud7a3]")
_WORD = re.compile(r"[A-Za-z]{3,}")


def _problem(kind: str, text: str, names: tuple[str, ...]) -> str | None:
    if not _HANGUL.search(text):
        return f"{kind} without Hangul: {text!r}"
    rest = text
    for name in names:
        rest = rest.replace(name, " ")
    english = [w for w in _WORD.findall(rest) if w not in ALLOWED]
    return f"{kind} with English {english}: {text!r}" if english else None


def korean_problems(seed: int, agora: bool, names: tuple[str, ...] = NAMES) -> list[str]:
    """Play one seeded random game to the end; every Korean phrase that is not Korean enough."""
    state = GAME.setup(make_config(GAME.options, 2, {"agora": agora}), seed)
    pick = random.Random(f"ko:{seed}")
    found: list[str] = []

    def check(kind: str, text: str) -> None:
        problem = _problem(kind, text, names)
        if problem is not None and problem not in found:
            found.append(problem)

    while GAME.to_act(state):
        (seat,) = GAME.to_act(state)
        legal = GAME.legal_actions(state, seat)
        view = GAME.view(state, seat)
        with speaking("ko"):
            check("phase", GAME.phase_name(state.phase))
            for action in legal:
                check("label", action_label(action, view, names) or "")
                check("log", GAME.describe(action, state, seat, seat, names))
            for reason in GAME.why_not(state, seat, names):
                check("reason", f"{reason.what}: {reason.why}")
        action = legal[pick.randrange(len(legal))]
        with speaking("ko"):
            for viewer in (1 - seat, -1):  # the other seat and a spectator read their own lines
                check("log", GAME.describe(action, state, viewer, seat, names))
            check("log (no names)", GAME.describe(action, state, -1, seat))
        state = step(GAME, state, action, seat).state
    with speaking("ko"):
        check("phase", GAME.phase_name(state.phase))
    return found


@pytest.mark.parametrize("seed", range(4))
def test_every_base_game_phrase_is_korean(seed: int) -> None:
    found = korean_problems(seed, agora=False)
    assert not found, f"{len(found)} phrases not in Korean:\n" + "\n".join(found[:60])


@pytest.mark.parametrize("seed", range(4))
def test_every_agora_phrase_is_korean(seed: int) -> None:
    found = korean_problems(seed, agora=True)
    assert not found, f"{len(found)} phrases not in Korean:\n" + "\n".join(found[:60])


def test_seat_names_in_latin_letters_stay_as_typed() -> None:
    found = korean_problems(11, agora=True, names=LATIN_NAMES)
    assert not found, "\n".join(found[:60])


# ---- exact sentences ------------------------------------------------------------------------------------------


def test_a_build_with_the_subject_particle_after_either_name() -> None:
    state = offer(city(to_move(drafted(5), 1), 1, buildings=(), coins=7), "altar")
    with speaking("ko"):
        assert GAME.describe(Construct("altar"), state, 0, 1, ("지아", "민준")) == "민준이 제단을 건설했습니다 (공짜)."
        assert GAME.describe(Construct("altar"), state, 0, 1, ("민준", "지아")) == "지아가 제단을 건설했습니다 (공짜)."
        assert GAME.describe(Construct("altar"), state, 1, 1) == "당신이 제단을 건설했습니다 (공짜)."
        assert GAME.describe(Construct("altar"), state, 0, 1) == "플레이어 2가 제단을 건설했습니다 (공짜)."
    assert GAME.describe(Construct("altar"), state, 0, 1, ("Ann", "Bob")) == "Bob builds Altar for free."


def test_a_discard_says_the_coins_in_both_languages() -> None:
    state = offer(city(to_move(drafted(5), 0), 0, buildings=()), "altar")
    with speaking("ko"):
        line = GAME.describe(Discard("altar"), state, 0, 0, NAMES)
        label = action_label(Discard("altar"), GAME.view(state, 0), NAMES)
    assert line == "민준이 제단을 버리고 2주화를 받았습니다."
    assert label == "[파] 제단 버리기 (2주화 받기)"
    assert GAME.describe(Discard("altar"), state, 0, 0, ("Ann", "Bob")) == "Ann discards Altar for 2 coins."


def test_a_military_token_and_a_new_age_in_korean() -> None:
    state = city(to_move(drafted(5), 0), 0, buildings=(), coins=9)
    state = city(state, 1, coins=6)
    state = attrs.evolve(offer(state, "guard_tower"), military=2)
    with speaking("ko"):
        line = GAME.describe(Construct("guard_tower"), state, 1, 0, NAMES)
    assert "전쟁 마커가 지아의 수도 쪽으로 1칸 움직였습니다." in line
    assert "약탈 토큰: 지아가 2주화를 잃었습니다." in line
    end = last_cards(to_move(drafted(5), 0), "altar")
    with speaking("ko"):
        line = GAME.describe(Construct("altar"), end, 0, 0, NAMES)
    assert "2시대가 시작됩니다. 민준이 누가 먼저 할지 정합니다." in line
    chooser = play(end, Construct("altar"), 0)
    with speaking("ko"):
        assert GAME.describe(ChooseStarter(1), chooser, 0, 0, NAMES) == "민준이 지아에게 2시대를 시작하게 했습니다."
        assert GAME.describe(ChooseStarter(0), chooser, 0, 0, NAMES) == "민준이 2시대를 직접 시작하기로 했습니다."
        labels = [action_label(a, GAME.view(chooser, 0), NAMES) for a in (ChooseStarter(0), ChooseStarter(1))]
    assert labels == ["2시대 직접 시작", "지아에게 2시대 시작 맡기기"]


def test_a_reason_names_the_card_and_the_missing_coins_in_korean() -> None:
    state = offer(city(to_move(drafted(5), 0), 0, buildings=(), coins=0), "baths")
    with speaking("ko"):
        reasons = {r.what: r.why for r in GAME.why_not(state, 0, NAMES)}
    assert reasons["목욕탕 건설"].startswith("비용 ") and "가진 주화 0: " in reasons["목욕탕 건설"]
    assert reasons["목욕탕 건설"].endswith("부족")


def test_phase_names() -> None:
    assert [GAME.phase_name(p) for p in ("draft", "play", "end")] == ["draft", "play", "end"]
    with speaking("ko"):
        assert [GAME.phase_name(p) for p in ("draft", "play", "end")] == ["불가사의 선택", "시대 진행", "게임 종료"]


def _first(seed: int, kind: type, agora: bool = True):
    """The first state of a seeded random game where `kind` is legal, with its seat and action."""
    state = GAME.setup(make_config(GAME.options, 2, {"agora": agora}), seed)
    pick = random.Random(f"first:{seed}")
    while GAME.to_act(state):
        (seat,) = GAME.to_act(state)
        legal = GAME.legal_actions(state, seat)
        found = next((a for a in legal if isinstance(a, kind)), None)
        if found is not None:
            return state, seat, found
        state = step(GAME, state, legal[pick.randrange(len(legal))], seat).state
    raise AssertionError(f"no {kind.__name__} in game {seed}")


def test_an_influence_cube_placed_in_korean() -> None:
    from rules.duel.agora.state import PlaceCube

    state, seat, action = _first(3, PlaceCube)
    with speaking("ko"):
        line = GAME.describe(action, state, seat, seat, NAMES)
        label = action_label(action, GAME.view(state, seat), NAMES)
    subject = ("민준이", "지아가")[seat]
    assert line.startswith(f"{subject} {action.chamber}번 의회실에 영향력 마커를 놓았습니다")
    assert label.startswith(f"{action.chamber}번 의회실에 영향력 마커 배치")
    assert "구획, " in label and "승점; 영향력 마커: 당신 " in label


def test_the_end_of_the_game_in_korean() -> None:
    state = GAME.setup(make_config(GAME.options, 2, {}), 2)
    pick = random.Random("end")
    while True:
        (seat,) = GAME.to_act(state)
        legal = GAME.legal_actions(state, seat)
        action = legal[pick.randrange(len(legal))]
        after = step(GAME, state, action, seat).state
        if not GAME.to_act(after):
            break
        state = after
    with speaking("ko"):
        line = GAME.describe(action, state, -1, seat, NAMES)
    winners = " ".join(NAMES[s] for s in after.result.winners)
    assert "게임 종료: " in line and "이겼습니다 (" in line, line
    assert winners.split()[0] in line.split("게임 종료: ")[1]
