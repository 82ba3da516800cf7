"""The strong Lorenzo bot and its determinizer: legal, reproducible with a seed and an iteration cap,
blind to what its view hides, a game to the end. Small iteration counts keep these fast; its strength
and speed are measured by bench/lorenzo_bots.py, never here."""

from __future__ import annotations

import random

import attrs
import pytest

from rules.core.bots import bot_rng
from rules.core.engine import step
from rules.core.options import GameConfig
from rules.lorenzo import actions as A
from rules.lorenzo import view as V
from rules.lorenzo.bot_strong import StrongBot, lead, pruned
from rules.lorenzo.data import catalog
from rules.lorenzo.determinize import determinize
from rules.lorenzo.game import GAME
from rules.lorenzo.state import DraftFrame
from tests.lorenzo.helpers import first, fresh, with_player


def small(iterations: int = 3) -> StrongBot:
    """A bot that stops after `iterations` worlds (the time cap far away, so the machine's load never matters)."""
    return StrongBot(think=600.0, iterations=iterations, candidates=3, horizon=6)


def played(state, plies: int, seed: int = 0):
    """`state` after `plies` random legal moves."""
    rng = random.Random(seed)
    for _ in range(plies):
        (seat,) = GAME.to_act(state)
        legal = GAME.legal_actions(state, seat)
        state = step(GAME, state, legal[rng.randrange(len(legal))], seat).state
    return state


def with_leaders(players: int, seed: int):
    """A leaders game after the tile picks and the draft, first placement to make."""
    state = GAME.setup(GameConfig(players, (("leaders", True),)), seed)
    rng = random.Random(seed)
    while state.decisions:
        (seat,) = GAME.to_act(state)
        legal = GAME.legal_actions(state, seat)
        state = step(GAME, state, legal[rng.randrange(len(legal))], seat).state
    return state


def test_the_level_exists_with_a_think_budget() -> None:
    bot = GAME.bot("strong")
    assert bot.level == "strong"
    assert isinstance(bot.think, float) and bot.think == 1.0


def test_a_world_has_the_view_it_was_sampled_from() -> None:
    """Every public zone and the viewer's own leaders kept; each pile refilled with its own type's unseen
    cards, period I first; the other seats' hidden leaders drawn from leaders nobody has shown."""
    state = played(with_leaders(3, 4), 9)
    seat = first(state) if state.queue else 0
    seen = GAME.view(state, seat)
    for n in range(5):
        world = determinize(seen, random.Random(n))
        assert attrs.evolve(V.view(world, seat).state, seed="") == seen.state
        assert V.view(world, seat).deck_sizes == seen.deck_sizes
        for deck, real in zip(world.decks, state.decks):
            assert sorted(deck) == sorted(real)  # the base game deals every card of a type
            periods = [catalog().cards[c].period for c in deck]
            assert periods == sorted(periods)
        hidden = [lid for p in world.players if p.seat != seat for lid in p.leader_hand] + list(world.leader_deck)
        shown = set(state.players[seat].leader_hand) | {lid for p in state.players for lid in p.leaders}
        assert len(set(hidden)) == len(hidden) and not set(hidden) & shown
        assert GAME.legal_actions(world, seat) == GAME.legal_actions(state, seat)
    orders = {determinize(seen, random.Random(n)).decks for n in range(4)}
    assert len(orders) > 1  # the order is sampled, not copied


def test_draft_hands_of_others_are_sampled() -> None:
    state = GAME.setup(GameConfig(2, (("leaders", True),)), 3)
    while not isinstance(state.decisions[-1], DraftFrame):
        (seat,) = GAME.to_act(state)
        state = step(GAME, state, GAME.legal_actions(state, seat)[0], seat).state
    seat = state.decisions[-1].actor
    world = determinize(GAME.view(state, seat), random.Random(1))
    other = 1 - seat
    assert world.draft[seat] == state.draft[seat]
    assert len(world.draft[other]) == len(state.draft[other]) and V.HIDDEN not in world.draft[other]
    assert not set(world.draft[other]) & set(state.draft[seat])


