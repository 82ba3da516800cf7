"""Florence in Korean (issue 26): every log line, action label, why-not reason and phase name.

Seeded random games are played to the end under `speaking("ko")`. At every state, for each seat
to act, each legal action's label and log line, the reasons of the moves not allowed and the
phase name are made; after each step, the narration for the seat and for a spectator. Each must
hold Hangul and no English word (three ASCII letters or more) besides the seat names and the
small allow-list below. Then a few exact sentences, particles after names with and without a
final consonant included. English is unchanged: the other tests in tests/florence compare it.
"""

from __future__ import annotations

import random
import re

import attrs
import pytest

from rules.core.engine import SPECTATOR, step
from rules.core.options import make_config
from rules.core.words import speaking
from rules.florence import actions as A
from rules.florence.describe import describe, label
from rules.florence.game import GAME
from rules.florence.narrate import narrate
from rules.florence.reasons import why_not
from rules.florence.state import OVER
from rules.florence.view import view
from tests.florence.helpers import drafted, play, prof, set_player

NAMES = ("민준", "지아", "서연", "하람", "도윤")
#: ASCII words the Korean text may keep. Empty: the Korean edition names every component in
#: Korean, and the automa card ids ("r12_05") hold no three letters in a row.
ALLOWED: frozenset[str] = frozenset()
HANGUL = re.compile(r"[\uac00-\ud7a3]")
WORD = re.compile(r"[A-Za-z]{3,}")

GAMES = [
    (1, {}, 3),
    (1, {"automa": "hard", "solo_players": "5"}, 4),
    (2, {}, 5),
    (3, {"muses_and_ladies": True}, 6),
    (4, {"shared_buildings": True}, 7),
    (5, {"shared_buildings": True, "muses_and_ladies": True}, 8),
]


def problems(text: str, where: str) -> list[str]:
    if not HANGUL.search(text):
        return [f"{where}: no Hangul: {text!r}"]
    english = [w for w in WORD.findall(text) if w not in ALLOWED and w not in NAMES]
    return [f"{where}: English {english}: {text!r}"] if english else []


def korean_problems(players: int, options: dict, seed: int) -> list[str]:
    config = make_config(GAME.options, players, options, GAME.min_players, GAME.max_players)
    names = NAMES[:players]
    rng = random.Random(seed)
    found: list[str] = []
    with speaking("ko"):
        state = GAME.setup(config, seed)
        while state.phase != OVER:
            found += problems(GAME.phase_name(state.phase), f"phase {state.phase}")
            acting = sorted(GAME.to_act(state))
            for seat in acting:
                seen = view(state, seat)
                for action in GAME.legal_actions(state, seat):
                    found += problems(label(action, seen, names), f"label {action!r}")
                    found += problems(describe(action, state, seat, seat, names), f"describe {action!r}")
                    public = describe(action, state, SPECTATOR, seat, names)
                    if public:
                        found += problems(public, f"describe (spectator) {action!r}")
                for reason in why_not(state, seat, names):
                    found += problems(reason.what, "reason (what)") + problems(reason.why, "reason (why)")
            seat = acting[0]
            action = rng.choice(GAME.legal_actions(state, seat))
            after = step(GAME, state, action, seat).state
            for viewer in (seat, SPECTATOR):
                for line in narrate(action, state, after, viewer, seat, names):
                    if line.text:
                        found += problems(line.text, f"narrate {action!r}")
            state = after
        found += problems(GAME.phase_name(state.phase), "phase over")
    return sorted(set(found))


@pytest.mark.parametrize(("players", "options", "seed"), GAMES)
def test_every_florence_phrase_is_korean(players: int, options: dict, seed: int) -> None:
    found = korean_problems(players, options, seed)
    assert not found, f"{len(found)} phrases not in Korean:\n" + "\n".join(found[:80])


# --- exact sentences ---------------------------------------------------------------------------
def test_a_name_with_and_without_a_final_consonant_takes_its_particle() -> None:
    state = drafted(players=2, seed=1, start=0)
    with speaking("ko"):
        assert describe(A.Pass(), state, SPECTATOR, 0, ("민준", "지아")) == "민준이 패스했습니다."
        assert describe(A.Pass(), state, SPECTATOR, 1, ("민준", "지아")) == "지아가 패스했습니다."
        assert describe(A.Build("chapel"), state, SPECTATOR, 1, ("민준", "지아")) == "지아가 예배당을 지었습니다."
        assert describe(A.Build("tower"), state, SPECTATOR, 0, ("민준", "지아")) == "민준이 탑을 지었습니다."


