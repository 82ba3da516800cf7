"""Why a Florence move is not there (rules.florence.reasons, issue 22).

Property: in seeded random games (1-5 seats, solo at each table size, Muses & Ladies, Shared
Buildings) no move a reason names is legal, every building, freedom and auction item the seat
cannot take is explained, reasons come at a good share of the states, and no reason names a card
the seat may not know. Scenarios: one per main kind of reason, each with the rulebook line it
follows (000_f8a3303e9464fdee.txt, paraphrased).
"""

from __future__ import annotations

import random

import attrs
import pytest

from rules.core.options import make_config
from rules.core.reasons import why_not as core_why_not
from rules.florence import actions as A
from rules.florence.data import load
from rules.florence.describe import card_name
from rules.florence.game import GAME
from rules.florence.reasons import Reason, move_key, reasons
from rules.florence.state import (
    BidFrame,
    CharacterBoard,
    CharacterFrame,
    LastFrame,
    OpenFrame,
    Pawn,
    SoloOfferFrame,
    SoloPickFrame,
    TurnFrame,
    WorkFrame,
    is_recruitment,
    supply_add,
)
from tests.florence.helpers import action_turn, bonus, drafted, new_game, play, prof, set_player, tile
from tests.reasons_checks import ReasonChecks

NAMES = ("Ann", "Bob", "Cy", "Di", "Ed")


CHECK = ReasonChecks(GAME, reasons, move_key, NAMES, named_moves=False)
legal_keys, assert_true, told = CHECK.legal_keys, CHECK.assert_true, CHECK.told


# ---- the property ---------------------------------------------------------------------------------------
CASES = {  # seats, options, seed, the bot that plays the game (greedy games reach richer late states)
    "solo-4": (1, {}, 31, "random"),
    "solo-5-hard": (1, {"automa": "hard", "solo_players": "5"}, 32, "random"),
    "solo-easy-greedy": (1, {"automa": "easy"}, 33, "greedy"),
    "two": (2, {}, 34, "random"),
    "two-tight": (2, {"tight_freedoms": True}, 35, "random"),
    "three": (3, {}, 36, "random"),
    "three-greedy": (3, {}, 44, "greedy"),
    "four": (4, {}, 37, "random"),
    "five": (5, {}, 38, "random"),
    "muses-3": (3, {"muses_and_ladies": True}, 39, "random"),
    "muses-5-greedy": (5, {"muses_and_ladies": True}, 40, "greedy"),
    "shared-2": (2, {"shared_buildings": True}, 41, "random"),
    "shared-4": (4, {"shared_buildings": True}, 42, "random"),
    "both-3": (3, {"muses_and_ladies": True, "shared_buildings": True}, 43, "random"),
    "both-4-greedy": (4, {"muses_and_ladies": True, "shared_buildings": True}, 45, "greedy"),
}


def unexplained(state, seat: int, found: tuple[Reason, ...]) -> list:
    """Buildings, freedoms and auction items the seat cannot take that no reason speaks for."""
    frame = state.decisions[-1] if state.decisions else None
    wanted: list = []
    if isinstance(frame, TurnFrame):
        data = load()
        wanted = [("build", b.id) for b in data.buildings] + [("freedom", f.id) for f in data.freedoms]
        wanted += [("draw", "profession"), ("draw", "bonus")]
        wanted += [("work", c) for c in state.players[seat].hand if not is_recruitment(c)]
    elif isinstance(frame, (OpenFrame, LastFrame)):
        from rules.florence.auction import item_list

        kind = "open" if isinstance(frame, OpenFrame) else "buy"
        wanted = [(kind, item) for item in item_list(state)]
    elif isinstance(frame, SoloPickFrame):
        from rules.florence.solo import PLAYER_ITEMS

        wanted = [("try", item) for item in PLAYER_ITEMS]
    covered = set().union(*(r.moves for r in found)) if found else set()
    return [key for key in wanted if key not in legal_keys(state, seat) | covered]