def test_moves_are_legal_and_reproducible() -> None:
    state = played(fresh(2, 21), 3)
    (seat,) = GAME.to_act(state)
    seen, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
    move = small().choose(seen, legal, random.Random("r"))
    again = small().choose(seen, legal, random.Random("r"))
    assert move in legal and move == again
    bot = small(2)
    bot.choose(seen, legal, random.Random("r"))
    assert bot.last_iterations == 2  # the iteration cap, not the clock, stopped it


def test_blind_to_hidden_cards_and_leaders() -> None:
    """Two states that differ only in what the seat cannot see (the order of every draw pile, a rival's
    leader hand) give the same view, hence the same move."""
    state = with_leaders(2, 8)
    seat = first(state)
    rival = 1 - seat
    hand = state.players[rival].leader_hand
    spare = state.leader_deck
    swapped = with_player(state, rival, leader_hand=spare[: len(hand)])
    swapped = attrs.evolve(
        swapped,
        leader_deck=spare[len(hand) :] + hand,
        decks=tuple(deck[:8] + tuple(reversed(deck[8:])) for deck in state.decks),
    )
    assert GAME.view(swapped, seat) == GAME.view(state, seat)
    assert swapped.players[rival].leader_hand != hand and swapped.decks != state.decks
    choose = lambda s: small(4).choose(  # noqa: E731
        GAME.view(s, seat), GAME.legal_actions(s, seat), random.Random("blind")
    )
    assert choose(state) == choose(swapped)


def test_a_short_game_against_greedy_ends_with_legal_moves() -> None:
    strong = StrongBot(think=600.0, iterations=1, candidates=2, horizon=3)
    greedy = GAME.bot("greedy")
    state = GAME.setup(GameConfig(2, (("leaders", True),)), 13)
    while GAME.to_act(state):
        (seat,) = GAME.to_act(state)
        legal = GAME.legal_actions(state, seat)
        bot = strong if seat == 0 else greedy
        action = bot.choose(GAME.view(state, seat), legal, bot_rng(13, state.ply, seat))
        assert action in legal
        state = step(GAME, state, action, seat).state
    assert GAME.outcome(state) is not None


def test_lead_is_against_the_best_rival() -> None:
    state = fresh(3, 5)
    even = lead(state, 0)
    richer = with_player(state, 0, vp=state.players[0].vp + 5)
    assert lead(richer, 0) == pytest.approx(even + 5)
    assert lead(richer, 1) <= lead(state, 1)


def test_rollouts_keep_one_variant_of_a_placement() -> None:
    """The same tower floor taken with the same payment by several members or with more servants
    than needed: a rollout tries only the cheapest."""
    state = fresh(2, 2)
    seat = first(state)
    state = with_player(state, seat, servant=6)
    legal = GAME.legal_actions(state, seat)
    kept = pruned(state, seat, legal)
    assert set(kept) <= set(legal) and len(kept) < len(legal)
    towers = [(a.tower, a.floor, a.payment) for a in kept if isinstance(a, A.PlaceTower)]
    assert len(towers) == len(set(towers))
    assert {(a.tower, a.floor, a.payment) for a in legal if isinstance(a, A.PlaceTower)} == set(towers)


def test_an_expansions_hidden_things_are_sampled_from_the_pools_it_names(monkeypatch) -> None:
    """An expansion's views hide things under placeholder strings of their own; the determinizer asks the
    expansion (`hidden_pool`) what a placeholder may stand for, and never deals an id the view shows."""
    from rules.lorenzo import determinize as Z
    from rules.lorenzo import hooks

    class StandIn(hooks.Expansion):
        def hidden_pool(self, placeholder: str):
            return ("s1", "s2", "s3", "s4") if placeholder == "hidden stand-in" else None

    monkeypatch.setattr(hooks, "load", lambda: (StandIn(),))
    Z._expansion_answer.cache_clear()
    try:
        seen = GAME.view(fresh(2, 1), 0)
        seen = attrs.evolve(seen, state=attrs.evolve(seen.state, discard=("s1", "hidden stand-in", "hidden stand-in")))
        dealt = set()
        for n in range(6):
            world = determinize(seen, random.Random(n))
            drawn = world.discard[1:]
            assert world.discard[0] == "s1" and len(set(drawn)) == 2 and set(drawn) <= {"s2", "s3", "s4"}
            dealt |= set(drawn)
        assert dealt == {"s2", "s3", "s4"}
    finally:
        Z._expansion_answer.cache_clear()


