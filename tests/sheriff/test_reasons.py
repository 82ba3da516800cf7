"""Why a Sheriff of Nottingham move is not there (rules.sheriff.reasons, issue 22).

Property: in seeded random games (3 to 6 players; base, royal goods with the black market, seven-card
hands) no move a reason names is legal, reasons are told at most steps, and they do not change when the
other seats' hidden cards do (a reason reads only what its seat may know). Scenarios: one per kind of
reason, each with the rulebook line it follows (002_fab167b120b7ba33.txt, our own words)."""

from __future__ import annotations

import random
import re

import attrs
import pytest

from rules.core.commits import CommitSlots
from rules.core.reasons import why_not as core_why_not
from rules.sheriff import actions as A
from rules.sheriff.game import GAME
from rules.sheriff.reasons import move_key, reasons
from rules.sheriff.state import (
    BlackMarketChance,
    Declarations,
    Draft,
    LoadBags,
    MarketTurns,
    Negotiation,
    PickFirstMerchant,
    Terms,
)
from tests.reasons_checks import ReasonChecks
from tests.sheriff.helpers import at_inspection, cards, new_game, set_player

NAMES = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo")


CHECK = ReasonChecks(GAME, reasons, move_key, NAMES)
legal_keys, assert_true, told = CHECK.legal_keys, CHECK.assert_true, CHECK.told


def scrambled(state, seat: int, rng: random.Random):
    """The same table with every other seat's hidden cards (hand, bag, face-down goods) swapped for others
    of the same number: what `seat` cannot see."""
    pool = [f"{good}-{n:02d}" for good in ("apple", "cheese", "chicken", "pepper", "silk") for n in range(60, 99)]
    rng.shuffle(pool)
    players = list(state.players)
    for other, player in enumerate(players):
        if other == seat:
            continue
        hand = tuple(pool.pop() for _ in player.hand)
        bag = tuple(pool.pop() for _ in player.bag)
        hidden = tuple(pool.pop() for _ in player.stand_contraband)
        players[other] = attrs.evolve(player, hand=hand, bag=bag, stand_contraband=hidden)
    return attrs.evolve(state, players=tuple(players))


# ---- the property ---------------------------------------------------------------------------------------

CASES = {
    "3-base": (3, {}, 31),
    "4-royal-black-market": (4, {"royal_goods": True, "black_market": True}, 41),
    "5-seven-cards": (5, {"seven_card_hand": True}, 51),
    "6-deputies": (6, {}, 61),
    "3-royal-black-market": (3, {"royal_goods": True, "black_market": True}, 32),
    "6-royal": (6, {"royal_goods": True, "black_market": True}, 62),
}
ID = re.compile(r"\b[a-z]+-\d\d\b|\b[a-z]+_[a-z_]+\b")


@pytest.mark.parametrize("case", sorted(CASES))
def test_no_reason_names_a_legal_move_nor_reads_another_seats_hidden_cards(case: str) -> None:
    players, options, seed = CASES[case]
    rng = random.Random(seed)
    state = new_game(players, seed, **options)
    steps = told_at = 0
    while GAME.outcome(state) is None:
        for seat in sorted(GAME.to_act(state)):
            found = assert_true(state, seat)
            steps += 1
            told_at += bool(found)
            assert reasons(scrambled(state, seat, rng), seat, NAMES) == found
            for reason in found:
                text = f"{reason.what}: {reason.why}"
                assert not ID.search(text), text  # no card or rule ids on screen
        seat = min(GAME.to_act(state))
        legal = GAME.legal_actions(state, seat)
        state = GAME.apply(state, rng.choice(legal), rng, seat)
    assert steps > 100 and told_at > steps * 0.8, (told_at, steps)


def test_only_a_seat_to_act_is_told() -> None:
    state = new_game(4, 1)
    sheriff = state.sheriff
    other = (sheriff + 1) % 4
    assert core_why_not(GAME, state, other, NAMES) == ()
    assert core_why_not(GAME, state, sheriff, NAMES)


# ---- the market (L241-L243) ---------------------------------------------------------------------------------


def test_the_sheriff_keeps_the_hand_and_names_a_merchant() -> None:
    """L241: the sheriff picks the merchant who trades first; L243: the sheriff never exchanges cards."""
    state = new_game(4, 1)
    why = told(state, state.sheriff)
    assert why["Trade first yourself"] == "you name one of the merchants: the sheriff does not trade"
    assert why["Exchange cards at the market"] == "the sheriff keeps the same hand all round: only merchants trade"


