"""Why an Architects move is not there (rules.architects.reasons, issue 22), and the wording fixes
that came with it.

Property: in seeded random games (1-5 seats, with and without the AI, variant boards, the Guildhall
refresh) no move a reason names is legal, and every placement, build, Cathedral climb, trade,
Guardhouse action, capture and Workshop hire missing from the legal moves is explained. Scenarios:
one per kind of reason, each with the rulebook line it follows (004_b980bf85c17fc177.txt, Lnnn,
said in our own words)."""

from __future__ import annotations

import random
import re

import attrs
import pytest

from rules.architects import actions as A
from rules.architects import economy as E
from rules.architects.data import LARGE, catalog
from rules.architects.describe import describe, label
from rules.architects.game import GAME
from rules.architects.reasons import (
    GUARD_KEYS,
    Reason,
    all_place_keys,
    building_needs,
    move_key,
    reasons,
    shortfall,
)
from rules.architects.state import (
    PLAY,
    CaptureFrame,
    EffectFrame,
    GuardFrame,
    GuildFrame,
    HireFrame,
    Owner,
    StorehouseFrame,
)
from rules.core.reasons import why_not as core_why_not
from tests.architects.helpers import config, edit, empty, imprison, put, started, turn_of
from tests.reasons_checks import ReasonChecks

NAMES = ("Ann", "Bob", "Cy", "Di", "Ed")


CHECK = ReasonChecks(GAME, reasons, move_key, NAMES, named_moves=False)
legal_keys = CHECK.legal_keys


def with_frame(state, frame):
    return attrs.evolve(state, decisions=state.decisions + (frame,))


def assert_true(state, seat: int) -> tuple[Reason, ...]:
    """No reason names a legal move; at a placement, none names a move a worker sent to the
    Guildhall, the Storehouse or the Guardhouse could make there; GAME says the same reasons."""
    visiting = not state.decisions and state.phase == PLAY and state.owner(seat).home
    return CHECK.assert_true(state, seat, visit_keys(state, seat) if visiting else ())


def visit_keys(state, seat: int) -> set:
    """The moves open to the seat once its worker stands in the Guildhall, the Storehouse or the
    Guardhouse (placing there changes nothing those moves depend on)."""
    keys: set = set()
    for frame in (GuildFrame(seat), StorehouseFrame(seat, 1), GuardFrame(seat, 1)):
        keys |= legal_keys(with_frame(state, frame), seat)
    return keys


def wanted(state, seat: int) -> set:
    """The moves a player might look for at this moment, legal or not."""
    frame = state.decisions[-1] if state.decisions else None
    o = state.owner(seat)
    if frame is None and state.phase == PLAY:
        if not o.home:
            found = set(all_place_keys())
            found |= {("takeback", "guildhall")} if seat in state.guildhall else set()
            found |= {("takeback", "prison")} if state.prison[seat] else set()
            found |= {("takeback", "market")} if seat in state.market else set()
            found |= {
                ("takeback", f"board-{h}") for h in range(state.owners) if h != seat and state.owner(h).captives[seat]
            }
            return found
        return set(all_place_keys()) | guild_wanted(o)
    if isinstance(frame, GuildFrame):
        return guild_wanted(o)
    if isinstance(frame, StorehouseFrame):
        return {("trade", "virtue"), ("trade", "marble")} | {
            ("trade", a) for a in o.apprentices if catalog().apprentice(a).kind in ("merchant", "patron", "trader")
        }
    if isinstance(frame, GuardFrame):
        return set(GUARD_KEYS)
    if isinstance(frame, CaptureFrame):
        return {
            ("capture", loc, str(i))
            for loc in LARGE
            for i in range(state.owners)
            if state.at(loc, i) and not (i == seat == state.ai_index)
        }
    if isinstance(frame, HireFrame):
        return {("hire", card) for row in state.rows for card in row if card}
    return set()


def guild_wanted(o: Owner) -> set:
    return {("construct", card) for card in o.hand} | {("cathedral", "")}


