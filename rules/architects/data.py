"""Loads and checks the Architects of the West Kingdom data in `data/architects/*.toml`.

Everything the rules read (buildings, apprentices, Black Market and Reward cards, the board,
player boards, the AI's Scheme deck) comes from here as frozen values. A bad file raises
DataError naming the file and the record. Amounts are (resource, n) pairs in a fixed order.
"""

from __future__ import annotations

import functools
from typing import Any

import attrs

from rules.core.data import DataError as CoreDataError
from rules.core.resources import game_files, read_toml

#: data/architects, installed as rules.data/architects: a wheel has nothing beside the code (rules.core.resources).
DATA_DIR = game_files("architects")
PROVENANCES = ("verified", "single", "reconstructed")
#: Every countable thing a card can give or cost, in display order.
RESOURCES = ("silver", "clay", "wood", "stone", "gold", "marble")
GAINS = RESOURCES + ("virtue", "building", "wood_stone")
SKILLS = ("carpentry", "tiling", "masonry")
TIMINGS = ("immediate", "end_game", "scoring")
LOCATIONS = (
    "quarry",
    "forest",
    "mines",
    "silversmith",
    "storehouse",
    "workshop",
    "town_centre",
    "tax_stand",
    "guardhouse",
    "black_market",
    "guildhall",
)
#: The AI's effects (automa.toml): those usable at a large-circle location, and the two tied to
#: the Black Market and the Guildhall.
AI_LARGE_EFFECTS = ("none", "capture_largest", "imprison_or_release", "steal_tax")
AI_PLACE_EFFECTS = {"black_market": "market_marble", "guildhall": "cathedral"}
#: Large-circle locations: any number of workers, and workers there can be captured.
LARGE = LOCATIONS[:9]

Amount = tuple[tuple[str, int], ...]


DataError = CoreDataError  # one error for every game (rules.core.data); the old name keeps imports working


@attrs.frozen
class Building:
    id: str
    name: str
    name_ko: str
    skills: tuple[str, ...]
    cost: Amount
    virtue: int
    vp: int
    timing: str
    effect: tuple[tuple[str, Any], ...]
    text: str
    provenance: str
    solo_removed: bool = False

    def param(self, key: str, default: Any = None) -> Any:
        return dict(self.effect).get(key, default)

    @property
    def kind(self) -> str:
        return self.param("kind")


@attrs.frozen
class ApprenticeKind:
    id: str
    name: str
    name_ko: str
    text: str


@attrs.frozen
class Apprentice:
    id: str
    kind: str
    skills: tuple[str, ...]
    virtue: int
    gain: Amount = ()
    pay: Amount = ()


@attrs.frozen
class BlackMarketCard:
    id: str
    small: Amount
    large: Amount
    provenance: str


@attrs.frozen
class Reward:
    id: str
    gain: Amount
    provenance: str


@attrs.frozen
class CathedralLevel:
    level: int
    cost: Amount
    vp: int
    spaces: int
    provenance: str


@attrs.frozen
class PlayerBoard:
    id: str
    name: str
    name_ko: str
    start: tuple[tuple[str, int], ...]
    ability: str
    provenance: str

    def starts_with(self, key: str) -> int:
        return dict(self.start).get(key, 0)


@attrs.frozen
class Scheme:
    id: str
    deck: str
    location: str
    effect: str  # what the AI does there (automa.toml [effects], or the card's own)


@attrs.frozen
class AiSide:
    id: str
    name: str
    name_ko: str
    guildhall_vp: int


