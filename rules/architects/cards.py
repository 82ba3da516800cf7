"""Building cards (draws, discards) and apprentices (rows, hiring, abilities of what you hold).

The two Workshop rows are 4 spaces each; hiring a card slides the cards right of it one
space left (with their coins) and fills the right-most space from the deck. An empty deck
leaves the space empty ("").
"""

from __future__ import annotations

import attrs

from rules.architects.data import Amount, catalog
from rules.architects.economy import change_virtue, draw_buildings  # noqa: F401  (callers know it here)
from rules.architects.state import ArchitectsState, Owner


def discard_building(state: ArchitectsState, index: int, card: str) -> ArchitectsState:
    """A card from hand goes face down to the bottom of the deck."""
    owner = state.owner(index)
    hand = list(owner.hand)
    hand.remove(card)
    state = state.with_owner(index, attrs.evolve(owner, hand=tuple(hand)))
    return attrs.evolve(state, building_deck=state.building_deck + (card,))


def kinds_held(owner: Owner, kind: str) -> tuple[str, ...]:
    cat = catalog()
    return tuple(a for a in owner.apprentices if cat.apprentice(a).kind == kind)


def count_kind(owner: Owner, kind: str) -> int:
    return len(kinds_held(owner, kind))


def skills_of(owner: Owner) -> frozenset[str]:
    cat = catalog()
    return frozenset(s for a in owner.apprentices for s in cat.apprentice(a).skills)


def apprentices_with_skill(owner: Owner, skill: str) -> int:
    cat = catalog()
    return sum(1 for a in owner.apprentices if skill in cat.apprentice(a).skills)


def kind_gains(owner: Owner, kind: str) -> Amount:
    """The summed `gain` of every apprentice of a kind the owner holds."""
    cat = catalog()
    totals: dict[str, int] = {}
    for card in kinds_held(owner, kind):
        for resource, n in cat.apprentice(card).gain:
            totals[resource] = totals.get(resource, 0) + n
    return tuple(totals.items())


def apprentice_limit(owner: Owner) -> int:
    return catalog().const("apprentice_limit") + (1 if owner.board == "rudolf" else 0)


def face_up(state: ArchitectsState) -> tuple[tuple[int, int, str], ...]:
    """(row, column, card) of every face-up apprentice, rows top first, left to right."""
    return tuple((r, c, card) for r, row in enumerate(state.rows) for c, card in enumerate(row) if card)


def where_is(state: ArchitectsState, card: str) -> tuple[int, int]:
    for r, row in enumerate(state.rows):
        if card in row:
            return r, row.index(card)
    raise KeyError(card)


def _refill_row(state: ArchitectsState, row_index: int, column: int) -> ArchitectsState:
    """Remove the card at `column` (its coins with it), slide the rest left, refill from the deck."""
    row = list(state.rows[row_index])
    coins = list(state.coins[row_index])
    del row[column]
    del coins[column]
    deck = state.apprentice_deck
    revealed = state.revealed
    if deck:
        row.append(deck[0])
        deck = deck[1:]
        revealed += 1
    else:
        row.append("")
    coins.append(0)
    rows = state.rows[:row_index] + (tuple(row),) + state.rows[row_index + 1 :]
    all_coins = state.coins[:row_index] + (tuple(coins),) + state.coins[row_index + 1 :]
    return attrs.evolve(state, rows=rows, coins=all_coins, apprentice_deck=deck, revealed=revealed)


def hire(state: ArchitectsState, index: int, card: str, discard: str = "", skip: int = 0) -> ArchitectsState:
    """Take a face-up apprentice: coins on it go to the hirer; `skip` coins were put on the
    cards left of it (the hirer already paid them); a held apprentice may be discarded to
    make room (R2); the card's virtue applies now."""
    row_index, column = where_is(state, card)
    coins = list(state.coins[row_index])
    for c in range(skip):
        coins[c] += 1
    taken = coins[column]
    state = attrs.evolve(
        state,
        coins=state.coins[:row_index] + (tuple(coins),) + state.coins[row_index + 1 :],
    )
    state = _refill_row(state, row_index, column)
    owner = state.owner(index)
    held = owner.apprentices
    if discard:
        held = tuple(a for a in held if a != discard)
        state = attrs.evolve(state, apprentice_deck=state.apprentice_deck + (discard,))
    owner = attrs.evolve(owner, apprentices=held + (card,), silver=owner.silver + taken)
    state = state.with_owner(index, owner)
    return change_virtue(state, index, catalog().apprentice(card).virtue)


def refresh_rows(state: ArchitectsState) -> ArchitectsState:
    """Optional Guildhall icon: the left-most column goes to the deck bottom (its coins to
    the supply), the rest slide left, and the right-most column is refilled."""
    for row_index in range(len(state.rows)):
        card = state.rows[row_index][0]
        state = _refill_row(state, row_index, 0)
        if card:
            deck = state.apprentice_deck
            # the refill above drew first; the discard goes under the remaining deck
            state = attrs.evolve(state, apprentice_deck=deck + (card,))
    return state
