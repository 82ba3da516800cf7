"""data/lorenzo/leaders.toml through its loader: 40 leaders, unique keys, clear errors on a bad file."""

from __future__ import annotations

import tomllib

import pytest

from rules.core.resources import game_files
from rules.lorenzo import leaders as L
from rules.lorenzo.data import DataError
from rules.lorenzo.data_advanced import leaders, parse


def raw() -> dict:
    with (game_files("lorenzo") / "leaders.toml").open("rb") as handle:
        return tomllib.load(handle)


def test_forty_leaders_twenty_a_set_unique_keys():
    records = leaders()
    assert len(records) == 40 and len({r.key for r in records.values()}) == 40
    assert sum(r.set == "base" for r in records.values()) == 20
    assert all(r.name_ko for r in records.values() if r.set == "houses")


def test_private_spaces_have_their_fixed_values():
    spaces = {r.key: r.space_value for r in leaders().values() if r.timing == "action_space"}
    assert spaces == {
        "guglielmo_de_pazzi": 4,
        "desiderius_erasmus": 5,
        "maximilian_i": 6,
        "bramante": 1,
        "piero_della_francesca": 3,
        "pietro_bembo": 3,
    }
    assert [r.key for r in leaders().values() if r.timing == "immediate"] == ["ladislao_vii_jagellone"]


def test_at_most_requirements_are_kept():
    records = leaders()
    assert records["alfonso_v_d_aragona"].at_most == {"stock": {"faith": 0}}
    assert records["ferrando_d_aragona"].at_most == {"wood_plus_stone": 1}
    assert records["giulio_ii"].requires == {"total_cards": 9} and records["giulio_ii"].at_most == {"card_types": 3}
    assert records["lucia_da_narni"].at_most == {"cards": {"territory": 1}, "stock": {"special_token": 2}}


def test_a_duplicate_key_is_refused_by_name():
    data = raw()
    data["leader"].append(dict(data["leader"][0]))
    with pytest.raises(DataError, match="duplicate key 'francesco_sforza'"):
        parse(data)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"timing": "sometimes"}, "timing must be one of"),
        ({"requires": {"cards": {"castle": 2}}}, r"requires.cards: bad entry castle"),
        ({"at_most": {"colours": 1}}, "unknown 'at most' requirement 'colours'"),
        ({"space_value": 3}, "space_value goes with"),
        ({"set": "promo"}, "set must be one of"),
    ],
)
def test_a_bad_entry_is_refused_with_its_reason(change, message):
    data = raw()
    data["leader"][0] = {**data["leader"][0], **change}
    with pytest.raises(DataError, match=message):
        parse(data)


def test_a_missing_leader_is_counted():
    data = raw()
    del data["leader"][-1]
    with pytest.raises(DataError, match="20 houses leaders expected, found 19"):
        parse(data)


def test_pools_by_leader_set():
    assert len(L.pool("base")) == 20
    houses = L.pool("houses")
    # the 5 leaders that read special tokens are in: Houses of Renaissance brings the tokens
    assert len(houses) == 20 and "leader:maximilian_i" in houses and "leader:pietro_bembo" in houses
    assert set(L.pool("mixed")) == set(L.pool("base")) | set(houses)
    with pytest.raises(ValueError, match="leader_set takes one of"):
        L.pool("promo")


def test_leader_set_combinations_fail_with_their_reason():
    from rules.core.options import GameConfig, make_config
    from rules.lorenzo.game import GAME

    with pytest.raises(ValueError, match="leader_set takes one of"):
        make_config(GAME.options, 2, {"leader_set": "promo"}, GAME.min_players, GAME.max_players)
    config = make_config(GAME.options, 2, {"leaders": True, "leader_set": "mixed"}, GAME.min_players, GAME.max_players)
    with pytest.raises(ValueError, match="needs houses_of_renaissance"):
        GAME.setup(config, 1)
    assert L.config_problem(3, True, True, "houses") is None
    assert L.config_problem(5, True, True, "houses") is None  # 20 leaders for 5 seats
    assert "needs leaders" in L.config_problem(2, False, True, "mixed")
    state = GAME.setup(GameConfig(4, (("houses_of_renaissance", True), ("leader_set", "mixed"), ("leaders", True))), 3)
    dealt = {x for hand in state.draft for x in hand} | set(state.leader_deck) | set(state.houses.sforza)
    assert dealt == set(L.pool("mixed")) and len(state.leader_deck) == 40 - 16 - len(state.houses.sforza)


def test_the_rules_help_has_the_engine_anchors_and_every_ruling():
    from rules.core.rulesdoc import lookup, sections
    from rules.lorenzo.game import GAME

    found = {s.id: s.body for s in sections("lorenzo")}
    for anchor in (
        "setup",
        "actions",
        "towers",
        "harvest-production",
        "council-privileges",
        "vatican",
        "end",
        "about-data",
        "advanced",
        "leaders",
        "leader-set",
        "rulings",
        "houses",
        "houses-auction",
        "houses-tokens",
        "houses-towers",
        "houses-families",
        "houses-cards",
    ):
        assert anchor in found, anchor
    assert all(f"**R{n}**" in found["rulings"] for n in range(1, 31))
    assert "houses_of_renaissance" in found["leader-set"]
    hits = lookup("lorenzo", GAME.glossary(), "Vatican")
    assert hits[0].id == "vatican"
