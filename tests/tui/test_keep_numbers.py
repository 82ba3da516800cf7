"""An action keeps its number from one list to the next where it can."""

from __future__ import annotations

from tui.table.table import keep_numbers


def test_a_new_action_takes_a_free_place_instead_of_pushing_the_others() -> None:
    assert keep_numbers("ABCDE", "ABCXDE") == tuple("ABCDEX")  # E stays 5th, X comes last


def test_a_gone_action_lets_the_rest_move_up_only_where_they_must() -> None:
    assert keep_numbers("ABCDE", "ABCE") == tuple("ABCE")
    assert keep_numbers("ABCDE", "ABDE") == tuple("ABED")  # D keeps 4th; E takes the free 3rd


def test_a_new_decision_keeps_its_own_order() -> None:
    assert keep_numbers("ABCDE", "XYZ") == tuple("XYZ")
    assert keep_numbers("AB", "ABXYZ") == tuple("ABXYZ")
    assert keep_numbers((), "ABC") == tuple("ABC")


def test_every_action_is_listed_once() -> None:
    import random

    pick = random.Random(2)
    for _ in range(500):
        before = pick.sample(range(12), pick.randint(0, 12))
        legal = pick.sample(range(12), pick.randint(1, 12))
        kept = keep_numbers(before, legal)
        assert sorted(kept) == sorted(legal)