@attrs.frozen
class Catalog:
    buildings: tuple[Building, ...]
    apprentice_kinds: tuple[ApprenticeKind, ...]
    apprentices: tuple[Apprentice, ...]
    black_market: tuple[BlackMarketCard, ...]
    default_small: Amount
    default_large: Amount
    rewards: tuple[Reward, ...]
    cathedral: tuple[CathedralLevel, ...]
    boards: tuple[PlayerBoard, ...]
    schemes: tuple[Scheme, ...]
    ai_sides: tuple[AiSide, ...]
    setup: tuple[tuple[str, Any], ...]
    guildhall_columns: tuple[int, ...]  # by player count 1..5 (index 0 = 1 player)
    guildhall_reset_rows: tuple[int, ...]
    refresh_column: int
    refresh_rows: tuple[int, ...]
    capture_locations: tuple[int, ...]  # by player count 1..5
    market_silver: tuple[int, ...]
    market_banned_from: int
    virtue_vp: tuple[int, ...]
    evasion: tuple[int, ...]
    cathedral_banned_to: int
    tax: tuple[tuple[str, int], ...]
    costs: tuple[tuple[str, int], ...]
    future_per_reset: int
    automa_label: str
    ai_effects: tuple[tuple[str, str], ...]
    ai_capture_preference: tuple[str, ...]
    ai_imprison_marble: int
    ai_fallbacks: tuple[tuple[str, str], ...]

    def const(self, key: str) -> Any:
        return dict(self.setup)[key]

    def building(self, building_id: str) -> Building:
        return _index(self.buildings)[building_id]

    def apprentice(self, apprentice_id: str) -> Apprentice:
        return _index(self.apprentices)[apprentice_id]

    def kind(self, kind_id: str) -> ApprenticeKind:
        return _index(self.apprentice_kinds)[kind_id]

    def bm_card(self, card_id: str) -> BlackMarketCard:
        return _index(self.black_market)[card_id]

    def reward(self, reward_id: str) -> Reward:
        return _index(self.rewards)[reward_id]

    def board(self, board_id: str) -> PlayerBoard:
        return _index(self.boards)[board_id]

    def scheme(self, scheme_id: str) -> Scheme:
        return _index(self.schemes)[scheme_id]

    def ai_effect_at(self, location: str) -> str:
        """The AI's effect at a location (automa.toml [effects]), e.g. after a fallback."""
        return dict(self.ai_effects)[location]

    def ai_side(self, side_id: str) -> AiSide:
        return _index(self.ai_sides)[side_id]

    def tax_of(self, key: str) -> int:
        return dict(self.tax)[key]

    def cost_of(self, key: str) -> int:
        return dict(self.costs)[key]


_INDEXES: dict[int, tuple[tuple[Any, ...], dict[str, Any]]] = {}


def _index(records: tuple[Any, ...]) -> dict[str, Any]:
    """Records by id, keyed by the tuple's identity (hashing 40 records per lookup is slow)."""
    found = _INDEXES.get(id(records))
    if found is None or found[0] is not records:
        found = (records, {r.id: r for r in records})
        _INDEXES[id(records)] = found
    return found[1]


def _read(name: str) -> dict[str, Any]:
    return read_toml(DATA_DIR, name, DataError)


def _amount(value: Any, where: str, allowed: tuple[str, ...] = GAINS) -> Amount:
    if not isinstance(value, dict):
        raise DataError(f"{where}: expected a table of amounts, not {value!r}")
    for key, count in value.items():
        if key not in allowed:
            raise DataError(f"{where}: unknown resource {key!r}")
        if not isinstance(count, int) or isinstance(count, bool):
            raise DataError(f"{where}: {key} must be a whole number")
    return tuple((key, value[key]) for key in allowed if key in value)


def _provenance(record: dict[str, Any], where: str, default: str | None = None) -> str:
    value = record.get("provenance", default)
    if value not in PROVENANCES:
        raise DataError(f"{where}: provenance must be one of {PROVENANCES}, not {value!r}")
    return value


def _need(record: dict[str, Any], key: str, where: str) -> Any:
    if key not in record:
        raise DataError(f"{where}: missing {key!r}")
    return record[key]


def _load_buildings() -> tuple[Building, ...]:
    found = []
    for index, record in enumerate(_read("buildings.toml").get("building", [])):
        where = f"buildings.toml building #{index + 1} ({record.get('id', '?')})"
        skills = tuple(_need(record, "skills", where))
        if any(s not in SKILLS for s in skills):
            raise DataError(f"{where}: skills must be among {SKILLS}")
        timing = _need(record, "timing", where)
        if timing not in TIMINGS:
            raise DataError(f"{where}: timing must be one of {TIMINGS}")
        effect = dict(_need(record, "effect", where))
        if "kind" not in effect:
            raise DataError(f"{where}: effect needs a kind")
        if "gain" in effect:
            effect["gain"] = _amount(effect["gain"], where)
        if "options" in effect:
            effect["options"] = tuple(_amount(o, where) for o in effect["options"])
        found.append(
            Building(
                id=_need(record, "id", where),
                name=_need(record, "name", where),
                name_ko=_need(record, "name_ko", where),
                skills=skills,
                cost=_amount(_need(record, "cost", where), where, RESOURCES),
                virtue=_need(record, "virtue", where),
                vp=_need(record, "vp", where),
                timing=timing,
                effect=tuple(sorted(effect.items())),
                text=_need(record, "text", where),
                provenance=_provenance(record, where),
                solo_removed=bool(record.get("solo_removed", False)),
            )
        )
    return tuple(found)


