"""Rule corrections of issue 8, one scenario each, quoting the rulebook
(../shared/seeds/002_fab167b120b7ba33.txt, Korean, with its line number)."""

from __future__ import annotations

import attrs
import pytest

from rules.core.options import make_config
from rules.sheriff import actions as A
from rules.sheriff.game import GAME
from rules.sheriff.state import Negotiation
from tests.sheriff.helpers import (
    at_inspection,
    cards,
    legal,
    new_game,
    play,
    play_all,
    with_sheriff,
)


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
    state = play(state, 0, A.Approach(1))  # stopped: the merchant answers now
    assert isinstance(state.decisions[-1], Negotiation)
    assert A.TimeUp() not in legal(state, 1)
    state = play_all(state, (1, A.DraftTerms()), (1, A.AddGold(5)))
    assert A.TimeUp() not in legal(state, 1)  # not while drafting either
    state = play(state, 1, A.SendTerms())
    assert A.TimeUp() in legal(state, 0)  # the sheriff's turn again
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


# ----------------------------------------------------------------- a void promise must be proven
# l.366: "즉, 상인이 지방관에게 주기로 한 상품이 그의 가판대와 상품 주머니 양쪽 어디에도 없다면, 지방관에게
# 약속한 상품을 지불할 의무가 사라집니다. 단 이 경우 상인은 가판대와 상품 주머니 속 카드를 지방관에게
# 보여줘서 자신이 그 상품을 가지고 있지 않다는 걸 증명해야 합니다."
NAMES = ("Ann", "Bob", "Cy", "Di", "Eve", "Fay")


def _void_deal():
    from rules.sheriff.deals import steps_for
    from rules.sheriff.state import Terms
    from tests.sheriff.helpers import set_player

    state = with_sheriff(new_game(4, seed=5), 0)
    state = attrs.evolve(
        state, players=tuple(attrs.evolve(p, stand_legal=(), stand_contraband=()) for p in state.players)
    )
    state = set_player(state, 1, stand_legal=cards("cheese", 1, 90), stand_contraband=cards("crossbow", 1, 90))
    state = at_inspection(state, {1: (cards("apple", 2, 90) + cards("pepper", 1, 90), "apple")})
    state = play_all(state, (0, A.Approach(1)), (1, A.DraftTerms()))
    for step_ in steps_for(Terms(gold=3, bag_goods=("mead",))):  # no Mead anywhere: void
        state = play(state, 1, step_)
    return state


def test_void_bag_goods_are_proven_to_the_sheriff_alone() -> None:
    from rules.core.engine import SPECTATOR
    from rules.core.serialize import to_plain
    from rules.sheriff.view import secrets, view

    after = play(_void_deal(), 0, A.AcceptTerms())
    (proof,) = after.proofs
    assert proof.shown_to == (0,) and proof.void == ("mead",)
    assert proof.bag == ("apple", "apple", "pepper") and proof.stand == ("cheese", "crossbow")
    assert after.players[0].gold == 53 and after.history[-1].void == ("mead",)
    assert view(after, 0).proofs == (proof,)
    unproven = attrs.evolve(after, proofs=())
    for other in (1, 2, 3, SPECTATOR):  # view and secrets of everyone else: as if nothing was shown
        assert view(after, other) == view(unproven, other)
        assert secrets(after, other) == secrets(unproven, other)
    for other in (2, 3):  # the face-down Crossbow stays hidden from the other merchants
        assert "crossbow" not in str(to_plain(GAME, view(after, other)))
    assert "crossbow" in str(to_plain(GAME, view(after, 0)))


def test_void_promise_is_logged_with_the_contents_for_the_sheriff_only() -> None:
    state = _void_deal()
    public = GAME.describe(A.AcceptTerms(), state, 2, 0, NAMES[:4])
    assert public == (
        "Ann accepts the bribe: 3 gold; 1 Mead from Bob's bag. The bag passes. 1 Mead promised from the bag is "
        "in neither the bag nor the stand, so it is not owed: Bob shows the sheriff (Ann) the bag "
        "and the stand to prove it."
    )
    sheriff = GAME.describe(A.AcceptTerms(), state, 0, 0, NAMES[:4])
    assert sheriff == public + " What Bob shows: bag 2 Apples, 1 Pepper; stand 1 Cheese, 1 Crossbow."


def test_no_proof_when_every_promised_good_is_found() -> None:
    from rules.sheriff.deals import steps_for
    from rules.sheriff.state import Terms

    state = with_sheriff(new_game(4, seed=5), 0)
    state = at_inspection(state, {1: (cards("apple", 2, 90) + cards("pepper", 1, 90), "apple")})
    state = play_all(state, (0, A.Approach(1)), (1, A.DraftTerms()))
    for step_ in steps_for(Terms(bag_goods=("pepper",))):
        state = play(state, 1, step_)
    state = play(state, 0, A.AcceptTerms())
    assert state.proofs == () and state.history[-1].void == ()


