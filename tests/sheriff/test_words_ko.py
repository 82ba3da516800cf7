"""Sheriff in Korean (issue 26): every log line, action label, why-not reason and phase name said in
Korean under `speaking("ko")`, from the same vocabulary as the English (`rules.sheriff.words`).

Seeded games are played to the end (random moves, and greedy bots, which bargain, offer goods from
the bag and so reach deals, void promises and proofs), and at every state every legal action's
label and log line, every narrated line for every reader, every reason and the phase name must hold
Hangul and no English word. The English wording is covered, unchanged, by the other tests here.
"""

from __future__ import annotations

import random
import re
from typing import Any, Iterator

import attrs
import pytest

from rules.core.bots import bot_rng
from rules.core.engine import GOD, SPECTATOR, step
from rules.core.options import make_config
from rules.core.words import speaking, with_particle
from rules.sheriff import actions as A
from rules.sheriff import words as W
from rules.sheriff.game import GAME
from rules.sheriff.rules import legal_actions, to_act
from rules.sheriff.state import SheriffState
from tests.sheriff.helpers import at_inspection, cards, new_game, play, set_player, sheriff_game, with_sheriff

#: Seat names: Korean given names, ending with and without a final consonant (민준, 지아 ...).
NAMES = ("민준", "지아", "서연", "하준", "도윤", "수아")

#: English words (3+ ASCII letters) a Korean line may still hold. Empty: the Korean edition says
#: every term in Korean (금화 N원, 카드 N장, 점, 지방관, 부관), so no Latin word is allowed at all;
#: seat names are removed before the check. (Roman numerals or "VP" would go here if the
#: Korean edition used them; it does not.)
ALLOWED: frozenset[str] = frozenset()

_HANGUL = re.compile(r"[\uac00-\ud7a3]")
_ENGLISH = re.compile(r"[A-Za-z]{3,}")


def english_words(text: str, names: tuple[str, ...] = NAMES) -> list[str]:
    for name in names:
        text = text.replace(name, " ")
    return [w for w in _ENGLISH.findall(text) if w not in ALLOWED]


def offence(where: str, text: str) -> str | None:
    if not _HANGUL.search(text):
        return f"{where}: no Hangul: {text!r}"
    words = english_words(text)
    if words:
        return f"{where}: English {words}: {text!r}"
    return None


CASES = [
    (3, {}, 1, "random"),
    (4, {"black_market": True, "royal_goods": True}, 2, "random"),
    (5, {"time_limit": True, "seven_card_hand": True}, 3, "random"),
    (6, {}, 4, "random"),
    (6, {"black_market": True, "royal_goods": True, "time_limit": True}, 5, "random"),
    (4, {"black_market": True, "royal_goods": True}, 6, "greedy"),
    (6, {"black_market": True}, 7, "greedy"),
    (3, {"royal_goods": True}, 8, "greedy"),
]


def play_game(
    players: int, options: dict[str, bool], seed: int, level: str
) -> Iterator[tuple[SheriffState, int, Any, SheriffState]]:
    """(before, seat, action, after) for every step of one seeded game to its end."""
    config = make_config(GAME.options, players, options, GAME.min_players, GAME.max_players)
    state = GAME.setup(config, seed)
    pick = random.Random(f"words-ko:{seed}")
    while to_act(state):
        seat = pick.choice(sorted(to_act(state)))
        legal = legal_actions(state, seat)
        if level == "random":
            action = legal[pick.randrange(len(legal))]
        else:
            action = GAME.bot(level).choose(GAME.view(state, seat), legal, bot_rng(seed, state.ply, seat))
        after = step(GAME, state, action, seat).state
        yield state, seat, action, after
        state = after


def korean_offences(
    before: SheriffState, seat: int, action: Any, after: SheriffState, names: tuple[str, ...]
) -> list[str]:
    found: list[str | None] = []
    ply = before.ply
    found.append(offence(f"ply {ply} phase name", GAME.phase_name(before.phase)))
    for acting in sorted(to_act(before)):
        view = GAME.view(before, acting)
        for legal in legal_actions(before, acting):
            found.append(offence(f"ply {ply} label {legal!r}", W.label(legal, view, names) or ""))
            line = GAME.describe(legal, before, acting, acting, names)
            if line:
                found.append(offence(f"ply {ply} describe {legal!r}", line))
        for reason in GAME.why_not(before, acting, names):
            found.append(offence(f"ply {ply} reason (what)", reason.what))
            found.append(offence(f"ply {ply} reason (why)", reason.why))
    view = GAME.view(before, seat)  # the composer's heading and summary for the move made
    chosen = (
        action.discard
        if isinstance(action, A.Exchange)
        else action.goods
        if isinstance(action, A.LoadBag)
        else (action,)
        if isinstance(action, W.DRAFT_STEPS[1:])
        else ()
    )
    found.append(offence(f"ply {ply} composer title", W.compose_title(view, names)))
    found.append(offence(f"ply {ply} composer summary {action!r}", W.compose_summary(chosen, view, names)))
    for record in after.history[len(before.history) :]:  # a bag's public record, as the board tells it
        found.append(offence(f"ply {ply} bag record", W.outcome_text(record, W.Voice(SPECTATOR, names, you=False))))
    for viewer in (*range(len(before.players)), SPECTATOR, GOD):
        for told in GAME.narrate(action, before, after, viewer, seat, names):
            found.append(offence(f"ply {ply} narrate {action!r} for {viewer}", told.text))
    return [f for f in found if f]


