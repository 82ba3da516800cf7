"""The rulings of issue 8, one scenario each, with the passage or note they rest on.

The reasons are written out in data/duel/rules.md, "Agora rulings we chose".
"""

from __future__ import annotations

import attrs

from rules.core.conformance import strings_in
from rules.core.serialize import to_plain
from rules.duel import data as D
from rules.duel.actions import BuildWonder, ChooseProgress
from rules.duel.agora.state import (
    Decline,
    MoveCube,
    OptionalMove,
    Plot,
    SabotageWonder,
    SwapCards,
    TriggerConspiracy,
    TriggerUnprepared,
)
from rules.duel.game import GAME
from rules.duel.state import OwnedWonder, PickProgress
from tests.duel.helpers import city, offer, play
from tests.duel.test_agora_conspiracies import triggered
from tests.duel.test_agora_setup import agora_game, legal, with_cubes, with_plots
from tests.duel.test_wonders import base, build_wonder


def test_curia_julia_triggers_an_unprepared_conspiracy_after_the_turn_start_trigger():
    """Agora rulebook, Curia Julia: "가지고 있고 준비하지 않은 모략을 즉시 1개 발동시킨다(임의)" (trigger at
    once one conspiracy you hold and have not prepared). The limit "매 차례마다 1장의 모략 카드만 발동시킬 수
    있으며 자신의 차례 시작 시에만" governs the turn-start trigger of prepared conspiracies; the wonder's own
    effect happens "즉시", outside that slot, so a turn-start trigger earlier in the turn does not forbid it."""
    state = city(agora_game(), 0, wonders=("curia_julia",), coins=20)
    state = with_plots(state, 0, hand=("coup",), prepared=(Plot("embezzlement", "baths"),))
    state = play(state, TriggerConspiracy("embezzlement"), 0)  # the turn-start trigger is used
    assert state.agora.trigger_used and not any(isinstance(a, TriggerConspiracy) for a in legal(state))
    state = play(offer(state, "altar"), BuildWonder("altar", "curia_julia"), 0)
    assert state.decisions[-1] == TriggerUnprepared(0)
    assert set(legal(state)) == {TriggerConspiracy("coup"), Decline()}
    state = play(state, TriggerConspiracy("coup"), 0)
    assert state.military == 2
    assert [p.conspiracy for p in state.agora.players[0].triggered] == ["embezzlement", "coup"]


def _wonders(*built: str, unbuilt: str) -> tuple[OwnedWonder, ...]:
    return tuple(OwnedWonder(w, "tavern") for w in built) + (OwnedWonder(unbuilt),)


def test_a_sabotaged_wonder_no_longer_counts_toward_the_seven():
    """Agora rulebook, Sabotage: "상대방의 건축이 끝난 불가사의를 1개 선택해 게임에서 제외합니다. 그것은 더
    이상 이번 게임에서 사용되지 않고 불가사의의 효과는 없어집니다" (it is removed from the game and no longer
    used). Base rules (reference base_rules.md §6): "Only 7 wonders can be built in a game. When the 7th is
    built, the one remaining unbuilt wonder goes back to the box." A wonder out of the game is no longer a
    built wonder of a city, so the limit counts the wonders standing: after Sabotage one more may be built."""
    state = city(
        agora_game(),
        0,
        coins=40,
        wonders=_wonders("the_pyramids", "the_sphinx", "the_colossus", unbuilt="the_appian_way"),
    )
    state = city(
        state,
        1,
        wonders=_wonders("the_great_lighthouse", "piraeus", "the_hanging_gardens", unbuilt="the_temple_of_artemis"),
    )
    assert GAME.view(state, 0).wonders_built == 6
    state = play(triggered(state, "sabotage"), SabotageWonder("piraeus"), 0)
    assert GAME.view(state, 0).wonders_built == 5
    state = play(offer(state, "altar"), BuildWonder("altar", "the_appian_way"), 0)
    # 6 standing: the opponent's last wonder stays in play (counting the sabotaged one would retire it)
    assert GAME.view(state, 0).wonders_built == 6 and state.retired_wonders == ()
    assert OwnedWonder("the_temple_of_artemis") in state.players[1].wonders


