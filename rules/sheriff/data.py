"""Loads and checks the Sheriff of Nottingham data in `data/sheriff/*.toml`.

Everything the rules need (goods, bonuses, constants, stands, deputy cards, black market
cards, promise menu) comes from here as frozen values. The files are structured into the attrs
classes below by `rules.core.data.structure` (types and the checks of one value, as validators); the
checks across records follow. A bad file raises DataError naming the file and the path of the value.
"""

from __future__ import annotations

import functools
from typing import Any

import attrs

from rules.core.data import DataError, read, structure
from rules.core.resources import game_files

#: data/sheriff, installed as rules.data/sheriff; a Traversable (a Path in a checkout), read with `/`.
DATA_DIR = game_files("sheriff")
PROVENANCES = ("verified", "single", "reconstructed")
KINDS = ("legal", "contraband", "royal")


def _one_of(*allowed: str) -> Any:
    def check(instance: Any, attribute: attrs.Attribute, value: Any) -> None:
        if value not in allowed:
            raise ValueError(f"must be one of {allowed}, not {value!r}", attribute)

    return check


def _positive(instance: Any, attribute: attrs.Attribute, value: int) -> None:
    if value <= 0:
        raise ValueError(f"must be positive, not {value!r}", attribute)


def _no_dash(instance: Any, attribute: attrs.Attribute, value: str) -> None:
    if "-" in value:
        raise ValueError("ids may not contain '-' (card ids are '<good>-<nn>')", attribute)


@attrs.frozen
class Good:
    id: str = attrs.field(validator=_no_dash)
    kind: str = attrs.field(validator=_one_of(*KINDS))
    name: str
    name_ko: str
    value: int = attrs.field(validator=_positive)
    penalty: int = attrs.field(validator=_positive)
    count_3p: int
    count_4_6p: int
    provenance: str = attrs.field(validator=_one_of(*PROVENANCES))
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
    position: str = attrs.field(validator=_one_of("top", "bottom"))
    name: str
    name_ko: str
    value: int
    provenance: str = attrs.field(validator=_one_of(*PROVENANCES))


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
    #: The promise in Korean; `provenance_ko` says where the wording comes from (the menu is
    #: ours, so "reconstructed").
    text_ko: str = ""
    provenance_ko: str = attrs.field(default="reconstructed", validator=_one_of(*PROVENANCES))


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
class _Sourced:
    """Where a record's numbers come from: checked on every record, kept only where a class has it."""

    provenance: str = attrs.field(validator=_one_of(*PROVENANCES))


@attrs.frozen
class _Length:
    players: int
    sheriff_turns_each: int


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
    #: The goods by id, made with the catalog: every label and log line looks goods up (a
    #: cache keyed by the goods tuple hashed all of it on each lookup, ~17 us).
    _goods_by_id: dict[str, Good] = attrs.field(init=False, eq=False, repr=False)

    @_goods_by_id.default
    def _index_goods(self) -> dict[str, Good]:
        return {g.id: g for g in self.goods}

    def good(self, good_id: str) -> Good:
        return self._goods_by_id[good_id]

    @property
    def legal_ids(self) -> tuple[str, ...]:
        return tuple(g.id for g in self.goods if g.kind == "legal")

    def bonus(self, good_id: str) -> Bonus:
        return next(b for b in self.bonuses if b.good == good_id)

    def black_market_card(self, card_id: str) -> BlackMarketCard:
        return next(c for c in self.black_market if c.id == card_id)

    def turns_for(self, players: int) -> int:
        return dict(self.sheriff_turns)[players]


def _label(name: str) -> str:
    return f"data/sheriff/{name}"


def _read(name: str) -> dict[str, Any]:
    return read(DATA_DIR, name, _label(name))


def _records(raw: dict[str, Any], name: str, key: str, cls: type, sourced: bool = True) -> tuple[Any, ...]:
    """The `[[key]]` records of a file as `cls`es (each with a known provenance unless not `sourced`)."""
    records = raw.get(key, [])
    if sourced:
        structure(records, tuple[_Sourced, ...], _label(name), key)
    return structure(records, tuple[cls, ...], _label(name), key)