def unexplained(state, seat: int, found: tuple[Reason, ...]) -> set:
    """Moves the player might look for that are neither open (now, or on the visit the
    placement leads to) nor named by a reason."""
    keys = legal_keys(state, seat)
    if not state.decisions and state.phase == PLAY and state.owner(seat).home:
        keys |= visit_keys(state, seat)
    covered = set().union(*(r.moves for r in found)) if found else set()
    return wanted(state, seat) - keys - covered


# ---- the property ------------------------------------------------------------------------------------

CASES = {
    "solo-constantine": (1, {}, 21),
    "solo-helena": (1, {"automa": "helena"}, 22),
    "two": (2, {}, 23),
    "two-vs-ai": (2, {"automa": "constantine"}, 24),
    "three": (3, {}, 25),
    "four": (4, {}, 26),
    "five": (5, {}, 27),
    "three-variant": (3, {"variant_boards": True}, 28),
    "five-variant-refresh": (5, {"variant_boards": True, "guildhall_refresh": True}, 29),
    "two-vs-ai-variant": (2, {"automa": "helena", "variant_boards": True, "variant_pick": "choose"}, 30),
}
WORD = r"(?<![\w'])({})(?![\w'])"


@pytest.mark.parametrize("case", sorted(CASES))
def test_no_reason_names_a_legal_move_and_every_missing_move_is_explained(case: str) -> None:
    players, options, seed = CASES[case]
    for game in range(2):
        rng = random.Random(seed * 10 + game)
        state = GAME.setup(config(players, **options), seed * 10 + game)
        asked = told = 0
        while GAME.outcome(state) is None:
            seat = min(GAME.to_act(state))
            if state.phase == PLAY:
                found = assert_true(state, seat)
                asked += 1
                told += bool(found)
                assert not unexplained(state, seat, found), sorted(unexplained(state, seat, found))
                hidden = {catalog().building(c).name for c in GAME.secrets(state, seat) if c.startswith("b-")} - {
                    catalog().building(c).name for c in state.owner(seat).hand
                }
                if hidden:
                    pattern = re.compile(WORD.format("|".join(re.escape(n) for n in sorted(hidden))))
                    for reason in found:
                        assert not pattern.search(f"{reason.what}: {reason.why}"), (reason, hidden)
            state = GAME.apply(state, rng.choice(GAME.legal_actions(state, seat)), rng, seat)
        assert asked > 30 and told >= asked // 2, (asked, told)


def test_only_the_seat_to_act_is_told() -> None:
    state = turn_of(started(3, seed=5), 0)
    state = attrs.evolve(state, tax=0)
    assert core_why_not(GAME, state, 1, NAMES) == ()
    assert core_why_not(GAME, state, 0, NAMES)


def test_the_reasons_do_not_depend_on_what_the_seat_cannot_see() -> None:
    """Another hand, the decks and the Reward pile changed: the seat reads the same reasons."""
    state = turn_of(started(3, seed=6), 0)
    other = edit(state, 1, hand=state.building_deck[:4])
    other = attrs.evolve(
        other,
        building_deck=state.building_deck[4:] + state.owner(1).hand,
        rewards=tuple(reversed(state.rewards)),
        apprentice_deck=tuple(reversed(state.apprentice_deck)),
    )
    assert reasons(state, 0, NAMES) == reasons(other, 0, NAMES)


def test_shortfall_is_empty_exactly_when_a_payment_exists() -> None:
    rng = random.Random(3)
    costs = [b.cost for b in catalog().buildings] + [level.cost for level in catalog().cathedral]
    for _ in range(2000):
        owner = Owner(
            **{r: rng.randint(0, 4) for r in ("clay", "wood", "stone", "gold", "marble")},
            board=rng.choice(("", "therese")),
        )
        cost = rng.choice(costs)
        assert (not shortfall(owner, cost)) == bool(E.payment_options(owner, cost)), (owner, cost)


# ---- scenarios ---------------------------------------------------------------------------------------------


