"""Glossary entries: every card, wonder, token and Agora component with its cost and effect in words."""
from __future__ import annotations

import functools

from rules.core.engine import GlossaryEntry
from rules.duel import data as D

SYMBOL_NAMES = {
    "armillary_sphere": "armillary sphere", "sundial": "sundial", "mortar_pestle": "mortar and pestle",
    "pendulum": "pendulum", "quill_inkwell": "quill and inkwell", "wheel": "wheel", "scales": "scales (Law)",
}


def units_text(units: D.Units) -> str:
    return ", ".join(f"{n} {r}" for r, n in units)


def cost_text(coins: int, units: D.Units) -> str:
    parts = []
    if coins:
        parts.append(f"{coins} coin{'s' if coins > 1 else ''}")
    if units:
        parts.append(units_text(units))
    return "Cost: " + (" + ".join(parts) if parts else "free") + "."


def card_effects(card: D.Card) -> list[str]:
    lines = []
    if card.produce:
        lines.append(f"Produces {units_text(card.produce)} every turn.")
    if card.produce_one_of:
        lines.append(f"Produces one of {' / '.join(card.produce_one_of)} each turn (does not raise your opponent's prices).")
    if card.fixed_price:
        lines.append(f"You buy {' and '.join(card.fixed_price)} from the bank for 1 coin per unit.")
    if card.coins:
        lines.append(f"Take {card.coins} coins when built.")
    if card.coins_per is not None:
        coins = f"{card.coins_per.amount} coin{'s' if card.coins_per.amount > 1 else ''}"
        if card.coins_per.per == "wonder":
            lines.append(f"When built, take {coins} per wonder you have built.")
        else:
            lines.append(f"When built, take {coins} per {card.coins_per.color} card in your city, this one included.")
    if card.shields:
        lines.append(f"{card.shields} shield{'s' if card.shields > 1 else ''}: move the Conflict pawn toward your opponent's capital.")
    if card.science:
        lines.append(f"Scientific symbol: {SYMBOL_NAMES[card.science]}.")
    if card.guild is not None:
        guild = card.guild
        if guild.counts == "cards":
            counted = " and ".join(guild.colors) + " cards"
            lines.append(
                f"When built, take {guild.coins_per_card} coin per {counted.replace(' cards', ' card')} in the city "
                f"with the most; at game end, {guild.vp_per} VP per {counted.replace(' cards', ' card')} in the city with the most."
            )
        elif guild.counts == "wonders":
            lines.append(f"At game end, {guild.vp_per} VP per wonder built in the city with the most wonders.")
        else:
            lines.append(f"At game end, {guild.vp_per} VP per set of 3 coins in the richest city.")
    if card.vp:
        lines.append(f"{card.vp} VP.")
    if card.chain_from:
        lines.append(f"Free if your city has the chain symbol {card.chain_from}.")
    if card.chain_grants:
        lines.append(f"Shows the chain symbol {card.chain_grants}.")
    return lines


def card_text(card: D.Card) -> str:
    age = "Guild (Age III)" if card.deck == "guild" else f"Age {'I' * card.age}"
    return " ".join([f"{age}, {card.color}.", cost_text(card.cost_coins, card.cost), *card_effects(card)])


def wonder_text(wonder: D.Wonder) -> str:
    lines = [cost_text(0, wonder.cost)]
    if wonder.on_select_conspire:
        lines.append(f"When drafted: draw {wonder.on_select_conspire} conspiracies, keep 1, put the other on top or bottom of the deck.")
    if wonder.on_select_place_influence:
        lines.append(f"When drafted: place {wonder.on_select_place_influence} influence cube in any chamber.")
    if wonder.on_select_conspire or wonder.on_select_place_influence:
        lines.append("When built:")
    if wonder.trigger_unprepared_conspiracy:
        lines.append("You may trigger one of your conspiracies that is not prepared.")
    if wonder.coins:
        lines.append(f"Take {wonder.coins} coins.")
    if wonder.opponent_loses_coins:
        lines.append(f"Your opponent loses {wonder.opponent_loses_coins} coins.")
    if wonder.shields:
        lines.append(f"{wonder.shields} shield{'s' if wonder.shields > 1 else ''}.")
    if wonder.destroy:
        lines.append(f"Put 1 {wonder.destroy} card of your opponent's city into the discard pile.")
    if wonder.produce_one_of:
        lines.append(f"Produces one of {' / '.join(wonder.produce_one_of)} each turn.")
    if wonder.progress_from_box:
        lines.append(f"Draw {wonder.progress_from_box} progress tokens at random from the box, keep 1, return the others.")
    if wonder.build_from_discard:
        lines.append("Build 1 card of the discard pile for free.")
    if wonder.place_influence:
        lines.append(f"Place {wonder.place_influence} influence cube in any chamber.")
    if wonder.move_influence:
        lines.append(f"You may move {wonder.move_influence} of your cubes to an adjacent chamber.")
    if wonder.replay:
        lines.append("Play again.")
    if wonder.vp:
        lines.append(f"{wonder.vp} VP.")
    return " ".join(lines)


