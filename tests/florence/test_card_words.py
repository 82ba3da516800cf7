"""The words of a draw (rules.florence.card_words, issue 22): each card offered to keep says what it
does and what it would bring now, from the drawing seat's own view."""

from __future__ import annotations

import attrs

from rules.florence import actions as A
from rules.florence.card_words import draw_option, draw_text
from rules.florence.data import load
from rules.florence.describe import label
from rules.florence.game import GAME
from rules.florence.state import DrawFrame
from tests.florence.helpers import action_turn, bonus, drafted, prestige, prof, set_player, tile


def test_a_drawn_profession_says_its_value_now_and_what_it_lacks() -> None:
    """L258-L268: +4 for the preferred building, +3 each for the landscape and the freedom, +1 a card.
    Kept beside two cards with a lake owned, a Poet would be worth 3 cards + 3 = 6 in round 1 (7 needed)."""
    state = action_turn(
        set_player(drafted(3), 0, hand=(prof("actor"), prof("singer")), tiles=(tile("lake"),), jesters=0, bonus=()), 0
    )
    state = attrs.evolve(
        state, decisions=state.decisions + (DrawFrame(0, "profession", (prof("poet"), prof("composer"))),)
    )
    view = GAME.view(state, 0)
    assert label(A.KeepCard(prof("poet")), view) == (
        "Keep Poet: work value now 6 (7 needed); +4 with a Theatre, +3 with the Freedom of Travel"
    )
    assert draw_text(view, "profession", prof("poet")) == (
        "Work value now 6 (7 needed). Likes Theatre +4, lake +3, Freedom of Travel +3; yours: lake."
    )


def test_a_drawn_prestige_card_says_what_it_would_give_now() -> None:
    """L206-L208: a 'most' card gives its points alone, half when tied; a threshold card names what it lacks."""
    state = set_player(drafted(3), 0, tiles=(tile("forest"),))
    view = GAME.view(state, 0)
    assert draw_option(view, "prestige", prestige("most_forests")) == "scores 7 now (you have 1); 7 alone, 4 tied"
    assert draw_option(view, "prestige", prestige("all_landscape_types")) == (
        "scores 0 now (lacks 1 lake, 1 park); 8 when met"
    )
    tied = GAME.view(set_player(state, 1, tiles=(tile("forest"),)), 0)
    assert draw_option(tied, "prestige", prestige("most_forests")) == "scores 4 now (you have 1); 7 alone, 4 tied"
    assert draw_text(tied, "prestige", prestige("most_forests")).endswith("If the game ended now: 4 (you have 1).")


def test_a_drawn_bonus_card_says_what_it_adds_to_a_work_now() -> None:
    """L386-L388: a bonus card adds to the work it is played with, by what the player holds."""
    view = GAME.view(set_player(drafted(3), 0, jesters=2), 0)
    assert draw_option(view, "bonus", bonus("per_jester")) == "+4 to a work now"
    assert draw_text(view, "bonus", bonus("per_jester")).endswith("With what you hold now: +4.")


def test_the_words_read_only_the_drawing_seats_view() -> None:
    """Another seat's hidden hand and florins change nothing: only its public counts are read."""
    state = set_player(drafted(3), 0, jesters=1, tiles=(tile("forest"),))
    other = set_player(
        state, 1, hand=(prof("poet"), prof("actor"), prof("singer")), florins=9000, bonus=(bonus("per_jester"),)
    )
    cards = [("prestige", prestige(p.id)) for p in load().prestiges]
    cards += [("profession", prof("architect")), ("bonus", bonus("per_hand_card"))]
    for deck, card in cards:
        assert draw_text(GAME.view(state, 0), deck, card) == draw_text(GAME.view(other, 0), deck, card)
