"""The solo game: the rulebook's automa examples (L486, L492, L504), its forced work (L538) and rulings R4-R10."""

from __future__ import annotations

import random

import attrs

from rules.florence import actions as A
from rules.florence import rules, solo
from rules.florence.game import GAME
from rules.florence.state import (
    ACTIONS,
    AUTOMA,
    OVER,
    PlaceFrame,
    RowCard,
    SoloOfferFrame,
    SoloPickFrame,
    TurnFrame,
    instance,
)
from tests.florence.helpers import new_game, play, prof, set_player


class Dice(random.Random):
    """A random source whose d6 rolls are scripted (everything else is seeded)."""

    def __init__(self, *rolls: int) -> None:
        super().__init__(0)
        self.rolls = list(rolls)

    def randint(self, a: int, b: int) -> int:
        return self.rolls.pop(0)


def send(state, action, *rolls: int):
    assert action in GAME.legal_actions(state, 0), (action, GAME.legal_actions(state, 0))
    return attrs.evolve(rules.apply(state, action, Dice(*rolls), 0), ply=state.ply + 1)


def solo_game(seats: str = "4", card: str = "r12_01", **options):
    state = new_game(1, seed=3, solo_players=seats, **options)
    state = play(state, 0, A.ReturnCard(state.players[0].hand[0]))
    assert state.decisions == (SoloPickFrame(0),)
    deck = (instance("automa", card),) + tuple(c for c in state.solo.deck if c != instance("automa", card))
    # the player starts, so the action phase waits for the player after the auction
    return attrs.evolve(state, solo=attrs.evolve(state.solo, card=deck[0], deck=deck[1:], automa_starts=False))


def set_automa(state, **fields):
    return attrs.evolve(state, solo=attrs.evolve(state.solo, automa=attrs.evolve(state.solo.automa, **fields)))


def test_setup_gives_the_automa_and_virtual_players_three_hidden_cards() -> None:
    state = new_game(1, seed=3, solo_players="5", automa="hard")
    assert len(state.solo.automa.row) == 3 and [len(r) for r in state.solo.virtuals] == [3, 3, 3]
    assert state.solo.automa.florins == 3500
    assert dict(state.freedoms) == {"travel": 2, "religion": 2, "opinion": 2}
    assert len(state.solo.deck) == 21
    groups = [solo.automa_card(c).group for c in state.solo.deck]
    assert groups == ["1-2"] * 6 + ["3-4"] * 6 + ["5-7"] * 9
    view = GAME.view(state, 0)
    assert view.solo.automa.row == ("?", "?", "?")
    assert {rc.card for rc in state.solo.automa.row} <= GAME.secrets(state, 0)
    assert new_game(1, seed=3, automa_florins=900).solo.automa.florins == 900  # the override


def test_the_automa_pays_with_prestige_when_short() -> None:
    """L486: a 900 jester with no florins costs 5 prestige and leaves 100; with 300, 3 prestige."""
    state = set_automa(solo_game(), florins=0, prestige=0)
    after = solo.automa_pay(state, 900).solo.automa
    assert (after.florins, after.prestige) == (100, -5)
    after = solo.automa_pay(set_automa(state, florins=300), 900).solo.automa
    assert (after.florins, after.prestige) == (0, -3)


def test_the_rulebook_jester_bid() -> None:
    """L492: jester +6, a roll of 3: the automa bids 900, the player may take it for 1000."""
    state = solo_game()
    state = send(state, A.SoloTry("jester"), 3)
    assert state.decisions == (SoloOfferFrame(0, "jester", 900, 3),)
    before = state.players[0].florins
    state = send(state, A.SoloTake(), 4)
    assert state.players[0].jesters == 1 and state.players[0].florins == before - 1000


