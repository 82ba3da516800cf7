"""Rule corrections of issue 8, one scenario each, quoting the rulebook
(../shared/seeds/002_fab167b120b7ba33.txt, Korean, with its line number)."""
from __future__ import annotations

import attrs
import pytest

from rules.core.options import make_config
from rules.sheriff import actions as A
from rules.sheriff.game import GAME
from rules.sheriff.state import Negotiation

from tests.sheriff.helpers import at_inspection, cards, legal, new_game, play, play_all, with_sheriff


# ----------------------------------------------------------------- six players: deputies, always
# l.487: "◆ 지방관 말을 상자에 다시 넣습니다. 6인 게임에서는 대신 부관 말을 2개 사용합니다."
def test_six_players_always_play_with_two_deputies() -> None:
    state = new_game(6, seed=3)  # no option given
    assert state.rules.deputies and state.sheriff is None and len(state.deputies) == 2
    assert state.rounds_total == 9  # the deputy deck runs out three times (l.529)


def test_deputies_cannot_be_switched_off_at_six() -> None:
    with pytest.raises(ValueError, match="always on with 6 players.*sheriff back in the box"):
        make_config(GAME.options, 6, {"deputies": False}, 3, 6)
    assert make_config(GAME.options, 6, {"deputies": True}, 3, 6).get("deputies") is True
    spec = next(s for s in GAME.options if s.name == "deputies")
    assert not any(spec.applies(n) for n in range(3, 7))  # never a choice on the set-up screen


@pytest.mark.parametrize("players", [3, 4, 5])
def test_fewer_than_six_never_have_deputies(players: int) -> None:
    assert not new_game(players).rules.deputies
    with pytest.raises(ValueError, match="only for 6 players"):
        make_config(GAME.options, players, {"deputies": True}, 3, 6)


def test_rules_text_says_always_not_may() -> None:
    from rules.sheriff.data import DATA_DIR
    text = (DATA_DIR / "rules.md").read_text(encoding="utf-8")
    section = text.split("{#deputies}", 1)[1].split("\n## ", 1)[0]
    assert "always play with two deputies" in section and "may use" not in section


# ----------------------------------------------------------------- the time limit is the sheriff's
# l.473: "이 규칙을 적용하면 지방관은 검문 단계 중 상인 1명마다 1분이 허락됩니다. ... 만약 시간을 다
# 써버리면 시간 안에 검문하지 못한 상인의 주머니는 뇌물 한 푼 받지 못하고 돌려줘야 합니다."
def test_time_up_is_offered_to_the_sheriff_alone() -> None:
    state = with_sheriff(new_game(4, seed=2, time_limit=True), 0)
    state = at_inspection(state, {1: (cards("silk", 1), "apple"), 2: (cards("apple", 1), "apple")})
    assert A.TimeUp() in legal(state, 0)
    state = play(state, 0, A.Approach(1))            # stopped: the merchant answers now
    assert isinstance(state.decisions[-1], Negotiation)
    assert A.TimeUp() not in legal(state, 1)
    state = play_all(state, (1, A.DraftTerms()), (1, A.AddGold(5)))
    assert A.TimeUp() not in legal(state, 1)         # not while drafting either
    state = play(state, 1, A.SendTerms())
    assert A.TimeUp() in legal(state, 0)             # the sheriff's turn again
    clock = GAME.clock(state)
    assert clock is not None and clock.holder == 0 and clock.seconds == 180 and clock.action == A.TimeUp()
    state = play(state, 0, A.TimeUp())
    assert [r.result for r in state.history] == ["time_up", "time_up"]  # no bribe taken
    assert state.players[1].gold == 50


def test_time_up_with_deputies_belongs_to_the_lead_deputy() -> None:
    state = new_game(6, seed=8, time_limit=True)
    lead, second = state.deputies
    merchants = state.merchants
    state = at_inspection(state, {merchants[0]: (cards("apple", 1), "apple")})
    assert A.TimeUp() in legal(state, lead)
    state = play(state, lead, A.Approach(merchants[0]))
    # both deputies choose a stance at once: only the lead deputy may call time
    assert A.TimeUp() in legal(state, lead) and A.TimeUp() not in legal(state, second)
    assert GAME.clock(state).holder == lead
