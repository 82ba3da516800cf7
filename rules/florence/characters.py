"""Muses & Ladies: the character auction after the normal one, and what each character does.

Pawns go on numbered bid spaces (x100 florins). A seat whose pawn still lies on a card when
its turn comes wins that card. Banker and Professor act at once (the Professor may wait);
Cardinal and Muse work through this round's action phase; Lady is an action; Merchant
either frees the item won at the next normal auction or gives prestige by rank.
"""

from __future__ import annotations

import attrs

from rules.core import decisions as stack
from rules.florence import actions as A
from rules.florence import common
from rules.florence.data import load
from rules.florence.state import (
    ACTIONS,
    CHARACTERS,
    CharacterBoard,
    CharacterFrame,
    FlorenceState,
    MerchantFrame,
    Pawn,
    PlayerState,
    ProfessorFrame,
    Seat,
    set_player,
)

# Characters that act only in the round they are won (returned when the action phase ends).
THIS_ROUND = ("cardinal", "muse")


def new_board() -> CharacterBoard:
    return CharacterBoard(pot=load().banker_pot)


def start(state: FlorenceState) -> FlorenceState:
    """Unused characters come back; the auction starts with the start player."""
    n = len(state.players)
    players = tuple(attrs.evolve(p, characters=()) for p in state.players)
    board = attrs.evolve(
        state.characters,
        pawns=(),
        passed=(),
        won=("",) * n,
        unavailable=(),
        next_seat=state.start_player,
        banker_won=False,
    )
    return attrs.evolve(state, players=players, characters=board, phase=CHARACTERS, decisions=())


def _taken(board: CharacterBoard) -> set[str]:
    return {c for c in board.won if c} | set(board.unavailable)


def legal(state: FlorenceState, seat: Seat) -> list:
    board = state.characters
    florins = state.players[seat].florins
    on_card = {p.character: p for p in board.pawns}
    out: list = []
    for character in load().characters:
        if character.id in _taken(board):
            continue
        low = on_card[character.id].space + 1 if character.id in on_card else character.low
        out += [A.PlacePawn(character.id, space) for space in range(low, character.high + 1) if space * 100 <= florins]
    out.append(A.PassCharacters())
    return out


def apply(state: FlorenceState, action, seat: Seat) -> FlorenceState:
    board = state.characters
    n = len(state.players)
    if isinstance(action, A.PassCharacters):
        board = attrs.evolve(board, passed=board.passed + (seat,))
    else:
        pawns = tuple(p for p in board.pawns if p.character != action.character and p.seat != seat)
        board = attrs.evolve(board, pawns=pawns + (Pawn(action.character, seat, action.space),))
    board = attrs.evolve(board, next_seat=(seat + 1) % n)
    return attrs.evolve(state, characters=board, decisions=stack.pop(state.decisions))


def next_frame(state: FlorenceState) -> FlorenceState:
    """Ask the next seat still in; a seat whose pawn survived a round of bids wins its card.

    When every seat has won or passed, the character auction ends (`finish`): the state comes
    back in the action phase with an empty stack, for the caller to give the first turn.
    """
    n = len(state.players)
    for _ in range(2 * n + 1):
        board = state.characters
        if all(board.won[s] or s in board.passed for s in range(n)):
            return finish(state)
        seat = board.next_seat
        if board.won[seat] or seat in board.passed:
            state = attrs.evolve(state, characters=attrs.evolve(board, next_seat=(seat + 1) % n))
            continue
        pawn = next((p for p in board.pawns if p.seat == seat), None)
        if pawn is None:
            return attrs.evolve(state, decisions=(CharacterFrame(seat),))
        state = win(state, pawn)
        if state.decisions:
            return state
    raise AssertionError("the character auction did not move on")  # pragma: no cover


def win(state: FlorenceState, pawn: Pawn) -> FlorenceState:
    board = state.characters
    seat = pawn.seat
    won = tuple(pawn.character if s == seat else w for s, w in enumerate(board.won))
    board = attrs.evolve(
        board, pawns=tuple(p for p in board.pawns if p is not pawn), won=won, next_seat=(seat + 1) % len(state.players)
    )
    state = common.pay(attrs.evolve(state, characters=board), seat, pawn.space * 100)
    player = state.players[seat]
    if pawn.character == "banker":
        pot = state.characters.pot
        board = attrs.evolve(state.characters, pot=load().banker_pot, banker_won=True)
        kept = ("banker",) if state.round == load().constants.rounds else ()
        if not kept:
            board = attrs.evolve(board, unavailable=board.unavailable + ("banker",))
        state = attrs.evolve(state, characters=board)
        return set_player(
            state, seat, attrs.evolve(player, florins=player.florins + pot, characters=player.characters + kept)
        )
    state = set_player(state, seat, attrs.evolve(player, characters=player.characters + (pawn.character,)))
    if pawn.character == "professor":
        return attrs.evolve(state, decisions=stack.push(state.decisions, ProfessorFrame(seat)))
    return state


