"""Loads and checks data/lorenzo/leaders.toml: the 40 leader cards (20 base, 20 Houses of Renaissance)."""

from __future__ import annotations

import functools
import tomllib
from typing import Any

import attrs

from rules.core.resources import game_files
from rules.lorenzo.data import CARD_TYPES, PROVENANCES_KO, DataError

LEADER_FILE = "leaders.toml"
SETS = ("base", "houses")
TIMINGS = ("once_per_round", "permanent", "immediate", "action_space")
STOCK_KEYS = ("coin", "wood", "stone", "servant", "military", "faith", "vp", "special_token")
NEEDS = ("special_tokens",)
PER_SET = 20


@attrs.frozen
class LeaderRecord:
    key: str
    set: str
    name: str
    name_ko: str
    requires: dict[str, Any]
    at_most: dict[str, Any]
    timing: str
    ability: dict[str, Any]
    space_value: int | None
    needs: str
    text: str
    note: str
    provenance: str
    provenance_ko: str = "verified"  # of name_ko alone: "reconstructed" where it is our transliteration


def _check_counts(where: str, table: Any, keys: tuple[str, ...]) -> None:
    if not isinstance(table, dict):
        raise DataError(f"{where}: a table expected, found {table!r}")
    for name, n in table.items():
        if name not in keys or not isinstance(n, int) or n < 0:
            raise DataError(f"{where}: bad entry {name} = {n!r}")


def _check_requirements(where: str, requires: dict, at_most: dict) -> None:
    for name, value in requires.items():
        if name == "cards":
            _check_counts(f"{where} requires.cards", value, CARD_TYPES)
        elif name == "stock":
            _check_counts(f"{where} requires.stock", value, STOCK_KEYS)
        elif name in ("cards_of_one_type", "total_cards"):
            if not isinstance(value, int) or value < 1:
                raise DataError(f"{where}: requires.{name} must be a positive whole number")
        else:
            raise DataError(f"{where}: unknown requirement {name!r}")
    for name, value in at_most.items():
        if name == "cards":
            _check_counts(f"{where} at_most.cards", value, CARD_TYPES)
        elif name == "stock":
            _check_counts(f"{where} at_most.stock", value, STOCK_KEYS)
        elif name in ("wood_plus_stone", "card_types"):
            if not isinstance(value, int) or value < 0:
                raise DataError(f"{where}: at_most.{name} must be a whole number")
        else:
            raise DataError(f"{where}: unknown 'at most' requirement {name!r}")


def parse(raw: dict) -> dict[str, LeaderRecord]:
    """Check the parsed file and build the records, by key, in file order; DataError names what is wrong."""
    found: dict[str, LeaderRecord] = {}
    entries = raw.get("leader")
    if not isinstance(entries, list):
        raise DataError(f"{LEADER_FILE}: no [[leader]] entries")
    for index, entry in enumerate(entries, 1):
        where = f"{LEADER_FILE} leader #{index} ({entry.get('key', '?')})"
        missing = [f for f in ("key", "set", "name", "requires", "timing", "ability", "text") if f not in entry]
        if missing:
            raise DataError(f"{where}: missing {', '.join(missing)}")
        if entry["key"] in found:
            raise DataError(f"{where}: duplicate key {entry['key']!r}")
        if entry["set"] not in SETS:
            raise DataError(f"{where}: set must be one of {', '.join(SETS)}, not {entry['set']!r}")
        if entry["timing"] not in TIMINGS:
            raise DataError(f"{where}: timing must be one of {', '.join(TIMINGS)}, not {entry['timing']!r}")
        space_value = entry.get("space_value")
        if (entry["timing"] == "action_space") != (space_value is not None):
            raise DataError(f'{where}: space_value goes with timing = "action_space" and only with it')
        if space_value is not None and (not isinstance(space_value, int) or not 0 <= space_value <= 7):
            raise DataError(f"{where}: space_value must be 0-7")
        if entry.get("needs", "") not in ("",) + NEEDS:
            raise DataError(f"{where}: needs must be one of {', '.join(NEEDS)}")
        if not isinstance(entry["ability"], dict) or not entry["ability"]:
            raise DataError(f"{where}: an ability table expected")
        _check_requirements(where, entry["requires"], entry.get("at_most", {}))
        if "gain" in entry["ability"]:
            _check_counts(f"{where} ability.gain", entry["ability"]["gain"], STOCK_KEYS)
        found[entry["key"]] = LeaderRecord(
            entry["key"],
            entry["set"],
            entry["name"],
            entry.get("name_ko", ""),
            dict(entry["requires"]),
            dict(entry.get("at_most", {})),
            entry["timing"],
            dict(entry["ability"]),
            space_value,
            entry.get("needs", ""),
            entry["text"],
            entry.get("note", ""),
            entry.get("provenance", "verified"),
            entry.get("provenance_ko", "verified"),
        )
        if found[entry["key"]].provenance_ko not in PROVENANCES_KO:
            raise DataError(f"{where}: provenance_ko must be one of {', '.join(PROVENANCES_KO)}")
    for name in SETS:
        count = sum(1 for r in found.values() if r.set == name)
        if count != PER_SET:
            raise DataError(f"{LEADER_FILE}: {PER_SET} {name} leaders expected, found {count}")
    return found


@functools.cache
def leaders() -> dict[str, LeaderRecord]:
    path = game_files("lorenzo") / LEADER_FILE
    try:
        with path.open("rb") as handle:
            raw = tomllib.load(handle)
    except tomllib.TOMLDecodeError as error:
        raise DataError(f"{LEADER_FILE}: not valid TOML ({error})") from None
    return parse(raw)
