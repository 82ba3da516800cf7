"""Component data of 7 Wonders Duel and Agora, read from data/duel/*.toml into frozen records.

Loaded once, lazily (`load()` is cached). Every id is unique across all kinds of component,
because the conformance check looks for hidden ids as exact strings in views.
"""

from __future__ import annotations

import functools
from typing import Any

import attrs

from rules.core.data import DataError as CoreDataError
from rules.core.resources import game_files, read_toml

#: data/duel, installed as rules.data/duel; a Traversable (a Path in a checkout), read with `/`.
DATA_DIR = game_files("duel")

RESOURCES: tuple[str, ...] = ("wood", "clay", "stone", "glass", "papyrus")
RAW_MATERIALS: tuple[str, ...] = ("wood", "clay", "stone")
COLORS: tuple[str, ...] = ("brown", "grey", "blue", "green", "yellow", "red", "purple")
DECKS: tuple[str, ...] = ("age_1", "age_2", "age_3", "guild")
PROVENANCES: tuple[str, ...] = ("verified", "single", "reconstructed")
SECTIONS: tuple[str, ...] = ("left", "centre", "right")
DECREE_EFFECTS: frozenset[str] = frozenset(
    {
        "coins_when_built",
        "ignore_cost_symbol",
        "wonder_discount",
        "shield",
        "trade_discount",
        "blue_bonus",
        "discard_bonus",
        "opponent_chains",
        "conspirator_replay",
    }
)
CONSPIRACY_EFFECTS: frozenset[str] = frozenset(
    {
        "take_unbuilt_wonder",
        "take_half_coins",
        "discard_opponent_card",
        "block_progress_token",
        "shields",
        "build_from_last_row",
        "build_from_removed",
        "place_and_remove_influence",
        "progress_from_box",
        "discard_structure_cards",
        "coins_per_cube",
        "take_opponent_card",
        "swap_opponent_card",
        "move_decree",
        "remove_built_wonder",
    }
)

#: Units of resources as a sorted tuple of (resource, units): hashable and stable.
Units = tuple[tuple[str, int], ...]


DataError = CoreDataError  # one error for every game (rules.core.data); the old name keeps imports working


@attrs.frozen
class CoinsPer:
    per: str  # "card" or "wonder"
    amount: int
    color: str | None = None


@attrs.frozen
class GuildEffect:
    counts: str  # "cards", "wonders" or "coin_sets"
    colors: tuple[str, ...]
    coins_per_card: int
    vp_per: int


@attrs.frozen
class Card:
    id: str
    name: str
    name_ko: str
    deck: str
    color: str
    cost_coins: int = 0
    cost: Units = ()
    produce: Units = ()
    produce_one_of: tuple[str, ...] = ()
    fixed_price: tuple[str, ...] = ()
    coins: int = 0
    coins_per: CoinsPer | None = None
    shields: int = 0
    science: str | None = None
    vp: int = 0
    guild: GuildEffect | None = None
    chain_grants: str | None = None
    chain_from: str | None = None
    provenance: str = "verified"
    provenance_ko: str = "verified"  # of name_ko, which may have another source than the card's values

    @property
    def age(self) -> int:
        return 3 if self.deck == "guild" else int(self.deck[-1])


@attrs.frozen
class Wonder:
    id: str
    name: str
    name_ko: str
    set: str
    cost: Units
    coins: int = 0
    opponent_loses_coins: int = 0
    shields: int = 0
    replay: bool = False
    destroy: str | None = None
    produce_one_of: tuple[str, ...] = ()
    progress_from_box: int = 0
    build_from_discard: bool = False
    vp: int = 0
    # Agora wonders
    trigger_unprepared_conspiracy: bool = False
    place_influence: int = 0
    move_influence: int = 0
    on_select_conspire: int = 0
    on_select_place_influence: int = 0
    provenance: str = "verified"
    provenance_ko: str = "verified"


@attrs.frozen
class Progress:
    id: str
    name: str
    name_ko: str
    set: str
    coins: int = 0
    vp: int = 0
    science: str | None = None
    vp_per_token: int = 0
    wonder_discount: int = 0
    blue_discount: int = 0
    economy: bool = False
    extra_red_shields: int = 0
    wonders_replay: bool = False
    chain_coins: int = 0
    senators_free: bool = False
    conspire_keep_both: bool = False
    text: str = ""
    provenance: str = "verified"
    provenance_ko: str = "verified"