def test_an_auction_opened_and_a_bid_in_korean() -> None:
    state = drafted(players=3, seed=2, start=0)
    names = ("민준", "지아", "서연")
    with speaking("ko"):
        assert (
            describe(A.OpenAuction("jester"), state, SPECTATOR, 0, names)
            == "민준이 광대 토큰 경매를 200플로린으로 시작했습니다."
        )
        opened = play(state, 0, A.OpenAuction("jester"))
        assert describe(A.Bid(300), opened, SPECTATOR, 1, names) == "지아가 광대 토큰에 300플로린을 입찰했습니다."
        assert label(A.Bid(300), view(opened, 1), names) == "광대 토큰에 300플로린 입찰"
    assert describe(A.Bid(300), opened, SPECTATOR, 1, names) == "지아 bids 300 for the jester."


def test_a_work_started_with_a_profession_takes_euro_or_ro() -> None:
    state = drafted(players=2, seed=3, start=0)
    state = set_player(state, 0, hand=(prof("alchemist"),))
    with speaking("ko"):
        line = describe(A.Work(prof("alchemist")), state, 0, 0, ("민준", "지아"))
    from rules.florence.words import card_name, josa

    with speaking("ko"):
        alchemist = card_name(prof("alchemist"))
        assert alchemist == "연금술사"
        assert (
            line
            == f"민준이 {josa(alchemist, '으로/로')} 작업을 시작했습니다."
            == "민준이 연금술사로 작업을 시작했습니다."
        )


def test_phase_names_in_both_languages() -> None:
    assert GAME.phase_name("auction") == "auction"
    with speaking("ko"):
        assert GAME.phase_name("auction") == "경매 단계"
        assert GAME.phase_name("actions") == "행동 단계"


def test_the_automa_lines_are_kept_in_english_and_told_in_korean() -> None:
    from rules.florence.words import event, say_event

    with speaking("ko"):
        kept = event("takes", item="jester", bid=900)
        assert kept == "The automa takes the jester for 900."
        assert say_event(kept) == "오토마가 광대 토큰을 900플로린에 확보했습니다."
        built = event("builds", building="chapel", cost=300, gain=3)
        assert say_event(built) == "오토마가 예배당을 300플로린에 지었습니다 (명성 +3; 영지 배치는 하지 않습니다)."
    assert say_event(kept) == kept


def test_a_round_beginning_and_the_best_work_in_korean() -> None:
    from rules.florence import narrate as told

    state = drafted(players=2, seed=4, start=1)
    state = attrs.evolve(state, round=2)
    with speaking("ko"):
        (line,) = told._round_begins(state, ("민준", "지아"))
        assert line.text == "2라운드가 시작됩니다. 지아가 경매를 엽니다."
        state = attrs.evolve(state, best_work=(14, 12))
        assert told._best_work(state, ("민준", "지아")) == "최고의 작업: 민준 (작품성 14), 명성 +3."


def test_a_building_too_dear_is_told_in_korean_with_the_same_numbers() -> None:
    from tests.florence.helpers import action_turn

    state = action_turn(set_player(drafted(players=3, seed=5), 0, florins=500), 0)
    names = ("민준", "지아", "서연")
    with speaking("ko"):
        told = {r.what: r.why for r in why_not(state, 0, names)}
        assert told["건축"] == "비용 700플로린, 보유 500플로린 (200플로린 부족) (건축가 토큰 없이 내는 비용)"
    english = {r.what: r.why for r in why_not(state, 0, names)}
    assert english["Build"] == "costs 700, you have 500 (200 short) (the price with no builder)"
    with speaking("ko"):
        assert label(A.Build("chapel"), view(state, 0), names) == "예배당 건설: 700플로린, 명성 +3"
        assert label(A.EndTurn(), view(state, 0), names) == "차례 마치기 (행동 2번 남김)"


def test_the_character_composer_speaks_korean() -> None:
    from rules.florence.compose import STEP
    from tui.games.florence.compose import token_label

    state = drafted(players=3, seed=6, muses_and_ladies=True)
    with speaking("ko"):
        assert token_label(STEP, view(state, 0)) == "100플로린"
        assert token_label("merchant", view(state, 0)).startswith("상인 (")
    assert token_label(STEP, view(state, 0)) == "100 florins"
