"""Steps shared by the auction and the action phase: paying, tiles, draws, recruitment."""

from __future__ import annotations

import attrs

from rules.core import decisions as stack
from rules.florence import automa_recruit, estate
from rules.florence.data import load
from rules.florence.scoring import owns_piece
from rules.florence.state import (
    DrawFrame,
    FlorenceState,
    PlayerState,
    Seat,
    Tile,
    is_recruitment,
    set_player,
    supply_add,
    supply_count,
)

DECKS = {"prestige": "prestige_deck", "profession": "profession_deck", "bonus": "bonus_deck"}


def minimum(state: FlorenceState) -> int:
    """The round's minimum work value."""
    return load().constants.minimums[state.round - 1]


def build_cost(builders: int) -> int:
    """What a building costs a seat with `builders` builders."""
    return load().constants.build_cost[min(builders, 3)]


def building_cells(player: PlayerState) -> int:
    data = load()
    mask = 0
    for tile in player.tiles:
        if data.piece_by_id[tile.piece].kind == "building":
            mask |= tile.mask
    return mask


def can_place(player: PlayerState, piece: str, forbidden: int = 0) -> bool:
    return estate.any_spot(piece, player.occupied, building_cells(player), player.builders, forbidden)


def neighbours(state: FlorenceState, seat: Seat) -> dict[str, int]:
    """The seats whose boards touch this one: 'right' (next seat) and 'left' (previous seat)."""
    n = len(state.players)
    if n == 2:
        return {"right": 1} if seat == 0 else {"left": 0}
    return {"right": (seat + 1) % n, "left": (seat - 1) % n}


def sides(state: FlorenceState, seat: Seat, partner: Seat) -> tuple[int, int]:
    """(left board's seat, right board's seat) of the seam between `seat` and `partner`."""
    return (seat, partner) if neighbours(state, seat).get("right") == partner else (partner, seat)


def seam_blocked(state: FlorenceState, seat: Seat) -> int:
    """Cells where `seat` may not build alone: seam cells below 1 builder; facing a building with 1."""
    builders = state.players[seat].builders
    if builders >= 2:
        return 0
    blocked = 0
    for side, other in neighbours(state, seat).items():
        seam = estate.seam_column(side)
        if builders == 0:
            blocked |= seam
            continue
        theirs = building_cells(state.players[other]) & estate.seam_column("left" if side == "right" else "right")
        blocked |= estate.facing(theirs, "left" if side == "right" else "right") & seam
    return blocked


def forbidden_cells(state: FlorenceState, seat: Seat) -> int:
    if not state.rules.shared_buildings:
        return 0
    return seam_blocked(state, seat)


def placement_problem(state, seat: Seat, piece: str, orientation: int, row: int, col: int) -> str:
    """Why `seat` may not lay `piece` so ('' when it may): the reason a screen shows.

    `state` is a state or any seat's view (only public parts are read: tiles, builders, rules);
    `orientation` is any of 0-7, `row`/`col` the top-left of the turned tile's bounding box.
    A spot is in `place_actions` exactly when this finds nothing against it.
    """
    player = state.players[seat]
    occupied = 0
    for tile in player.tiles:
        occupied |= tile.mask
    return estate.why_not(
        piece, orientation, row, col, occupied, building_cells(player), player.builders, forbidden_cells(state, seat)
    )


def place_actions(state: FlorenceState, seat: Seat, pieces: tuple[str, ...]) -> list:
    from rules.florence.actions import PlaceTile

    player = state.players[seat]
    occupied, buildings = player.occupied, building_cells(player)
    forbidden = forbidden_cells(state, seat)
    return [
        PlaceTile(piece, s.orientation, s.row, s.col)
        for piece in pieces
        for s in estate.legal_spots(piece, occupied, buildings, player.builders, forbidden)
    ]