@attrs.frozen
class SlotSpec:
    row: int
    column: int
    face_up: bool
    covered_by: tuple[int, ...]


@attrs.frozen
class Layout:
    id: str
    variant: str  # "base" or "agora"
    age: int
    slots: tuple[SlotSpec, ...]
    provenance: str = "verified"


@attrs.frozen
class MilitaryToken:
    id: str
    name: str
    name_ko: str
    side: int  # the seat whose capital this zone leads to
    zone: tuple[int, int]  # distance from the centre, inclusive
    opponent_loses_coins: int = 0
    # Agora tokens
    replaces: str | None = None
    place_influence: int = 0
    remove_opponent_influence: int = 0
    move_influence: int = 0
    provenance: str = "verified"
    provenance_ko: str = "verified"


@attrs.frozen
class MilitaryZone:
    low: int
    high: int
    vp: int


@attrs.frozen
class Senator:
    id: str
    name: str
    name_ko: str
    kind: str  # "politician" or "conspirator"
    section: str | None = None
    provenance: str = "verified"
    provenance_ko: str = "verified"


@attrs.frozen
class Chamber:
    number: int
    section: str
    vp: int
    decree_face_up: bool


@attrs.frozen
class Decree:
    id: str
    name: str
    effect: str
    text: str
    name_ko: str = ""
    color: str | None = None
    amount: int = 0
    shields: int = 0
    resources: tuple[str, ...] = ()
    provenance: str = "verified"
    provenance_ko: str = "verified"


@attrs.frozen
class Conspiracy:
    id: str
    name: str
    effect: str
    text: str
    move_bonus: bool
    name_ko: str = ""
    colors: tuple[str, ...] = ()
    shields: int = 0
    count: int = 0
    place_influence: int = 0
    remove_opponent_influence: int = 0
    provenance: str = "single"
    provenance_ko: str = "verified"


@attrs.frozen
class Setup:
    starting_coins: int
    progress_on_board: int
    wonders_per_player: int
    wonders_per_draft_round: int
    removed_per_age: int
    guilds_in_age_3: int
    max_wonders_built: int
    draft_round_1: tuple[str, ...]
    draft_round_2: tuple[str, ...]


@attrs.frozen
class AgoraData:
    senators: dict[str, Senator]
    senators_per_age: tuple[int, int, int]
    actions_by_blue_cards: tuple[tuple[int, int, int], ...]  # (from, to, actions)
    cubes_per_player: int
    chambers: tuple[Chamber, ...]
    adjacency: tuple[tuple[int, int], ...]
    decrees_in_play: int
    decrees: dict[str, Decree]
    conspiracies: dict[str, Conspiracy]
    military_tokens: dict[str, MilitaryToken]


@attrs.frozen
class DuelData:
    cards: dict[str, Card]
    science_symbols: tuple[str, ...]
    wonders: dict[str, Wonder]
    progress: dict[str, Progress]
    layouts: dict[tuple[str, int], Layout]  # (variant, age) -> layout
    setup: Setup
    capital: int
    military_zones: tuple[MilitaryZone, ...]
    military_tokens: dict[str, MilitaryToken]  # base looting tokens
    agora: AgoraData

    def deck(self, deck: str) -> tuple[str, ...]:
        return tuple(c.id for c in self.cards.values() if c.deck == deck)


# ----------------------------------------------------------------------------- reading


def _read(name: str) -> dict[str, Any]:
    return read_toml(DATA_DIR, name, DataError)


def _units(where: str, table: Any) -> Units:
    if not isinstance(table, dict):
        raise DataError(f"{where}: expected a table of resource units, got {table!r}")
    for resource, units in table.items():
        if resource not in RESOURCES:
            raise DataError(f"{where}: unknown resource {resource!r}")
        if not isinstance(units, int) or units <= 0:
            raise DataError(f"{where}: units of {resource} must be a positive whole number")
    return tuple(sorted(table.items()))


def _build(cls: type, where: str, record: dict[str, Any], **converted: Any) -> Any:
    fields = {f.name for f in attrs.fields(cls)}
    unknown = sorted(set(record) - fields)
    if unknown:
        raise DataError(f"{where}: unknown field(s) {', '.join(unknown)}")
    values = {**record, **converted}
    try:
        return cls(**values)
    except TypeError as error:
        raise DataError(f"{where}: {error}") from None


def _check_provenance(where: str, value: str) -> None:
    if value not in PROVENANCES:
        raise DataError(f"{where}: provenance must be one of {', '.join(PROVENANCES)}, not {value!r}")


