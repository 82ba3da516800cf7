"""Leader cards in play (L364-L391, L620-L622): the draft pool, requirements (held, never paid), drawing
leaders, what taking a card brings, and paying with Paracelsus. The cards and what they give are in
`rules.lorenzo.leader_cards`; placing on a leader's own space and using a once-a-round ability are rules of
the turn (`rules.lorenzo.rules`)."""

from __future__ import annotations

import attrs

from rules.lorenzo.data import CARD_TYPES
from rules.lorenzo.effects import can_pay, card, cards_of, gain
from rules.lorenzo.leader_cards import (  # noqa: F401  (the names callers know leaders by)
    LEADER_SETS,
    PREFIX,
    Leader,
    copy_choices,
    copyable,
    effective,
    has_ability,
    leader,
    leader_catalog,
    permanent_abilities,
    playable_in_engine,
    space_id,
    stock,
    substitutes,
)


def pool(leader_set: str) -> tuple[str, ...]:
    """The leaders shuffled for the draft (L370; L620: the base set, the Houses set, or both), in id order."""
    if leader_set not in LEADER_SETS:
        raise ValueError(f"leader_set takes one of {', '.join(LEADER_SETS)}, not {leader_set!r}")
    sets = ("base", "houses") if leader_set == "mixed" else (leader_set,)
    return tuple(sorted(lid for lid, card in leader_catalog().items() if card.set in sets and playable_in_engine(card)))


def config_problem(players: int, leaders_on: bool, houses_on: bool, leader_set: str) -> str | None:
    """Why a combination of options cannot be played (None if it can)."""
    if leader_set != "base" and not houses_on:
        return (
            f"leader_set={leader_set} needs houses_of_renaissance: the Houses leaders come with the expansion "
            "(L620) and several of them work with its special tokens"
        )
    if leader_set != "base" and not leaders_on:
        return f"leader_set={leader_set} needs leaders (the advanced rules deal the leaders)"
    if leaders_on and len(pool(leader_set)) < 4 * players:
        return (
            f"leader_set={leader_set} has {len(pool(leader_set))} leaders in play, {4 * players} are needed for "
            f"{players} players (the leaders that use special tokens are not in yet)"
        )
    return None


# ---- requirements (held, never paid: L374) ------------------------------------------------------------


def unmet(player, leader_id: str) -> int:
    """How many of the leader's requirements this seat does not meet (each printed line counts once)."""
    card = leader(leader_id)
    needs, most = card.requires, card.at_most
    counts = {kind: len(cards_of(player, kind)) for kind in CARD_TYPES}
    failed = [counts[kind] < n for kind, n in needs.get("cards", {}).items()]
    failed += [stock(player, key) < n for key, n in needs.get("stock", {}).items()]
    failed.append(max(counts.values()) < needs.get("cards_of_one_type", 0))
    failed.append(len(player.cards) < needs.get("total_cards", 0))
    failed += [counts[kind] > n for kind, n in most.get("cards", {}).items()]
    failed += [stock(player, key) > n for key, n in most.get("stock", {}).items()]
    failed.append("wood_plus_stone" in most and player.wood + player.stone > most["wood_plus_stone"])
    failed.append("card_types" in most and sum(1 for n in counts.values() if n) > most["card_types"])
    return sum(failed)


def requirements_met(player, leader_id: str, slack: int = 0) -> bool:
    """Requirements held (never paid); `slack` of them may be ignored (a Houses special card)."""
    return unmet(player, leader_id) <= slack


# ---- abilities ----------------------------------------------------------------------------------------

# ---- Houses of Renaissance abilities --------------------------------------------------------------------


def draw_leaders(state, seat: int, count: int):
    """Ruling R21: a leader drawn during the game (a special card, the Orsini family) comes from the top of the
    leaders not dealt at set-up; none left, none drawn."""
    drawn, rest = state.leader_deck[:count], state.leader_deck[count:]
    players = list(state.players)
    players[seat] = attrs.evolve(players[seat], leader_hand=players[seat].leader_hand + drawn)
    return attrs.evolve(state, players=tuple(players), leader_deck=rest)


def free_plays(state, seat: int) -> tuple[str, ...]:
    """Leaders of the hand playable whatever their requirements (a copier only with something to copy)."""
    player = state.players[seat]
    return tuple(
        lid
        for lid in player.leader_hand
        if leader(lid).ability.get("kind") != "copy_leader_ability" or copy_choices(state, seat)
    )


def on_take(player, card_id: str):
    """Permanent 'each card of this type you take brings ...' abilities (Alfonso I, Alfonso V, Ercole I,
    Ferrando): a source of its own, so excommunications reduce it."""
    kind = card(card_id).type
    for ability in permanent_abilities(player):
        if ability.get("kind") == "gain_on_take" and ability["card_type"] == kind:
            player = gain(player, ability["gain"])
    return player


def payment_ways(player, due: dict, budget) -> list[dict]:
    """Ruling R9: the ways to pay `due` from `budget`: as printed or, with Paracelsus, with servants in place of
    wood, stone and coins, one for one. Offered: servants for just what is lacking, or also for all of one kind,
    or for all of them (the other splits keep nothing more worth having, and would flood the choices)."""
    keys = [k for k in substitutes(player) if due.get(k)]
    if not keys:
        return [dict(due)] if can_pay(budget, due) else []
    lacking = {k: max(0, due[k] - getattr(budget, k)) for k in keys}
    plans = [lacking] + [{**lacking, k: due[k]} for k in keys] + [{k: due[k] for k in keys}]
    ways: list[dict] = []
    for plan in plans:
        way = {k: n - plan.get(k, 0) for k, n in due.items()}
        way["servant"] = way.get("servant", 0) + sum(plan.values())
        way = {k: n for k, n in way.items() if n}
        if can_pay(budget, way) and way not in ways:
            ways.append(way)
    return ways


def fee_ways(player, fee: int) -> list[int]:
    """Servants paid in place of coins of the occupied-tower fee (ruling R9): none unless Paracelsus; with him,
    servants for the coins lacking, or for the whole fee."""
    if not fee or "coin" not in substitutes(player):
        return [0]
    return sorted({s for s in (max(0, fee - player.coin), fee) if player.servant >= s})