def finish(state: FlorenceState) -> FlorenceState:
    """The Banker's pot grows when nobody won it; the action phase begins, with nothing pending yet
    (its controller, `turns.next_frame`, gives the first turn: see `rules._next`)."""
    board = state.characters
    if not board.banker_won:
        board = attrs.evolve(board, pot=board.pot + load().banker_growth)
    return attrs.evolve(state, characters=attrs.evolve(board, pawns=()), phase=ACTIONS, turns_done=0, decisions=())


def actions_for(player: PlayerState) -> int:
    return load().constants.actions_per_turn + ("cardinal" in player.characters)


def rank(state: FlorenceState, seat: Seat) -> int:
    """1 + the number of seats with more prestige (ties share a rank, the next ranks are skipped)."""
    mine = state.players[seat].prestige
    return 1 + sum(p.prestige > mine for p in state.players)


def drop(player: PlayerState, character: str) -> PlayerState:
    held = list(player.characters)
    held.remove(character)
    return attrs.evolve(player, characters=tuple(held))


def use_professor(state: FlorenceState, seat: Seat, deck: str) -> FlorenceState:
    state = set_player(state, seat, drop(state.players[seat], "professor"))
    if state.phase == CHARACTERS:
        board = state.characters
        state = attrs.evolve(state, characters=attrs.evolve(board, unavailable=board.unavailable + ("professor",)))
    return common.start_draw(state, seat, deck)


def merchant_rank(state: FlorenceState, seat: Seat) -> FlorenceState:
    gain = rank(state, seat)
    player = drop(state.players[seat], "merchant")
    return set_player(state, seat, attrs.evolve(player, prestige=player.prestige + gain))


def professor_actions(state: FlorenceState, seat: Seat) -> list:
    return [
        A.UseProfessor(deck)
        for deck, cards in (("prestige", state.prestige_deck), ("bonus", state.bonus_deck))
        if cards
    ]


def free_actions(state: FlorenceState, seat: Seat) -> list:
    """Character uses that cost no action, offered whenever the seat decides in its own turn and in
    the next normal auction (the Merchant and the Professor last until the next character auction)."""
    held = state.players[seat].characters
    out: list = []
    if "professor" in held:
        out += professor_actions(state, seat)
    if "merchant" in held:
        out.append(A.MerchantRank())
    return out


def legal_frame(state: FlorenceState, frame) -> list:
    if isinstance(frame, ProfessorFrame):
        return professor_actions(state, frame.actor) + [A.KeepProfessor()]
    if isinstance(frame, MerchantFrame):
        return [A.MerchantFree(), A.MerchantPay()]
    raise TypeError(frame)


def apply_frame(state: FlorenceState, frame, action) -> FlorenceState:
    seat = frame.actor
    state = attrs.evolve(state, decisions=stack.pop(state.decisions))
    if isinstance(action, A.UseProfessor):
        return use_professor(state, seat, action.deck)
    if isinstance(action, A.KeepProfessor):
        if not frame.later:
            return set_player(state, seat, drop(state.players[seat], "professor"))
        return state
    if isinstance(action, A.MerchantFree):
        player = drop(state.players[seat], "merchant")
        return set_player(state, seat, attrs.evolve(player, florins=player.florins + frame.price))
    if isinstance(action, A.MerchantPay):
        # L654: paying for the item means the Merchant gives its rank prestige instead, now
        return merchant_rank(state, seat)
    raise TypeError(action)


def end_of_round(state: FlorenceState) -> FlorenceState:
    """Cardinal and Muse served this round's action phase."""
    players = tuple(
        attrs.evolve(p, characters=tuple(c for c in p.characters if c not in THIS_ROUND)) for p in state.players
    )
    return attrs.evolve(state, players=players)


def end_of_game(state: FlorenceState) -> FlorenceState:
    """Ruling R11: a round-7 Merchant gives its rank prestige; a kept Banker turns florins into prestige."""
    for seat, player in enumerate(state.players):
        if "merchant" in player.characters:
            state = merchant_rank(state, seat)
    for seat, player in enumerate(state.players):
        if "banker" in player.characters:
            points = player.florins // 200
            player = drop(player, "banker")
            state = set_player(
                state,
                seat,
                attrs.evolve(player, prestige=player.prestige + points, florins=player.florins - 200 * points),
            )
    return state
