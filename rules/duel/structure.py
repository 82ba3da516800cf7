"""The card structure of an Age: laying it out, accessibility, taking cards, revealing."""

from __future__ import annotations

import functools

import attrs

from rules.duel import data as D
from rules.duel.state import Slot, Structure


def layout(structure: Structure) -> D.Layout:
    return D.load().layouts[(structure.variant, structure.age)]


def lay_out(age: int, variant: str, cards: tuple[str, ...]) -> Structure:
    """Deal `cards` in slot order, top row first, face up or down as the layout says."""
    spec = D.load().layouts[(variant, age)]
    if len(cards) != len(spec.slots):
        raise ValueError(f"Age {age} needs {len(spec.slots)} cards, got {len(cards)}")
    return Structure(age, variant, tuple(Slot(card, s.face_up) for card, s in zip(cards, spec.slots)))


@functools.lru_cache(maxsize=8192)
def _accessible(variant: str, age: int, present: tuple[bool, ...]) -> tuple[int, ...]:
    """Slots holding a card that no remaining card covers (cached: asked for on every move)."""
    spec = D.load().layouts[(variant, age)].slots
    return tuple(i for i, here in enumerate(present) if here and not any(present[j] for j in spec[i].covered_by))


def accessible(structure: Structure) -> tuple[int, ...]:
    """A card is accessible when no card still partly covers it."""
    return _accessible(structure.variant, structure.age, tuple(s.card is not None for s in structure.slots))


def is_accessible(structure: Structure, index: int) -> bool:
    return index in accessible(structure)


def find(structure: Structure, card_id: str) -> int | None:
    for index, slot in enumerate(structure.slots):
        if slot.card == card_id:
            return index
    return None


def take(structure: Structure, index: int) -> Structure:
    slots = list(structure.slots)
    slots[index] = Slot(None, True)
    return attrs.evolve(structure, slots=tuple(slots))


def reveal_accessible(structure: Structure) -> Structure:
    """Turn face up every face-down card that nothing covers any more."""
    slots = list(structure.slots)
    changed = False
    for index in accessible(structure):
        if not slots[index].face_up:
            slots[index] = Slot(slots[index].card, True)
            changed = True
    return attrs.evolve(structure, slots=tuple(slots)) if changed else structure


def is_empty(structure: Structure) -> bool:
    return all(slot.card is None for slot in structure.slots)


def cards_left(structure: Structure) -> int:
    return sum(slot.card is not None for slot in structure.slots)


def face_up_cards(structure: Structure | None) -> frozenset[str]:
    if structure is None:
        return frozenset()
    return frozenset(s.card for s in structure.slots if s.card is not None and s.face_up)


def face_down_cards(structure: Structure | None) -> frozenset[str]:
    if structure is None:
        return frozenset()
    return frozenset(s.card for s in structure.slots if s.card is not None and not s.face_up)