def test_the_rulebook_five_player_auction() -> None:
    """L504: recruitment rolled 6 (900), jester 5 (1100), builder 1 (300: 400 to take); the automa takes the jester."""
    state = set_automa(solo_game("5"), florins=3000)
    state = send(state, A.SoloTry("recruitment"), 6)
    assert state.decisions[-1].bid == 900
    state = send(state, A.Pass())
    state = send(state, A.SoloTry("jester"), 5)
    assert state.decisions[-1].bid == 1100
    state = send(state, A.Pass())
    state = send(state, A.SoloTry("builder"), 1)
    assert state.decisions[-1] == SoloOfferFrame(0, "builder", 300, 1)  # a modifier: no forced take
    assert A.Pass() in GAME.legal_actions(state, 0)
    start = state.players[0].florins
    state = send(state, A.SoloTake())
    assert state.players[0].builders == 1 and state.players[0].florins == start - 400
    automa = state.solo.automa
    assert automa.jesters == 1 and automa.florins == 3000 - 1100
    # nobody took the recruitment card: its top card is discarded; a builder was taken
    assert state.discarded == ("recruit-1",)
    assert state.phase == ACTIONS


def test_an_item_without_modifier_rolled_1_or_2_must_be_taken() -> None:
    state = solo_game()  # r12_01: landscape has no modifier
    start = state.players[0].florins
    state = send(state, A.SoloTry("lake"), 2)
    # taking was the only answer, so the engine took it: 200 + 100 paid, the lake waits to be placed
    assert state.players[0].florins == start - 300
    assert state.decisions[-1] == PlaceFrame(0, ("lake",))
    state = send(solo_game(), A.SoloTry("lake"), 3)
    assert A.Pass() in GAME.legal_actions(state, 0)


def test_the_last_try_costs_200_but_not_for_the_two_top_items() -> None:
    """R7 and R9: top modifiers jester (6) and recruitment (3) are out; the last try may be declined."""
    state = solo_game("4")
    for item, roll in (("park", 6), ("forest", 6), ("prestige", 6)):
        state = send(state, A.SoloTry(item), roll)
        state = send(state, A.Pass())
    legal = GAME.legal_actions(state, 0)
    tries = {a.item for a in legal if isinstance(a, A.SoloTry)}
    assert tries == {"lake", "builder"}
    assert A.SoloStop() in legal
    start = state.players[0].florins
    state = send(state, A.SoloTry("builder"), 4)  # the automa's jester is rolled: 4 + 6
    assert state.players[0].florins == start - 200 and state.players[0].builders == 1
    assert state.solo.automa.jesters == 1


def test_the_automa_takes_the_leftmost_item_left_and_a_landscape_of_its_card() -> None:
    state = solo_game()
    state = send(state, A.SoloTry("jester"), 6)
    state = send(state, A.SoloTake(), 2)  # the automa: next entry is recruitment, rolled 2 + 3
    automa = state.solo.automa
    assert automa.row[-1].card == "recruit-1" and automa.florins == 1500 - 500


def test_automa_landscape_follows_its_first_face_down_profession() -> None:
    """R6: recruitment cards are skipped when the automa reveals a card."""
    state = solo_game(card="r12_03")  # landscape first on the card
    row = (RowCard("recruit-2"), RowCard(prof("poet")), RowCard(prof("botanist")))
    state = set_automa(state, row=row)
    state = send(state, A.SoloStop(), 1)
    assert state.solo.automa.tiles == ("lake",)  # the poet prefers a lake


def test_automa_work_value_is_minimum_plus_jesters_recruitment_and_bonus() -> None:
    """Automa work: minimum + 2/jester + 1/recruitment card + its bonus; R4 keeps the income as florins."""
    state = solo_game()
    row = (RowCard(prof("poet"), bonus=(instance("bonus", "per_jester"),)), RowCard("recruit-2"))
    state = set_automa(state, row=row, jesters=2, florins=0)
    state = attrs.evolve(state, round=3)
    state = solo.automa_work(state)
    automa = state.solo.automa
    value = 12 + 4 + 1 + 4
    assert automa.best_work == value and automa.florins == value * 100 and automa.prestige == 0
    assert automa.row[0].face_up and state.used_bonus == (instance("bonus", "per_jester"),)
    assert all(row[0].face_up for row in state.solo.virtuals)  # each virtual player turns a card


def automa_turn_with(state, *cards: str, round_: int = 6, rows: tuple[str, ...] = (), florins: int = 5000):
    """The automa's action turn in `round_`, revealing the automa `cards` in order, its row all face down."""
    state = attrs.evolve(state, round=round_)
    state = set_automa(state, row=tuple(RowCard(prof(p)) for p in rows), florins=florins)
    deck = tuple(instance("automa", c) for c in cards)
    state = attrs.evolve(
        state, solo=attrs.evolve(state.solo, deck=deck + tuple(c for c in state.solo.deck if c not in deck))
    )
    return solo.automa_turn(state, random.Random(1))


