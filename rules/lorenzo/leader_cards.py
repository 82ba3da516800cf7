"""The leader cards themselves (L364-L391, L430-L540): their records (data/lorenzo/leaders.toml via
rules/lorenzo/data_advanced.py) and what a seat's played leaders give, read from the cards alone.

A leaf below the effects and the rules engine (both ask `has_ability`), so that neither has to import
`rules.lorenzo.leaders`, which plays leaders with them."""

from __future__ import annotations

import functools

import attrs

from rules.lorenzo.data_advanced import LeaderRecord
from rules.lorenzo.data_advanced import leaders as leader_records

PREFIX = "leader:"
LEADER_SETS = ("base", "houses", "mixed")


@attrs.frozen
class Leader:
    id: str  # "leader:<key>": unique strings, so secrets can be looked for in views
    key: str
    name: str
    set: str
    requires: dict
    at_most: dict
    ability_type: str  # once_per_round | permanent | immediate | action_space
    ability: dict
    space_value: int | None
    needs: str
    text: str


def _leader(record: LeaderRecord) -> Leader:
    return Leader(
        PREFIX + record.key,
        record.key,
        record.name,
        record.set,
        record.requires,
        record.at_most,
        record.timing,
        record.ability,
        record.space_value,
        record.needs,
        record.text,
    )


@functools.cache
def leader_catalog() -> dict[str, Leader]:
    """All 40 leaders by id (for names, the glossary and the rules help)."""
    return {PREFIX + key: _leader(record) for key, record in leader_records().items()}


def leader(leader_id: str) -> Leader:
    return leader_catalog()[leader_id]


def playable_in_engine(card: Leader) -> bool:
    """A leader whose ability or requirement reads special tokens is in play only when an expansion brings the
    tokens (Houses of Renaissance, rules/lorenzo/houses)."""
    from rules.lorenzo import hooks

    return not card.needs or hooks.leaders_playable()


# ---- what played leaders give ------------------------------------------------------------------------


def stock(player, key: str) -> int:
    return getattr(player, key, 0)


def effective(player, leader_id: str) -> Leader:
    """The leader whose ability `leader_id` gives: itself, or the one it copies (Lorenzo de' Medici)."""
    copied = dict(player.copies).get(leader_id)
    return leader(copied) if copied else leader(leader_id)


def permanent_abilities(player) -> list[dict]:
    found = []
    for lid in player.leaders:
        card = effective(player, lid)
        if card.ability_type == "permanent":
            found.append(card.ability)
    return found


def copyable(card: Leader) -> bool:
    """Ruling R10: Lorenzo de' Medici copies neither another copier, nor a private action space (it belongs to
    its owner), nor an immediate ability (it has happened)."""
    return card.ability.get("kind") != "copy_leader_ability" and card.ability_type in ("once_per_round", "permanent")


def copy_choices(state, seat: int) -> tuple[str, ...]:
    """Leaders played by other seats that a copier may copy."""
    return tuple(lid for p in state.players if p.seat != seat for lid in p.leaders if copyable(leader(lid)))


def has_ability(player, kind: str) -> dict | None:
    for ability in permanent_abilities(player):
        if ability.get("kind") == kind:
            return ability
    return None


def substitutes(player) -> tuple[str, ...]:
    """What Paracelsus lets this seat pay with servants instead (nothing without him)."""
    ability = has_ability(player, "servants_replace")
    return tuple(ability["resources"]) if ability else ()


def space_id(leader_id: str) -> str:
    return "leader:" + leader(leader_id).key
