"""Shared Buildings: estates side B in a ring; neighbours may build one building across their seam.

The active seat names a neighbour, a building and its place across the seam, and what the
neighbour pays; the neighbour accepts or refuses (a refusal spends no action, and no other
offer follows this turn). The active seat pays the bank by its own builders and receives the
neighbour's payment; both gain 3 prestige and both own the building. Each board's part keeps
its owner's adjacency rule (L719); the kind limit holds on both boards (ruling R12). A seat
building alone near a seam needs 1 builder and no facing building, or 2 builders (L726).
"""

from __future__ import annotations

import attrs

from rules.core import decisions as stack
from rules.florence import actions as A
from rules.florence import estate
from rules.florence.common import (  # noqa: F401  (seam_blocked: callers know it here)
    build_cost,
    building_cells,
    neighbours,
    pay,
    seam_blocked,
    sides,
)
from rules.florence.data import load
from rules.florence.scoring import owns_piece
from rules.florence.state import (
    FlorenceState,
    Seat,
    SharedAnswerFrame,
    SharedPayFrame,
    SharedPlaceFrame,
    Tile,
    TurnFrame,
    set_player,
    supply_add,
    supply_count,
)

OFFER_STEP = 100
OFFER_MAX = 2000


def legal_spots(state: FlorenceState, seat: Seat, partner: Seat, building: str) -> list[estate.SharedSpot]:
    left_seat, right_seat = sides(state, seat, partner)
    left, right = state.players[left_seat], state.players[right_seat]
    mansion = estate.mansion_mask()
    left_blocked = building_cells(left) | mansion if left.builders < 2 else 0
    right_blocked = building_cells(right) | mansion if right.builders < 2 else 0
    out = []
    for spot in estate.shared_spots(building):
        if spot.left & left.occupied or spot.right & right.occupied:
            continue
        if spot.left_near & left_blocked or spot.right_near & right_blocked:
            continue
        out.append(spot)
    return out


def placement_problem(state, seat: Seat, partner: Seat, building: str, orientation: int, row: int, col: int) -> str:
    """Why the shared `building` may not go there ('' when it may), on the two boards side by side.

    `state` is a state or any seat's view (public parts only); `orientation` any of 0-7; `row`,
    `col` the top-left of the turned tile in combined coordinates (the right board from column 7).
    A spot is offered (`legal_spots`) exactly when this finds nothing against it.
    """
    rows, cols = estate.size()
    shape = estate.oriented(load().piece_by_id[building].cells, orientation)
    if any(not (0 <= row + r < rows and 0 <= col + c < 2 * cols) for r, c in shape):
        return "the building must lie inside the two estates"
    lowest = next(o for o, cells in estate.orientations(building) if cells == shape)
    spot = estate.shared_spot_index(building).get((lowest, row, col))
    if spot is None:
        if all(col + c < cols for _, c in shape) or all(col + c >= cols for _, c in shape):
            return "a shared building must lie across the seam, on both boards"
        return "the building may not cover a mansion"
    left_seat, right_seat = sides(state, seat, partner)
    boards = ((left_seat, spot.left, spot.left_near, "left"), (right_seat, spot.right, spot.right_near, "right"))
    for owner, cells, near, side in boards:
        player = state.players[owner]
        occupied = 0
        for tile in player.tiles:
            occupied |= tile.mask
        if cells & occupied:
            return f"the building may not cover another tile (on the {side} board)"
    for owner, cells, near, side in boards:
        player = state.players[owner]
        if player.builders < 2 and near & (building_cells(player) | estate.mansion_mask()):
            return (
                f"on the {side} board (its owner has fewer than 2 builders) the building may not touch "
                "another building or the mansion by an edge"
            )
    return ""


def build_options(state: FlorenceState, seat: Seat, frame: TurnFrame) -> list:
    if not state.rules.shared_buildings or frame.shared_refused or frame.actions_left <= 0:
        return []
    player = state.players[seat]
    if player.florins < build_cost(player.builders):
        return []
    out = []
    for partner in sorted(set(neighbours(state, seat).values())):
        other = state.players[partner]
        for b in load().buildings:
            if supply_count(state.buildings, b.id) <= 0 or owns_piece(player, b.id) or owns_piece(other, b.id):
                continue  # ruling R12: one of each kind on both boards
            if legal_spots(state, seat, partner, b.id):
                out.append(A.BuildShared(partner, b.id))
    return out


def legal(state: FlorenceState, frame) -> list:
    if isinstance(frame, SharedPlaceFrame):
        return [
            A.PlaceShared(s.orientation, s.row, s.col)
            for s in legal_spots(state, frame.actor, frame.partner, frame.building)
        ]
    if isinstance(frame, SharedPayFrame):
        return [A.OfferShared(amount) for amount in range(0, OFFER_MAX + 1, OFFER_STEP)]
    if isinstance(frame, SharedAnswerFrame):
        accept = [A.AcceptShared()] if state.players[frame.actor].florins >= frame.amount else []
        return accept + [A.RefuseShared()]
    raise TypeError(frame)


def start(state: FlorenceState, seat: Seat, action: A.BuildShared) -> FlorenceState:
    frame = SharedPlaceFrame(seat, action.partner, action.building)
    return attrs.evolve(state, decisions=stack.push(state.decisions, frame))


def apply(state: FlorenceState, frame, action) -> FlorenceState:
    rest = stack.pop(state.decisions)
    if isinstance(action, A.PlaceShared):
        nxt = SharedPayFrame(frame.actor, frame.partner, frame.building, action.orientation, action.row, action.col)
        return attrs.evolve(state, decisions=stack.push(rest, nxt))
    if isinstance(action, A.OfferShared):
        nxt = SharedAnswerFrame(
            frame.partner, frame.actor, frame.building, frame.orientation, frame.row, frame.col, action.amount
        )
        return attrs.evolve(state, decisions=stack.push(rest, nxt))
    state = attrs.evolve(state, decisions=rest)
    turn = stack.top(state.decisions)
    if isinstance(action, A.RefuseShared):
        return attrs.evolve(
            state, decisions=stack.replace_top(state.decisions, attrs.evolve(turn, shared_refused=True))
        )
    return accept(state, frame, turn)


def accept(state: FlorenceState, frame: SharedAnswerFrame, turn: TurnFrame) -> FlorenceState:
    c = load().constants
    builder, partner = frame.builder, frame.actor
    state = pay(state, builder, build_cost(state.players[builder].builders))
    state = pay(state, partner, frame.amount)
    b = state.players[builder]
    state = set_player(state, builder, attrs.evolve(b, florins=b.florins + frame.amount))
    spot = estate.shared_spot_index(frame.building)[(frame.orientation, frame.row, frame.col)]
    left_seat, right_seat = sides(state, builder, partner)
    for seat, mask, other in ((left_seat, spot.left, right_seat), (right_seat, spot.right, left_seat)):
        player = state.players[seat]
        tile = Tile(frame.building, frame.orientation, frame.row, frame.col, mask, shared_with=other)
        state = set_player(
            state, seat, attrs.evolve(player, tiles=player.tiles + (tile,), prestige=player.prestige + c.build_prestige)
        )
    state = attrs.evolve(state, buildings=supply_add(state.buildings, frame.building, -1))
    new_turn = attrs.evolve(turn, actions_left=turn.actions_left - 1)
    return attrs.evolve(state, decisions=stack.replace_top(state.decisions, new_turn))