@pytest.mark.parametrize(("players", "options", "seed", "level"), CASES, ids=lambda v: str(v))
def test_every_word_of_a_whole_game_is_korean(players: int, options: dict[str, bool], seed: int, level: str) -> None:
    names = NAMES[:players]
    offenders: list[str] = []
    seen: set[str] = set()
    with speaking("ko"):
        for before, seat, action, after in play_game(players, options, seed, level):
            for problem in korean_offences(before, seat, action, after, names):
                key = re.sub(r"\d+", "#", problem.split(": ", 1)[-1])
                if key not in seen:  # one of each kind is enough to read
                    seen.add(key)
                    offenders.append(problem)
        final = GAME.phase_name(after.phase)
        if offence("final phase name", final):
            offenders.append(f"final phase name: {final!r}")
    assert not offenders, f"{len(offenders)} lines not in Korean:\n" + "\n".join(offenders[:60])


# ----------------------------------------------------------------------------- exact sentences
def test_declaration_names_the_seat_with_the_right_particle() -> None:
    state = new_game(4, seed=1)
    with speaking("ko"):
        assert (
            W.Phrase("x", "사과 3장 신고", "사과 3장을 신고했습니다").sentence(W.Voice(GOD, NAMES), 0)
            == "민준이 사과 3장을 신고했습니다."
        )
        assert (
            W.Phrase("x", "사과 3장 신고", "사과 3장을 신고했습니다").sentence(W.Voice(GOD, NAMES), 1)
            == "지아가 사과 3장을 신고했습니다."
        )
    assert state.players


def _declaring(seat: int) -> SheriffState:
    """A game at the declarations with `seat`'s bag loaded with 2 Apples and a Silk."""
    state = new_game(4, seed=1)
    return set_player(state, seat, bag=cards("apple", 2) + cards("silk", 1))


def test_declare_line_and_label_in_korean() -> None:
    state = _declaring(1)
    facts = W.Facts(1, W.log_voice(SPECTATOR, NAMES), state)
    with speaking("ko"):
        said = W.phrase(A.Declare("apple", 3), facts)
        assert said is not None
        assert said.sentence(facts.voice, 1) == "지아가 사과 3장을 신고했습니다."
        assert said.sentence(facts.voice, 0) == "민준이 사과 3장을 신고했습니다."
        own = attrs.evolve(facts, voice=W.log_voice(1, NAMES), bag=("apple", "apple", "silk"))
        lie = W.phrase(A.Declare("apple", 3), own)
        assert lie is not None and lie.command() == "사과 3장 신고 (거짓)"
    english = W.phrase(A.Declare("apple", 3), own)  # words are made in the language spoken when asked
    assert english is not None and english.command() == "Declare 3 Apples (a lie)"


def test_opened_honest_bag_and_its_penalty_in_korean() -> None:
    state = at_inspection(
        sheriff_game(4, sheriff=0), {1: (cards("apple", 2), "apple"), 2: (cards("cheese", 1), "cheese")}
    )
    sheriff = state.sheriff
    assert sheriff is not None and sheriff not in (1, 2)
    after = play(state, sheriff, A.OpenBag(1))
    with speaking("ko"):
        lines = [line.text for line in GAME.narrate(A.OpenBag(1), state, after, SPECTATOR, sheriff, NAMES)]
    who = NAMES[sheriff]
    assert lines[0].startswith(f"{with_particle(who, '이/가')} 지아의 주머니를 조사했습니다 (사과 2장 신고)")
    assert lines[1] == "지아의 주머니를 열었습니다: 신고한 그대로 사과 2장이 나왔습니다. 지아는 정직하게 신고했습니다."
    assert lines[2] == f"{with_particle(who, '이/가')} 지아에게 정직한 주머니를 조사한 대가로 금화 4원을 냈습니다."


