"""Loads and checks the Sheriff of Nottingham data in `data/sheriff/*.toml`.

Everything the rules need (goods, bonuses, constants, stands, deputy cards, black market
cards, promise menu) comes from here as frozen values; a bad file raises DataError naming
the file and the record.
"""
from __future__ import annotations

import functools
from typing import Any

import attrs

from rules.core.resources import game_files, read_toml

#: data/sheriff, installed as rules.data/sheriff; a Traversable (a Path in a checkout), read with `/`.
DATA_DIR = game_files("sheriff")
PROVENANCES = ("verified", "single", "reconstructed")
KINDS = ("legal", "contraband", "royal")


class DataError(ValueError):
    """A data file is missing, malformed or inconsistent."""


@attrs.frozen
class Good:
    id: str
    kind: str
    name: str
    name_ko: str
    value: int
    penalty: int
    count_3p: int
    count_4_6p: int
    provenance: str
    counts_as: str | None = None
    counts_as_cards: int = 1

    @property
    def is_legal(self) -> bool:
        return self.kind == "legal"

    def count(self, players: int) -> int:
        return self.count_3p if players == 3 else self.count_4_6p


@attrs.frozen
class Bonus:
    good: str
    king: int
    queen: int


@attrs.frozen
class BlackMarketCard:
    id: str
    good: str
    position: str
    name: str
    name_ko: str
    value: int
    provenance: str


@attrs.frozen
class Merchant:
    id: str
    name: str
    name_ko: str


@attrs.frozen
class DeputyCard:
    id: str
    merchant: str


@attrs.frozen
class PromiseKind:
    id: str
    text: str


@attrs.frozen
class Constants:
    starting_gold: int
    hand_size: int
    seven_card_hand_size: int
    market_max_discard: int
    bag_min: int
    bag_max: int
    remove_ten_count: int
    time_limit_seconds_per_merchant: int
    deputy_passes: int
    deputies_per_round: int
    black_market_set_size: int
    max_terms_per_side: int
    gold_steps: tuple[int, ...]


@attrs.frozen
class Catalog:
    goods: tuple[Good, ...]
    bonuses: tuple[Bonus, ...]
    black_market: tuple[BlackMarketCard, ...]
    constants: Constants
    sheriff_turns: tuple[tuple[int, int], ...]  # (players, times each player is sheriff)
    merchants: tuple[Merchant, ...]
    deputy_cards: tuple[DeputyCard, ...]
    promises: tuple[PromiseKind, ...]

    def good(self, good_id: str) -> Good:
        return _goods_by_id(id(self), self.goods)[good_id]

    @property
    def legal_ids(self) -> tuple[str, ...]:
        return tuple(g.id for g in self.goods if g.kind == "legal")

    def bonus(self, good_id: str) -> Bonus:
        return next(b for b in self.bonuses if b.good == good_id)

    def black_market_card(self, card_id: str) -> BlackMarketCard:
        return next(c for c in self.black_market if c.id == card_id)

    def turns_for(self, players: int) -> int:
        return dict(self.sheriff_turns)[players]


@functools.lru_cache(maxsize=4)
def _goods_by_id(catalog_id: int, goods: tuple[Good, ...]) -> dict[str, Good]:
    # keyed by identity: hashing the whole catalog on every lookup is slow
    return {g.id: g for g in goods}


def _read(name: str) -> dict[str, Any]:
    return read_toml(DATA_DIR, name, DataError)


def _build(cls: type, record: dict[str, Any], where: str, extra: tuple[str, ...] = ()) -> Any:
    names = {f.name for f in attrs.fields(cls)}
    try:
        return cls(**{k: v for k, v in record.items() if k in names})
    except TypeError as error:
        raise DataError(f"{where}: {error}") from None


def _check_provenance(record: dict[str, Any], where: str, required: bool = True) -> None:
    value = record.get("provenance")
    if value is None and not required:
        return
    if value not in PROVENANCES:
        raise DataError(f"{where}: provenance must be one of {PROVENANCES}, not {value!r}")


def _load_goods() -> tuple[Good, ...]:
    goods = []
    for index, record in enumerate(_read("goods.toml").get("good", [])):
        where = f"goods.toml good #{index + 1} ({record.get('id', '?')})"
        _check_provenance(record, where)
        good = _build(Good, record, where)
        if good.kind not in KINDS:
            raise DataError(f"{where}: kind must be one of {KINDS}")
        if good.value <= 0 or good.penalty <= 0:
            raise DataError(f"{where}: value and penalty must be positive")
        if not 0 <= good.count_3p <= good.count_4_6p:
            raise DataError(f"{where}: need 0 <= count_3p <= count_4_6p")
        if "-" in good.id:
            raise DataError(f"{where}: ids may not contain '-' (card ids are '<good>-<nn>')")
        goods.append(good)
    ids = [g.id for g in goods]
    if len(set(ids)) != len(ids):
        raise DataError("goods.toml: duplicate good ids")
    legal = {g.id for g in goods if g.kind == "legal"}
    for good in goods:
        if good.kind == "royal":
            if good.counts_as not in legal or good.counts_as_cards not in (2, 3):
                raise DataError(f"goods.toml {good.id}: a royal good counts as 2 or 3 of a legal good")
        elif good.counts_as is not None:
            raise DataError(f"goods.toml {good.id}: only royal goods have counts_as")
    totals = {
        kind: (sum(g.count_3p for g in goods if g.kind == kind), sum(g.count_4_6p for g in goods if g.kind == kind))
        for kind in KINDS
    }
    # The rulebook's component list: 144 legal + 60 contraband + 12 royal; 3 players remove 48 + 6.
    expected = {"legal": (108, 144), "contraband": (48, 60), "royal": (6, 12)}
    if totals != expected:
        raise DataError(f"goods.toml: card totals {totals} differ from the rulebook's {expected}")
    return tuple(goods)


