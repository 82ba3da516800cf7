"""Why a Lorenzo move is not there (rules.lorenzo.reasons, issue 22).

Property: in seeded random games (2-5 seats, base, leaders, Houses of Renaissance) no move a reason
names is legal, every tower floor, work space, market space and the council palace a home member
cannot use is explained, and no reason names what the seat may not know. Scenarios: one per kind of
reason, each with the rulebook line it follows (003_4b2148b05c093972.txt, paraphrased)."""

from __future__ import annotations

import random
import re

import attrs
import pytest

from rules.core.options import config_for
from rules.core.reasons import why_not as core_why_not
from rules.lorenzo import leaders as L
from rules.lorenzo import rules as R
from rules.lorenzo.data import catalog
from rules.lorenzo.game import GAME
from rules.lorenzo.houses.play import with_slot
from rules.lorenzo.leaders import leader_catalog
from rules.lorenzo.reasons import Reason, missing_requirements, move_key, reasons
from rules.lorenzo.state import BonusTakeFrame, ExchangeFrame, Placement, PrivilegeFrame
from tests.lorenzo.helpers import first, fresh, put_card, with_player
from tests.lorenzo.houses_helpers import give_tokens, houses_game
from tests.reasons_checks import ReasonChecks

NAMES = ("Ann", "Bob", "Cy", "Di", "Ed")
HOUSES = {"leaders": True, "houses_of_renaissance": True, "leader_set": "mixed"}


CHECK = ReasonChecks(GAME, reasons, move_key, NAMES, named_moves=False)
legal_keys, assert_true, told = CHECK.legal_keys, CHECK.assert_true, CHECK.told


def place(state, *placements: tuple[str, int, str]):
    """Members on spaces this round; a tower floor's card goes with its member."""
    towers = [list(tower) for tower in state.towers]
    for space, _seat, _member in placements:
        if space.startswith("tower:"):
            _, kind, floor = space.split(":")
            towers[R.tower_kinds(state).index(kind)][int(floor)] = None
    return attrs.evolve(
        state,
        towers=tuple(tuple(t) for t in towers),
        placements=tuple(Placement(space, seat, member) for space, seat, member in placements),
    )


def at_home(state, seat: int, *members: str):
    return with_player(state, seat, home=members)


# ---- the property ---------------------------------------------------------------------------------------

CASES = {
    "base-2": (2, {}, 11),
    "base-3": (3, {}, 12),
    "base-4": (4, {}, 13),
    "leaders-2": (2, {"leaders": True}, 14),
    "leaders-4": (4, {"leaders": True}, 15),
    "houses-2": (2, HOUSES, 16),
    "houses-3": (3, HOUSES, 17),
    "houses-5": (5, HOUSES, 18),
}
ID = re.compile(r"\bc\d+\b|\bleader:[a-z_]+\b|\bx[h\d]-?\d?\b|\btok-[a-z_0-9-]+\b")


def unexplained(state, seat: int, found: tuple[Reason, ...]) -> list:
    """Placements a home member cannot make that no reason speaks for (a placement turn only)."""
    keys = legal_keys(state, seat)
    covered = set().union(*(r.moves for r in found)) if found else set()
    spaces = [("tower", f"{kind}:{floor}") for kind in R.tower_kinds(state) for floor in range(4)]
    spaces += [("work", f"{work}:{space}") for work in R.WORKS for space in ("single", "large")]
    spaces += [("market", str(i)) for i in range(4)] + [("council", "")]
    return [
        (kind, where, member)
        for kind, where in spaces
        for member in state.players[seat].home
        if (kind, where, member) not in keys | covered
    ]


@pytest.mark.parametrize("case", sorted(CASES))
def test_no_reason_names_a_legal_move_and_every_blocked_space_is_explained(case: str) -> None:
    players, options, seed = CASES[case]
    rng = random.Random(seed)
    state = GAME.setup(config_for(GAME, players, options), seed)
    counted = 0
    placement_turns = 0
    while GAME.outcome(state) is None:
        (seat,) = GAME.to_act(state)
        found = assert_true(state, seat)
        counted += len(found)
        if not state.decisions and state.players[seat].home:
            placement_turns += 1
            assert not unexplained(state, seat, found), unexplained(state, seat, found)[:5]
        hidden = GAME.secrets(state, seat)
        hidden_names = {leader_catalog()[x].name for x in hidden if x in leader_catalog()}
        for reason in found:
            text = f"{reason.what}: {reason.why}"
            assert not {x for x in ID.findall(text)} & hidden, text
            assert not any(name in text for name in hidden_names), text
        for lid in state.players[seat].leader_hand:  # the words list exactly the requirements the rules count
            assert len(missing_requirements(state.players[seat], lid)) == L.unmet(state.players[seat], lid)
        legal = GAME.legal_actions(state, seat)
        state = GAME.apply(state, rng.choice(legal), rng, seat)
    assert placement_turns > 20 and counted > 100


