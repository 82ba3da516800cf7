"""Loads and checks the Princes of Florence data in `data/florence/*.toml`.

Every list the rules need comes from here as frozen values; a bad file raises DataError
naming the file and the record. Estate shapes are turned into cell sets here, the
placement geometry lives in `estate.py`.
"""

from __future__ import annotations

import functools
from typing import Any

import attrs

from rules.core.data import DataError as CoreDataError
from rules.core.resources import game_files, read_toml

#: data/florence, installed as rules.data/florence: a wheel has nothing beside the code (rules.core.resources).
DATA_DIR = game_files("florence")
PROVENANCES = ("verified", "single", "reconstructed")
SIZES = ("large", "medium", "small")
LANDSCAPES = ("forest", "lake", "park")
FREEDOMS = ("travel", "religion", "opinion")
# Counts a bonus or prestige card may refer to (see scoring.holdings).
METRICS = (
    "buildings",
    "large_buildings",
    "medium_buildings",
    "small_buildings",
    "landscapes",
    "forests",
    "lakes",
    "parks",
    "freedoms",
    "travel",
    "religion",
    "opinion",
    "jesters",
    "builders",
    "prestige_cards",
    "hand_cards",
    "front_cards",
    "completed_works",
    "empty_estate_cells",
)


DataError = CoreDataError  # one error for every game (rules.core.data); the old name keeps imports working


@attrs.frozen
class Profession:
    id: str
    name: str
    name_ko: str
    building: str
    landscape: str
    freedom: str
    provenance: str


@attrs.frozen
class Piece:
    """A building type or a landscape type: a polyomino placed on the estate."""

    id: str
    kind: str  # "building" or "landscape"
    name: str
    name_ko: str
    size: str  # large/medium/small for buildings, "landscape" for landscapes
    copies: int
    cells: tuple[tuple[int, int], ...]
    provenance: str


@attrs.frozen
class Bonus:
    id: str
    name: str
    name_ko: str
    kind: str  # "per" or "distinct"
    terms: tuple[tuple[str, int], ...] = ()
    value: int = 0
    categories: tuple[str, ...] = ()


@attrs.frozen
class Prestige:
    id: str
    name: str
    name_ko: str
    kind: str  # "most", "fewest" or "threshold"
    points: int
    metric: str = ""
    points_tied: int = 0
    needs: tuple[tuple[str, int], ...] = ()


@attrs.frozen
class Freedom:
    id: str
    name: str
    name_ko: str
    copies: int


@attrs.frozen
class AutomaCard:
    """A solo automa card: the auction items left to right with die modifiers, and two action slots."""

    id: str
    group: str  # "1-2", "3-4" or "5-7"
    items: tuple[str, ...]
    modifiers: tuple[int, ...]
    slot_1: tuple[str, ...]
    slot_2: tuple[str, ...]

    def modifier(self, item: str) -> int:
        return self.modifiers[self.items.index(item)]


@attrs.frozen
class Character:
    """A Muses & Ladies special character: its bid spaces (x100 florins) and effect text."""

    id: str
    name: str
    name_ko: str
    low: int
    high: int
    text: str


CHARACTERS = ("banker", "cardinal", "merchant", "muse", "lady", "professor")


AUTOMA_ITEMS = ("landscape", "jester", "builder", "prestige", "recruitment")
AUTOMA_ACTIONS = ("work", "build", "freedom", "profession", "bonus")
AUTOMA_GROUPS = {"1-2": 6, "3-4": 6, "5-7": 9}


@attrs.frozen
class Constants:
    rounds: int
    start_florins: int
    start_florins_two_players: int
    start_bid: int
    start_bid_two_players: int
    bid_step: int
    sell_prestige_florins: int
    convert_florins_per_prestige: int
    work_florins_per_value: int
    hand_size: int
    draft_draw: int
    draw_keep_from: int
    max_builders: int
    jesters: int
    builders: int
    recruitment_cards: int
    action_cost: int
    build_cost: tuple[int, ...]
    build_prestige: int
    builder_prestige: tuple[int, ...]
    repeat_landscape_prestige: int
    best_work_prestige: int
    actions_per_turn: int
    value_building: int
    value_landscape: int
    value_freedom: int
    value_jester: int
    value_card: int
    minimums: tuple[int, ...]