def place_tile(state: FlorenceState, seat: Seat, piece_id: str, orientation: int, row: int, col: int) -> FlorenceState:
    """Lay a tile from the supply: +3 for a building, +3 for a second landscape of a type."""
    data = load()
    c = data.constants
    piece = data.piece_by_id[piece_id]
    spot = estate.spot_index(piece_id)[(orientation, row, col)]
    player = state.players[seat]
    gain = 0
    if piece.kind == "building":
        gain = c.build_prestige
        state = attrs.evolve(state, buildings=supply_add(state.buildings, piece_id, -1))
    else:
        if owns_piece(player, piece_id):
            gain = c.repeat_landscape_prestige
        state = attrs.evolve(state, landscapes=supply_add(state.landscapes, piece_id, -1))
    tile = Tile(piece_id, orientation, row, col, spot.mask)
    player = attrs.evolve(player, tiles=player.tiles + (tile,), prestige=player.prestige + gain)
    return set_player(state, seat, player)


def pay(state: FlorenceState, seat: Seat, florins: int) -> FlorenceState:
    player = state.players[seat]
    if florins > player.florins:
        raise ValueError(f"seat {seat} cannot pay {florins} with {player.florins}")
    return set_player(state, seat, attrs.evolve(player, florins=player.florins - florins))


def start_draw(state: FlorenceState, seat: Seat, deck: str) -> FlorenceState:
    """Take the top 5 (or all) of a deck and push the keep-one choice."""
    field = DECKS[deck]
    cards = getattr(state, field)
    keep_from = load().constants.draw_keep_from
    drawn, rest = cards[:keep_from], cards[keep_from:]
    state = attrs.evolve(state, **{field: rest})
    return attrs.evolve(state, decisions=stack.push(state.decisions, DrawFrame(seat, deck, drawn)))


def keep_card(state: FlorenceState, frame: DrawFrame, card: str) -> FlorenceState:
    player = state.players[frame.actor]
    if frame.deck == "prestige":
        player = attrs.evolve(player, prestige_cards=player.prestige_cards + (card,))
    elif frame.deck == "profession":
        player = attrs.evolve(player, hand=player.hand + (card,))
    else:
        player = attrs.evolve(player, bonus=player.bonus + (card,))
    state = set_player(state, frame.actor, player)
    rest = tuple(c for c in frame.cards if c != card)
    if not rest:
        return attrs.evolve(state, decisions=stack.pop(state.decisions))
    return attrs.evolve(
        state, decisions=stack.replace_top(state.decisions, DrawFrame(frame.actor, frame.deck, rest, True))
    )


def put_under(state: FlorenceState, frame: DrawFrame, card: str) -> FlorenceState:
    field = DECKS[frame.deck]
    state = attrs.evolve(state, **{field: getattr(state, field) + (card,)})
    rest = tuple(c for c in frame.cards if c != card)
    if not rest:
        return attrs.evolve(state, decisions=stack.pop(state.decisions))
    return attrs.evolve(state, decisions=stack.replace_top(state.decisions, attrs.evolve(frame, cards=rest)))


def recruit_targets(state: FlorenceState, seat: Seat) -> list[tuple[int, str]]:
    """(seat, card) of every face-up profession in front of another seat, if `seat` holds a recruitment card."""
    if state.solo is not None:
        return automa_recruit.recruit_targets(state)
    if not any(is_recruitment(card) for card in state.players[seat].hand):
        return []
    return [
        (other, card)
        for other, player in enumerate(state.players)
        if other != seat
        for card in player.front
        if not is_recruitment(card)
    ]


def recruit(state: FlorenceState, seat: Seat, other: Seat, card: str) -> FlorenceState:
    """The recruitment card takes the profession's place in front of its owner; the profession joins the hand."""
    if state.solo is not None:
        return automa_recruit.recruit(state, other, card)
    player = state.players[seat]
    token = next(c for c in player.hand if is_recruitment(c))
    hand = list(player.hand)
    hand.remove(token)
    state = set_player(state, seat, attrs.evolve(player, hand=tuple(hand) + (card,), known=player.known + (card,)))
    target = state.players[other]
    front = tuple(token if c == card else c for c in target.front)
    return set_player(state, other, attrs.evolve(target, front=front))


def available(pairs: tuple[tuple[str, int], ...], key: str) -> bool:
    return supply_count(pairs, key) > 0