def test_forced_work_when_cards_left_equal_actions_left() -> None:
    """L538 (R5 counts face-down cards): round 7, 2 face-down cards = 2 actions left: it works twice."""
    state = solo_game()
    state = attrs.evolve(state, round=7)
    state = set_automa(state, row=(RowCard(prof("poet")), RowCard(prof("jurist"))))
    state = solo.automa_turn(state, random.Random(1))
    assert all(rc.face_up for rc in state.solo.automa.row)


def test_l538_round_6_five_cards_four_actions_left_the_automa_acts_by_its_cards() -> None:
    """L538: "오토마가 가진 전문가 카드 및 초빙 카드 장수가 게임이 끝날 때까지 남은 행동 개수와
    같아진다면, 오토마는 오토마 카드에 나오는 행동을 하지 않고 작업 완료를 수행합니다" says
    equal (같아진다면), not "at least": in round 6 with 5 face-down cards and 4 actions
    left, the automa builds and takes the freedom its cards show (r12_05 slot 1: build; r34_04 slot 2:
    freedom) with its first face-down card, the poet (theatre, travel), and works nothing."""
    rows = ("poet", "jurist", "singer", "actor", "painter")
    state = automa_turn_with(solo_game(), "r12_05", "r34_04", rows=rows)
    automa = state.solo.automa
    assert not any(rc.face_up for rc in automa.row) and automa.best_work == 0
    assert automa.tiles == ("theatre",) and automa.freedoms == ("travel",)
    assert not any("works instead" in e for e in state.solo.events)


def test_l538_round_6_four_cards_four_actions_left_the_automa_must_work() -> None:
    """L538: 4 face-down cards equal its 4 actions left in round 6: it works, not builds, and the
    second action is forced too (3 = 3). The events say so."""
    rows = ("poet", "jurist", "singer", "actor")
    state = automa_turn_with(solo_game(), "r12_05", "r34_04", rows=rows)
    automa = state.solo.automa
    assert [rc.face_up for rc in automa.row] == [True, True, False, False]
    assert automa.tiles == () and automa.freedoms == ()
    assert state.solo.events[0] == (
        "Card r12_05: the automa works instead, as its 4 face-down cards equal its 4 actions left in the game."
    )
    assert state.solo.events[2].startswith("Card r34_04: the automa works instead, as its 3 face-down cards")


def test_l538_is_checked_before_each_action_the_counts_become_equal_mid_turn() -> None:
    """L538 "같아진다면" (become equal): round 6, 3 cards and 4 actions left, so the first action is the
    card's (r12_05: build); then 3 cards equal 3 actions left, so the second is a work."""
    rows = ("poet", "jurist", "singer")
    state = automa_turn_with(solo_game(), "r12_05", "r34_04", rows=rows)
    automa = state.solo.automa
    assert automa.tiles == ("theatre",) and automa.freedoms == ()
    assert [rc.face_up for rc in automa.row] == [True, False, False]


def test_l538_counts_that_pass_over_equal_force_nothing() -> None:
    """L538 forces a work only when the counts are equal: round 6, 3 cards and 4 actions left, the
    automa takes a profession (r12_02 slot 1), so 4 cards face 3 actions left: its second action is
    its card's (r34_04 slot 2: freedom), not a work."""
    rows = ("poet", "jurist", "singer")
    state = automa_turn_with(solo_game(), "r12_02", "r34_04", rows=rows)
    automa = state.solo.automa
    assert len(automa.row) == 4 and not any(rc.face_up for rc in automa.row)
    assert automa.freedoms == ("travel",)


def test_recruiting_from_the_automa_refills_it_from_a_virtual_player() -> None:
    state = solo_game()
    state = set_automa(state, row=(RowCard(prof("poet"), True),))
    virtual = (RowCard(prof("jurist"), True), RowCard(prof("singer")))
    state = attrs.evolve(state, solo=attrs.evolve(state.solo, virtuals=(virtual,) + state.solo.virtuals[1:]))
    state = set_player(state, 0, hand=state.players[0].hand + ("recruit-1",))
    state = attrs.evolve(state, phase=ACTIONS, decisions=(TurnFrame(0, 2),))
    assert A.Recruit(AUTOMA, prof("poet")) in GAME.legal_actions(state, 0)
    assert A.Recruit(AUTOMA + 1, prof("jurist")) in GAME.legal_actions(state, 0)
    state = send(state, A.Recruit(AUTOMA, prof("poet")))
    assert prof("poet") in state.players[0].hand and "recruit-1" in state.discarded
    assert [rc.card for rc in state.solo.automa.row] == [prof("jurist")]
    assert [rc.card for rc in state.solo.virtuals[0]] == [prof("singer")]


