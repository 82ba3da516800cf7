"""Shared Buildings: the rulebook's examples (L709, L722, L726), refusals, ruling R12 and R13."""

from __future__ import annotations

from rules.florence import actions as A
from rules.florence import estate
from rules.florence.game import GAME
from rules.florence.shared import legal_spots, neighbours, seam_blocked
from rules.florence.state import SharedAnswerFrame, SharedPayFrame, SharedPlaceFrame, TurnFrame
from tests.florence.helpers import action_turn, drafted, play, set_player, tile


def shared(players: int = 3, **options):
    return drafted(players, start=0, shared_buildings=True, **options)


def test_boards_form_a_ring_and_two_players_share_one_seam() -> None:
    state = shared(4)
    assert neighbours(state, 0) == {"right": 1, "left": 3}
    two = shared(2)
    assert neighbours(two, 0) == {"right": 1} and neighbours(two, 1) == {"left": 0}


def offer_workshop(state, amount: int):
    """Seat 0 offers seat 1 a shared workshop at the first legal spot, asking `amount`."""
    state = play(state, 0, A.BuildShared(1, "workshop"))
    assert state.decisions[-1] == SharedPlaceFrame(0, 1, "workshop")
    spot = GAME.legal_actions(state, 0)[0]
    state = play(state, 0, spot)
    assert isinstance(state.decisions[-1], SharedPayFrame)
    state = play(state, 0, A.OfferShared(amount))
    assert isinstance(state.decisions[-1], SharedAnswerFrame) and GAME.to_act(state) == {1}
    return state, spot


def test_the_rulebook_payment_example() -> None:
    """L709: seat 0 (1 builder) pays 300 to the bank, seat 1 (3 builders) pays it 500: 200 profit."""
    state = shared(3)
    state = set_player(state, 0, builders=1, florins=1000)
    state = set_player(state, 1, builders=3, florins=1000)
    state = action_turn(state, 0)
    state, spot = offer_workshop(state, 500)
    state = play(state, 1, A.AcceptShared())
    a, b = state.players[0], state.players[1]
    assert (a.florins, b.florins) == (1200, 500)
    assert (a.prestige, b.prestige) == (3, 3)
    assert state.decisions[-1] == TurnFrame(0, 1)
    halves = [t for p in (a, b) for t in p.tiles]
    assert [t.shared_with for t in halves] == [1, 0]
    cells = estate.shared_spot_index("workshop")[(spot.orientation, spot.row, spot.col)]
    assert halves[0].mask == cells.left and halves[1].mask == cells.right
    assert dict(state.buildings)["workshop"] == 2
    # both own it: neither may build another workshop (R12), both count it
    assert A.Build("workshop") not in GAME.legal_actions(state, 0)


def test_a_refusal_spends_no_action_and_ends_shared_offers_this_turn() -> None:
    state = action_turn(set_player(shared(3), 0, florins=2000), 0)
    state, _ = offer_workshop(state, 2000)
    assert A.AcceptShared() not in GAME.legal_actions(state, 1) or state.players[1].florins >= 2000
    state = play(state, 1, A.RefuseShared())
    assert state.decisions == (TurnFrame(0, 2, shared_refused=True),)
    assert not any(isinstance(a, A.BuildShared) for a in GAME.legal_actions(state, 0))
    assert any(isinstance(a, A.Build) for a in GAME.legal_actions(state, 0))


def test_the_partner_cannot_accept_a_payment_above_its_purse() -> None:
    state = action_turn(set_player(set_player(shared(3), 0, florins=2000), 1, florins=400), 0)
    state = play(state, 0, A.BuildShared(1, "workshop"))
    state = play(state, 0, GAME.legal_actions(state, 0)[0])
    state = play(state, 0, A.OfferShared(500))
    # refusing was the partner's only answer, so the engine gave it
    assert state.decisions == (TurnFrame(0, 2, shared_refused=True),)


def test_adjacency_is_judged_on_each_board_by_its_owner() -> None:
    """L719-722: next to a building on the 3-builder partner's board is fine, on the 1-builder builder's board not."""
    state = shared(3)
    # a tower in the builder's right column and one in the partner's left column, both at rows 0-2
    state = set_player(state, 0, builders=1, florins=3000, tiles=(tile("tower", 1, 0, 6),))
    state = set_player(state, 1, builders=3, tiles=(tile("tower", 1, 0, 0),))
    state = action_turn(state, 0)
    mine, theirs = state.players[0].tiles[0].mask, state.players[1].tiles[0].mask
    touching_partner = 0
    for offer in GAME.legal_actions(state, 0):
        if not isinstance(offer, A.BuildShared) or offer.partner != 1:
            continue
        for cells in legal_spots(state, 0, 1, offer.building):
            assert not cells.left_near & (mine | estate.mansion_mask())
            touching_partner += bool(cells.right_near & theirs)
    assert touching_partner


