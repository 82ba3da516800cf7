"""Glossary entries: every building, apprentice, Black Market card, Reward, player board and location."""
from __future__ import annotations

import functools

from rules.architects.data import catalog
from rules.architects.describe import LOCATION_NAMES, amount_text
from rules.core.engine import GlossaryEntry

SKILL_NAMES = {"carpentry": "carpentry", "tiling": "tiling", "masonry": "masonry"}
LOCATION_TEXT = {
    "quarry": ("채석장", "Take 1 stone per worker of yours there (the new one included)."),
    "forest": ("숲", "Take 1 wood per worker of yours there (the new one included)."),
    "mines": ("광산", "Take 1 clay plus 1 per worker of yours there, or 1 gold per 2 of your workers there."),
    "silversmith": ("은 제작소", "Take 1 silver plus 1 per worker of yours there."),
    "storehouse": ("왕의 창고", ("One trade per worker of yours there: 2 clay/wood/stone for 1 virtue, 3 wood/stone "
                    "for 1 marble, or an apprentice's trade.")),
    "workshop": ("작업장", ("Hire an apprentice (4 silver, 2 of them tax) from the columns your workers reach, or "
                  "draw 1 Building card plus 1 per 2 of your workers there.")),
    "town_centre": ("중심가", ("One capture per worker of yours there: all workers of one colour at one location "
                     "(first capture 1 tax, then 1 silver each).")),
    "tax_stand": ("세금 관리소", "Take all the tax and lose 2 virtue. Not allowed when there is no tax."),
    "guardhouse": ("구치소", ("One action per worker of yours there: captives to Prison for 1 silver each; free "
                    "your workers from Prison; take back your captured workers (5 silver or a debt); pay off a "
                   "debt (6 silver).")),
    "black_market": ("암시장", ("Three spaces, one worker each, 1/2/3 silver and 1 virtue: the small card's "
                      "reward / hire any apprentice or draw 5 keep 1 / the large card's reward. Not at virtue 10+.")),
    "guildhall": ("길드홀", "Construct a building from your hand, or work on the Cathedral."),
}


@functools.cache
def glossary_entries() -> tuple[GlossaryEntry, ...]:
    cat = catalog()
    entries = []
    for b in cat.buildings:
        skills = ", ".join(b.skills) or "none"
        virtue = f" Virtue {b.virtue:+d}." if b.virtue else ""
        timing = {"immediate": "When built", "end_game": "End of game", "scoring": "Scoring"}[b.timing]
        text = (f"Building, {b.vp} VP. Cost {amount_text(b.cost)}. Skills needed: {skills}.{virtue} "
                f"{timing}: {b.text}")
        entries.append(GlossaryEntry(b.id, "building", b.name, b.name_ko, text))
    for kind in cat.apprentice_kinds:
        cards = [a for a in cat.apprentices if a.kind == kind.id]
        details = "; ".join(
            f"{'/'.join(a.skills)}"
            + (f", virtue {a.virtue:+d} on hire" if a.virtue else "")
            + (f", pays {amount_text(a.pay)}" if a.pay else "")
            + (f", gains {amount_text(a.gain)}" if a.gain else "")
            for a in cards
        )
        entries.append(GlossaryEntry(kind.id, "apprentice", kind.name, kind.name_ko,
                                     f"Apprentice ({len(cards)} card{'' if len(cards) == 1 else 's'}). {kind.text} "
                                     f"Card{'' if len(cards) == 1 else 's'}: {details}."))
    for card in cat.black_market:
        entries.append(GlossaryEntry(card.id, "black_market", f"Black Market card {card.id[2:]}", "암시장 카드",
                                     f"Small side (space 1): {amount_text(card.small)}. "
                                     f"Large side (space 3): {amount_text(card.large)}."))
    for reward in cat.rewards:
        entries.append(GlossaryEntry(reward.id, "reward", f"Reward {reward.id[6:]}", "보상 카드",
                                     f"Revealed when advancing on the Cathedral: {amount_text(reward.gain)}."))
    for board in cat.boards:
        start = ", ".join(f"{n} {k}" for k, n in board.start)
        entries.append(GlossaryEntry(board.id, "player_board", board.name, board.name_ko,
                                     f"Variant player board. Starts with {start}. {board.ability}"))
    for location, (name_ko, text) in LOCATION_TEXT.items():
        name = LOCATION_NAMES[location].removeprefix("the ")
        entries.append(GlossaryEntry(location, "location", name, name_ko, text))
    for level in cat.cathedral:
        entries.append(GlossaryEntry(f"cathedral_{level.level}", "cathedral", f"Cathedral level {level.level}",
                                     f"대성당 {level.level}레벨",
                                     f"Cost {amount_text(level.cost).replace('wood_stone', 'wood/stone')}; "
                                     f"{level.vp} VP; {level.spaces} space(s)."))
    return tuple(entries)
