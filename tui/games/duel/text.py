"""Words for 7 Wonders Duel ids: names, colour codes, short names and cost breakdowns.

Plain strings only (no Textual), so the widgets and `action_label` share one wording. Ids
come from a `DuelView`; the static component data (`rules.duel.data`) turns them into names.
"""

from __future__ import annotations

import functools

from rich.cells import cell_len

from rules.core.words import korean, language, say, speaking
from rules.duel import data as D
from rules.duel import glossary as G
from rules.duel import words as W

#: Two-letter colour codes: blue and brown, green and grey share an initial, so one letter would mislead.
COLOR_CODES = {
    "brown": "Br",
    "grey": "Gy",
    "blue": "Bl",
    "green": "Gn",
    "yellow": "Ye",
    "red": "Rd",
    "purple": "Pu",
    "senator": "Se",
}
COLOR_ORDER = ("brown", "grey", "blue", "green", "yellow", "red", "purple", "senator")
#: Terminal colours for the codes; the code text itself always carries the meaning.
COLOR_STYLES = {
    "brown": "#c08040",
    "grey": "#a0a0a0",
    "blue": "#5f9fff",
    "green": "#40c040",
    "yellow": "#e0c000",
    "red": "#ff5050",
    "purple": "#c080ff",
    "senator": "#e0e0e0",
}
BACK_LABELS = {"age_1": "I", "age_2": "II", "age_3": "III", "guild": "Guild", "senator": "Sen"}
ROMAN = W.ROMAN
units_text = W.units_text  # '2 stone, 1 wood', as the rules word a cost
_SMALL_WORDS = {"the", "of", "de"}


def name(ident: str | None) -> str:
    """The name of any card, wonder, token or Agora component id in the language spoken
    (the English name, or the Korean edition's `name_ko`)."""
    return W.local_name(ident)


def names_by_id() -> dict[str, str]:
    """Every component id of the game data with its English name."""
    return W.names_by_id()


def color_of(card_id: str) -> str:
    """A card's colour, 'senator' for Agora senators, '' when unknown."""
    data = D.load()
    if card_id in data.cards:
        return data.cards[card_id].color
    if card_id in data.agora.senators:
        return "senator"
    return ""


def color_code(colour: str) -> str:
    """A colour's code on the board in the language spoken: 'Bl' in English, '파' in Korean
    (one syllable, as wide as two letters); '??' for an unknown colour."""
    if korean():
        return W.COLOR_CODES_KO.get(colour, "??")
    return COLOR_CODES.get(colour, "??")


def code(card_id: str) -> str:
    return color_code(color_of(card_id))


def tagged(card_id: str) -> str:
    """'[Bl] Baths': colour code and name, the form used in every list (the name in the language
    spoken: '[파] 목욕탕' in Korean, with the Korean colour code of the board's legend)."""
    return f"[{code(card_id)}] {W.local_name(card_id)}"


def short_name(card_id: str, width: int) -> str:
    """A name cut to `width` cells, keeping the start of every word ('Lumber Yard' -> 'LumYa');
    in Korean the first syllables that fit ('목재 야적장' -> '목재')."""
    return _short_name(card_id, width, language())


#: Senators' short forms in Korean: the section's first syllable and 정 (politician), or 공모 (conspirator).
_SENATOR_SHORT_KO = {"left": "좌정", "centre": "중정", "right": "우정"}


def cut_cells(text: str, width: int) -> str:
    """The longest start of `text` that fits in `width` cells (a wide syllable is never halved)."""
    out, used = [], 0
    for char in text:
        cells = cell_len(char)
        if used + cells > width:
            break
        out.append(char)
        used += cells
    return "".join(out)


