"""Leader cards of the advanced rules (L364-L391) and of Houses of Renaissance (L430-L540, L620-L622): the
records (data/lorenzo/leaders.toml via rules/lorenzo/data_advanced.py), requirements, and the abilities that
the rules engine asks about."""
from __future__ import annotations

import functools

import attrs

from rules.lorenzo.data_advanced import LeaderRecord, leaders as leader_records

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
    return Leader(PREFIX + record.key, record.key, record.name, record.set, record.requires, record.at_most,
                  record.timing, record.ability, record.space_value, record.needs, record.text)


@functools.cache
def leader_catalog() -> dict[str, Leader]:
    """All 40 leaders by id (for names, the glossary and the rules help)."""
    return {PREFIX + key: _leader(record) for key, record in leader_records().items()}


def leader(leader_id: str) -> Leader:
    return leader_catalog()[leader_id]


def playable_in_engine(card: Leader) -> bool:
    """A leader whose ability or requirement reads special tokens stays out of play: the tokens of Houses of
    Renaissance are not in the engine."""
    return not card.needs


def pool(leader_set: str) -> tuple[str, ...]:
    """The leaders shuffled for the draft (L370; L620: the base set, the Houses set, or both), in id order."""
    if leader_set not in LEADER_SETS:
        raise ValueError(f"leader_set takes one of {', '.join(LEADER_SETS)}, not {leader_set!r}")
    sets = ("base", "houses") if leader_set == "mixed" else (leader_set,)
    return tuple(sorted(lid for lid, card in leader_catalog().items() if card.set in sets and playable_in_engine(card)))


def config_problem(players: int, leaders_on: bool, houses_on: bool, leader_set: str) -> str | None:
    """Why a combination of options cannot be played (None if it can)."""
    if leader_set != "base" and not houses_on:
        return (f"leader_set={leader_set} needs houses_of_renaissance: the Houses leaders come with the expansion "
                "(L620) and several of them work with its special tokens")
    if leader_set != "base" and not leaders_on:
        return f"leader_set={leader_set} needs leaders (the advanced rules deal the leaders)"
    if leaders_on and len(pool(leader_set)) < 4 * players:
        return (f"leader_set={leader_set} has {len(pool(leader_set))} leaders in play, {4 * players} are needed for "
                f"{players} players (the leaders that use special tokens are not in yet)")
    return None


# ---- requirements (held, never paid: L374) ------------------------------------------------------------

def stock(player, key: str) -> int:
    return getattr(player, key, 0)


def requirements_met(player, leader_id: str) -> bool:
    from rules.lorenzo.data import CARD_TYPES
    from rules.lorenzo.effects import cards_of

    card = leader(leader_id)
    needs, most = card.requires, card.at_most
    counts = {kind: len(cards_of(player, kind)) for kind in CARD_TYPES}
    if any(counts[kind] < n for kind, n in needs.get("cards", {}).items()):
        return False
    if any(stock(player, key) < n for key, n in needs.get("stock", {}).items()):
        return False
    if max(counts.values()) < needs.get("cards_of_one_type", 0):
        return False
    if len(player.cards) < needs.get("total_cards", 0):
        return False
    if any(counts[kind] > n for kind, n in most.get("cards", {}).items()):
        return False
    if any(stock(player, key) > n for key, n in most.get("stock", {}).items()):
        return False
    if "wood_plus_stone" in most and player.wood + player.stone > most["wood_plus_stone"]:
        return False
    if "card_types" in most and sum(1 for n in counts.values() if n) > most["card_types"]:
        return False
    return True


# ---- abilities ----------------------------------------------------------------------------------------

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
