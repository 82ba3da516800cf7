"""Every wonder, Theology, and the 7-wonder limit."""

import attrs
import pytest

from rules.duel import scoring
from rules.duel.actions import BuildDiscarded, BuildWonder, ChooseProgress, Construct, DestroyCard
from rules.duel.game import GAME
from rules.duel.state import OwnedWonder, PickDestroy, PickFromDiscard, PickProgress
from tests.duel.helpers import city, drafted, offer, play, to_move


def base(wonder, **p0):
    state = to_move(drafted(31), 0)
    state = city(state, 0, buildings=(), coins=30, progress=(), wonders=(wonder,))
    state = city(state, 1, buildings=(), coins=10, progress=(), wonders=())
    return city(state, 0, **p0) if p0 else state


def build_wonder(state, wonder, card="altar"):
    state = offer(state, card)
    return play(state, BuildWonder(card, wonder), 0)


def paid(state, wonder):
    from rules.duel import effects as E

    return E.wonder_cost(state, 0, wonder).total


def test_the_appian_way():
    state = base("the_appian_way")
    cost = paid(state, "the_appian_way")
    state = build_wonder(state, "the_appian_way")
    assert state.players[0].coins == 30 - cost + 3 and state.players[1].coins == 7
    assert state.current == 0  # play again
    assert scoring.wonder_vp(state, 0) == 3


def test_circus_maximus_destroys_a_grey_card():
    state = city(base("circus_maximus"), 1, buildings=("glassworks", "press", "lumber_yard"))
    state = build_wonder(state, "circus_maximus")
    assert isinstance(state.decisions[-1], PickDestroy) and state.military == 1
    assert GAME.legal_actions(state, 0) == (DestroyCard("glassworks"), DestroyCard("press"))
    state = play(state, DestroyCard("press"), 0)
    assert state.players[1].buildings == ("glassworks", "lumber_yard") and "press" in state.discard
    assert state.current == 1


def test_destroy_with_nothing_to_destroy_does_nothing():
    state = city(base("the_statue_of_zeus"), 1, buildings=("glassworks",))
    state = build_wonder(state, "the_statue_of_zeus")
    assert state.decisions == () and state.military == 1 and state.current == 1


def test_statue_of_zeus_destroys_a_brown_card():
    state = city(base("the_statue_of_zeus"), 1, buildings=("glassworks", "sawmill"))
    state = build_wonder(state, "the_statue_of_zeus")
    assert GAME.legal_actions(state, 0) == (DestroyCard("sawmill"),)


def test_the_colossus_and_strategy_does_not_apply():
    state = build_wonder(base("the_colossus", progress=("strategy",)), "the_colossus")
    assert state.military == 2


def test_the_great_library_draws_three_box_tokens():
    state = base("the_great_library")
    box = state.box_progress
    state = build_wonder(state, "the_great_library")
    frame = state.decisions[-1]
    assert isinstance(frame, PickProgress) and frame.from_box and len(frame.options) == 3
    assert set(frame.options) <= set(box) and len(state.box_progress) == 2
    # Only the drawer sees the three tokens; the opponent's view has none of them.
    assert not set(frame.options) & GAME.secrets(state, 0)
    assert set(frame.options) <= GAME.secrets(state, 1)
    assert GAME.view(state, 1).decisions[-1].options == ()
    assert GAME.view(state, 0).decisions[-1].options == frame.options
    state = play(state, ChooseProgress(frame.options[1]), 0)
    assert state.players[0].progress == (frame.options[1],)
    assert sorted(state.box_progress) == sorted(t for t in box if t != frame.options[1])
    assert len(state.board_progress) == 5


def test_the_great_lighthouse_produces_a_raw_material():
    state = base(OwnedWonder("the_great_lighthouse", "altar"))
    from rules.duel import effects as E

    assert E.card_cost(state, 0, "baths").total == 0


def test_the_hanging_gardens():
    state = base("the_hanging_gardens")
    cost = paid(state, "the_hanging_gardens")
    state = build_wonder(state, "the_hanging_gardens")
    assert state.players[0].coins == 30 - cost + 6 and state.current == 0


def test_the_mausoleum_builds_from_the_discard_pile():
    state = attrs.evolve(base("the_mausoleum"), discard=("guard_tower", "university"))
    state = build_wonder(state, "the_mausoleum")
    assert isinstance(state.decisions[-1], PickFromDiscard)
    assert GAME.legal_actions(state, 0) == (BuildDiscarded("guard_tower"), BuildDiscarded("university"))
    coins = state.players[0].coins
    state = play(state, BuildDiscarded("guard_tower"), 0)
    assert "guard_tower" in state.players[0].buildings and state.discard == ("university",)
    assert state.military == 1 and state.players[0].coins == coins  # free


def test_the_mausoleum_with_empty_discard():
    state = build_wonder(base("the_mausoleum"), "the_mausoleum")
    assert state.decisions == () and state.current == 1


def test_piraeus_produces_glass_or_papyrus_and_replays():
    state = build_wonder(base("piraeus"), "piraeus")
    assert state.current == 0
    from rules.duel import effects as E

    assert E.card_cost(state, 0, "workshop").total == 0 and E.card_cost(state, 0, "apothecary").total == 0


@pytest.mark.parametrize("wonder,vp,replay", [("the_pyramids", 9, False), ("the_sphinx", 6, True)])
def test_points_and_replay(wonder, vp, replay):
    state = build_wonder(base(wonder), wonder)
    assert scoring.wonder_vp(state, 0) == vp and (state.current == 0) == replay


def test_the_temple_of_artemis():
    state = base("the_temple_of_artemis")
    cost = paid(state, "the_temple_of_artemis")
    state = build_wonder(state, "the_temple_of_artemis")
    assert state.players[0].coins == 30 - cost + 12 and state.current == 0
    assert scoring.wonder_vp(state, 0) == 0


def test_theology_gives_replay_once():
    state = build_wonder(base("the_pyramids", progress=("theology",)), "the_pyramids")
    assert state.current == 0 and not state.replay
    state = offer(state, "tavern")
    state = play(state, Construct("tavern"), 0)
    assert state.current == 1  # only one extra turn


def test_seven_wonders_limit_sends_the_last_to_the_box():
    built = [OwnedWonder(w, "altar") for w in ("the_sphinx", "piraeus", "the_colossus")]
    state = base("the_pyramids")
    state = city(state, 0, wonders=(*built, OwnedWonder("the_pyramids")))
    other = [OwnedWonder(w, "baths") for w in ("the_appian_way", "circus_maximus", "the_mausoleum")]
    state = city(state, 1, wonders=(*other, OwnedWonder("the_temple_of_artemis")))
    state = build_wonder(state, "the_pyramids", card="tavern")
    assert [w.id for w in state.players[1].wonders] == ["the_appian_way", "circus_maximus", "the_mausoleum"]
    assert state.retired_wonders == ("the_temple_of_artemis",)
    state = to_move(state, 1)
    assert not any(isinstance(a, BuildWonder) for a in GAME.legal_actions(state, 1))


def test_no_wonder_actions_at_seven_built():
    built = [OwnedWonder(w, "altar") for w in ("the_sphinx", "piraeus", "the_colossus", "the_pyramids")]
    state = city(base("the_pyramids"), 0, wonders=built)
    state = city(
        state, 1, wonders=[OwnedWonder(w, "baths") for w in ("the_appian_way", "circus_maximus", "the_mausoleum")]
    )
    assert not any(isinstance(a, BuildWonder) for a in GAME.legal_actions(state, 0))
