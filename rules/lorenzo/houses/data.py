"""Loads and checks the Houses of Renaissance data: data/lorenzo/houses.toml (families, auction tiles, special
tokens, tower, change tiles, faith tiles, excommunications, the fifth tile) and houses_cards.toml (48 cards)."""

from __future__ import annotations

import functools
import tomllib
from typing import Any

import attrs

from rules.core.resources import game_files
from rules.lorenzo.data import (
    CARD_TYPES,
    POINTS,
    PROVENANCES_KO,
    RESOURCES,
    Card,
    DataError,
    Excommunication,
    card_id,
    check_period_counts,
)

DATA_DIR = game_files("lorenzo")
GAIN_KEYS = RESOURCES + POINTS + ("special_token",)
FIRST_CARD, LAST_CARD = 97, 144
EXCHANGE_REPEAT_MAX = 7  # an action value never needs more


@attrs.frozen
class Houses:
    cards: dict[str, Card]
    excoms: dict[str, Excommunication]
    families: dict[str, dict]
    auction_tiles: dict[str, tuple[dict, ...]]
    tokens: dict[str, dict]  # token id -> its kind's record ("tok-coins_3-1": {...})
    faith_tiles: tuple[dict, ...]
    tiles: dict[str, dict]
    raw: dict[str, Any]


def _load(name: str) -> dict:
    try:
        with (DATA_DIR / name).open("rb") as handle:
            return tomllib.load(handle)
    except tomllib.TOMLDecodeError as error:
        raise DataError(f"{name}: not valid TOML ({error})") from None


def _check_gain(where: str, gain: Any) -> None:
    if not isinstance(gain, dict):
        raise DataError(f"{where}: a table of gains expected")
    for key, amount in gain.items():
        if key not in GAIN_KEYS or not isinstance(amount, int) or amount < 0:
            raise DataError(f"{where}: bad gain {key} = {amount!r}")


def _permanent(raw: dict) -> dict:
    """Our loader's one rewrite: 'exchange_repeat' (up to the action value times) becomes the base game's
    exchange with one option per count, each needing that least value."""
    perm = dict(raw)
    repeat = perm.pop("exchange_repeat", None)
    if repeat:
        perm["exchange_choose_one"] = [
            {
                "pay": {k: n * times for k, n in repeat["pay"].items()},
                "gain": {k: n * times for k, n in repeat["gain"].items()},
                "min_value": times,
            }
            for times in range(1, EXCHANGE_REPEAT_MAX + 1)
        ]
    return perm


def _cards() -> dict[str, Card]:
    cards: dict[str, Card] = {}
    for raw in _load("houses_cards.toml").get("card", []):
        where = f"houses_cards.toml card {raw.get('id')}"
        number = raw.get("id")
        if not isinstance(number, int) or not FIRST_CARD <= number <= LAST_CARD:
            raise DataError(f"{where}: id must be {FIRST_CARD}-{LAST_CARD}")
        if raw.get("type") not in CARD_TYPES or raw.get("period") not in (1, 2, 3):
            raise DataError(f"{where}: bad type or period")
        for effect in raw["immediate"]:
            if "gain" in effect:
                _check_gain(where, effect["gain"])
        if "gain" in raw["permanent"]:
            _check_gain(where, raw["permanent"]["gain"])
        card = Card(
            card_id(number),
            number,
            raw["name"],
            raw.get("name_ko", ""),
            raw["type"],
            raw["period"],
            tuple(raw["cost"]),
            tuple(raw["immediate"]),
            _permanent(raw["permanent"]),
            raw.get("provenance", "single"),
            # the names of both languages are ours where no source has them ("Special Territory 97")
            raw.get("name_provenance", "verified"),
        )
        if card.provenance_ko not in PROVENANCES_KO:
            raise DataError(f"{where}: name_provenance must be one of {', '.join(PROVENANCES_KO)}")
        if card.id in cards:
            raise DataError(f"{where}: duplicate id")
        cards[card.id] = card
    if len(cards) != LAST_CARD - FIRST_CARD + 1:
        raise DataError(f"houses_cards.toml: 48 special cards expected, found {len(cards)}")
    check_period_counts(cards, "houses_cards.toml", 4, "special ")
    return cards


@functools.cache
def houses() -> Houses:
    raw = _load("houses.toml")
    families = {f["key"]: f for f in raw.get("family", [])}
    if len(families) != 10:
        raise DataError(f"houses.toml: 10 family tiles expected, found {len(families)}")
    auction = {}
    for tile in raw.get("auction_tile", []):
        if len(tile["rows"]) != 6:
            raise DataError(f"houses.toml auction tile {tile['key']}: 6 offer rows expected")
        for row in tile["rows"]:
            _check_gain(f"houses.toml auction tile {tile['key']}", row)
        auction[tile["key"]] = tuple(tile["rows"])
    if len(auction) != 5:
        raise DataError(f"houses.toml: 5 auction tiles expected, found {len(auction)}")
    tokens: dict[str, dict] = {}
    for kind in raw.get("token", []):
        if "gain" in kind:
            _check_gain(f"houses.toml token {kind['key']}", kind["gain"])
        elif kind.get("action") not in ("harvest", "production") and not kind.get("council_privileges"):
            raise DataError(f"houses.toml token {kind['key']}: a gain, a council privilege or an action expected")
        for copy in range(1, kind["count"] + 1):
            tokens[f"tok-{kind['key']}-{copy}"] = kind
    if len(tokens) != 30:
        raise DataError(f"houses.toml: 30 special tokens expected, found {len(tokens)}")
    excoms = {}
    for tile in raw.get("excommunication", []):
        excoms["x" + tile["id"]] = Excommunication("x" + tile["id"], tile["period"], tile["effect"], tile["text"])
    if sorted(t.period for t in excoms.values()) != [1, 2, 3]:
        raise DataError("houses.toml: one new excommunication tile a period expected")
    faith_tiles = tuple(raw.get("faith_tile", []))
    if len(faith_tiles) != 3:
        raise DataError("houses.toml: 3 Della Rovere faith tiles expected")
    for tile in faith_tiles:
        _check_gain("houses.toml faith tile", tile["gain"])
    for side in ("players_2_to_4", "players_5"):
        if len(raw["change_tiles"][side]) != 4:
            raise DataError(f"houses.toml change_tiles.{side}: 4 floor values expected")
    tiles = {t["key"]: t for t in raw.get("personal_tile", [])}
    return Houses(_cards(), excoms, families, auction, tokens, faith_tiles, tiles, raw)