def test_only_the_seat_to_act_is_told() -> None:
    state = fresh(2)
    other = 1 - first(state)
    assert core_why_not(GAME, state, other, NAMES) == ()
    assert core_why_not(GAME, state, first(state), NAMES)  # two players: closed spaces at least


# ---- towers (L222-L240) -------------------------------------------------------------------------------


def test_a_member_too_low_says_how_many_servants_it_would_need() -> None:
    """L224-L227: floors need 1, 3, 5, 7; L104: each servant raises a member's value by 1."""
    state = fresh(2)
    seat = first(state)
    state = put_card(attrs.evolve(state, dice=(2, 1, 1)), "territory", 3, 2)
    state = with_player(state, seat, servant=1)
    assert told(state, seat)["Green tower, 4th floor (Woods)"] == (
        "value 7 needed: black 2 would need 5 servants, white 1 would need 6 servants, orange 1 would need "
        "6 servants, neutral 0 would need 7 servants; you have 1"
    )


def test_an_occupied_floor_the_fee_and_the_own_colour() -> None:
    """L233: a tower that holds any member costs 3 coins to enter; L235: one member of each colour in a tower
    (the neutral member has none); a floor holds one member."""
    state = fresh(2)
    seat = first(state)
    other = 1 - seat
    state = place(state, ("tower:territory:0", other, "black"), ("tower:character:1", seat, "white"))
    state = at_home(with_player(state, seat, coin=2), seat, "black", "orange", "neutral")
    why = told(state, seat)
    assert why["Green tower, 1st floor"] == (
        f"taken this round by {NAMES[other]}'s black member; each floor holds one member"
    )
    green = [w for what, w in why.items() if what.startswith("Green tower, 2nd floor")]
    assert green == ["a member is in this tower already: entering costs 3 coins, you have 2"]
    state = with_player(state, seat, coin=20, servant=20)
    why = told(state, seat)
    blue = {what: w for what, w in why.items() if what.startswith("Blue tower, 1st floor")}
    assert len(blue) == 1
    what, words = next(iter(blue.items()))
    assert what.endswith("with black, orange members")
    assert words == (
        "black, orange: your colour is in this tower already (white member, 2nd floor); a tower "
        "holds one member of each colour"
    )


def test_card_costs_short_including_military_held_and_paid() -> None:
    """L147: a building is paid in resources, L169: a character in coins, none held, no card; L213: a venture's
    military cost needs the points held and pays fewer."""
    state = fresh(2)
    seat = first(state)
    state = put_card(state, "building", 0, 25)  # Mint: 1 wood, 3 stone
    state = put_card(state, "character", 0, 51)  # Dame: 4 coins
    state = put_card(state, "venture", 0, 80)  # Support to the Bishop: 2 coins, 1 wood, 1 stone, or 4 mil (2 paid)
    state = with_player(state, seat, coin=1, wood=0, stone=1, military=1)
    why = told(state, seat)
    assert why["Yellow tower, 1st floor (Mint)"] == "costs 3 stone, 1 wood: 2 stone, 1 wood short"
    assert why["Blue tower, 1st floor (Dame)"] == "costs 4 coin: 3 coin short"
    assert why["Purple tower, 1st floor (Support to the Bishop)"] == (
        "costs 2 coin, 1 stone, 1 wood: 1 coin, 1 wood short or 4 military points held (2 paid): 3 mil short"
    )


def test_territories_need_military_points_held_and_six_cards_a_type_at_most() -> None:
    """L120: from the third territory on, the slot asks for military points held (not paid); L237: at most six
    cards of a type."""
    state = put_card(fresh(2), "territory", 0, 2)
    seat = first(state)
    state = with_player(state, seat, cards=("c1", "c3"), military=1)
    assert told(state, seat)["Green tower, 1st floor (Woods)"] == (
        "your 3rd territory needs 3 military points held (not paid), you have 1"
    )
    state = put_card(fresh(2), "character", 0, 51)
    state = with_player(state, seat, cards=tuple(f"c{n}" for n in range(52, 58)), coin=20)
    assert told(state, seat)["Blue tower, 1st floor (Dame)"] == (
        "you hold 6 characters already, the most a player may hold"
    )


def test_a_cards_action_is_explained_too() -> None:
    """L179-L183: a card's action takes a card at a set value, with every tower rule (fee, servants)."""
    state = put_card(fresh(2), "building", 3, 25)
    seat = first(state)
    state = attrs.evolve(state, decisions=(BonusTakeFrame(seat, "building", 4),))
    state = with_player(state, seat, servant=1, wood=9, stone=9)
    why = told(state, seat)
    assert why["Yellow tower, 4th floor (Mint)"] == (
        "value 7 needed: the card's action (4) would need 3 servants; you have 1"
    )
    assert not any(what.startswith("Green") for what in why)  # a building only: the other towers are not asked