@pytest.fixture
def game():
    state = started(3, seed=4)
    for seat in range(3):
        state = empty(state, seat)
    return turn_of(state, 0)


def told(state, seat: int = 0) -> dict[str, str]:
    return {r.what: r.why for r in assert_true(state, seat)}


def test_an_empty_tax_stand_takes_no_worker_L699(game) -> None:
    # L699: with no tax to steal, no worker may be placed on the Tax Stand
    assert (
        told(attrs.evolve(game, tax=0))["Tax Stand"]
        == "no silver lies on it; a worker may not go there while it is empty"
    )
    assert "Tax Stand" not in told(attrs.evolve(game, tax=3))


def test_the_black_market_is_closed_from_virtue_10_L1088(game) -> None:
    # L1088: at virtue 10 or more your workers may no longer go to the Black Market
    reasons_now = told(edit(game, 0, virtue=10, silver=9))
    assert reasons_now["Black Market"] == "your virtue is 10: no worker of yours goes there at 10 or more"
    assert not any(what.startswith("Black Market space") for what in reasons_now)


def test_a_taken_black_market_space_and_one_too_dear_L722(game) -> None:
    # L722: a Black Market space holds one worker; each space has its silver price
    state = attrs.evolve(edit(game, 0, silver=2), market=(1, -1, -1))
    reasons_now = told(state)
    assert reasons_now["Black Market space 1"] == "Bob's worker is on it until the next reset"
    assert reasons_now["Black Market space 3"] == "costs 3 silver; you have 2"
    assert "Black Market space 2" not in reasons_now


def test_gold_at_the_mines_needs_a_second_worker_L449(game) -> None:
    # L449: gold at the Mines needs at least two of your workers there
    assert told(game)["Mines: take gold"] == "needs 2 of your workers there; this would be your 1st (clay only: 2 clay)"
    assert "Mines: take gold" not in told(put(game, "mines", 0, 1))


def test_a_workshop_hire_with_too_little_silver_L497(game) -> None:
    # L497: a hire costs 4 silver, 2 of them tax; low virtue evades tax (L1080-L1083)
    why = told(edit(game, 0, silver=3))["Workshop: hire an apprentice"]
    assert why.endswith("costs 4 silver (2 of it tax); you have 3"), why
    assert "Workshop: hire an apprentice" not in told(edit(game, 0, silver=3, virtue=1))  # 2 tax evaded: 2 silver


def test_a_hire_past_the_columns_reached_costs_a_silver_a_skipped_card_L519(game) -> None:
    # L519: to reach further you leave 1 silver on each card skipped
    state = with_frame(edit(game, 0, silver=5), HireFrame(0, "workshop", 1))
    far = state.rows[0][3]
    name = catalog().kind(catalog().apprentice(far).kind).name
    why = told(state)[f"Hire {name} (row 1, column 4)"]
    assert why == (
        "your workers there reach column 1: 4 silver (2 of it tax) and 1 silver on each of the "
        "3 cards skipped, 7 in all; you have 5"
    )
    assert ("hire", state.rows[0][1]) in legal_keys(state, 0)  # 5 silver: one card skipped is fine


def test_a_building_needs_each_skill_shown_by_some_apprentice_L836(game) -> None:
    # L836: for each skill icon on the card you need at least one hired apprentice showing it;
    # one apprentice showing several icons counts for each
    state = edit(game, 0, hand=("b-hideout",), clay=1, wood=3, stone=2)
    assert told(state)["Build Hideout"] == "needs apprentices with carpentry and masonry (one may have both)"
    assert told(edit(state, 0, apprentices=("woodcutter-1",)))["Build Hideout"] == "needs an apprentice with masonry"
    assert "Build Hideout" not in told(edit(state, 0, apprentices=("labourer-1",)))
    assert "Build Hideout" not in told(edit(state, 0, apprentices=("woodcutter-1", "stonecutter-1")))