@functools.cache
def _short_name(card_id: str, width: int, spoken: str) -> str:
    senator = D.load().agora.senators.get(card_id)
    if spoken == "ko":
        if senator is not None:
            full = _SENATOR_SHORT_KO.get(senator.section, "정치") if senator.kind == "politician" else "공모"
        else:
            with speaking(spoken):
                full = name(card_id)
        return full if cell_len(full) <= width else cut_cells(full.replace(" ", ""), width)
    if senator is not None:
        full = f"Pol-{senator.section[0].upper()}" if senator.kind == "politician" else "Consp"
    else:
        with speaking(spoken):
            full = name(card_id)
    if len(full) <= width:
        return full
    words = [w for w in full.replace("'", "").split() if w.lower() not in _SMALL_WORDS] or full.split()
    if len(words) == 1:
        return words[0][:width]
    # the first word keeps at least 3 letters; later words share the rest ('LumYar', 'LumY')
    later = len(words) - 1
    each = max(1, min(3, (width - 3) // later))
    tail = "".join(w[:each].capitalize() for w in words[1:])
    return (words[0][: max(1, width - len(tail))] + tail)[:width]


def back_label(back: str | None) -> str:
    """A face-down card's back as shown ('III'; in Korean '3')."""
    return W.back_label(back)


def printed_cost(card_id: str) -> str:
    """What is printed on a card: '1 coin + 2 stone', 'free'."""
    data = D.load()
    record = data.cards.get(card_id) or data.wonders.get(card_id)
    if record is None:
        return "?"
    parts = []
    coins = getattr(record, "cost_coins", 0)
    if coins:
        parts.append(say(f"{coins} coin{'s' if coins > 1 else ''}", f"{coins}주화"))
    if record.cost:
        parts.append(W.units_text(record.cost))
    return " + ".join(parts) or say("free", "공짜")


# One vocabulary: counts, coins and prices are worded by the rules' `words` module.
plural = W.plural
coins_text = W.coins_text
chain_source = W.chain_source
payment_parts = W.payment_parts
payment_text = W.payment_text


@functools.cache
def _chain_symbols() -> tuple[str, ...]:
    """Chain symbol ids, longest first (so 'theatre_mask' is worded before any shorter id inside it)."""
    cards = D.load().cards.values()
    found = {c.chain_grants for c in cards if c.chain_grants} | {c.chain_from for c in cards if c.chain_from}
    return tuple(sorted(found, key=len, reverse=True))


def symbols_in_words(text: str) -> str:
    """Chain symbols as words ('theatre mask'), never as the data's ids."""
    for symbol in _chain_symbols():
        text = text.replace(symbol, symbol.replace("_", " "))
    return text


def effect_text(ident: str) -> str:
    """The glossary text of a component: what it does, in one paragraph, in the language spoken
    (`rules.duel.glossary` words each effect in both)."""
    return _effect(ident, language())


@functools.cache
def _effect(ident: str, spoken: str) -> str:
    with speaking(spoken):
        entry = next((e for e in G.glossary() if e.id == ident), None)
    return symbols_in_words(entry.text) if entry is not None else ""


def card_effect(card_id: str) -> str:
    """A card's effects without its age/colour/cost preamble (those are shown elsewhere)."""
    card = D.load().cards.get(card_id)
    if card is None:
        return effect_text(card_id)
    return symbols_in_words(" ".join(G.card_effects(card)))


def wonder_effect(wonder_id: str) -> str:
    """A wonder's effects without its cost (the cost is shown as what it costs you now)."""
    if korean():
        wonder = D.load().wonders.get(wonder_id)
        return " ".join(G.wonder_effects(wonder)) if wonder is not None else ""
    text = effect_text(wonder_id)
    head, _, rest = text.partition(". ")
    return rest if head.startswith("Cost:") else text


def conspiracy_text(ident: str) -> str:
    """A conspiracy's effect as printed (data `text`), in the language spoken."""
    record = D.load().agora.conspiracies.get(ident)
    return G.conspiracy_text(record) if record is not None else effect_text(ident)


def science_name(symbol: str) -> str:
    return G.symbol_name(symbol)