def hidden_names(state, seat: int) -> set[str]:
    """The names of cards `seat` may not know (another seat's hand, decks, the automa's face-down row)."""
    names = set()
    for card in GAME.secrets(state, seat):
        if ":" in card and not card.startswith("florins:") and not card.startswith("automa:"):
            names.add(card_name(card))
    known = {
        card_name(c) for c in state.players[seat].hand + state.players[seat].bonus + state.players[seat].prestige_cards
    }
    for p in state.players:
        known |= {card_name(c) for c in p.front + p.known}
    return names - known


@pytest.mark.parametrize("case", sorted(CASES))
def test_no_reason_names_a_legal_move_and_every_missing_choice_is_explained(case: str) -> None:
    players, options, seed, level = CASES[case]
    rng = random.Random(seed)
    state = GAME.setup(make_config(GAME.options, players, options, GAME.min_players, GAME.max_players), seed)
    bot = GAME.bot(level)
    asked = with_reasons = counted = 0
    while GAME.outcome(state) is None:
        seat = min(GAME.to_act(state))
        found = assert_true(state, seat)
        asked += 1
        with_reasons += bool(found)
        counted += len(found)
        assert not unexplained(state, seat, found), unexplained(state, seat, found)
        secret = hidden_names(state, seat)
        for reason in found:
            text = f"{reason.what}: {reason.why}"
            assert not [name for name in secret if name in text], text
            assert "florins:" not in text
        legal = GAME.legal_actions(state, seat)
        state = GAME.apply(state, bot.choose(GAME.view(state, seat), legal, rng), rng, seat)
    assert with_reasons / asked > 0.4 and counted > 60, (with_reasons, asked, counted)


def test_only_the_seat_to_act_is_told() -> None:
    state = action_turn(drafted(3), 0)
    assert core_why_not(GAME, state, 1, NAMES) == ()
    assert core_why_not(GAME, state, 0, NAMES)  # no face-up profession to recruit, at least
    assert reasons(new_game(3), 0, NAMES) == ()  # the draft: every return is allowed


# ---- scenarios, by rulebook line -----------------------------------------------------------------------
def turn(state, seat: int = 0, **player):
    return action_turn(set_player(state, seat, **player), seat)


def test_l331_a_building_costs_700_without_a_builder_and_300_with_one() -> None:
    """L331-L333: 700 a building, 300 with one or two builders, nothing with three."""
    words = told(turn(drafted(3), florins=500), 0)
    assert words["Build"] == "costs 700, you have 500 (200 short) (the price with no builder)"
    words = told(turn(drafted(3), florins=200, builders=1), 0)
    assert words["Build"] == "costs 300, you have 200 (100 short) (the price with 1 builder)"
    assert "Build" not in told(turn(drafted(3), florins=0, builders=3), 0)


def test_l333_l341_none_left_and_one_of_each_building() -> None:
    """L333: no building of a kind whose stack is empty; L341: one of each kind on an estate."""
    state = turn(drafted(3), florins=3000, tiles=(tile("tower"),))
    state = attrs.evolve(state, buildings=supply_add(state.buildings, "chapel", -3))
    words = told(state, 0)
    assert words["Tower"] == "you have one already (one of each building on an estate)"
    assert words["Chapel"] == "none left in the supply"


def test_l343_below_two_builders_a_building_keeps_off_other_buildings() -> None:
    """L343: a building may not share an edge with another building or the mansion, unless you have 2-3
    builders. Here every free line of three cells touches the Workshop, the Library or the mansion."""
    tiles = (tile("workshop", 2, 0, 1), tile("library", 1, 3, 5))
    words = told(turn(drafted(3), florins=3000, tiles=tiles), 0)
    assert words["Tower"] == (
        "every spot with room touches another building or the mansion; that takes 2 builders (you have 0)"
    )
    assert "Tower" not in told(turn(drafted(3), florins=3000, tiles=tiles, builders=2), 0)


def test_l368_l370_freedoms_one_of_each_kind_once_a_turn_while_any_are_left() -> None:
    """L368: one freedom of each kind a player, none from an empty stack; L370: once a turn."""
    state = turn(drafted(3), florins=3000, freedoms=("travel",))
    state = attrs.evolve(state, freedoms=tuple((f, 0 if f == "opinion" else n) for f, n in state.freedoms))
    words = told(state, 0)
    assert words["Freedom of Travel"] == "you have it (one of each kind)"
    assert words["Freedom of Opinion"] == "none left in the supply"
    assert "Freedom of Religion" not in words
    state = play(state, 0, A.TakeFreedom("religion"))
    assert told(state, 0)["Freedom"] == "one a turn, and you took one this turn"