def test_the_automa_keeps_the_best_prestige_card_for_itself() -> None:
    state = solo_game()
    state = set_automa(state, jesters=3)
    deck = (instance("prestige", "most_parks"), instance("prestige", "most_jesters")) + tuple(
        c
        for c in state.prestige_deck
        if c not in (instance("prestige", "most_parks"), instance("prestige", "most_jesters"))
    )
    state = attrs.evolve(state, prestige_deck=deck)
    state = solo.automa_gains(state, "prestige", random.Random(1))
    assert state.solo.automa.prestige_cards == (instance("prestige", "most_jesters"),)
    assert len(state.prestige_deck) == 13


def test_the_player_beats_or_loses_to_the_automa() -> None:
    state = attrs.evolve(solo_game(), phase=OVER)
    state = set_automa(set_player(state, 0, prestige=30, florins=100), prestige=30, florins=100)
    assert GAME.outcome(state).end == "tie with the automa"
    assert GAME.outcome(set_automa(state, florins=101)).winners == ()
    assert GAME.outcome(set_automa(state, prestige=29)).winners == (0,)


def test_automa_empty_cells_count_from_43() -> None:
    """R10: its tiles may leave its board, so empty cells are 43 minus the cells covered."""
    automa = solo_game().solo.automa
    automa = attrs.evolve(automa, tiles=("university", "lake"))
    assert solo.automa_holdings(automa)["empty_estate_cells"] == 43 - 7 - 4


def test_r8_the_automa_takes_one_freedom_and_one_profession_a_turn() -> None:
    """Ruling R8: a card slot naming a freedom (or profession) already done this turn falls to its next action."""
    from rules.florence.data import AutomaCard, load

    state = solo_game()
    state = attrs.evolve(state, round=1)
    state = set_automa(state, row=tuple(RowCard(prof(p)) for p in ("poet", "jurist", "singer", "actor")), florins=5000)
    card = instance("automa", "r12_05")  # slot 1: build, freedom; slot 2: freedom, bonus
    fake = AutomaCard(
        "r12_05",
        "1-2",
        ("jester", "landscape", "builder", "recruitment", "prestige"),
        (5, 2, 4, 1, 0),
        ("freedom",),
        ("freedom", "bonus"),
    )
    data = load()
    original = data.automa_by_id["r12_05"]
    data.automa_by_id["r12_05"] = fake
    try:
        state = attrs.evolve(state, solo=attrs.evolve(state.solo, deck=(card, card) + state.solo.deck))
        state = solo.automa_turn(state, random.Random(2))
    finally:
        data.automa_by_id["r12_05"] = original
    automa = state.solo.automa
    assert len(automa.freedoms) == 1
    assert sum(len(rc.bonus) for rc in automa.row) == 1


def test_r7_the_automa_skips_an_empty_stack() -> None:
    state = attrs.evolve(solo_game(), jesters=0)  # r12_01: the jester is leftmost, but none is left
    state = send(state, A.SoloStop(), 3)  # the automa takes the recruitment card instead, rolled 3 + 3
    automa = state.solo.automa
    assert automa.jesters == 0 and automa.row[-1].card == "recruit-1" and automa.florins == 1500 - 600


def test_l500_a_landscape_the_player_took_is_the_cards_landscape_entry() -> None:
    """L500, ruling R7: the card has one landscape entry; after the player takes a lake, the automa takes the
    next entry to its right (the jester), not another landscape."""
    state = solo_game(card="r12_03")
    state = send(state, A.SoloTry("lake"), 6)
    state = send(state, A.SoloTake())
    while isinstance(state.decisions[-1], PlaceFrame):
        state = play(state, 0, GAME.legal_actions(state, 0)[0])
    automa = state.solo.automa
    assert automa.jesters == 1 and automa.tiles == ()