def _load_apprentices() -> tuple[tuple[ApprenticeKind, ...], tuple[Apprentice, ...]]:
    data = _read("apprentices.toml")
    kinds = tuple(ApprenticeKind(r["id"], r["name"], r["name_ko"], r["text"]) for r in data.get("kind", []))
    kind_ids = {k.id for k in kinds}
    cards = []
    for index, record in enumerate(data.get("card", [])):
        where = f"apprentices.toml card #{index + 1} ({record.get('id', '?')})"
        if record.get("kind") not in kind_ids:
            raise DataError(f"{where}: unknown kind {record.get('kind')!r}")
        skills = tuple(_need(record, "skills", where))
        if not skills or any(s not in SKILLS for s in skills):
            raise DataError(f"{where}: skills must be among {SKILLS}")
        cards.append(
            Apprentice(
                id=_need(record, "id", where),
                kind=record["kind"],
                skills=skills,
                virtue=_need(record, "virtue", where),
                gain=_amount(record.get("gain", {}), where),
                pay=_amount(record.get("pay", {}), where),
            )
        )
    return kinds, tuple(cards)


def _check_unique(records: tuple[Any, ...], what: str) -> None:
    ids = [r.id for r in records]
    duplicates = sorted({i for i in ids if ids.count(i) > 1})
    if duplicates:
        raise DataError(f"{what}: duplicate ids {duplicates}")


def _check_count(records: tuple[Any, ...], expected: int, what: str) -> None:
    if len(records) != expected:
        raise DataError(f"{what}: expected {expected} records, found {len(records)}")