def test_l379_a_profession_draw_once_a_turn_and_300_a_draw() -> None:
    """L375-L379: 300 to look at five professions, once a turn; L384: the bonus draw costs 300 too."""
    state = turn(drafted(3), florins=600)
    state = play(state, 0, A.DrawProfession())
    state = play(state, 0, A.KeepCard(state.decisions[-1].cards[0]))
    while not isinstance(state.decisions[-1], TurnFrame):
        state = play(state, 0, GAME.legal_actions(state, 0)[0])
    assert told(state, 0)["Draw professions"] == "once a turn, and you drew this turn"
    words = told(turn(drafted(3), florins=200), 0)
    assert words["Draw bonus cards"] == "costs 300, you have 200 (100 short)"


def test_l245_a_work_below_the_round_minimum_says_what_it_lacks() -> None:
    """L245: a work needs the round's minimum value; L260-L268: its preferred building +4, landscape and
    freedom +3 each, +1 a card. A Poet alone in round 1: 1 card, 7 needed, 6 short."""
    state = turn(drafted(3), hand=(prof("poet"),), bonus=(), jesters=0)
    words = told(state, 0)
    assert words["Poet"] == (
        "work value 1, round 1 needs 7 (6 short); +4 with a Theatre, +3 with a lake, +3 with the Freedom of Travel"
    )
    state = turn(drafted(3), hand=(prof("poet"),), tiles=(tile("lake"),), freedoms=("travel",), jesters=0)
    assert "Poet" not in told(state, 0)  # 1 + 3 + 3 = 7: the work is offered
    assert A.Work(prof("poet")) in GAME.legal_actions(state, 0)


def test_a_hand_of_recruitment_cards_has_no_work() -> None:
    """Ruling R3: a recruitment card brings a profession in; it is not worked itself."""
    state = turn(drafted(3), hand=("recruit-1",))
    assert told(state, 0)["Work"] == "no profession card in your hand (a recruitment card only brings one in)"
    assert told(state, 0)["Recruit"] == "no profession lies face up in front of another player"


def test_l224_two_actions_a_turn() -> None:
    """L224: two actions a turn; with both used only free things remain."""
    state = action_turn(drafted(3), 0, actions_left=0)
    assert told(state, 0)["Work, build, freedom, draws"] == "both actions of this turn are used"


def test_l124_l131_a_bid_is_100_more_and_never_above_your_florins() -> None:
    """L131: each bid exactly 100 over the last; L124: never more than you hold."""
    state = set_player(drafted(3), 1, florins=300)
    state = attrs.evolve(state, decisions=(BidFrame(1, "jester", 300, 0, 0),))
    words = told(state, 1)
    assert words["Bid 400 for the jester"] == "you have 300 (100 short)"
    assert A.Pass() in GAME.legal_actions(state, 1)


def test_l120_l168_items_won_this_round_and_a_fourth_builder() -> None:
    """L120: each item once a round; L168: at most 3 builders a player (ruling R1: no bid on a 4th)."""
    state = play(set_player(drafted(3), 0, builders=3), 0, A.OpenAuction("jester"))
    state = play(play(state, 1, A.Pass()), 2, A.Pass())  # Ann wins the jester; Bob opens next
    state = set_player(state, 1, builders=3)
    state = attrs.evolve(state, decisions=(OpenFrame(1),))
    words = told(state, 1)
    assert words["Auction the jester"] == "won this round by Ann (each item once a round)"
    assert words["Auction the builder"] == "you have 3 builders, the most one may hold"


def test_l126_selling_prestige_needs_prestige_and_l598_not_with_muses_and_ladies() -> None:
    """L126: prestige sells for florins any time; L598: with Muses & Ladies it never does."""
    state = attrs.evolve(drafted(3), decisions=(OpenFrame(0),))
    assert told(state, 0)["Sell prestige"] == "you have no prestige to sell"
    state = set_player(state, 0, prestige=5)
    assert "Sell prestige" not in told(state, 0)
    muses = attrs.evolve(set_player(drafted(3, muses_and_ladies=True), 0, prestige=5), decisions=(OpenFrame(0),))
    assert told(muses, 0)["Sell prestige"] == "not with Muses & Ladies: florins come only from works and the Banker"