def test_an_expansions_tower_pile_is_dealt_from_the_cards_it_names(monkeypatch) -> None:
    """A tower an expansion adds: its draw pile is refilled from `deck_pool`, period I cards on top."""
    from rules.lorenzo import determinize as Z
    from rules.lorenzo import hooks
    from rules.lorenzo.data import Card

    extra = {
        f"s{n}": Card(f"s{n}", 200 + n, f"Stand-in {n}", "", "venture", 1 + n % 3, (), (), {}, "test")
        for n in range(12)
    }

    class StandIn(hooks.Expansion):
        def active(self, state) -> bool:
            return True

        def towers(self, state):
            return ("stand-in",)

        def card(self, card_id: str):
            return extra.get(card_id)

        def deck_pool(self, tower: str):
            return tuple(extra) if tower == "stand-in" else None

    monkeypatch.setattr(hooks, "load", lambda: (StandIn(),))
    Z._expansion_answer.cache_clear()
    try:
        seen = GAME.view(fresh(2, 1), 0)
        shown = ("s0", "s1", "s2", "s3")  # on the stand-in tower now
        seen = attrs.evolve(
            seen, state=attrs.evolve(seen.state, towers=seen.state.towers + (shown,)), deck_sizes=seen.deck_sizes + (5,)
        )
        world = determinize(seen, random.Random(3))
        pile = world.decks[-1]
        assert len(pile) == 5 and not set(pile) & set(shown) and set(pile) <= set(extra)
        periods = [extra[c].period for c in pile]
        assert periods == sorted(periods)
    finally:
        Z._expansion_answer.cache_clear()


def test_houses_of_renaissance_worlds_keep_the_view_and_hide_nothing_left() -> None:
    """With the expansion: face-down tokens, boxed special cards and the special pile are dealt from what the
    expansion names, every world shows the seat the very view it came from, and no placeholder is left."""
    if "houses_of_renaissance" not in {o.name for o in GAME.options}:
        pytest.skip("Houses of Renaissance is not in this tree")
    from collections import Counter

    from rules.lorenzo.determinize import _strings

    options = (("houses_of_renaissance", True), ("leaders", True), ("leader_set", "mixed"))
    state = GAME.setup(GameConfig(3, options), 5)
    rng = random.Random(5)
    for ply in range(120):
        if not GAME.to_act(state):
            break
        (seat,) = GAME.to_act(state)
        seen = GAME.view(state, seat)
        world = determinize(seen, random.Random(ply))
        assert attrs.evolve(V.view(world, seat).state, seed="") == seen.state
        assert [len(d) for d in world.decks] == [len(d) for d in state.decks]
        part = world.houses
        tokens = [t for held in part.tokens for t in held] + list(part.pile + part.spent + part.peek)
        tokens += [t for _card, t in part.on_cards]
        leaders = [x for p in world.players for x in p.leader_hand + p.leaders] + list(world.leader_deck)
        leaders += [x for hand in world.draft for x in hand] + list(part.sforza)
        assert len(set(tokens)) == len(tokens) and len(set(leaders)) == len(leaders)
        found: Counter[str] = Counter()
        _strings(world, found)
        assert not {"hidden token", "boxed special card", V.HIDDEN} & set(found)
        legal = GAME.legal_actions(state, seat)
        state = step(GAME, state, legal[rng.randrange(len(legal))], seat).state


def test_a_member_choice_is_not_taken_for_a_placement() -> None:
    """Montefeltro's leader asks which member to fix (ChooseMember): it names a member but has no
    servants, and the rollouts' placement grouping once read `servants` from it and crashed."""
    from rules.lorenzo.bot_strong import _variant_key

    state = fresh(2)
    assert _variant_key(state, first(state), A.ChooseMember("black")) is None
    placement = next(a for a in GAME.legal_actions(state, first(state)) if isinstance(a, A.PlaceTower))
    assert _variant_key(state, first(state), placement) is not None
