"""Resource arithmetic, excommunication maluses and card modifiers (pure helpers)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import attrs

from rules.lorenzo.data import card_record, excom_record
from rules.lorenzo.leader_cards import has_ability
from rules.lorenzo.state import COLOURED, LorenzoState, Player

STOCK = ("coin", "wood", "stone", "servant", "military", "faith", "vp")


def card(card_id: str):
    return card_record(card_id)


def cards_of(player: Player, kind: str) -> tuple[str, ...]:
    return tuple(c for c in player.cards if card(c).type == kind)


def excom_effects(player: Player) -> list[dict]:
    return [excom_record(t).effect for t in player.excoms]


def has_excom(player: Player, kind: str, **match) -> bool:
    return any(e["kind"] == kind and all(e.get(k) == v for k, v in match.items()) for e in excom_effects(player))


def can_pay(player: Player, cost: Mapping[str, int]) -> bool:
    return all(getattr(player, key) >= amount for key, amount in cost.items())


def pay(player: Player, cost: Mapping[str, int]) -> Player:
    changes = {key: getattr(player, key) - amount for key, amount in cost.items() if amount}
    return attrs.evolve(player, **changes) if changes else player


def reduced(player: Player, gain: Mapping[str, int]) -> dict[str, int]:
    """A gain from one source after 'gain 1 fewer' excommunications (each source loses 1)."""
    result = dict(gain)
    for effect in excom_effects(player):
        if effect["kind"] != "gain_reduction":
            continue
        kinds = effect["resource"] if isinstance(effect["resource"], list) else [effect["resource"]]
        for kind in kinds:
            if result.get(kind, 0) > 0:
                result[kind] = max(0, result[kind] - effect["amount"])
    return result


def gain(player: Player, amounts: Mapping[str, int], from_source: bool = True) -> Player:
    """Add one source's gain (reduced by excommunications when it comes from a source)."""
    amounts = reduced(player, amounts) if from_source else amounts
    changes = {key: getattr(player, key) + n for key, n in amounts.items() if n}
    if not changes:  # nothing to add: the same value (the search makes many of these)
        return player
    player = attrs.evolve(player, **changes)
    if player.vp < 0:  # ruling R6: VP never below 0
        player = attrs.evolve(player, vp=0)
    return player


def total(parts: Iterable[Mapping[str, int]]) -> dict[str, int]:
    summed: dict[str, int] = {}
    for part in parts:
        for key, n in part.items():
            summed[key] = summed.get(key, 0) + n
    return summed


def member_value(state: LorenzoState, player: Player, member: str) -> int:
    """A member's value: its die or a leader's fixed value, then leader bonuses and the family malus
    (ruling R4: fixed value, then modifiers); neutral 0 (+ Malatesta)."""
    from rules.lorenzo import hooks

    special = hooks.member_value(state, player, member)  # an expansion's own member (Colonna's brown)
    if special is not None:
        return special
    if member not in COLOURED:
        bonus = has_ability(player, "neutral_member_bonus")
        return bonus["bonus"] if bonus else 0
    value = state.dice[COLOURED.index(member)]
    fixed = has_ability(player, "colored_members_fixed_value")
    if fixed:
        value = fixed["value"]
    value = dict(player.fixed_members).get(member, value)
    bonus = has_ability(player, "colored_members_bonus")
    if bonus:
        value += bonus["bonus"]
    for effect in excom_effects(player):
        if effect["kind"] == "family_member_value_malus":
            value -= effect["amount"]
    return max(0, value)


def servants_per_point(player: Player) -> int:
    return 2 if has_excom(player, "servant_rate") else 1


def take_card_modifier(player: Player, kind: str) -> int:
    """Character bonuses minus excommunication maluses for taking a card of `kind`."""
    bonus = 0
    for c in player.cards:
        perm = card(c).permanent
        if perm.get("kind") == "take_card_value_bonus" and perm.get("card_type") == kind:
            bonus += perm["bonus"]
    for effect in excom_effects(player):
        if effect["kind"] == "take_card_value_malus" and effect["card_type"] == kind:
            bonus -= effect["amount"]
    return bonus


def work_modifier(player: Player, work: str, card_bonuses: bool = True) -> int:
    bonus = 0
    for c in player.cards if card_bonuses else ():
        perm = card(c).permanent
        if perm.get("kind") in (f"{work}_value_bonus", "work_value_bonus"):
            bonus += perm["bonus"]
    for effect in excom_effects(player):
        if effect["kind"] == "action_value_malus" and effect["action"] == work:
            bonus -= effect["amount"]
    return bonus


def discounts(player: Player, kind: str) -> list[dict[str, int]]:
    """Discount alternatives from characters when taking a card of `kind` (one is chosen)."""
    fixed: dict[str, int] = {}
    choices: list[list[dict]] = []
    for c in player.cards:
        perm = card(c).permanent
        if perm.get("kind") != "take_card_value_bonus" or perm.get("card_type") != kind:
            continue
        if "discount" in perm:
            fixed = total([fixed, perm["discount"]])
        if "discount_choose_one" in perm:
            choices.append(perm["discount_choose_one"])

    pico = has_ability(player, "card_coin_discount")
    if pico:
        fixed = total([fixed, {"coin": pico["coin"]}])
    options = [fixed]
    for alternatives in choices:
        options = [total([o, alt]) for o in options for alt in alternatives]
    return options


def no_floor_bonus(player: Player) -> bool:
    return any(card(c).permanent.get("kind") == "no_tower_floor_bonus" for c in player.cards)