def test_joint_deputies_are_both_shown_the_proof() -> None:
    from rules.sheriff.deals import steps_for
    from rules.sheriff.state import Terms
    from rules.sheriff.view import view

    state = new_game(6, seed=8)
    lead, second = state.deputies
    m = state.merchants[0]
    state = at_inspection(state, {m: (cards("apple", 1, 90), "apple")})
    state = play_all(
        state, (lead, A.Approach(m)), (lead, A.ChooseStance(True)), (second, A.ChooseStance(True)), (m, A.DraftTerms())
    )
    for step_ in steps_for(Terms(gold=1, bag_goods=("silk",))):
        state = play(state, m, step_)
    state = play(state, lead, A.AcceptTerms())
    (proof,) = state.proofs
    assert proof.shown_to == (lead, second)
    assert view(state, second).proofs == (proof,)
    assert all(view(state, s).proofs == () for s in range(6) if s not in (lead, second))


# ----------------------------------------------------------------- log lines (issue 7)
CHARACTERS = ("Little John", "Maid Marian", "Will Scarlet", "Alan-a-Dale", "Gilbert", "David")


def _unquoted(line: str) -> str:
    """The line without quoted promise texts (they are the promise's own words)."""
    parts = line.split('"')
    return "".join(parts[0::2])


@pytest.mark.parametrize(
    ("players", "seed", "options"),
    [
        (4, 3, {"black_market": True, "time_limit": True}),
        (3, 7, {"royal_goods": True}),
        (6, 11, {}),
    ],
)
def test_every_line_names_players_in_the_third_person(players: int, seed: int, options: dict) -> None:
    import random

    from rules.core.bots import bot_rng

    names = NAMES[:players]
    state = new_game(players, seed, **options)
    pick = random.Random(seed)
    drafted = sent = 0
    while GAME.to_act(state):
        seat = min(GAME.to_act(state))
        moves = GAME.legal_actions(state, seat)
        if len(GAME.to_act(state)) == 1 and pick.random() < 0.5:
            action = GAME.bot("greedy").choose(GAME.view(state, seat), moves, bot_rng(seed, state.ply, seat))
        else:
            action = moves[pick.randrange(len(moves))]
        for viewer in range(players):
            line = GAME.describe(action, state, viewer, seat, names)
            if isinstance(
                action, (A.DraftTerms, A.AddGold, A.AddStandGood, A.AddBagGood, A.AddPromise, A.AddInspectOther)
            ):
                assert line == "", (action, line)  # nobody learns how many items were added
                drafted += 1
                continue
            text = _unquoted(line)
            assert line and names[seat] in text, (action, line)
            assert not any(
                word in ("you", "You", "your", "Your")
                for word in text.replace(".", " ").replace(",", " ").replace(":", " ").split()
            ), line
            assert not any(c in text for c in CHARACTERS), line
            if isinstance(action, A.SendTerms):
                from rules.sheriff.words import log_voice, terms_text

                draft, negotiation = state.decisions[-1], state.decisions[-2]
                assert terms_text(draft.terms, draft.merchant, negotiation.authority, log_voice(viewer, names)) in line
                sent += viewer == 0
            if isinstance(action, A.DropDraft):
                assert not any(ch.isdigit() for ch in line), line
        state = play(state, seat, action)
    assert drafted and sent


def test_fallback_without_names_keeps_you_and_the_characters() -> None:
    state = with_sheriff(new_game(4, seed=12), 0)
    assert GAME.describe(A.ChooseFirstMerchant(2), state, 0, 0) == "You let Will Scarlet trade first at the market."
    assert GAME.describe(A.ChooseFirstMerchant(2), state, 2, 0, NAMES[:4]) == "Ann lets Cy trade first at the market."
    assert GAME.describe(A.ChooseFirstMerchant(2), state, 0, 0, NAMES[:4]) == "Ann lets Cy trade first at the market."


def test_declaration_and_send_terms_lines() -> None:
    from rules.sheriff.deals import steps_for
    from rules.sheriff.state import Terms

    state = with_sheriff(new_game(4, seed=12), 0)
    state = at_inspection(state, {1: (cards("apple", 3, 90), "apple")})
    names = NAMES[:4]
    assert GAME.describe(A.Declare("apple", 3), state, 2, 1, names) == "Bob declares 3 Apples."
    state = play_all(state, (0, A.Approach(1)), (1, A.DraftTerms()))
    for step_ in steps_for(Terms(gold=26, bag_goods=("apple",), merchant_promises=("spare_you",)))[:-1]:
        assert all(GAME.describe(step_, state, v, 1, names) == "" for v in range(4))
        state = play(state, 1, step_)
    assert GAME.describe(A.SendTerms(), state, 3, 1, names) == (
        "Bob offers: 26 gold; 1 Apple from Bob's bag; Bob promises \"I will not inspect your bag "
        'when I am the sheriff".'
    )
    assert (
        GAME.describe(A.DropDraft(), state, 3, 1, names)
        == "Bob withdraws the offer before sending it (it still counts against the limit)."
    )


def test_a_merchant_sending_time_up_is_refused_and_the_clock_runs_only_when_bags_wait() -> None:
    from rules.core.engine import IllegalAction, step

    state = with_sheriff(new_game(4, seed=2, time_limit=True), 0)
    assert GAME.clock(state) is None  # the market: no clock yet
    state = at_inspection(state, {1: (cards("silk", 1), "apple")})
    state = play(state, 0, A.Approach(1))
    with pytest.raises(IllegalAction):
        step(GAME, state, A.TimeUp(), 1)
    assert GAME.clock(with_sheriff(new_game(4, seed=2), 0)) is None  # no time limit rule
