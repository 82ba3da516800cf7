"""Leader cards of the advanced rules (L364-L391): the draft, playing, discarding and once-a-round abilities.

The leader records come from the data loader of the advanced rules (rules/lorenzo/data_advanced.py, kept by
another engineer); a record needs `key`, `name`, `requirements` (cards {type: n}, points {kind: n},
cards_of_one_type n), `ability_type` (once_per_round | permanent) and `ability`. Until that loader exists
there are no leaders and the advanced rules are the personal tiles alone.
"""
from __future__ import annotations

import functools
from typing import Any

import attrs

PREFIX = "leader:"


@attrs.frozen
class Leader:
    id: str
    key: str
    name: str
    requirements: dict
    ability_type: str
    ability: dict


def _field(record: Any, name: str, default: Any = None) -> Any:
    if isinstance(record, dict):
        return record.get(name, default)
    return getattr(record, name, default)


@functools.cache
def leader_catalog() -> dict[str, Leader]:
    try:
        from rules.lorenzo import data_advanced  # noqa: PLC0415 - optional, written by another engineer
    except ImportError:
        return {}
    source = None
    for name in ("base_leaders", "leaders", "leader_catalog"):
        found = getattr(data_advanced, name, None)
        if found is not None:
            source = found() if callable(found) else found
            break
    if source is None:
        return {}
    records = source.values() if isinstance(source, dict) else source
    leaders = {}
    for record in records:
        key = _field(record, "key")
        leaders[PREFIX + key] = Leader(PREFIX + key, key, _field(record, "name", key),
                                       dict(_field(record, "requirements") or {}),
                                       _field(record, "ability_type", "permanent"), dict(_field(record, "ability") or {}))
    return leaders


def leader(leader_id: str) -> Leader:
    return leader_catalog()[leader_id]


def requirements_met(player, leader_id: str) -> bool:
    from rules.lorenzo.effects import cards_of

    needs = leader(leader_id).requirements
    for kind, n in (needs.get("cards") or {}).items():
        if len(cards_of(player, kind)) < n:
            return False
    for kind, n in (needs.get("points") or {}).items():
        if getattr(player, kind, 0) < n:
            return False
    for kind, n in (needs.get("resources") or {}).items():
        if getattr(player, kind, 0) < n:
            return False
    if needs.get("cards_of_one_type"):
        counts = [len(cards_of(player, k)) for k in ("territory", "character", "building", "venture")]
        if max(counts) < needs["cards_of_one_type"]:
            return False
    known = {"cards", "points", "resources", "cards_of_one_type"}
    return not (set(needs) - known)  # a requirement we cannot judge is not met


def effective(player, leader_id: str) -> Leader:
    """The leader whose ability `leader_id` gives: itself, or the one it copies (ruling R10)."""
    copied = dict(player.copies).get(leader_id)
    return leader(copied) if copied else leader(leader_id)


def permanent_abilities(player) -> list[dict]:
    if not leader_catalog():
        return []
    found = []
    for lid in player.leaders:
        card = effective(player, lid)
        if card.ability_type == "permanent":
            found.append(card.ability)
    return found


def copy_choices(state, seat: int) -> tuple[str, ...]:
    """Leaders played by other seats that a copier may copy (not another copier)."""
    return tuple(lid for p in state.players if p.seat != seat for lid in p.leaders
                 if leader(lid).ability.get("kind") != "copy_leader_ability")


def has_ability(player, kind: str) -> dict | None:
    for ability in permanent_abilities(player):
        if ability.get("kind") == kind:
            return ability
    return None
