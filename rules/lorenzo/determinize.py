"""A full Lorenzo state consistent with one seat's view: what that seat cannot see is dealt at random
from what it has not seen. For bots that search (sample several worlds, play each forward); never used
by the rules themselves.

Known exactly: every public zone (towers, boards, tracks, the excommunication tiles on the board, the
discard pile) and the viewer's own leaders. Sampled: the order and, where more cards exist than a deck
holds, the contents of every draw pile (period by period, as the rounds to come will deal them), other
seats' leader hands and draft hands, and the undealt leaders.

The view is read generically: every id string anywhere in it counts as seen, every placeholder string
is replaced by a draw from the unseen ids it may stand for, and every draw pile is refilled to the size
the view gives. An expansion's hidden things are found the same way when the expansion answers two
optional questions (duck-typed, so the base names no expansion): `hidden_pool(placeholder)`, every id a
placeholder string of its views may stand for (face-down tokens, boxed cards), and `deck_pool(tower)`,
every card that may lie in the draw pile of a tower it adds. Without an answer a placeholder stays as it
is and such a pile stays empty (a world then lacks that part; the search still runs).
"""

from __future__ import annotations

import functools
import random
from collections import Counter
from collections.abc import Callable, Iterable

import attrs

from rules.lorenzo import hooks
from rules.lorenzo import leaders as L
from rules.lorenzo import view as V
from rules.lorenzo.data import CARD_TYPES, card_record, catalog
from rules.lorenzo.rules import tower_kinds
from rules.lorenzo.state import LorenzoState, LorenzoView


class Inconsistent(ValueError):
    """The view asks for more hidden things of a kind than remain unseen (a view this module misreads)."""


def _leader_pool(seen: Counter[str], needed: int) -> list[str]:
    """The leaders that could be hidden: of the sets the seen leaders come from (base if none is seen), or of
    every set when those have too few left (a mixed game whose viewer has seen one set only)."""
    catalog_ = L.leader_catalog()
    playable = [lid for lid, card in catalog_.items() if L.playable_in_engine(card)]
    sets = {catalog_[x].set for x in seen if x in catalog_} or {"base"}
    likely = [lid for lid in playable if catalog_[lid].set in sets]
    return likely if sum(lid not in seen for lid in likely) >= needed else playable


# placeholder string -> the ids it may stand for, given every id string seen in the view (with how many times)
# and how many of the placeholder the view holds
PLACEHOLDERS: dict[str, Callable[[Counter[str], int], Iterable[str]]] = {V.HIDDEN: _leader_pool}


@functools.lru_cache(maxsize=4096)
def _expansion_answer(question: str, about: str) -> tuple[str, ...] | None:
    """An expansion's answer (the same for a game's whole life: pools hold seen ids too); cached, as every
    string of a view is asked about."""
    for expansion in hooks.load():
        ask = getattr(expansion, question, None)
        found = ask(about) if ask is not None else None
        if found is not None:
            return tuple(found)
    return None


def _placeholder_pool(placeholder: str, seen: Counter[str]) -> list[str] | None:
    if placeholder in PLACEHOLDERS:
        return list(PLACEHOLDERS[placeholder](seen, seen[placeholder]))
    found = _expansion_answer("hidden_pool", placeholder)
    return None if found is None else list(found)


def _deck_pool(kind: str) -> list[str]:
    if kind in CARD_TYPES:
        return [cid for cid, card in catalog().cards.items() if card.type == kind]
    return list(_expansion_answer("deck_pool", kind) or ())


def _strings(value: object, found: Counter[str]) -> None:
    """Every string inside an attrs value (fields, tuples, frozensets, nested), counted."""
    if isinstance(value, str):
        found[value] += 1
    elif isinstance(value, (tuple, frozenset, list)):
        for item in value:
            _strings(item, found)
    elif attrs.has(type(value)):
        for field in attrs.fields(type(value)):
            _strings(getattr(value, field.name), found)


def _replace(value: object, draw: Callable[[str], str | None]) -> object:
    """`value` with every placeholder string replaced by a draw (structure and types kept; the very
    same object where nothing changed, so a sampled world shares the view's unchanged parts)."""
    if isinstance(value, str):
        return draw(value) or value
    if isinstance(value, tuple):
        items = tuple(_replace(item, draw) for item in value)
        return value if all(a is b for a, b in zip(items, value)) else items
    if attrs.has(type(value)):
        changes = {}
        for field in attrs.fields(type(value)):
            old = getattr(value, field.name)
            new = _replace(old, draw)
            if new is not old:
                changes[field.name] = new
        return attrs.evolve(value, **changes) if changes else value
    return value


def _deck(pool: list[str], size: int, round_no: int, rng: random.Random) -> tuple[str, ...]:
    """A draw pile of `size` cards from `pool` (the unseen cards that may lie in it): for each round to come,
    its period's cards (period I on top, III at the bottom), shuffled within a period."""
    by_period: dict[int, list[str]] = {}
    for cid in pool:
        by_period.setdefault(card_record(cid).period, []).append(cid)
    board = catalog().board["setup"]
    rounds = range(round_no + 1, board["rounds"] + 1)
    per_round = board["cards_per_tower_per_round"]
    if size != per_round * len(rounds):  # a deck of another shape: as many of each period as are left
        per_round = size / max(1, len(rounds))
    deck: list[str] = []
    for period in sorted(by_period):
        pile = by_period[period]
        rng.shuffle(pile)
        due = round(per_round * sum(1 for r in rounds if (r + 1) // 2 == period))
        deck += pile[:due]
    if len(deck) < size:  # fewer due than the deck holds: the rest, later periods last
        rest = [c for p in sorted(by_period) for c in by_period[p] if c not in deck]
        deck += rest[: size - len(deck)]
    return tuple(deck[:size])


def determinize(view: LorenzoView, rng: random.Random) -> LorenzoState:
    """A state that `view` could have come from, with the hidden parts sampled."""
    state = view.state
    seen: Counter[str] = Counter()
    _strings(state, seen)
    kinds = tower_kinds(state)
    decks = []
    for t, size in enumerate(view.deck_sizes):
        pool = sorted(cid for cid in _deck_pool(kinds[t]) if cid not in seen) if size else []
        if pool and len(pool) < size:
            raise Inconsistent(f"{size} {kinds[t]} cards wanted, {len(pool)} unseen")
        decks.append(_deck(pool, size, state.round, rng) if pool else ())
        seen.update(decks[-1])  # an expansion's boxed cards come from the same pool

    pools: dict[str, list[str] | None] = {}

    def draw(placeholder: str) -> str | None:
        if placeholder not in pools:
            found = _placeholder_pool(placeholder, seen)
            if found is not None:
                found = sorted(x for x in found if x not in seen)
                rng.shuffle(found)
            pools[placeholder] = found
        pool = pools[placeholder]
        if pool is None:
            return None  # not a placeholder, or one no pool is known for: kept as it is
        if not pool:
            raise Inconsistent(f"no {placeholder!r} left to deal")
        return pool.pop()

    # the seed only feeds the rules' own shuffles at set-up; a search passes its own rng to apply
    filled = _replace(attrs.evolve(state, decks=tuple(decks), seed=rng.randrange(2**31)), draw)
    assert isinstance(filled, LorenzoState)
    return filled