def _load_goods() -> tuple[Good, ...]:
    name = "goods.toml"
    goods = _records(_read(name), name, "good", Good)
    for index, good in enumerate(goods):
        if not 0 <= good.count_3p <= good.count_4_6p:
            raise DataError("need 0 <= count_3p <= count_4_6p", _label(name), f"good[{index}]")
    ids = [g.id for g in goods]
    if len(set(ids)) != len(ids):
        raise DataError("duplicate good ids", _label(name))
    legal = {g.id for g in goods if g.kind == "legal"}
    for index, good in enumerate(goods):
        if good.kind == "royal":
            if good.counts_as not in legal or good.counts_as_cards not in (2, 3):
                raise DataError("a royal good counts as 2 or 3 of a legal good", _label(name), f"good[{index}]")
        elif good.counts_as is not None:
            raise DataError("only royal goods have counts_as", _label(name), f"good[{index}].counts_as")
    totals = {
        kind: (sum(g.count_3p for g in goods if g.kind == kind), sum(g.count_4_6p for g in goods if g.kind == kind))
        for kind in KINDS
    }
    # The rulebook's component list: 144 legal + 60 contraband + 12 royal; 3 players remove 48 + 6.
    expected = {"legal": (108, 144), "contraband": (48, 60), "royal": (6, 12)}
    if totals != expected:
        raise DataError(f"card totals {totals} differ from the rulebook's {expected}", _label(name))
    return goods


def _load_bonuses(goods: tuple[Good, ...]) -> tuple[Bonus, ...]:
    name = "scoring.toml"
    bonuses = _records(_read(name), name, "bonus", Bonus)
    for index, bonus in enumerate(bonuses):
        if not bonus.king > bonus.queen > 0:
            raise DataError("need king > queen > 0", _label(name), f"bonus[{index}]")
    legal = sorted(g.id for g in goods if g.kind == "legal")
    if sorted(b.good for b in bonuses) != legal:
        raise DataError(f"need exactly one bonus per legal good {legal}", _label(name))
    return bonuses


def _load_black_market(goods: tuple[Good, ...]) -> tuple[BlackMarketCard, ...]:
    name = "black_market.toml"
    cards = _records(_read(name), name, "card", BlackMarketCard)
    by_id = {g.id: g for g in goods}
    for index, card in enumerate(cards):
        if by_id.get(card.good) is None or by_id[card.good].kind != "contraband":
            raise DataError(f"must be a contraband id, not {card.good!r}", _label(name), f"card[{index}].good")
    if len(cards) != 6:
        raise DataError("the box has 6 black market cards", _label(name))
    for kind in {c.good for c in cards}:
        pile = {c.position: c for c in cards if c.good == kind}
        if set(pile) != {"top", "bottom"} or pile["top"].value <= pile["bottom"].value:
            raise DataError(f"{kind}: need a top card worth more than the bottom card", _label(name))
    return cards


def _load_setup() -> tuple[
    Constants, tuple[tuple[int, int], ...], tuple[Merchant, ...], tuple[DeputyCard, ...], tuple[PromiseKind, ...]
]:
    name = "setup.toml"
    raw = _read(name)
    structure(raw.get("constants", {}), _Sourced, _label(name), "constants")
    constants = structure(raw.get("constants", {}), Constants, _label(name), "constants")
    if not 1 <= constants.bag_min <= constants.bag_max:
        raise DataError("need 1 <= bag_min <= bag_max", _label(name), "constants")
    lengths = tuple(sorted((r.players, r.sheriff_turns_each) for r in _records(raw, name, "length", _Length)))
    if [p for p, _ in lengths] != [3, 4, 5]:
        raise DataError("need a [[length]] for 3, 4 and 5 players (6 players use the deputies)", _label(name))
    merchants = _records(raw, name, "merchant", Merchant)
    if len(merchants) != 6 or len({m.id for m in merchants}) != 6:
        raise DataError("need 6 merchants with distinct ids", _label(name))
    deputies = _records(raw, name, "deputy_card", DeputyCard)
    if sorted(d.merchant for d in deputies) != sorted(m.id for m in merchants):
        raise DataError("need one deputy card per merchant", _label(name))
    promises = _records(raw, name, "promise", PromiseKind, sourced=False)
    if not promises:
        raise DataError("the promise menu is empty", _label(name))
    return constants, lengths, merchants, deputies, promises


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
