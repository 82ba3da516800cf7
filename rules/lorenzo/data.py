"""Loads and checks data/lorenzo/ (base game): cards, excommunication tiles, board, personal tiles."""

from __future__ import annotations

import functools
import tomllib
from typing import Any

import attrs

from rules.core.data import DataError as CoreDataError
from rules.core.resources import game_files

DATA_DIR = game_files("lorenzo")
CARD_TYPES = ("territory", "character", "building", "venture")
RESOURCES = ("coin", "wood", "stone", "servant")
POINTS = ("military", "faith", "vp")


DataError = CoreDataError  # one error for every game (rules.core.data); the old name keeps imports working


@attrs.frozen
class Card:
    id: str  # "c17": unique strings, so secrets can be looked for in views
    number: int
    name: str
    name_ko: str
    type: str
    period: int
    cost: tuple[dict, ...]
    immediate: tuple[dict, ...]
    permanent: dict
    provenance: str
    provenance_ko: str = "verified"  # of name_ko alone: "reconstructed" where it is our translation


#: Where a Korean name comes from: the Korean edition ("verified") or our translation ("reconstructed").
PROVENANCES_KO = ("verified", "reconstructed")


@attrs.frozen
class Excommunication:
    id: str  # "x1-3"
    period: int
    effect: dict
    text: str


@attrs.frozen
class Catalog:
    cards: dict[str, Card]
    excoms: dict[str, Excommunication]
    board: dict[str, Any]
    tiles: dict[str, dict]


def check_period_counts(cards: dict, file: str, each: int, kind_word: str = "") -> None:
    """Every card type has `each` cards in each of the three periods (DataError naming `file` if not)."""
    for kind in CARD_TYPES:
        for period in (1, 2, 3):
            count = sum(1 for c in cards.values() if c.type == kind and c.period == period)
            if count != each:
                raise DataError(f"{file}: {each} {kind_word}{kind} cards of period {period} expected, found {count}")


def card_id(number: int) -> str:
    return f"c{number}"


def _load(name: str) -> dict:
    with (DATA_DIR / name).open("rb") as handle:
        return tomllib.load(handle)


def _check_gain(where: str, gain: dict) -> None:
    for key, amount in gain.items():
        if key not in RESOURCES + POINTS or not isinstance(amount, int) or amount < 0:
            raise DataError(f"{where}: bad gain {key} = {amount!r}")


@functools.cache
def catalog() -> Catalog:
    raw_cards = _load("cards.toml")["card"]
    cards: dict[str, Card] = {}
    for raw in raw_cards:
        where = f"cards.toml card {raw.get('id')}"
        if raw["type"] not in CARD_TYPES or raw["period"] not in (1, 2, 3):
            raise DataError(f"{where}: bad type or period")
        for effect in raw["immediate"]:
            if "gain" in effect:
                _check_gain(where, effect["gain"])
        card = Card(
            card_id(raw["id"]),
            raw["id"],
            raw["name"],
            raw.get("name_ko", ""),
            raw["type"],
            raw["period"],
            tuple(raw["cost"]),
            tuple(raw["immediate"]),
            raw["permanent"],
            raw.get("provenance", "verified"),
            raw.get("provenance_ko", "verified"),
        )
        if card.provenance_ko not in PROVENANCES_KO:
            raise DataError(f"{where}: provenance_ko must be one of {', '.join(PROVENANCES_KO)}")
        if card.id in cards:
            raise DataError(f"{where}: duplicate id")
        cards[card.id] = card
    if len(cards) != 96:
        raise DataError(f"cards.toml: 96 cards expected, found {len(cards)}")
    check_period_counts(cards, "cards.toml", 8)
    excoms = {}
    for raw in _load("excommunications.toml")["excommunication"]:
        tile = Excommunication("x" + raw["id"], raw["period"], raw["effect"], raw["text"])
        excoms[tile.id] = tile
    if len(excoms) != 21 or any(sum(t.period == p for t in excoms.values()) != 7 for p in (1, 2, 3)):
        raise DataError("excommunications.toml: 7 tiles a period expected")
    board = _load("board.toml")
    tiles = {raw["key"]: raw for raw in _load("personal_tiles.toml")["tile"]}
    if "basic" not in tiles or len(tiles) != 5:
        raise DataError("personal_tiles.toml: the basic side and 4 advanced sides expected")
    return Catalog(cards, excoms, board, tiles)


_records: dict[str, Any] = {}  # (table, id) -> record, for the catalog object in "catalog" (tests may reload it)


def _record(table: str, key: str) -> Any:
    """A record of the catalog's `table` (cards, excoms, tiles) by key, or an expansion's (asked through the
    hook of the same name); KeyError when nobody has it."""
    data = catalog()
    if _records.get("catalog") is not data:
        _records.clear()
        _records["catalog"] = data
    found = _records.get((table, key))
    if found is not None:
        return found
    found = getattr(data, table).get(key)
    if found is None:
        from rules.lorenzo import hooks

        found = {"cards": hooks.card, "excoms": hooks.excom, "tiles": hooks.tile}[table](key)
    if found is None:
        raise KeyError(key)
    _records[(table, key)] = found
    return found


def card_record(card_id: str) -> Card:
    """A development card by id: the base game's, or an expansion's (special cards)."""
    return _record("cards", card_id)


def excom_record(tile_id: str) -> Excommunication:
    return _record("excoms", tile_id)


def tile_record(key: str) -> dict:
    """A personal bonus tile side by key (an expansion may add one: the fifth seat's)."""
    return _record("tiles", key)