@attrs.frozen
class Data:
    constants: Constants
    professions: tuple[Profession, ...]
    buildings: tuple[Piece, ...]
    landscapes: tuple[Piece, ...]
    freedoms: tuple[Freedom, ...]
    bonuses: tuple[Bonus, ...]
    prestiges: tuple[Prestige, ...]
    estate_grid: tuple[str, ...]
    automa_cards: tuple[AutomaCard, ...] = ()
    difficulties: tuple[tuple[str, int], ...] = ()
    characters: tuple[Character, ...] = ()
    banker_pot: int = 600
    banker_growth: int = 100

    @functools.cached_property
    def character_by_id(self) -> dict[str, Character]:
        return {c.id: c for c in self.characters}

    @functools.cached_property
    def automa_by_id(self) -> dict[str, AutomaCard]:
        return {c.id: c for c in self.automa_cards}

    @functools.cached_property
    def profession_by_id(self) -> dict[str, Profession]:
        return {p.id: p for p in self.professions}

    @functools.cached_property
    def piece_by_id(self) -> dict[str, Piece]:
        return {p.id: p for p in self.buildings + self.landscapes}

    @functools.cached_property
    def bonus_by_id(self) -> dict[str, Bonus]:
        return {b.id: b for b in self.bonuses}

    @functools.cached_property
    def prestige_by_id(self) -> dict[str, Prestige]:
        return {p.id: p for p in self.prestiges}

    @functools.cached_property
    def freedom_by_id(self) -> dict[str, Freedom]:
        return {f.id: f for f in self.freedoms}


def _read(name: str) -> dict[str, Any]:
    return read_toml(DATA_DIR, name, DataError)


