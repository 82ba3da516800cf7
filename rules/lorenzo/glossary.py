"""Cards and excommunication tiles in words, for the rules lookup and the glossary."""
from __future__ import annotations

from rules.core.engine import GlossaryEntry
from rules.lorenzo.data import Card, catalog


def amounts(gain: dict) -> str:
    words = {"military": "military", "faith": "faith", "vp": "VP", "coin": "coin", "wood": "wood",
             "stone": "stone", "servant": "servant", "special_token": "special token"}
    parts = []
    for key, n in gain.items():
        name = words.get(key, key)
        if key in ("coin", "servant", "special_token") and n != 1:
            name += "s"
        parts.append(f"{n} {name}")
    return ", ".join(parts) or "nothing"


def cost_text(card: Card) -> str:
    options = []
    for option in card.cost:
        if "military_required" in option:
            rest = {k: n for k, n in option.items() if k not in ("military_required", "military_spent")}
            options.append(f"have {option['military_required']} military, spend {option['military_spent']}"
                           + (f" and pay {amounts(rest)}" if rest else ""))
        else:
            options.append(amounts(option))
    return " or ".join(options) or "free"


def effect_text(effect: dict) -> str:
    if "gain" in effect and "action" not in effect:
        text = f"gain {amounts(effect['gain'])}"
        if effect.get("council_privileges"):
            text += f" and {effect['council_privileges']} council privilege(s)"
        return text
    if "council_privileges" in effect:
        return f"{effect['council_privileges']} different council privilege(s)"
    if "gain_per_card" in effect:
        spec = dict(effect["gain_per_card"])
        kind = spec.pop("per_card_type")
        return f"gain {amounts(spec)} per {kind} card you own"
    if "gain_per_points" in effect:
        spec = effect["gain_per_points"]
        return f"gain {spec['vp']} VP per {spec['per']} {spec['points']} points"
    if effect.get("action") == "take_card":
        kind = "any" if effect["card_type"] == "any" else f"a {effect['card_type']}"
        text = f"take {kind} card at value {effect['value']} without a member"
        if effect.get("discount"):
            text += f", {amounts(effect['discount'])} cheaper"
        return text
    if effect.get("action") in ("harvest", "production"):
        return f"a {effect['action']} at value {effect['value']} without a member"
    return str(effect)


def permanent_text(card: Card) -> str:
    perm = card.permanent
    if not perm:
        return "none"
    if "trigger" in perm:
        head = f"{perm['trigger']} {perm['min_value']}+: "
        if "exchange_choose_one" in perm:
            options = []
            for option in perm["exchange_choose_one"]:
                got = amounts(option.get("gain", {})) if option.get("gain") else ""
                if option.get("council_privileges"):
                    got = (got + " and " if got else "") + f"{option['council_privileges']} privilege"
                options.append(f"pay {amounts(option['pay'])} for {got}")
            return head + " or ".join(options) + " (once)"
        return head + effect_text(perm)
    kind = perm.get("kind")
    if kind == "take_card_value_bonus":
        text = f"+{perm['bonus']} when taking a {perm['card_type']} card"
        if "discount" in perm:
            text += f", {amounts(perm['discount'])} cheaper"
        if "discount_choose_one" in perm:
            text += ", " + " or ".join(amounts(d) for d in perm["discount_choose_one"]) + " cheaper"
        return text
    if kind in ("harvest_value_bonus", "production_value_bonus"):
        return f"+{perm['bonus']} to every {kind.split('_')[0]}"
    if kind == "no_tower_floor_bonus":
        return "no bonus from the towers' 3rd and 4th floors"
    if "end_game_vp" in perm:
        return f"{perm['end_game_vp']} VP at the end"
    return str(perm)


def card_text(card: Card) -> str:
    immediate = "; ".join(effect_text(e) for e in card.immediate) or "none"
    return (f"Period {card.period} {card.type} #{card.number}. Cost: {cost_text(card)}. "
            f"Immediate: {immediate}. Permanent: {permanent_text(card)}.")


def requirement_text(requires: dict, at_most: dict) -> str:
    parts = [f"{n} {kind} cards" for kind, n in requires.get("cards", {}).items()]
    if "cards_of_one_type" in requires:
        parts.append(f"{requires['cards_of_one_type']} cards of one type")
    if "total_cards" in requires:
        parts.append(f"{requires['total_cards']} development cards")
    parts += [amounts({k: n}) for k, n in requires.get("stock", {}).items()]
    parts += [f"at most {n} {kind} card{'s' if n != 1 else ''}" for kind, n in at_most.get("cards", {}).items()]
    parts += [f"at most {amounts({k: n})}" for k, n in at_most.get("stock", {}).items()]
    if "wood_plus_stone" in at_most:
        parts.append(f"at most {at_most['wood_plus_stone']} wood and stone together")
    if "card_types" in at_most:
        parts.append(f"cards of at most {at_most['card_types']} types")
    return ", ".join(parts).replace("special_token", "special token")


def leader_text(card) -> str:
    timing = "Permanent: " if card.ability_type == "permanent" else ""
    text = (f"Leader ({'Houses of Renaissance' if card.set == 'houses' else 'base game'}). Requirements (held, not "
            f"paid): {requirement_text(card.requires, card.at_most)}. {timing}{card.text}")
    if card.needs:
        text += " Uses the special tokens of Houses of Renaissance."
    return text


def glossary_entries() -> tuple[GlossaryEntry, ...]:
    data = catalog()
    entries = [GlossaryEntry(c.id, c.type, c.name, c.name_ko, card_text(c)) for c in data.cards.values()]
    entries += [GlossaryEntry(t.id, "excommunication", f"Excommunication {t.id[1:]}", "", t.text)
                for t in data.excoms.values()]
    from rules.lorenzo.data_advanced import leaders
    from rules.lorenzo.leaders import leader_catalog

    records = leaders()
    entries += [GlossaryEntry(card.id, "leader", card.name, records[card.key].name_ko, leader_text(card))
                for card in leader_catalog().values()]
    from rules.lorenzo import hooks

    return tuple(entries) + hooks.glossary()  # an expansion's cards, tiles and tokens