@functools.cache
def catalog() -> Catalog:
    buildings = _load_buildings()
    kinds, apprentices = _load_apprentices()
    market = _read("market.toml")
    black_market = tuple(
        BlackMarketCard(
            r["id"],
            _amount(r["small"], f"market.toml {r['id']}"),
            _amount(r["large"], f"market.toml {r['id']}"),
            _provenance(r, f"market.toml {r['id']}"),
        )
        for r in market.get("black_market", [])
    )
    rewards = tuple(
        Reward(r["id"], _amount(r["gain"], f"market.toml {r['id']}"), _provenance(r, f"market.toml {r['id']}"))
        for r in market.get("reward", [])
    )
    board = _read("board.toml")
    levels = tuple(
        CathedralLevel(
            i + 1,
            _amount(r["cost"], f"board.toml cathedral level {i + 1}"),
            r["vp"],
            r["spaces"],
            _provenance(r, f"board.toml cathedral level {i + 1}", "verified"),
        )
        for i, r in enumerate(board["cathedral"]["level"])
    )
    boards = tuple(
        PlayerBoard(
            r["id"],
            r["name"],
            r["name_ko"],
            tuple(sorted(r["start"].items())),
            r["ability"],
            _provenance(r, f"board.toml board {r['id']}", "verified"),
        )
        for r in board.get("board", [])
    )
    automa = _read("automa.toml")
    _provenance(automa, "automa.toml")
    effects = automa["effects"]
    schemes = tuple(
        Scheme(r["id"], r["deck"], r["location"], r.get("effect", effects.get(r["location"], "")))
        for r in automa.get("scheme", [])
    )
    for scheme in schemes:
        if scheme.deck not in ("start", "future") or scheme.location not in LOCATIONS:
            raise DataError(f"automa.toml {scheme.id}: bad deck or location")
        _check_ai_effect(scheme.location, scheme.effect, f"automa.toml {scheme.id}")
    for location in LOCATIONS:
        _check_ai_effect(location, effects.get(location, ""), f"automa.toml [effects] {location}")
    preference = tuple(effects["capture_preference"])
    if sorted(preference) != sorted(LARGE):
        raise DataError(f"automa.toml capture_preference must name each of {LARGE} once")
    fallbacks = tuple(sorted(automa.get("fallback", {}).items()))
    for closed, instead in fallbacks:
        if closed not in ("tax_stand", "black_market") or instead not in LOCATIONS or instead == closed:
            raise DataError(
                f"automa.toml fallback {closed} = {instead!r}: only the Tax Stand and the Black "
                "Market can be closed to the AI, and it goes to another location"
            )
    sides = tuple(AiSide(k, v["name"], v["name_ko"], v["guildhall_vp"]) for k, v in automa["ai"].items())
    guild = board["guildhall"]
    result = Catalog(
        buildings=buildings,
        apprentice_kinds=kinds,
        apprentices=apprentices,
        black_market=black_market,
        default_small=_amount(market["default_small"], "market.toml default_small"),
        default_large=_amount(market["default_large"], "market.toml default_large"),
        rewards=rewards,
        cathedral=levels,
        boards=boards,
        schemes=schemes,
        ai_sides=sides,
        setup=tuple(sorted((k, tuple(v) if isinstance(v, list) else v) for k, v in board["setup"].items())),
        guildhall_columns=tuple(guild["columns"][str(n)] for n in range(1, 6)),
        guildhall_reset_rows=tuple(guild["reset_rows"]),
        refresh_column=guild["refresh_column"],
        refresh_rows=tuple(guild["refresh_rows"]),
        capture_locations=tuple(board["town_centre"]["locations"][str(n)] for n in range(1, 6)),
        market_silver=tuple(board["black_market"]["silver"]),
        market_banned_from=board["black_market"]["banned_from_virtue"],
        virtue_vp=tuple(board["virtue"]["vp"]),
        evasion=tuple(board["virtue"]["evasion"]),
        cathedral_banned_to=board["virtue"]["cathedral_banned_to"],
        tax=tuple(sorted(board["tax"].items())),
        costs=tuple(sorted(board["costs"].items())),
        future_per_reset=automa["future_per_reset"],
        automa_label=automa["label"],
        ai_effects=tuple((location, effects[location]) for location in LOCATIONS),
        ai_capture_preference=preference,
        ai_imprison_marble=effects["imprison_marble"],
        ai_fallbacks=fallbacks,
    )
    validate(result)
    return result


def _check_ai_effect(location: str, effect: str, where: str) -> None:
    wanted = AI_PLACE_EFFECTS.get(location)
    if wanted is not None and effect != wanted:
        raise DataError(f"{where}: the AI's effect at {location} is {wanted!r}, not {effect!r}")
    if wanted is None and effect not in AI_LARGE_EFFECTS:
        raise DataError(f"{where}: unknown AI effect {effect!r} (one of {AI_LARGE_EFFECTS})")


def validate(cat: Catalog) -> None:
    """Counts, unique ids and references across files."""
    _check_count(cat.buildings, 40, "buildings.toml")
    _check_count(cat.apprentices, 40, "apprentices.toml cards")
    _check_count(cat.apprentice_kinds, 18, "apprentices.toml kinds")
    _check_count(cat.black_market, 10, "market.toml black_market")
    _check_count(cat.rewards, 11, "market.toml reward")
    _check_count(cat.boards, 5, "board.toml board")
    _check_count(cat.cathedral, 5, "board.toml cathedral levels")
    _check_count(cat.schemes, 30, "automa.toml scheme")
    for records, what in (
        (cat.buildings, "buildings"),
        (cat.apprentices, "apprentices"),
        (cat.black_market, "black market"),
        (cat.rewards, "rewards"),
        (cat.boards, "boards"),
        (cat.schemes, "schemes"),
    ):
        _check_unique(records, what)
    if len(cat.virtue_vp) != 15 or len(cat.evasion) != 15:
        raise DataError("board.toml virtue: vp and evasion need 15 positions (0-14)")
    if sum(1 for s in cat.schemes if s.deck == "start") != 20:
        raise DataError("automa.toml: expected 20 starting Scheme cards")
    for card in cat.apprentices:
        if card.kind in ("merchant", "patron", "trader") and not (card.pay and card.gain):
            raise DataError(f"apprentices.toml {card.id}: a Storehouse trade needs pay and gain")