def test_a_market_turn_discards_five_at_most() -> None:
    """L241: up to 5 cards are put down face up, then the hand is drawn back up to 6."""
    state = new_game(4, 1, seven_card_hand=True)
    merchant = (state.sheriff + 1) % 4
    state = attrs.evolve(state, decisions=(MarketTurns((merchant,)),))
    why = told(state, merchant)
    assert why["Discard more than 5 cards"] == "a market turn discards 5 at most; your hand has 7"
    assert why["Draw more cards than you discard"] == "you draw back up to 7 cards, no more"


# ---- the bag and the declaration (L254, L272, L467, L208) ------------------------------------------------------


def test_a_bag_takes_one_to_five_cards() -> None:
    """L254: at least 1 card goes in the bag, 5 at most."""
    state = new_game(4, 1)
    merchant = (state.sheriff + 1) % 4
    state = attrs.evolve(state, decisions=(LoadBags(CommitSlots.open((merchant,))),))
    why = told(state, merchant)
    assert why["Load an empty bag"] == "a bag takes 1 card at least"
    assert why["Load more than 5 cards"] == "a bag holds 5 cards at most; your hand has 6"


def declaring(bag: tuple[str, ...], players: int = 4, **options):
    state = new_game(players, 1, **options)
    merchant = (state.sheriff + 1) % players
    state = set_player(state, merchant, bag=bag, bag_status="loaded")
    return attrs.evolve(state, decisions=(Declarations((merchant,)),)), merchant


def test_a_declaration_is_one_legal_good_with_the_exact_count() -> None:
    """L272: the number of cards said must be exact, one legal good is named, never contraband."""
    state, merchant = declaring(cards("apple", 2) + cards("cheese", 1) + cards("silk", 1))
    why = told(state, merchant)
    assert why["Declare a count other than 4"] == "your bag holds 4 cards: the count must be exact"
    assert why["Declare Apples and Cheese together"] == "a declaration names one legal good only"
    assert why["Declare contraband (Pepper, Mead, Silk, Crossbows)"] == "only a legal good may be declared"


def test_royal_goods_are_contraband_and_count_as_one_card_in_the_bag() -> None:
    """L457 and L467: royal goods are contraband; in the bag and in the declaration each is one card."""
    state, merchant = declaring(cards("apple", 2) + cards("golden_apples", 1), royal_goods=True)
    assert told(state, merchant)["Declare Golden Apples"] == (
        "royal goods are contraband: never declared; in the bag it counts as 1 card (as 3 Apples only for the "
        "King and Queen bonuses)"
    )


def test_no_bread_with_three_players() -> None:
    """L208: the 3-player game takes every Bread out of the deck."""
    state, merchant = declaring(cards("apple", 2), players=3)
    assert told(state, merchant)["Declare Bread"] == "there is no Bread in a 3-player game"


# ---- bribes (L302, L304, L370) ---------------------------------------------------------------------------------


def bargaining(actor_is_merchant: bool, terms: Terms = Terms(), **stand):
    state = new_game(4, 1)
    sheriff = state.sheriff
    merchant, other = (sheriff + 1) % 4, (sheriff + 2) % 4
    state = at_inspection(
        state, {merchant: (cards("apple", 2) + cards("silk", 1), "apple"), other: (cards("cheese", 2), "cheese")}
    )
    state = set_player(state, merchant, gold=12, **stand)
    actor = merchant if actor_is_merchant else sheriff
    negotiation = Negotiation(merchant=merchant, authority=sheriff, actor=actor)
    state = attrs.evolve(state, decisions=state.decisions + (negotiation, Draft(merchant, actor, terms)))
    return state, merchant, sheriff, other


def test_a_bribe_holds_only_what_the_merchant_has() -> None:
    """L302: no more gold than one holds and no card from the hand in a bribe."""
    state, merchant, _, _ = bargaining(
        True,
        Terms(gold=5, stand_goods=("cheese",)),
        stand_legal=cards("cheese", 1),
        stand_contraband=cards("pepper", 1),
    )
    why = told(state, merchant)
    assert why["Add 20 or 50 gold"] == "you have 12 gold, 5 in these terms already: 7 more at most"
    assert why["Add 1 Cheese from your stand"] == "the one there is in these terms already"
    assert why["Add other goods from your stand"] == (
        "only goods there can be given; your stand holds 1 Cheese, 1 Pepper"
    )
    assert why["Offer cards from your hand"].endswith("never cards in hand")
    assert "Add 1 Pepper from your stand" not in why  # the merchant may offer their own face-down goods