def _load_bonuses(goods: tuple[Good, ...]) -> tuple[Bonus, ...]:
    bonuses = []
    for index, record in enumerate(_read("scoring.toml").get("bonus", [])):
        where = f"scoring.toml bonus #{index + 1}"
        _check_provenance(record, where)
        bonus = _build(Bonus, record, where)
        if not bonus.king > bonus.queen > 0:
            raise DataError(f"{where}: need king > queen > 0")
        bonuses.append(bonus)
    legal = sorted(g.id for g in goods if g.kind == "legal")
    if sorted(b.good for b in bonuses) != legal:
        raise DataError(f"scoring.toml: need exactly one bonus per legal good {legal}")
    return tuple(bonuses)


def _load_black_market(goods: tuple[Good, ...]) -> tuple[BlackMarketCard, ...]:
    cards = []
    by_id = {g.id: g for g in goods}
    for index, record in enumerate(_read("black_market.toml").get("card", [])):
        where = f"black_market.toml card #{index + 1} ({record.get('id', '?')})"
        _check_provenance(record, where)
        card = _build(BlackMarketCard, record, where)
        if by_id.get(card.good) is None or by_id[card.good].kind != "contraband":
            raise DataError(f"{where}: good must be a contraband id")
        if card.position not in ("top", "bottom"):
            raise DataError(f"{where}: position is top or bottom")
        cards.append(card)
    if len(cards) != 6:
        raise DataError("black_market.toml: the box has 6 black market cards")
    for kind in {c.good for c in cards}:
        pile = {c.position: c for c in cards if c.good == kind}
        if set(pile) != {"top", "bottom"} or pile["top"].value <= pile["bottom"].value:
            raise DataError(f"black_market.toml {kind}: need a top card worth more than the bottom card")
    return tuple(cards)


def _load_setup() -> tuple[Constants, tuple[tuple[int, int], ...], tuple[Merchant, ...], tuple[DeputyCard, ...], tuple[PromiseKind, ...]]:
    raw = _read("setup.toml")
    const = dict(raw.get("constants", {}))
    _check_provenance(const, "setup.toml [constants]")
    const["gold_steps"] = tuple(const.get("gold_steps", ()))
    constants = _build(Constants, const, "setup.toml [constants]")
    if not 1 <= constants.bag_min <= constants.bag_max:
        raise DataError("setup.toml: need 1 <= bag_min <= bag_max")
    lengths = []
    for record in raw.get("length", []):
        _check_provenance(record, f"setup.toml length {record.get('players')}")
        lengths.append((int(record["players"]), int(record["sheriff_turns_each"])))
    if sorted(p for p, _ in lengths) != [3, 4, 5]:
        raise DataError("setup.toml: need a [[length]] for 3, 4 and 5 players (6 players use the deputies)")
    merchants = []
    for record in raw.get("merchant", []):
        _check_provenance(record, f"setup.toml merchant {record.get('id')}")
        merchants.append(_build(Merchant, record, f"setup.toml merchant {record.get('id')}"))
    if len(merchants) != 6 or len({m.id for m in merchants}) != 6:
        raise DataError("setup.toml: need 6 merchants with distinct ids")
    deputies = []
    for record in raw.get("deputy_card", []):
        _check_provenance(record, f"setup.toml deputy_card {record.get('id')}")
        deputies.append(_build(DeputyCard, record, "setup.toml deputy_card"))
    if sorted(d.merchant for d in deputies) != sorted(m.id for m in merchants):
        raise DataError("setup.toml: need one deputy card per merchant")
    promises = tuple(_build(PromiseKind, r, "setup.toml promise") for r in raw.get("promise", []))
    if not promises:
        raise DataError("setup.toml: the promise menu is empty")
    return constants, tuple(sorted(lengths)), tuple(merchants), tuple(deputies), promises


@functools.cache
def catalog() -> Catalog:
    goods = _load_goods()
    constants, lengths, merchants, deputies, promises = _load_setup()
    return Catalog(
        goods=goods,
        bonuses=_load_bonuses(goods),
        black_market=_load_black_market(goods),
        constants=constants,
        sheriff_turns=lengths,
        merchants=merchants,
        deputy_cards=deputies,
        promises=promises,
    )


def good_of(card_id: str) -> str:
    """The good id of a card instance id such as 'apple-07'."""
    return card_id.rsplit("-", 1)[0]