def test_l297_only_the_works_own_income_buys_prestige() -> None:
    """L293-L297: a work's income may buy prestige at 200 each, but florins you had may not."""
    state = turn(drafted(3), florins=5000, hand=(), front=(prof("poet"),), jesters=3, tiles=(tile("lake"),))
    state = attrs.evolve(state, decisions=state.decisions + (WorkFrame(0, prof("poet")),))
    words = told(state, 0)  # 2 x 3 jesters + 1 card + 3 lake = 10: 1000 florins, 5 prestige at most
    assert words["Buy more than 5 prestige points"] == (
        "only this work's 1000 florins buy prestige (200 each), not the florins you had"
    )


def test_l245_an_unfinished_work_waits_for_its_bonus_cards() -> None:
    """L245 and L386: bonus cards are played with the work; below the minimum it cannot be finished yet."""
    state = turn(drafted(3), hand=(), front=(prof("poet"),), jesters=0, bonus=(bonus("per_jester"),))
    state = attrs.evolve(state, round=3, decisions=state.decisions + (WorkFrame(0, prof("poet")),))
    assert told(state, 0)["Finish the work"] == "value 1 so far, round 3 needs 12 (11 short): add bonus cards"


def test_l498_the_last_solo_try_avoids_the_two_highest_modifiers_and_l499_a_low_roll_must_be_taken() -> None:
    """L498: the last auction of a solo round may not take the two items with the highest modifiers;
    L499: a 1 or 2 rolled on an item without a modifier must be taken. Seed 4's first automa card:
    jester +5, landscape +2, builder +4, recruitment +1, prestige +0."""
    state = drafted(1, seed=4)
    assert isinstance(state.decisions[-1], SoloPickFrame) and state.solo.seats_total == 4
    last = attrs.evolve(state, solo=attrs.evolve(state.solo, tried=(("park", 500), ("lake", 400), ("forest", 600))))
    words = told(last, 0)
    top = "the last try may not take the automa card's two highest entries (jester +5, builder +4)"
    assert words["Try the jester"] == top and words["Try the builder"] == top
    assert words["Try a park"] == "tried this round (the automa bid 500)"
    assert A.SoloTry("prestige") in GAME.legal_actions(last, 0)
    offer = attrs.evolve(
        state,
        solo=attrs.evolve(state.solo, tried=(("prestige", 200),)),
        decisions=(SoloOfferFrame(0, "prestige", 200, 2, must=True),),
    )
    assert told(offer, 0)["Pass"] == "a 2 on an item with no modifier must be taken"
    poor = set_player(offer, 0, florins=100)
    assert told(poor, 0)["Take a prestige card"] == "costs 300, you have 100 (200 short)"


def test_l612_a_character_on_its_top_space_cannot_be_outbid() -> None:
    """L610-L612: a bid goes above the pawn already there; the top space cannot be topped. L606: no bid
    above your florins."""
    state = drafted(3, muses_and_ladies=True)
    board = CharacterBoard(pot=600, pawns=(Pawn("muse", 1, 15), Pawn("lady", 2, 5)), won=("", "", ""))
    state = set_player(
        attrs.evolve(state, phase="characters", characters=board, decisions=(CharacterFrame(0),)), 0, florins=900
    )
    words = told(state, 0)
    assert words["Muse"] == "Bob holds the top space (1500): it cannot be outbid"
    assert words["Lady at 300-500"] == "Cy bid 500: only a higher space outbids"
    assert words["Character bids above 900"] == "you have 900 florins (a bid is never above them)"


def test_l717_a_refused_shared_building_ends_the_offers_this_turn() -> None:
    """L717: when the neighbours do not agree, the active player builds alone or not at all."""
    state = drafted(2, shared_buildings=True)
    state = attrs.evolve(
        set_player(state, 0, florins=3000),
        decisions=(TurnFrame(0, 2, shared_refused=True),),
        phase="actions",
        auction=None,
    )
    assert told(state, 0)["Shared building"] == (
        "an offer was refused this turn: build alone, or offer again next turn"
    )