def _cards(raw: dict[str, Any]) -> tuple[dict[str, Card], tuple[str, ...]]:
    symbols = tuple(s["id"] for s in raw.get("science_symbol", []))
    cards: dict[str, Card] = {}
    for record in raw.get("card", []):
        where = f"cards.toml card {record.get('id', '?')}"
        converted: dict[str, Any] = {
            "cost": _units(where, record.get("cost", {})),
            "produce": _units(where, record.get("produce", {})),
            "produce_one_of": tuple(record.get("produce_one_of", ())),
            "fixed_price": tuple(record.get("fixed_price", ())),
        }
        if "coins_per" in record:
            converted["coins_per"] = _build(CoinsPer, where, record["coins_per"])
        if "guild" in record:
            guild = dict(record["guild"])
            converted["guild"] = _build(GuildEffect, where, guild, colors=tuple(guild.get("colors", ())))
        card = _build(Card, where, record, **converted)
        if card.id in cards:
            raise DataError(f"{where}: duplicate card id")
        if card.deck not in DECKS:
            raise DataError(f"{where}: unknown deck {card.deck!r}")
        if card.color not in COLORS:
            raise DataError(f"{where}: unknown colour {card.color!r}")
        for resource in (*card.produce_one_of, *card.fixed_price):
            if resource not in RESOURCES:
                raise DataError(f"{where}: unknown resource {resource!r}")
        if card.science is not None and card.science not in symbols:
            raise DataError(f"{where}: unknown science symbol {card.science!r}")
        if card.guild is not None and any(c not in COLORS for c in card.guild.colors):
            raise DataError(f"{where}: guild counts an unknown colour")
        _check_provenance(where, card.provenance)
        cards[card.id] = card
    return cards, symbols


def _wonders(raw: dict[str, Any]) -> dict[str, Wonder]:
    wonders: dict[str, Wonder] = {}
    for record in raw.get("wonder", []):
        where = f"wonders.toml wonder {record.get('id', '?')}"
        wonder = _build(
            Wonder,
            where,
            record,
            cost=_units(where, record.get("cost", {})),
            produce_one_of=tuple(record.get("produce_one_of", ())),
        )
        if wonder.id in wonders:
            raise DataError(f"{where}: duplicate wonder id")
        if wonder.destroy is not None and wonder.destroy not in COLORS:
            raise DataError(f"{where}: destroys an unknown colour {wonder.destroy!r}")
        _check_provenance(where, wonder.provenance)
        wonders[wonder.id] = wonder
    return wonders


def _progress(raw: dict[str, Any], symbols: tuple[str, ...]) -> dict[str, Progress]:
    tokens: dict[str, Progress] = {}
    for record in raw.get("progress", []):
        where = f"progress.toml token {record.get('id', '?')}"
        token = _build(Progress, where, record)
        if token.id in tokens:
            raise DataError(f"{where}: duplicate progress token id")
        if token.science is not None and token.science not in symbols:
            raise DataError(f"{where}: unknown science symbol {token.science!r}")
        _check_provenance(where, token.provenance)
        tokens[token.id] = token
    return tokens


def _layouts(raw: dict[str, Any]) -> dict[tuple[str, int], Layout]:
    layouts: dict[tuple[str, int], Layout] = {}
    for record in raw.get("layout", []):
        where = f"structures.toml layout {record.get('id', '?')}"
        slots = tuple(
            _build(SlotSpec, f"{where} slot {i}", s, covered_by=tuple(s.get("covered_by", ())))
            for i, s in enumerate(record.get("slots", []))
        )
        layout = _build(Layout, where, record, slots=slots)
        # The explicit covering must match the half-card geometry, so a typo cannot slip through.
        position = {(s.row, s.column): i for i, s in enumerate(slots)}
        for index, slot in enumerate(slots):
            expected = tuple(
                sorted(
                    position[(slot.row + 1, c)]
                    for c in (slot.column - 1, slot.column + 1)
                    if (slot.row + 1, c) in position
                )
            )
            if tuple(sorted(slot.covered_by)) != expected:
                raise DataError(f"{where} slot {index}: covered_by {slot.covered_by} but geometry says {expected}")
            if slot.face_up != (slot.row % 2 == 1):
                raise DataError(f"{where} slot {index}: odd rows are face up, even rows face down")
        key = (layout.variant, layout.age)
        if key in layouts:
            raise DataError(f"{where}: a second layout for {key}")
        layouts[key] = layout
    return layouts


