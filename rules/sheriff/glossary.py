"""Glossary entries: every good, royal good, black market card and deputy card, with numbers."""
from __future__ import annotations

import functools

from rules.core.engine import GlossaryEntry
from rules.sheriff.data import catalog


@functools.cache
def glossary_entries() -> tuple[GlossaryEntry, ...]:
    data = catalog()
    entries = []
    for item in data.goods:
        copies = f"{item.count_4_6p} cards with 4-6 players, {item.count_3p} with 3 players"
        if item.kind == "legal":
            bonus = data.bonus(item.id)
            text = (
                f"Legal good. Worth {item.value}; penalty {item.penalty}. {copies}. May be declared; sits face up "
                f"on the stand. King of {item.name}: {bonus.king}, Queen: {bonus.queen}."
            )
        elif item.kind == "contraband":
            text = (
                f"Contraband. Worth {item.value}; penalty {item.penalty}. {copies}. Can never be declared; "
                f"sits face down on the stand (only the number of cards is public)."
            )
        else:
            base = data.good(item.counts_as)
            text = (
                f"Royal good (royal goods rule): contraband while in play. Worth {item.value}; penalty "
                f"{item.penalty}. {copies}. At the end it counts as {item.counts_as_cards} {base.name} for the "
                f"King and Queen bonuses; in a bag it is one card."
            )
        entries.append(GlossaryEntry(item.id, item.kind, item.name, item.name_ko, text))
    for card in data.black_market:
        good = data.good(card.good)
        text = (
            f"Black market card ({card.position} of the {good.name} pile). Costs 3 {good.name} from your stand, "
            f"once per round, after your bag is handled. Worth {card.value} at the end "
            f"(value reconstructed: the printed value is not known)."
        )
        entries.append(GlossaryEntry(card.id, "black_market", card.name, card.name_ko, text))
    for deputy in data.deputy_cards:
        merchant = next(m for m in data.merchants if m.id == deputy.merchant)
        text = (
            f"Deputy card (6 players with deputies). When drawn, the player at {merchant.name}'s stand is a "
            f"deputy this round. Two are drawn per round; after three rounds all six are reshuffled."
        )
        entries.append(GlossaryEntry(deputy.id, "deputy", f"Deputy: {merchant.name}", f"부관: {merchant.name_ko}", text))
    for promise in data.promises:
        entries.append(GlossaryEntry(
            f"promise_{promise.id}", "promise", f"Promise: {promise.text}", "약속",
            "A promise in a deal: recorded and shown to everyone, never enforced, lapses at the end of the round.",
        ))
    return tuple(entries)