def test_a_building_short_of_goods_says_how_short(game) -> None:
    # L840: the resources shown on the card are paid to the supply
    state = edit(game, 0, hand=("b-smithy",), clay=3, wood=0)
    assert told(state)["Build Smithy"] == "costs 4 clay and 2 wood: 1 clay and 2 wood short"
    assert building_needs(state.owner(0), "b-smithy") == "1 clay and 2 wood more"


def test_therese_pays_gold_with_marble_L1887(game) -> None:
    # L1887: Therese counts marble and gold as one resource
    state = edit(game, 0, hand=("b-steeple",), wood=2, gold=0, marble=1, board="therese")
    assert told(state)["Build Steeple"] == "costs 2 wood and 2 gold: 1 gold/marble short"
    assert "Build Steeple" not in told(edit(state, 0, marble=2))


def test_the_cathedral_is_closed_at_virtue_4_and_without_a_card_to_discard_L1095_L986(game) -> None:
    # L1095: at virtue 4 or less no Cathedral work; L986: a building from hand is discarded
    state = edit(game, 0, virtue=4, hand=(), gold=1)
    assert (
        told(state)["Cathedral level 1"]
        == "your virtue is 4: no Cathedral work at 4 or less; you have no building in hand to discard"
    )
    # L1894: Frederick discards no building for the Cathedral
    assert "Cathedral level 1" not in told(edit(state, 0, virtue=5, board="frederick"))


def test_a_full_cathedral_level_names_who_is_there_L1020() -> None:
    # L1020: a marker moves up only onto a free space of the next level
    state = turn_of(started(4, seed=8), 0)
    for seat in (1, 2, 3):
        state = edit(state, seat, cathedral=1)
    state = edit(state, 0, gold=1, hand=state.owner(0).hand or ("b-smithy",), virtue=7)
    assert told(state)["Cathedral level 1"] == "its 3 spaces are all taken (Bob, Cy, Di)"


def test_the_cathedral_level_costs_wood_and_stone_in_any_mix_L1026(game) -> None:
    # L1026: level 2 costs 4 wood or stone in any mix
    state = edit(game, 0, cathedral=1, wood=1, stone=2, hand=("b-smithy",))
    assert told(state)["Cathedral level 2"] == "costs 4 wood/stone: 1 wood/stone short"


def test_the_guildhall_with_nothing_to_build_or_climb(game) -> None:
    state = edit(game, 0, hand=("b-smithy",), virtue=3)
    assert told(state)["Guildhall"] == (
        "nothing to do there: your one building cannot be built now; "
        "Cathedral level 1: your virtue is 3: no Cathedral work at 4 or less; "
        "costs 1 gold: 1 gold short"
    )


def test_no_worker_at_home_turns_the_turn_into_a_take_back_L330(game) -> None:
    # L330-L336: with no worker on your board the turn is taking one back, never from the
    # Guildhall, the Black Market, the Prison or a rival's board (R1 when nothing else is out)
    state = put(game, "forest", 0, 18)
    state = imprison(state, 0, 1)
    state = attrs.evolve(state, guildhall=(0,))
    state = edit(state, 0, home=0)
    reasons_now = told(state)
    assert reasons_now["Place a worker"].startswith("none of your 20 workers is at home")
    assert reasons_now["Take a worker back from the Guildhall"] == "workers in the Guildhall stay there to the end"
    assert (
        reasons_now["Take a worker back from the Prison"]
        == "only from an open location while yours stand on one (18 workers now)"
    )


def test_guardhouse_actions_held_back_L752_L771(game) -> None:
    # L768: taking workers back needs at least one held; L771: a debt costs 6 silver (3 tax)
    state = with_frame(edit(game, 0, debts=1, silver=5), GuardFrame(0, 1))
    reasons_now = told(state)
    assert reasons_now["Take back your captured workers"] == "none of yours is held on a rival's board"
    assert reasons_now["Pay off a debt"] == "costs 6 silver (3 of it tax), you have 5"
    spent = with_frame(edit(game, 0, debts=1, silver=9), GuardFrame(0, 0))
    assert (
        told(put(spent, "guardhouse", 0, 2))["Another Guardhouse action"]
        == "one action per worker of yours there: all 2 taken"
    )