# ---- harvest, production, market, council (L243-L291) ----------------------------------------------------


def test_closed_spaces_with_two_players() -> None:
    """L243: the large harvest and production spaces are not used at two; L272: two market spaces need four."""
    state = fresh(2)
    seat = first(state)
    why = told(state, seat)
    assert why["Harvest, large space"] == "closed with 2 players: it opens from 3"
    assert why["Production, large space"] == "closed with 2 players: it opens from 3"
    assert why["Market: 2 coin, 3 mil"] == "closed with 2 players: it opens with 4"
    assert why["Market: 2 privileges"] == "closed with 2 players: it opens with 4"


def test_occupied_spaces_colours_and_the_value_below_one() -> None:
    """L243: the first work space holds one member; L245: values of 1 or more, the large space takes 3 off; one
    coloured member of a seat per work area; L273: one member a market space; L291: the palace needs 1."""
    state = fresh(3)
    seat = first(state)
    other = (seat + 1) % 3
    state = place(
        state, ("harvest:single", other, "white"), ("production:large", seat, "black"), ("market:0", other, "orange")
    )
    state = at_home(with_player(state, seat, servant=0), seat, "white", "neutral")
    why = told(state, seat)
    assert why["Harvest, single space"] == (
        f"taken this round by {NAMES[other]}'s white member; it holds one member; the large space has room"
    )
    assert why["Harvest, large space with neutral member"] == (
        "value 1 needed: neutral 0 -3 (large space) = -3 would need 4 servants; you have 0"
    )
    assert why["Production, single space"].startswith(
        "white: your colour is in the production area already (black member, large space)"
    )
    assert why["Market: 5 coin"] == (
        f"taken this round by {NAMES[other]}'s orange member; each market space holds one member"
    )
    assert why["Council palace with neutral member"] == "value 1 needed: neutral 0 would need 1 servant; you have 0"


# ---- excommunications (the Vatican report's tiles) -------------------------------------------------------


def test_excommunications_bar_the_market_double_the_servants_and_lower_the_take() -> None:
    state = put_card(fresh(2), "territory", 1, 2)
    seat = first(state)
    state = attrs.evolve(state, dice=(3, 3, 3))
    state = with_player(state, seat, excoms=("x2-5",))  # no member in the market
    assert told(state, seat)["Market: 5 coin"] == "your excommunication bars your members from the market"
    state = with_player(state, seat, excoms=("x2-6",), servant=3)  # 2 servants a point
    assert told(state, seat)["Green tower, 4th floor" + told_floor(state, "territory", 3)] == (
        "value 7 needed: black 3 would need 8 servants, white 3 would need 8 servants, orange 3 would need 8 "
        "servants, neutral 0 would need 14 servants; you have 3 (2 servants a point: excommunication)"
    )
    state = with_player(state, seat, excoms=("x2-1",), servant=0)  # -4 to take a territory
    assert told(state, seat)["Green tower, 2nd floor (Woods)"] == (
        "value 3 needed: black 3 -4 (excommunication) = -1 would need 4 servants, white 3 -4 (excommunication) "
        "= -1 would need 4 servants, orange 3 -4 (excommunication) = -1 would need 4 servants, neutral 0 -4 "
        "(excommunication) = -4 would need 7 servants; you have 0"
    )


def test_the_family_excommunication_lowers_each_coloured_member() -> None:
    state = attrs.evolve(fresh(2), dice=(1, 4, 4))
    seat = first(state)
    state = at_home(with_player(state, seat, excoms=("x1-7",), servant=0), seat, "black", "white")
    assert told(state, seat)["Council palace with black member"] == (
        "value 1 needed: black 0 (-1 excommunication) would need 1 servant; you have 0"
    )


def test_servants_for_the_value_and_for_the_cost_together() -> None:
    """L104 and L147: the servants that raise a member's value are gone when the card's cost is paid."""
    state = put_card(attrs.evolve(fresh(2), dice=(2, 3, 3)), "building", 1, 47)  # Military Academy: 1 servant
    seat = first(state)
    state = at_home(with_player(state, seat, servant=1, wood=2, stone=2), seat, "black", "white")
    assert told(state, seat)["Yellow tower, 2nd floor (Military Academy) with black member"] == (
        "black: the 1 servant that raises its value to 3 leaves too little for the cost: 1 servant, 2 stone, 2 wood: "
        "1 servant short"
    )


def told_floor(state, kind: str, floor: int) -> str:
    from rules.lorenzo.describe import card_name
    from rules.lorenzo.setup import tower_order

    return f" ({card_name(state.towers[tower_order().index(kind)][floor])})"


