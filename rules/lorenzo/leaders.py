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
    """A leader whose ability or requirement reads special tokens is in play only when an expansion brings the
    tokens (Houses of Renaissance, rules/lorenzo/houses)."""
    from rules.lorenzo import hooks

    return not card.needs or hooks.leaders_playable()


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


def unmet(player, leader_id: str) -> int:
    """How many of the leader's requirements this seat does not meet (each printed line counts once)."""
    from rules.lorenzo.data import CARD_TYPES
    from rules.lorenzo.effects import cards_of

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
    return tuple(lid for lid in player.leader_hand
                 if leader(lid).ability.get("kind") != "copy_leader_ability" or copy_choices(state, seat))


def on_take(player, card_id: str):
    """Permanent 'each card of this type you take brings ...' abilities (Alfonso I, Alfonso V, Ercole I,
    Ferrando): a source of its own, so excommunications reduce it."""
    from rules.lorenzo.effects import card, gain

    kind = card(card_id).type
    for ability in permanent_abilities(player):
        if ability.get("kind") == "gain_on_take" and ability["card_type"] == kind:
            player = gain(player, ability["gain"])
    return player


def space_id(leader_id: str) -> str:
    return "leader:" + leader(leader_id).key


def space_placements(state, seat: int, member: str, value: int) -> list:
    """Placements on the private action spaces of the leaders this seat has played (one member each a round;
    every base rule applies: the member's value, raised by servants, must reach the space's value)."""
    from rules.lorenzo import actions as A
    from rules.lorenzo import rules as R
    from rules.lorenzo.effects import card as card_of
    from rules.lorenzo.effects import servants_per_point, work_modifier

    player = state.players[seat]
    found: list = []
    for lid in player.leaders:
        card = leader(lid)
        if card.ability_type != "action_space" or not playable_in_engine(card) or R.occupied(state, space_id(lid)):
            continue
        need = card.space_value
        if card.ability.get("action") != "harvest_or_production":
            servants = R.servants_needed(player, value, need)
            if servants is not None:
                found.append(A.PlaceLeaderSpace(member, lid, servants))
            continue
        rate = servants_per_point(player)
        for work in R.WORKS:  # Bramante: from the least that reaches the space to the most worth paying
            bonus = work_modifier(player, work, card.ability.get("card_bonuses_apply", True))
            top = max([need, 1 - bonus] + [card_of(c).permanent["min_value"] - bonus for c in R.work_cards(player, work)])
            for points in range(max(0, need - value, 1 - bonus - value), max(0, top - value) + 1):
                if points * rate > player.servant:
                    break
                found.append(A.PlaceLeaderSpace(member, lid, points * rate, work))
    return found


def place_space(state, seat: int, action):
    from rules.lorenzo import rules as R
    from rules.lorenzo.effects import gain, member_value, pay, servants_per_point, work_modifier
    from rules.lorenzo.state import Placement

    player = state.players[seat]
    value = member_value(state, player, action.member) + action.servants // servants_per_point(player)
    player = pay(player, {"servant": action.servants})
    player = attrs.evolve(player, home=tuple(m for m in player.home if m != action.member))
    state = attrs.evolve(state, placements=state.placements + (Placement(space_id(action.leader), seat, action.member),))
    ability = leader(action.leader).ability
    if action.work:
        state = R.set_player(state, player)
        return R.start_work(state, seat, action.work,
                            value + work_modifier(player, action.work, ability.get("card_bonuses_apply", True)))
    return R.set_player(state, gain(player, ability["gain"]))


def activations(state, seat: int) -> list:
    """Once-a-round abilities this seat may use now (each choice a separate action)."""
    from rules.lorenzo import actions as A
    from rules.lorenzo import rules as R
    from rules.lorenzo.effects import can_pay, cards_of

    player = state.players[seat]
    found: list = []
    for lid in player.leaders:
        ability = effective(player, lid).ability
        if effective(player, lid).ability_type != "once_per_round" or lid in player.leaders_flipped:
            continue
        if not playable_in_engine(effective(player, lid)):
            continue
        if "discard_card" in ability:  # Torquemada: which card goes
            found += [A.ActivateLeader(lid, c) for c in cards_of(player, ability["discard_card"])]
        elif ability.get("one_card"):  # Alberti, Strozzi: which one card works
            cards = R.work_cards(player, ability["action"])
            found += [A.ActivateLeader(lid, c) for c in cards] or [A.ActivateLeader(lid)]
        elif "gain_choose_one" in ability:  # Beatrice d'Este: pay, then one of the gains
            if can_pay(player, ability.get("pay", {})):
                found += [A.ActivateLeader(lid, str(i)) for i in range(len(ability["gain_choose_one"]))]
        elif "pay" in ability:  # Giulio II
            if can_pay(player, ability["pay"]):
                found.append(A.ActivateLeader(lid))
        elif ("gain" in ability or "council_privileges" in ability or ability.get("action") in R.WORKS
              or ability.get("kind") == "one_colored_member_fixed_value"):
            found.append(A.ActivateLeader(lid))
        else:
            from rules.lorenzo import hooks

            found += hooks.activation(state, seat, lid, ability) or []
    return found


def substitutes(player) -> tuple[str, ...]:
    """What Paracelsus lets this seat pay with servants instead (nothing without him)."""
    ability = has_ability(player, "servants_replace")
    return tuple(ability["resources"]) if ability else ()


def payment_ways(player, due: dict, budget) -> list[dict]:
    """Ruling R9: the ways to pay `due` from `budget`: as printed or, with Paracelsus, with servants in place of
    wood, stone and coins, one for one. Offered: servants for just what is lacking, or also for all of one kind,
    or for all of them (the other splits keep nothing more worth having, and would flood the choices)."""
    from rules.lorenzo.effects import can_pay

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
