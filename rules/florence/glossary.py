"""Glossary entries: every card, tile and token with its full effect in words."""
from __future__ import annotations

from rules.core.engine import GlossaryEntry
from rules.florence.data import load

_COUNT_WORDS = {
    "buildings": "building", "large_buildings": "large building", "medium_buildings": "medium building",
    "small_buildings": "small building", "landscapes": "landscape", "forests": "forest", "lakes": "lake",
    "parks": "park", "freedoms": "freedom", "jesters": "jester", "builders": "builder",
    "prestige_cards": "prestige card", "hand_cards": "profession or recruitment card in hand (not the one worked)",
    "front_cards": "profession or recruitment card in front (the one worked too)",
    "completed_works": "completed work", "empty_estate_cells": "empty estate cell",
    "travel": "Freedom of Travel", "religion": "Freedom of Religion", "opinion": "Freedom of Opinion",
}


def bonus_text(bonus_id: str) -> str:
    card = load().bonus_by_id[bonus_id]
    if card.kind == "per":
        parts = [f"+{v} per {_COUNT_WORDS[k]}" for k, v in card.terms]
        return "Played with a work (then removed from the game): " + ", ".join(parts) + "."
    kinds = ", ".join(_COUNT_WORDS[k] for k in card.categories)
    return (f"Played with a work (then removed from the game): +{card.value} for each kind you own at least "
            f"one of among: {kinds}.")


def prestige_text(card_id: str) -> str:
    card = load().prestige_by_id[card_id]
    if card.kind == "threshold":
        needs = ", ".join(f"{n} {_COUNT_WORDS[k]}" for k, n in card.needs)
        return f"At the end: {card.points} prestige if you have at least {needs}, whatever the others have."
    word = "most" if card.kind == "most" else "fewest"
    return (f"At the end: {card.points} prestige for strictly the {word} {_COUNT_WORDS[card.metric]}s, "
            f"{card.points_tied} if tied for the {word}, 0 if someone beats you"
            + (" or you have none." if card.kind == "most" else "."))


def glossary_entries() -> tuple[GlossaryEntry, ...]:
    data = load()
    c = data.constants
    out = []
    for p in data.professions:
        out.append(GlossaryEntry(p.id, "profession", p.name, p.name_ko,
                                 f"Profession. Work value +{c.value_building} with a "
                                 f"{data.piece_by_id[p.building].name}, +{c.value_landscape} with a "
                                 f"{data.piece_by_id[p.landscape].name}, +{c.value_freedom} with the "
                                 f"{data.freedom_by_id[p.freedom].name}."))
    for b in data.buildings:
        out.append(GlossaryEntry(b.id, "building", b.name, b.name_ko,
                                 f"{b.size.capitalize()} building ({len(b.cells)} cells), {b.copies} tiles. Build: "
                                 f"700 florins (300 with 1-2 builders, free with 3), +{c.build_prestige} prestige; "
                                 f"+{c.value_building} work value for professions that prefer it."))
    for l in data.landscapes:
        out.append(GlossaryEntry(l.id, "landscape", l.name, l.name_ko,
                                 f"Landscape ({len(l.cells)} cells), {l.copies} tiles, won at auction and placed at "
                                 f"once; may touch anything. +{c.value_landscape} work value for professions that "
                                 f"prefer it; each further {l.name.lower()} +{c.repeat_landscape_prestige} prestige."))
    for f in data.freedoms:
        out.append(GlossaryEntry(f.id, "freedom", f.name, f.name_ko,
                                 f"Freedom: action, {c.action_cost} florins, once a turn, one of each kind per "
                                 f"player. +{c.value_freedom} work value for professions that prefer it."))
    for b in data.bonuses:
        out.append(GlossaryEntry(b.id, "bonus", b.name, b.name_ko, bonus_text(b.id)))
    for p in data.prestiges:
        out.append(GlossaryEntry(p.id, "prestige", p.name, p.name_ko, prestige_text(p.id)))
    for ch in data.characters:
        out.append(GlossaryEntry(ch.id, "character", ch.name, ch.name_ko,
                                 f"Muses & Ladies character, bid spaces {ch.low}-{ch.high} (x100 florins). {ch.text}"))
    actions = {"work": "complete a work", "build": "build", "freedom": "take a freedom",
               "profession": "take a profession", "bonus": "take a bonus card"}
    for card in data.automa_cards:
        items = ", ".join(f"{item} +{mod}" for item, mod in zip(card.items, card.modifiers))
        slots = "; ".join(f"action {n}: " + " or else ".join(actions[a] for a in slot)
                          for n, slot in ((1, card.slot_1), (2, card.slot_2)))
        out.append(GlossaryEntry(f"automa-{card.id}", "automa card", f"Automa card {card.id}", f"오토마 카드 {card.id}",
                                 f"Rounds {card.group}. Auction, left to right: {items}. {slots}. "
                                 "(Contents reconstructed.)"))
    out.append(GlossaryEntry("jester", "token", "Jester", "광대", f"+{c.value_jester} work value for every work."))
    out.append(GlossaryEntry("builder", "token", "Builder", "건축가",
                             "At most 3. 1: buildings cost 300; 2: 300 and buildings may touch (+3 prestige); "
                             "3: free (+3 prestige)."))
    out.append(GlossaryEntry("recruitment", "card", "Recruitment card", "초빙 카드",
                             "On your turn (no action): take a face-up profession in front of another player into "
                             "your hand; this card takes its place there. +1 work value while in hand or front."))
    return tuple(out)