def test_storehouse_trades_held_back_and_the_label_that_says_so_L463(game) -> None:
    # L463-L467: one trade per worker there: 2 of clay/wood/stone for 1 virtue, 3 of wood/stone for 1 marble
    state = edit(game, 0, clay=1, apprentices=("merchant-2",))
    reasons_now = told(state)
    assert reasons_now["King's Storehouse trades"] == (
        "none possible now: 1 virtue needs any 2 of clay, wood and stone (you have 1); 1 marble needs any 3 of "
        "wood and stone (you have 0); the Merchant's trade needs 2 silver (2 silver short)"
    )
    assert (
        label(A.Place("storehouse"), GAME.view(state, 0))
        == "King's Storehouse: no trade now (too few goods for any; up to 1 trade)"
    )
    frame = with_frame(edit(state, 0, wood=2), StorehouseFrame(0, 1))
    assert told(frame)["Trade for 1 marble"] == "needs any 3 of wood and stone; you have 2"
    assert "Trade for 1 virtue" not in told(frame)
    richer = edit(state, 0, wood=1)
    assert label(A.Place("storehouse"), GAME.view(richer, 0)) == "King's Storehouse: up to 1 trade"
    assert "King's Storehouse trades" not in told(richer)


def test_captures_from_one_location_with_four_players_L642_L650() -> None:
    # L642: with 4 or more players a turn's captures come from one location; L650: never from
    # the Guildhall, the Black Market, the Prison or a player's board
    state = turn_of(started(4, seed=9), 0)
    state = put(put(put(state, "forest", 1, 2), "quarry", 2, 1), "town_centre", 0, 2)
    state = attrs.evolve(edit(state, 0, silver=5), market=(3, -1, -1))
    state = with_frame(state, CaptureFrame(0, 1, 1, used=("forest",), made=1))
    reasons_now = told(state)
    assert (
        reasons_now["Capture at the Quarry"]
        == "with 4 players a turn's captures come from at most 1 location; yours came from the Forest"
    )
    assert reasons_now["Capture in the Black Market"] == "only workers on open (large-circle) locations can be captured"


# ---- wording -------------------------------------------------------------------------------------------------


def test_the_treasury_choice_says_how_much(game) -> None:
    state = with_frame(game, EffectFrame(0, "b-treasury"))
    seen = GAME.view(state, 0)
    assert [label(a, seen) for a in GAME.legal_actions(state, 0)] == [
        "Treasury: take 1 gold",
        "Treasury: take 3 silver",
    ]
    assert describe(A.Choose("silver"), state, 1, 0, NAMES) == "Ann takes 3 silver from the Treasury."


def test_rows_that_differ_by_payment_or_dismissal_say_it_first(game) -> None:
    seen = GAME.view(edit(game, 0, cathedral=1), 0)
    assert label(A.Construct("b-well", (("wood", 2), ("stone", 2))), seen) == "Build Well for 2 wood and 2 stone (3 VP)"
    assert (
        label(A.AdvanceCathedral((("wood", 3), ("stone", 1))), seen)
        == "Cathedral level 2 for 3 wood and 1 stone (4 VP; discard a building)"
    )
    hire = with_frame(edit(game, 0, silver=9), HireFrame(0, "market"))
    card = hire.rows[0][0]
    line = label(A.Hire(card, "thief-1"), GAME.view(hire, 0))
    name = catalog().kind(catalog().apprentice(card).kind).name
    assert line.startswith(f"Hire {name}, dismiss Thief ("), line


def test_the_private_panel_says_several_apprentices_may_share_the_skills() -> None:
    from tui.games.architects.private import needs

    owner = Owner(hand=("b-drafting_room",), stone=4, gold=3)
    assert needs(owner, "b-drafting_room") == "apprentices with carpentry and tiling (one may have both)"