def _tokens(where_file: str, records: list[dict[str, Any]]) -> dict[str, MilitaryToken]:
    tokens: dict[str, MilitaryToken] = {}
    for record in records:
        where = f"{where_file} military_token {record.get('id', '?')}"
        token = _build(MilitaryToken, where, record, zone=tuple(record.get("zone", ())))
        if token.side not in (0, 1) or len(token.zone) != 2:
            raise DataError(f"{where}: side must be 0 or 1 and zone [from, to]")
        tokens[token.id] = token
    return tokens


def _agora(raw: dict[str, Any]) -> AgoraData:
    senators = {}
    for record in raw.get("senator", []):
        where = f"agora.toml senator {record.get('id', '?')}"
        senator = _build(Senator, where, record)
        if senator.kind not in ("politician", "conspirator"):
            raise DataError(f"{where}: kind must be politician or conspirator")
        if (senator.kind == "politician") != (senator.section in SECTIONS):
            raise DataError(f"{where}: politicians (and only they) have a section")
        senators[senator.id] = senator
    chambers = tuple(_build(Chamber, "agora.toml chamber", c) for c in raw.get("chamber", []))
    decrees = {}
    for record in raw.get("decree", []):
        where = f"agora.toml decree {record.get('id', '?')}"
        decrees[record["id"]] = _build(Decree, where, record, resources=tuple(record.get("resources", ())))
    conspiracies = {}
    for record in raw.get("conspiracy", []):
        where = f"agora.toml conspiracy {record.get('id', '?')}"
        conspiracies[record["id"]] = _build(Conspiracy, where, record, colors=tuple(record.get("colors", ())))
    info = raw.get("senators", {})
    senate = raw.get("senate", {})
    return AgoraData(
        senators=senators,
        senators_per_age=tuple(info.get("per_age", ())),
        actions_by_blue_cards=tuple((a["from"], a["to"], a["actions"]) for a in info.get("actions_by_blue_cards", ())),
        cubes_per_player=info.get("cubes_per_player", 0),
        chambers=chambers,
        adjacency=tuple(tuple(pair) for pair in senate.get("adjacency", ())),
        decrees_in_play=senate.get("decrees_in_play", 0),
        decrees=decrees,
        conspiracies=conspiracies,
        military_tokens=_tokens("agora.toml", raw.get("military_token", [])),
    )


def _expect(what: str, found: int, expected: int) -> None:
    if found != expected:
        raise DataError(f"expected {expected} {what}, found {found}")