def test_a_sabotaged_wonder_takes_its_lasting_effects_and_leaves_its_immediate_ones():
    """Reference NOTES.md, point 9 (Sabotage): "Lasting effects are lost (VP, produced resource). Immediate
    effects are kept (FR guide: coins, progress token, built/destroyed card, replay, cube moves). Shields
    already moved are not undone." Rulebook: "불가사의의 효과는 없어집니다" (the wonder's effects are gone)."""
    state = city(agora_game(), 0, buildings=("builders_guild",))
    state = city(
        state,
        1,
        coins=13,
        wonders=_wonders("the_great_lighthouse", "the_appian_way", "the_pyramids", unbuilt="the_sphinx"),
    )
    state = attrs.evolve(state, military=-2)
    before = dict(GAME.scores(state)[0].breakdown)["purple"]
    assert before == 2 * 3  # Builders Guild: 2 VP per wonder in the city with the most
    state = play(triggered(state, "sabotage"), SabotageWonder("the_great_lighthouse"), 0)
    after = GAME.view(state, 1).players[1]
    assert dict(GAME.scores(state)[0].breakdown)["purple"] == 2 * 2
    assert after.production_choices == () and dict(after.score.breakdown)["wonders"] == 3 + 9
    assert state.players[1].coins == 13 and state.military == -2  # coins and shields stay


def test_coercion_with_no_same_colour_pair_may_be_triggered_and_swaps_nothing():
    """Agora rulebook, trigger: "자신의 차례가 시작될 때 준비된 모략을 가지고 있을 경우 플레이어는 그 중
    하나를 발동시킬 수 있습니다" (with a prepared conspiracy you may trigger one): no condition on its effect.
    Coercion: "상대방의 파란색 카드나 녹색 카드를 1장 선택해 당신의 도시에 추가합니다. 교환으로써 같은 색의
    당신의 카드를 1장 건네줍니다" — the take is made "in exchange" for a card of the same colour, so with no
    such pair nothing is taken; the card's move bonus is still offered (as for every conspiracy with
    nothing to act on)."""
    state = city(city(agora_game(), 0, buildings=("altar",)), 1, buildings=("library",))
    state = with_cubes(state, {3: (1, 0)})
    state = attrs.evolve(state, current=0, agora=attrs.evolve(state.agora, trigger_used=False))
    state = with_plots(state, 0, prepared=(Plot("coercion", "baths"),))
    assert TriggerConspiracy("coercion") in legal(state)
    state = play(state, TriggerConspiracy("coercion"), 0)
    assert not any(isinstance(a, SwapCards) for a in legal(state))
    assert state.decisions[-2:][-1] == OptionalMove(0) and MoveCube(3, 4) in legal(state)
    assert state.players[0].buildings == ("altar",) and state.players[1].buildings == ("library",)


def test_the_great_library_tokens_are_seen_by_the_builder_alone_and_the_others_go_back_unseen():
    """Base rules (reference base_rules.md §6): "The Great Library draws 3 progress tokens at random from the
    box, keeps 1 and returns the other 2." The box is hidden from both players (§3: the others "go back to
    the box"), so only the builder, who draws them, sees the three; the opponent learns only the one kept."""
    state = base("the_great_library")
    state = build_wonder(state, "the_great_library")
    frame = state.decisions[-1]
    assert isinstance(frame, PickProgress) and frame.from_box
    names = {t: D.progress(t).name for t in frame.options}
    opponent_view = strings_in(to_plain(GAME, GAME.view(state, 1)))
    assert not set(frame.options) & opponent_view
    assert set(frame.options) <= strings_in(to_plain(GAME, GAME.view(state, 0)))
    kept, *others = frame.options
    line = GAME.describe(ChooseProgress(kept), state, 1, 0)
    assert names[kept] in line and not any(names[o] in line for o in others)
    state = play(state, ChooseProgress(kept), 0)
    assert set(others) <= set(state.box_progress)
    for viewer in (0, 1):  # back in the box: hidden again, from both
        assert set(others) <= GAME.secrets(state, viewer)
        assert not set(others) & strings_in(to_plain(GAME, GAME.view(state, viewer)))