def progress_text(token: D.Progress) -> str:
    if token.text:
        lines = [token.text.strip()]
    else:
        lines = []
        if token.coins:
            lines.append(f"Take {token.coins} coins.")
        if token.science:
            lines.append(f"Scientific symbol: {SYMBOL_NAMES[token.science]}.")
        if token.vp:
            lines.append(f"{token.vp} VP.")
    return " ".join(lines)


@functools.cache
def glossary() -> tuple[GlossaryEntry, ...]:
    data = D.load()
    entries = [GlossaryEntry(c.id, "card", c.name, c.name_ko, card_text(c)) for c in data.cards.values()]
    entries += [GlossaryEntry(w.id, "wonder", w.name, w.name_ko, wonder_text(w)) for w in data.wonders.values()]
    entries += [GlossaryEntry(p.id, "progress", p.name, p.name_ko, progress_text(p)) for p in data.progress.values()]
    entries += [
        GlossaryEntry(
            t.id, "military token", t.name, t.name_ko,
            f"When the pawn enters spaces {t.zone[0]}-{t.zone[1]} toward Player {t.side + 1}'s capital, "
            f"Player {t.side + 1} loses {t.opponent_loses_coins} coins (all they have if fewer). Used once.",
        )
        for t in data.military_tokens.values()
    ]
    agora = data.agora
    for s in agora.senators.values():
        if s.kind == "politician":
            text = (
                f"Agora senator (politician, {s.section} section). Recruit for 1 coin per senator already in your city. "
                "Senate actions by your blue cards (0-1: 1, 2-3: 2, 4+: 3): each places a cube in a chamber of "
                f"the {s.section} section or moves one of your cubes to an adjacent chamber."
            )
        else:
            text = (
                "Agora senator (conspirator). Recruit for 1 coin per senator already in your city. "
                "Either place 1 cube in any chamber, or draw 2 conspiracies, keep 1 and put the other on top or "
                "bottom of the deck (with Organized Crime, keep both)."
            )
        entries.append(GlossaryEntry(s.id, "senator", s.name, s.name_ko, text))
    entries += [
        GlossaryEntry(d.id, "decree", d.name, d.name_ko, "Agora decree, for whoever controls its chamber. " + d.text)
        for d in agora.decrees.values()
    ]
    entries += [
        GlossaryEntry(
            c.id, "conspiracy", c.name, c.name_ko,
            "Agora conspiracy: prepare it by tucking any accessible card under it (your action for the turn), "
            "then trigger it at the start of a later turn. " + c.text
            + (" Then you may move 1 of your cubes to an adjacent chamber." if c.move_bonus else ""),
        )
        for c in agora.conspiracies.values()
    ]
    for t in agora.military_tokens.values():
        parts = []
        if t.place_influence:
            parts.append("place 1 of your cubes in any chamber")
        if t.remove_opponent_influence:
            parts.append("remove 1 of your opponent's cubes from the senate")
        if t.move_influence:
            parts.append("you may move 1 of your cubes to an adjacent chamber")
        entries.append(GlossaryEntry(
            t.id, "military token", t.name, t.name_ko,
            f"Agora. When you move the pawn into spaces {t.zone[0]}-{t.zone[1]} toward Player {t.side + 1}'s capital: "
            + "; ".join(parts) + ". Used once.",
        ))
    return tuple(entries)