# ---- leaders (L372-L388) ------------------------------------------------------------------------------------


def test_leaders_not_playable_yet_name_the_missing_requirement() -> None:
    """L383: a leader is played once its requirements are held (never paid); L388: a once-a-round ability is
    used by turning the card face down, until the round ends."""
    state = fresh(2)
    seat = first(state)
    state = with_player(
        state,
        seat,
        leader_hand=("leader:francesco_sforza", "leader:alfonso_i_d_este"),
        leaders=("leader:girolamo_savonarola", "leader:giulio_ii", "leader:tomas_de_torquemada"),
        leaders_flipped=("leader:girolamo_savonarola",),
        coin=3,
        servant=6,
        wood=0,
    )
    why = told(state, seat)
    assert why["Play Francesco Sforza"] == "needs 5 ventures (you have 0); requirements are held, not paid"
    assert why["Play Alfonso I d'Este"] == (
        "needs 10 coin (you have 3); at most 1 servant (you have 6); requirements are held, not paid"
    )
    assert why["Use Girolamo Savonarola (once a round)"] == (
        "used this round already: it turns face up at the round's end"
    )
    assert why["Use Giulio II (once a round)"] == "it costs 1 coin, 1 stone, 1 wood: 1 wood short"
    assert why["Use Tomas de Torquemada (once a round)"] == "it discards one of your characters: you have none"


def test_a_played_leaders_private_space_needs_its_value() -> None:
    """L426-L428 (Houses leaders): a leader's own action space takes one member of at least its value."""
    state = fresh(2)
    seat = first(state)
    state = attrs.evolve(state, dice=(1, 1, 1))
    state = with_player(state, seat, leaders=("leader:pietro_bembo",), servant=0)
    why = told(state, seat)
    assert why["Pietro Bembo's space"] == (
        "value 3 needed: black 1 would need 2 servants, white 1 would need 2 servants, orange 1 would need 2 "
        "servants, neutral 0 would need 3 servants; you have 0"
    )


# ---- privileges and exchanges ------------------------------------------------------------------------------


def test_privileges_of_one_set_differ_and_exchanges_use_what_was_held() -> None:
    """L284: privileges taken together are all different; L263: an exchange pays from what one held before the
    production began."""
    state = fresh(2)
    seat = first(state)
    frame = PrivilegeFrame(seat, 1, ("coins",))
    assert told(attrs.evolve(state, decisions=(frame,)), seat) == {
        "Privilege: 2 coin": "taken already: privileges received together must all differ"
    }
    chapel = next(c for c in catalog().cards.values() if c.name == "Chapel")
    state = with_player(state, seat, coin=0, cards=(chapel.id,))
    state = attrs.evolve(state, decisions=(ExchangeFrame(seat, (chapel.id,), (), 0, 2),))
    why = told(state, seat)
    assert list(why.values()) == ["1 coin short (what a production pays with must be held before it began)"]


# ---- Houses of Renaissance (L623-L675) ------------------------------------------------------------------------


def houses_turn(players: int = 2, seed: int = 1):
    state = houses_game(players, seed)
    assert not state.decisions and state.queue
    return state, first(state)


def test_houses_special_tower_excommunication_tokens_and_the_no_fee_card() -> None:
    """L433: a tile of the expansion bars the special tower's cards; L629: tokens are spent on one's turn, none
    held none spent; L656: a special card lets its holder enter the occupied special tower free."""
    state, seat = houses_turn()
    state = with_player(state, seat, excoms=("xh2",))
    why = told(state, seat)
    special = [w for what, w in why.items() if what.startswith("Special tower")]
    assert special == ["your excommunication forbids taking cards from this tower"] * 4
    if not state.houses.tokens[seat]:
        assert why["Spend a special token"] == "you hold none"
    other = 1 - seat
    state = with_player(state, seat, excoms=(), coin=0)
    state = place(state, ("tower:special:0", other, "black"))
    fee = "a member is in this tower already: entering costs 3 coins, you have 0"
    assert [w for what, w in told(state, seat).items() if what.startswith("Special tower, 2nd")] == [fee]
    state = with_player(state, seat, cards=("c126",), coin=0, wood=9, stone=9, servant=9)
    assert not [w for what, w in told(state, seat).items() if what.startswith("Special tower") and w == fee]


def test_houses_tokens_held_are_not_reasons_and_este_needs_a_military_point() -> None:
    state, seat = houses_turn(2, 3)
    token = state.houses.pile[0]
    state = give_tokens(state, seat, token)
    families = list(state.houses.families)
    families[seat] = "este"
    state = with_slot(state, families=tuple(families))
    state = with_player(state, seat, military=0)
    why = told(state, seat)
    assert "Spend a special token" not in why
    assert why["Este: 1 military point for 2 coins"] == "you have 0 military points"