def test_particles_follow_the_name_not_the_text() -> None:
    voice = W.Voice(GOD, ("민준", "지아"))
    with speaking("ko"):
        assert voice.who_with(0, "은/는") == "민준은" and voice.who_with(1, "은/는") == "지아는"
        assert voice.who_with(0, "을/를") == "민준을" and voice.who_with(1, "을/를") == "지아를"
        assert voice.whose(0) == "민준의"
        assert W.and_list(["민준", "지아"]) == "민준과 지아" and W.and_list(["지아", "민준"]) == "지아와 민준"
        assert W.gold(5) == "금화 5원" and W.amount(3, "chicken") == "닭 3장" and W.cards(1) == "카드 1장"


def test_english_is_unchanged_outside_korean() -> None:
    voice = W.Voice(GOD, ("Ann", "Bob"))
    assert voice.whose(1) == "Bob's" and W.gold(5) == "5 gold" and W.amount(3, "apple") == "3 Apples"
    assert GAME.phase_name("market") == "market" and GAME.phase_name("black_market") == "black market"
    with speaking("ko"):
        assert GAME.phase_name("market") == "거래" and GAME.phase_name("inspect") == "검문"


def _inspection(bags: dict[int, tuple[tuple[str, ...], str]]) -> SheriffState:
    """민준 (seat 0) is the sheriff, stands empty, mid-game; seat 3's bag keeps the round going."""
    state = with_sheriff(new_game(4, seed=9), 0)
    empty = tuple(attrs.evolve(p, stand_legal=(), stand_contraband=()) for p in state.players)
    state = attrs.evolve(state, players=empty, ply=5)
    return at_inspection(state, {**bags, 3: (cards("apple", 1, 70), "apple")})


def _told(state: SheriffState, seat: int, action: Any, viewer: int) -> list[tuple[str, str]]:
    after = play(state, seat, action)
    with speaking("ko"):
        return [(line.kind, line.text) for line in GAME.narrate(action, state, after, viewer, seat, NAMES[:4])]


def test_a_broke_liar_pays_in_goods_in_korean() -> None:
    state = _inspection({1: (cards("crossbow", 3, 70), "apple")})  # fine 12: 1 gold, Cheese 3, Pepper 6
    state = set_player(state, 1, gold=1, stand_legal=cards("cheese", 1, 70), stand_contraband=cards("pepper", 1, 70))
    assert _told(state, 0, A.OpenBag(1), 2) == [
        ("action", "민준이 지아의 주머니를 조사했습니다 (사과 3장 신고)."),
        ("inspection", "지아의 주머니를 열었습니다: 사과 3장을 신고했지만 석궁 3장이 나왔습니다."),
        (
            "caught",
            "지아는 거짓말이 들통났습니다: 석궁 3장은 압류되어 버려지고, 신고한 상품은 주머니에 하나도 없었습니다.",
        ),
        (
            "payment",
            "지아가 민준에게 벌금으로 금화 12원을 내야 해서 금화 1원, 치즈 1장과 뒷면 카드 1장으로 냈습니다; "
            "나머지 금화 2원은 면제되었습니다.",
        ),
    ]
    assert (
        "payment",
        "지아가 민준에게 벌금으로 금화 12원을 내야 해서 금화 1원, 치즈 1장과 후추 1장으로 냈습니다; "
        "나머지 금화 2원은 면제되었습니다.",
    ) in _told(state, 0, A.OpenBag(1), 1)


def test_a_debt_with_nothing_to_pay_is_forgiven_in_korean() -> None:
    state = set_player(_inspection({1: (cards("crossbow", 3, 70), "apple")}), 1, gold=0)
    assert _told(state, 0, A.OpenBag(1), 2)[-1] == (
        "payment",
        "지아는 민준에게 벌금으로 금화 12원을 내야 하지만 낼 것이 없어 빚이 면제되었습니다.",
    )


def test_a_passed_bag_in_korean_names_its_face_down_goods_to_its_owner_only() -> None:
    state = _inspection({2: (cards("apple", 2, 70) + cards("silk", 1, 70), "apple")})
    public = "서연의 주머니(사과 3장 신고)가 협상 없이 열리지 않고 통과했습니다: 사과 2장이 앞면으로, 카드 1장이 뒷면으로 서연의 가판대에 놓였습니다."
    assert _told(state, 0, A.PassBag(2), 1) == [
        ("action", "민준이 서연을 협상 없이 통과시켰습니다 (사과 3장 신고)."),
        ("pass", public),
    ]
    owner = public.replace("카드 1장이 뒷면으로", "카드 1장(비단 1장)이 뒷면으로")
    assert ("pass", owner) in _told(state, 0, A.PassBag(2), 2)