def validate(data: DuelData) -> None:
    """Counts, global id uniqueness and cross-references."""
    for deck, count in (("age_1", 23), ("age_2", 23), ("age_3", 20), ("guild", 7)):
        _expect(f"{deck} cards in cards.toml", len(data.deck(deck)), count)
    _expect("science symbols", len(data.science_symbols), 7)
    _expect("base wonders", sum(w.set == "base" for w in data.wonders.values()), 12)
    _expect("Agora wonders", sum(w.set == "agora" for w in data.wonders.values()), 2)
    _expect("base progress tokens", sum(p.set == "base" for p in data.progress.values()), 10)
    _expect("Agora progress tokens", sum(p.set == "agora" for p in data.progress.values()), 2)
    _expect("base military tokens", len(data.military_tokens), 4)
    agora = data.agora
    _expect("senators", len(agora.senators), 13)
    _expect("politicians", sum(s.kind == "politician" for s in agora.senators.values()), 7)
    _expect("chambers", len(agora.chambers), 6)
    _expect("decrees", len(agora.decrees), 16)
    _expect("conspiracies", len(agora.conspiracies), 16)
    _expect("Agora military tokens", len(agora.military_tokens), 4)
    _expect("senators per Age", len(agora.senators_per_age), 3)

    granted = {c.chain_grants for c in data.cards.values() if c.chain_grants}
    _expect("chain symbols", len(granted), 17)
    for card in data.cards.values():
        if card.chain_from is not None and card.chain_from not in granted:
            raise DataError(f"cards.toml card {card.id}: no card grants chain symbol {card.chain_from!r}")
    for token in agora.military_tokens.values():
        if token.replaces not in data.military_tokens:
            raise DataError(f"agora.toml military_token {token.id}: replaces unknown token {token.replaces!r}")
    numbers = {c.number for c in agora.chambers}
    for a, b in agora.adjacency:
        if a not in numbers or b not in numbers:
            raise DataError(f"agora.toml senate: adjacency names an unknown chamber ({a}, {b})")
    for decree in agora.decrees.values():
        if decree.color not in (None, "wonder", *COLORS):
            raise DataError(f"agora.toml decree {decree.id}: unknown colour {decree.color!r}")
        if decree.effect not in DECREE_EFFECTS:
            raise DataError(f"agora.toml decree {decree.id}: unknown effect {decree.effect!r}")
        if any(r not in RESOURCES for r in decree.resources):
            raise DataError(f"agora.toml decree {decree.id}: unknown resource")
    for plot in agora.conspiracies.values():
        if plot.effect not in CONSPIRACY_EFFECTS:
            raise DataError(f"agora.toml conspiracy {plot.id}: unknown effect {plot.effect!r}")
        if any(c not in COLORS for c in plot.colors):
            raise DataError(f"agora.toml conspiracy {plot.id}: unknown colour")
    for record in (
        *agora.senators.values(),
        *agora.decrees.values(),
        *agora.conspiracies.values(),
        *agora.military_tokens.values(),
        *data.military_tokens.values(),
        *data.progress.values(),
    ):
        _check_provenance(f"{type(record).__name__} {record.id}", record.provenance)
    # Korean names (issue 8): every card, wonder, token, conspiracy, decree and senator has one, and
    # says where it comes from (the rulebook names only some; the rest are our translation).
    for record in (
        *data.cards.values(),
        *data.wonders.values(),
        *data.progress.values(),
        *agora.senators.values(),
        *agora.decrees.values(),
        *agora.conspiracies.values(),
        *data.military_tokens.values(),
        *agora.military_tokens.values(),
    ):
        where = f"{type(record).__name__} {record.id}"
        if not record.name_ko:
            raise DataError(f'{where}: no Korean name (name_ko); give one with provenance_ko = "reconstructed"')
        _check_provenance(f"{where} name_ko", record.provenance_ko)

    sizes = {("base", 1): 20, ("base", 2): 20, ("base", 3): 20}
    for age in (1, 2, 3):
        sizes[("agora", age)] = 20 + agora.senators_per_age[age - 1]
    for key, size in sizes.items():
        if key not in data.layouts:
            raise DataError(f"structures.toml: no layout for {key[0]} Age {key[1]}")
        _expect(f"slots in the {key[0]} Age {key[1]} layout", len(data.layouts[key].slots), size)

    every_id: list[str] = [
        *data.cards,
        *data.wonders,
        *data.progress,
        *data.military_tokens,
        *agora.senators,
        *agora.decrees,
        *agora.conspiracies,
        *agora.military_tokens,
    ]
    seen: set[str] = set()
    for ident in every_id:
        if ident in seen:
            raise DataError(f"id {ident!r} is used by two components; ids must be unique across all kinds")
        seen.add(ident)


@functools.cache
def load() -> DuelData:
    cards_raw = _read("cards.toml")
    board = _read("board.toml")
    cards, symbols = _cards(cards_raw)
    setup_raw = dict(board.get("setup", {}))
    setup_raw.pop("provenance", None)
    draft = board.get("draft", {})
    setup = _build(
        Setup,
        "board.toml setup",
        setup_raw,
        draft_round_1=tuple(draft.get("round_1", ())),
        draft_round_2=tuple(draft.get("round_2", ())),
    )
    military = board.get("military", {})
    data = DuelData(
        cards=cards,
        science_symbols=symbols,
        wonders=_wonders(_read("wonders.toml")),
        progress=_progress(_read("progress.toml"), symbols),
        layouts=_layouts(_read("structures.toml")),
        setup=setup,
        capital=military.get("capital", 9),
        military_zones=tuple(MilitaryZone(z["from"], z["to"], z["vp"]) for z in military.get("zones", ())),
        military_tokens=_tokens("board.toml", board.get("military_token", [])),
        agora=_agora(_read("agora.toml")),
    )
    validate(data)
    return data


def card(card_id: str) -> Card:
    return load().cards[card_id]


def wonder(wonder_id: str) -> Wonder:
    return load().wonders[wonder_id]


def progress(token_id: str) -> Progress:
    return load().progress[token_id]


def is_senator(card_id: str) -> bool:
    return card_id in load().agora.senators


def card_back(card_id: str) -> str:
    """What the back of a card shows: its Age deck, 'guild' or 'senator' (never which card)."""
    if is_senator(card_id):
        return "senator"
    return load().cards[card_id].deck