def _field(record: dict[str, Any], key: str, kind: type, where: str) -> Any:
    if key not in record:
        raise DataError(f"{where}: missing field {key!r}")
    value = record[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise DataError(f"{where}: field {key!r} should be {kind.__name__}, not {value!r}")
    return value


def _provenance(record: dict[str, Any], where: str, key: str = "provenance") -> str:
    value = _field(record, key, str, where)
    if value not in PROVENANCES:
        raise DataError(f"{where}: {key} must be one of {PROVENANCES}, not {value!r}")
    return value


def _shape(rows: list[str], where: str) -> tuple[tuple[int, int], ...]:
    cells = tuple((r, c) for r, row in enumerate(rows) for c, mark in enumerate(row) if mark == "#")
    if any(mark not in "#." for row in rows for mark in row):
        raise DataError(f"{where}: a shape uses only '#' and '.'")
    if not cells:
        raise DataError(f"{where}: empty shape")
    # one connected piece (edge-connected)
    seen = {cells[0]}
    todo = [cells[0]]
    while todo:
        r, c = todo.pop()
        for nxt in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if nxt in cells and nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    if len(seen) != len(cells):
        raise DataError(f"{where}: the shape is not one connected piece")
    return cells


def _unique(ids: list[str], where: str) -> None:
    doubles = sorted({i for i in ids if ids.count(i) > 1})
    if doubles:
        raise DataError(f"{where}: duplicate ids {doubles}")


def _load_game() -> tuple[Constants, tuple[Freedom, ...]]:
    raw = _read("game.toml")
    where = "game.toml"
    fields = {f.name for f in attrs.fields(Constants)} - {"minimums"}
    values: dict[str, Any] = {}
    for name in sorted(fields):
        if name in ("build_cost", "builder_prestige"):
            value = _field(raw, name, list, where)
            if len(value) != 4 or not all(isinstance(v, int) for v in value):
                raise DataError(f"{where}: {name} lists 4 whole numbers (0-3 builders)")
            values[name] = tuple(value)
        else:
            values[name] = _field(raw, name, int, where)
    rounds = _field(raw, "round", list, where)
    if [_field(r, "round", int, where) for r in rounds] != list(range(1, values["rounds"] + 1)):
        raise DataError(f"{where}: [[round]] records must be rounds 1..{values['rounds']} in order")
    for record in rounds:
        _provenance(record, f"{where} round {record['round']}")
    values["minimums"] = tuple(_field(r, "minimum", int, where) for r in rounds)
    freedoms = []
    for record in _field(raw, "freedom", list, where):
        fid = _field(record, "id", str, where)
        freedoms.append(
            Freedom(
                fid,
                _field(record, "name", str, fid),
                _field(record, "name_ko", str, fid),
                _field(record, "copies", int, fid),
            )
        )
    if tuple(f.id for f in freedoms) != FREEDOMS:
        raise DataError(f"{where}: freedoms must be {FREEDOMS} in this order")
    return Constants(**values), tuple(freedoms)


def _load_pieces(name: str, table: str, kind: str) -> tuple[Piece, ...]:
    pieces = []
    for record in _field(_read(name), table, list, name):
        pid = _field(record, "id", str, name)
        where = f"{name} {pid}"
        size = _field(record, "size", str, where) if kind == "building" else "landscape"
        if kind == "building" and size not in SIZES:
            raise DataError(f"{where}: size must be one of {SIZES}")
        _provenance(record, where, "shape_provenance")
        pieces.append(
            Piece(
                pid,
                kind,
                _field(record, "name", str, where),
                _field(record, "name_ko", str, where),
                size,
                _field(record, "copies", int, where),
                _shape(_field(record, "shape", list, where), where),
                _provenance(record, where),
            )
        )
    _unique([p.id for p in pieces], name)
    return tuple(pieces)


def _load_professions(buildings: set[str]) -> tuple[Profession, ...]:
    cards = []
    for record in _field(_read("professions.toml"), "profession", list, "professions.toml"):
        pid = _field(record, "id", str, "professions.toml")
        where = f"professions.toml {pid}"
        card = Profession(
            pid,
            _field(record, "name", str, where),
            _field(record, "name_ko", str, where),
            _field(record, "building", str, where),
            _field(record, "landscape", str, where),
            _field(record, "freedom", str, where),
            _provenance(record, where),
        )
        _provenance(record, where, "name_provenance")
        _provenance(record, where, "name_ko_provenance")
        if card.building not in buildings:
            raise DataError(f"{where}: unknown building {card.building!r}")
        if card.landscape not in LANDSCAPES:
            raise DataError(f"{where}: unknown landscape {card.landscape!r}")
        if card.freedom not in FREEDOMS:
            raise DataError(f"{where}: unknown freedom {card.freedom!r}")
        cards.append(card)
    _unique([c.id for c in cards], "professions.toml")
    return tuple(cards)


def _metric_pairs(table: dict[str, Any], where: str) -> tuple[tuple[str, int], ...]:
    for key, value in table.items():
        if key not in METRICS:
            raise DataError(f"{where}: unknown count {key!r}")
        if not isinstance(value, int) or value <= 0:
            raise DataError(f"{where}: {key} needs a positive whole number")
    return tuple(sorted(table.items()))


def _load_bonuses() -> tuple[Bonus, ...]:
    cards = []
    for record in _field(_read("bonus.toml"), "bonus", list, "bonus.toml"):
        bid = _field(record, "id", str, "bonus.toml")
        where = f"bonus.toml {bid}"
        kind = _field(record, "kind", str, where)
        names = (bid, _field(record, "name", str, where), _field(record, "name_ko", str, where))
        if kind == "per":
            cards.append(Bonus(*names, kind, terms=_metric_pairs(_field(record, "terms", dict, where), where)))
        elif kind == "distinct":
            categories = tuple(_field(record, "categories", list, where))
            _metric_pairs({c: 1 for c in categories}, where)
            cards.append(Bonus(*names, kind, value=_field(record, "value", int, where), categories=categories))
        else:
            raise DataError(f"{where}: kind must be 'per' or 'distinct'")
    _unique([c.id for c in cards], "bonus.toml")
    return tuple(cards)


def _load_prestiges() -> tuple[Prestige, ...]:
    cards = []
    for record in _field(_read("prestige.toml"), "prestige", list, "prestige.toml"):
        pid = _field(record, "id", str, "prestige.toml")
        where = f"prestige.toml {pid}"
        kind = _field(record, "kind", str, where)
        base = (
            pid,
            _field(record, "name", str, where),
            _field(record, "name_ko", str, where),
            kind,
            _field(record, "points", int, where),
        )
        if kind in ("most", "fewest"):
            metric = _field(record, "metric", str, where)
            if metric not in METRICS:
                raise DataError(f"{where}: unknown metric {metric!r}")
            cards.append(Prestige(*base, metric=metric, points_tied=_field(record, "points_tied", int, where)))
        elif kind == "threshold":
            cards.append(Prestige(*base, needs=_metric_pairs(_field(record, "needs", dict, where), where)))
        else:
            raise DataError(f"{where}: kind must be most, fewest or threshold")
        if cards[-1].points > 8:
            raise DataError(f"{where}: a prestige card gives at most 8")
    _unique([c.id for c in cards], "prestige.toml")
    return tuple(cards)


def _load_estate() -> tuple[str, ...]:
    raw = _read("estate.toml")
    side = _field(raw, "side_a", dict, "estate.toml")
    _provenance(side, "estate.toml side_a")
    grid = tuple(_field(side, "grid", list, "estate.toml side_a"))
    if len({len(row) for row in grid}) != 1 or any(set(row) - {".", "M"} for row in grid):
        raise DataError("estate.toml side_a: rows of equal length using only '.' and 'M'")
    if len(grid) * len(grid[0]) > 63:
        raise DataError("estate.toml side_a: the grid must have at most 63 cells (bit masks)")
    side_b = _field(raw, "side_b", dict, "estate.toml")
    _provenance(side_b, "estate.toml side_b")
    if _field(side_b, "seam", str, "estate.toml side_b") != "right-to-left":
        raise DataError("estate.toml side_b: the only seam layout known is 'right-to-left'")
    if tuple(_field(side_b, "grid", list, "estate.toml side_b")) != grid:
        raise DataError("estate.toml side_b: Meeple supports side B with the same grid as side A only")
    return grid


def _load_automa() -> tuple[tuple[AutomaCard, ...], tuple[tuple[str, int], ...]]:
    name = "automa.toml"
    raw = _read(name)
    difficulties = tuple(
        (_field(d, "id", str, name), _field(d, "florins", int, name)) for d in _field(raw, "difficulty", list, name)
    )
    if tuple(d for d, _ in difficulties) != ("easy", "normal", "hard"):
        raise DataError(f"{name}: difficulties must be easy, normal, hard")
    cards = []
    for record in _field(raw, "card", list, name):
        cid = _field(record, "id", str, name)
        where = f"{name} {cid}"
        _provenance(record, where)
        group = _field(record, "group", str, where)
        items = tuple(_field(record, "items", list, where))
        modifiers = tuple(_field(record, "modifiers", list, where))
        slots = tuple(tuple(_field(record, key, list, where)) for key in ("slot_1", "slot_2"))
        if group not in AUTOMA_GROUPS:
            raise DataError(f"{where}: group must be one of {tuple(AUTOMA_GROUPS)}")
        if sorted(items) != sorted(AUTOMA_ITEMS):
            raise DataError(f"{where}: items must list each of {AUTOMA_ITEMS} once")
        if len(modifiers) != 5 or not all(isinstance(m, int) and m >= 0 for m in modifiers):
            raise DataError(f"{where}: five modifiers, whole numbers from 0")
        if 0 not in modifiers:
            raise DataError(f"{where}: at least one item without a modifier")
        for slot in slots:
            if not slot or any(a not in AUTOMA_ACTIONS for a in slot):
                raise DataError(f"{where}: slots list actions among {AUTOMA_ACTIONS}")
        cards.append(AutomaCard(cid, group, items, modifiers, *slots))
    _unique([c.id for c in cards], name)
    for group, size in AUTOMA_GROUPS.items():
        if sum(c.group == group for c in cards) != size:
            raise DataError(f"{name}: group {group} needs {size} cards")
    return tuple(cards), difficulties


def _load_characters() -> tuple[tuple[Character, ...], int, int]:
    name = "characters.toml"
    raw = _read(name)
    cards = []
    for record in _field(raw, "character", list, name):
        cid = _field(record, "id", str, name)
        where = f"{name} {cid}"
        card = Character(
            cid,
            _field(record, "name", str, where),
            _field(record, "name_ko", str, where),
            _field(record, "low", int, where),
            _field(record, "high", int, where),
            _field(record, "text", str, where),
        )
        if not 0 <= card.low < card.high:
            raise DataError(f"{where}: bid spaces need 0 <= low < high")
        cards.append(card)
    if tuple(c.id for c in cards) != CHARACTERS:
        raise DataError(f"{name}: characters must be {CHARACTERS} in this order")
    return tuple(cards), _field(raw, "banker_pot", int, name), _field(raw, "banker_growth", int, name)


@functools.cache
def load() -> Data:
    constants, freedoms = _load_game()
    buildings = _load_pieces("buildings.toml", "building", "building")
    landscapes = _load_pieces("landscapes.toml", "landscape", "landscape")
    if tuple(p.id for p in landscapes) != LANDSCAPES:
        raise DataError(f"landscapes.toml: landscapes must be {LANDSCAPES} in this order")
    professions = _load_professions({b.id for b in buildings})
    automa, difficulties = _load_automa()
    characters, pot, growth = _load_characters()
    data = Data(
        constants,
        professions,
        buildings,
        landscapes,
        freedoms,
        _load_bonuses(),
        _load_prestiges(),
        _load_estate(),
        automa,
        difficulties,
        characters,
        pot,
        growth,
    )
    for piece in buildings:
        expected = {"large": 7, "medium": 5, "small": 3}[piece.size]
        if len(piece.cells) != expected:
            raise DataError(f"buildings.toml {piece.id}: a {piece.size} building covers {expected} cells")
    return data