def test_the_bag_goods_claimed_stop_at_the_declared_count() -> None:
    """L302 with thieves' etiquette (L354-L356): goods from the bag are part of a bribe, no more than it holds."""
    state, merchant, _, _ = bargaining(True, Terms(bag_goods=("apple", "apple", "silk")))
    assert told(state, merchant)["Add more goods from the bag"] == (
        "you declared 3 cards: the terms claim 3 from the bag at most"
    )


def test_the_sheriff_asks_for_face_up_goods_only() -> None:
    """L287-L288 (a passed bag): face-down goods show only as a number, so they cannot be asked for by kind."""
    state, merchant, sheriff, _ = bargaining(False, stand_legal=cards("apple", 2), stand_contraband=cards("silk", 2))
    why = told(state, sheriff)
    who = NAMES[merchant]
    assert why[f"Ask for other goods from {who}'s stand"] == (
        f"only goods there can be given; face up on {who}'s stand: 2 Apples"
    )
    assert why[f"Ask for face-down goods from {who}'s stand"].startswith("nobody else knows what lies face down")


def test_another_bag_must_be_waiting_and_not_promised_already() -> None:
    """L370: a deal may bind the sheriff to open another merchant's bag; L304: a bag is dealt with once."""
    state, merchant, _, other = bargaining(True, Terms(inspect_others=()))
    state = attrs.evolve(state, must_open=(other,))
    assert told(state, merchant)[f"Have {NAMES[other]}'s bag opened too"] == (
        "a deal already obliges the sheriff to open it"
    )


def test_the_sheriff_must_open_a_bag_promised_in_a_deal() -> None:
    """L370: once agreed, the other bag is opened whatever its owner offers."""
    state = new_game(4, 1)
    other = (state.sheriff + 2) % 4
    state = at_inspection(state, {other: (cards("cheese", 2), "cheese")})
    state = attrs.evolve(state, must_open=(other,))
    assert told(state, state.sheriff)[f"Let {NAMES[other]} through or bargain"] == (
        f"a deal made this round obliges you to open {NAMES[other]}'s bag"
    )


def test_terms_limit_and_nothing_to_accept() -> None:
    """Our ruling (data/sheriff/setup.toml): each side drafts 3 sets of terms a bag; accepting needs terms."""
    state, merchant, sheriff, _ = bargaining(True)
    negotiation = Negotiation(merchant=merchant, authority=sheriff, actor=merchant, merchant_drafts=3)
    state = attrs.evolve(state, decisions=state.decisions[:-2] + (negotiation,))
    why = told(state, merchant)
    assert why["Draft new terms"] == "each side drafts 3 sets of terms at most a bag; you have drafted 3"
    assert why["Accept terms"] == "no terms are on the table"


# ---- the black market (L543, L547) -------------------------------------------------------------------------------


def test_the_black_market_needs_three_of_a_kind_face_down() -> None:
    """L543: three contraband of one kind from one's stand buy its black market card."""
    state = new_game(4, 1, black_market=True)
    merchant = (state.sheriff + 1) % 4
    state = set_player(state, merchant, stand_contraband=cards("pepper", 3) + cards("mead", 2))
    left = tuple(c for c in state.black_market_left if "silk" not in c)
    state = attrs.evolve(state, black_market_left=left, decisions=(BlackMarketChance(merchant),))
    why = told(state, merchant)
    assert why["Trade Mead at the black market"] == "needs 3 Mead face down on your stand; you have 2"
    assert why["Trade Silk at the black market"] == "both Silk cards are taken"
    assert "Trade Pepper at the black market" not in why
    assert A.ClaimBlackMarket("pepper") in GAME.legal_actions(state, merchant)


def test_deputies_face_a_merchant_before_a_bag_is_opened() -> None:
    """L487 and L503: with six players two deputies inspect, agreeing on each bag together."""
    state = new_game(6, 1)
    lead = state.inspectors[0]
    merchant = state.merchants[0]
    state = at_inspection(state, {merchant: (cards("apple", 2), "apple")})
    assert told(state, lead)[f"Open or let through {NAMES[merchant]}'s bag"] == (
        f"the deputies first face {NAMES[merchant]} and vote on it"
    )
    assert isinstance(new_game(6, 1).decisions[-1], PickFirstMerchant)
    assert (
        told(new_game(6, 1), lead)["Trade first yourself"] == "you name one of the merchants: a deputy does not trade"
    )