def test_building_alone_on_a_seam_needs_builders() -> None:
    """L726: no builder: no seam cells; 1 builder: not facing a building; 2: anywhere."""
    state = shared(3)
    seam = estate.seam_column("right") | estate.seam_column("left")
    assert seam_blocked(state, 0) == seam
    state = set_player(state, 1, tiles=(tile("tower", 1, 0, 0),))  # seat 1's left column, rows 0-2
    state = set_player(state, 0, builders=1)
    blocked = seam_blocked(state, 0)
    assert blocked == estate.facing(state.players[1].tiles[0].mask, "left")
    assert blocked == sum(estate.bit(r, 6) for r in range(3))
    assert seam_blocked(set_player(state, 0, builders=2), 0) == 0
    state = action_turn(set_player(state, 0, florins=3000, builders=0), 0)
    state = play(state, 0, A.Build("tower"))
    for spot in GAME.legal_actions(state, 0):
        assert not estate.spot_index("tower")[(spot.orientation, spot.row, spot.col)].mask & seam


def test_partner_payments_are_allowed_with_muses_and_ladies() -> None:
    """Ruling R13."""
    state = shared(3, muses_and_ladies=True)
    state = action_turn(set_player(set_player(state, 0, florins=1000), 1, florins=1000), 0)
    state, _ = offer_workshop(state, 400)
    state = play(state, 1, A.AcceptShared())
    assert state.players[0].florins == 1000 - 700 + 400 and state.players[1].florins == 600


def test_shared_halves_count_as_buildings_for_both() -> None:
    from rules.florence.scoring import holdings

    state = action_turn(set_player(shared(3), 0, florins=1000), 0)
    state, _ = offer_workshop(state, 0)
    state = play(state, 1, A.AcceptShared())
    assert holdings(state.players[0])["large_buildings"] == 1 == holdings(state.players[1])["large_buildings"]


def test_placement_problem_agrees_with_the_shared_spots_offered() -> None:
    """The screen's reason (from a state or a view) is empty exactly for the offered spots, in any
    orientation number, with tiles and the builder rule on both boards."""
    from rules.florence.shared import placement_problem

    for builders in (0, 2):
        state = shared(3)
        state = set_player(state, 0, florins=3000, builders=builders, tiles=(tile("tower", 0, 0, 3),))
        state = set_player(state, 1, tiles=(tile("chapel", 0, 3, 2), tile("lake", 0, 0, 0)))
        state = action_turn(state, 0)
        state = play(state, 0, A.BuildShared(1, "library"))
        legal = set(GAME.legal_actions(state, 0))
        assert legal
        canonical = dict(estate.orientations("library"))
        for source in (state, GAME.view(state, 0), GAME.view(state, 2)):
            for o in range(8):
                shape = estate.oriented(estate.load().piece_by_id["library"].cells, o)
                lowest = next(n for n, cells in canonical.items() if cells == shape)
                for row in range(-1, 8):
                    for col in range(-1, 15):
                        reason = placement_problem(source, 0, 1, "library", o, row, col)
                        offered = A.PlaceShared(lowest, row, col) in legal
                        assert (reason == "") == offered, (builders, o, row, col, reason)


def test_r12_one_building_of_each_kind_on_both_boards() -> None:
    """Ruling R12: a kind either partner owns (alone or shared) is never offered as a shared building."""
    state = set_player(shared(3), 0, florins=5000, builders=3)
    state = set_player(state, 1, tiles=(tile("workshop", 0, 0, 3),), builders=2)
    legal = GAME.legal_actions(action_turn(state, 0), 0)
    offers = {(a.partner, a.building) for a in legal if isinstance(a, A.BuildShared)}
    assert (1, "workshop") not in offers and (2, "workshop") in offers and (1, "tower") in offers
    assert A.Build("workshop") in legal  # seat 0 alone may still build its own


def test_r14_the_builder_pays_the_bank_from_its_own_purse_before_any_payment() -> None:
    """R14: the rulebook (L705-L709) does not order the bank's cost and the partner's payment; the
    active player pays the cost alone, so without the florins no shared building is offered."""
    state = set_player(shared(3), 0, builders=1, florins=299)
    state = action_turn(set_player(state, 1, florins=5000), 0)
    assert not any(isinstance(a, A.BuildShared) for a in GAME.legal_actions(state, 0))
    state = set_player(state, 0, florins=300)
    assert any(isinstance(a, A.BuildShared) for a in GAME.legal_actions(state, 0))
