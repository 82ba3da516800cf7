"""Where expansions plug into Lorenzo il Magnifico (the pattern of rules/duel/hooks.py).

The base game calls the functions at the bottom of this module at fixed points (set-up, towers, placements,
card effects, the round's end, scoring, views, words). Each asks every registered `Expansion`; an expansion
answers only in games it is `active` in. An expansion is a sub-package of `rules.lorenzo` that calls `register`
when imported; `load` imports them all by walking the package, so the base never names nor imports one.
"""
from __future__ import annotations

import random
from typing import Any

from rules.core.plugins import Registry


class Expansion:
    """An expansion's hooks, all no-ops here. Every hook but the catalog ones, `options`, the type lists and
    `active` is called only when `active(state)` is true."""

    options: tuple[Any, ...] = ()  # OptionSpecs
    actions: tuple[type, ...] = ()
    frames: tuple[type, ...] = ()
    state_type: Any = None  # the type of LorenzoState.houses

    def active(self, state: Any) -> bool:
        return False

    # config and set-up
    def config_problem(self, config: Any) -> str | None:
        return None

    def max_players(self, config: Any) -> int | None:
        """The most seats this expansion allows when its option is on (None: not on)."""
        return None

    def setup(self, state: Any, config: Any, rng: random.Random) -> Any:
        return state

    # catalog (no state: ids are unique across the base game and its expansions)
    def card(self, card_id: str) -> Any | None:
        return None

    def excom(self, tile_id: str) -> Any | None:
        return None

    def tile(self, key: str) -> dict | None:
        return None

    def leaders_playable(self) -> bool:
        """True when the expansion brings what the Houses leaders need (special tokens)."""
        return False

    # the board
    def towers(self, state: Any) -> tuple[str, ...]:
        return ()

    def floor_value(self, state: Any, tower: str, floor: int) -> int | None:
        return None

    def floor_bonus(self, state: Any, tower: str, floor: int) -> dict | None:
        return None

    def no_tower_fee(self, state: Any, player: Any, tower: str) -> bool:
        return False

    def max_cards(self, state: Any, player: Any, kind: str) -> int | None:
        return None

    def members(self, state: Any, seat: int) -> tuple[str, ...]:
        return ()

    def member_value(self, state: Any, player: Any, member: str) -> int | None:
        return None

    def military_spent(self, state: Any, player: Any, card_id: str, spent: int) -> int | None:
        return None

    def privileges(self, state: Any, seat: int) -> tuple[dict, ...]:
        return ()

    def tiles_offered(self, state: Any) -> tuple[str, ...]:
        """Personal tile sides of the expansion offered in the advanced set-up."""
        return ()

    # effects
    def after_take(self, state: Any, seat: int, card_id: str, paid: dict) -> Any:
        return state

    def after_place(self, state: Any, seat: int, space: str) -> Any:
        return state

    def immediate_effect(self, state: Any, seat: int, effect: dict) -> Any | None:
        """A card's immediate effect the base does not know: the new state, or None (not mine)."""
        return None

    def work_card(self, state: Any, seat: int, card_id: str, value: int) -> tuple[dict, int, tuple] | None:
        """A card's part of a harvest/production the base does not know: (gains, privileges, frames)."""
        return None

    def exchange_extra(self, state: Any, seat: int, option: dict) -> Any:
        return state

    def leader_slack(self, player: Any) -> int:
        """How many of a leader's requirements this seat may ignore when playing it."""
        return 0

    def on_leader_played(self, state: Any, seat: int, leader_id: str) -> Any:
        return state

    def activation(self, state: Any, seat: int, leader_id: str, ability: dict) -> tuple | None:
        """Activations of a once-a-round ability the base does not know (None: not mine)."""
        return None

    def on_activate(self, state: Any, seat: int, action: Any, ability: dict) -> Any:
        return state

    def on_excommunicated(self, state: Any, seat: int) -> Any:
        return state

    # the turn, frames and the round
    def turn_actions(self, state: Any, seat: int) -> tuple:
        return ()

    def legal_for_frame(self, state: Any, frame: Any, seat: int) -> tuple | None:
        return None

    def apply_action(self, state: Any, action: Any, rng: random.Random, seat: int) -> Any | None:
        return None

    def settle(self, state: Any, rng: random.Random) -> Any:
        """Forced bookkeeping between choices (drawing tokens owed, ...)."""
        return state

    def round_end(self, state: Any) -> Any:
        """Choices at the end of a round, before the towers are cleared (frames pushed, or the same state)."""
        return state

    def after_round_end(self, state: Any) -> Any:
        return state

    def before_game_over(self, state: Any) -> Any:
        return state

    # scoring, views, words
    def score_lines(self, state: Any, player: Any) -> tuple[tuple[str, int], ...]:
        return ()

    def view(self, state: Any, viewer: int) -> Any:
        return state

    def secrets(self, state: Any, viewer: int) -> frozenset[str]:
        return frozenset()

    def revealed(self, before: Any, after: Any) -> bool:
        return False

    def describe(self, action: Any, state: Any, viewer: int, seat: int, who: str) -> str | None:
        return None

    def label(self, action: Any, state: Any, seat: int) -> str | None:
        return None

    def decision_text(self, frame: Any, who: str) -> str | None:
        return None

    def rules_section(self, state: Any) -> str | None:
        return None

    def glossary(self) -> tuple:
        """GlossaryEntry values for the expansion's cards, tiles and tokens."""
        return ()


_REGISTRY = Registry("rules.lorenzo")


def register(expansion: Expansion) -> None:
    _REGISTRY.register(expansion)


def load() -> tuple[Expansion, ...]:
    """Every expansion package under `rules/lorenzo/` (each registers itself on import)."""
    return _REGISTRY.load()


def _on(state: Any) -> list[Expansion]:
    return [x for x in load() if x.active(state)]


def _first(found) -> Any | None:
    return next((x for x in found if x is not None), None)


# ----------------------------------------------------------------------------- what the base calls

def options() -> tuple[Any, ...]:
    return tuple(o for x in load() for o in x.options)


def action_types() -> tuple[type, ...]:
    return tuple(t for x in load() for t in x.actions)


def frame_types() -> tuple[type, ...]:
    return tuple(t for x in load() for t in x.frames)


def state_type() -> Any:
    return _first(x.state_type for x in load())


def config_problem(config: Any) -> str | None:
    return _first(x.config_problem(config) for x in load())


def max_players(config: Any) -> int | None:
    return _first(x.max_players(config) for x in load())


def setup(state: Any, config: Any, rng: random.Random) -> Any:
    for x in load():
        state = x.setup(state, config, rng)
    return state


def card(card_id: str) -> Any | None:
    return _first(x.card(card_id) for x in load())


def excom(tile_id: str) -> Any | None:
    return _first(x.excom(tile_id) for x in load())


def tile(key: str) -> dict | None:
    return _first(x.tile(key) for x in load())


def leaders_playable() -> bool:
    return any(x.leaders_playable() for x in load())


def towers(state: Any) -> tuple[str, ...]:
    return tuple(t for x in _on(state) for t in x.towers(state))


def floor_value(state: Any, tower: str, floor: int) -> int | None:
    return _first(x.floor_value(state, tower, floor) for x in _on(state))


def floor_bonus(state: Any, tower: str, floor: int) -> dict | None:
    return _first(x.floor_bonus(state, tower, floor) for x in _on(state))


def no_tower_fee(state: Any, player: Any, tower: str) -> bool:
    return any(x.no_tower_fee(state, player, tower) for x in _on(state))


def max_cards(state: Any, player: Any, kind: str) -> int | None:
    return _first(x.max_cards(state, player, kind) for x in _on(state))


def members(state: Any, seat: int) -> tuple[str, ...]:
    return tuple(m for x in _on(state) for m in x.members(state, seat))


def member_value(state: Any, player: Any, member: str) -> int | None:
    return _first(x.member_value(state, player, member) for x in _on(state))


def military_spent(state: Any, player: Any, card_id: str, spent: int) -> int:
    found = _first(x.military_spent(state, player, card_id, spent) for x in _on(state))
    return spent if found is None else found


def privileges(state: Any, seat: int) -> tuple[dict, ...]:
    return tuple(p for x in _on(state) for p in x.privileges(state, seat))


def tiles_offered(state: Any) -> tuple[str, ...]:
    return tuple(k for x in _on(state) for k in x.tiles_offered(state))


def _chain(state: Any, method: str, *args: Any) -> Any:
    for x in _on(state):
        state = getattr(x, method)(state, *args)
    return state


def after_take(state: Any, seat: int, card_id: str, paid: dict) -> Any:
    return _chain(state, "after_take", seat, card_id, paid)


def after_place(state: Any, seat: int, space: str) -> Any:
    return _chain(state, "after_place", seat, space)


def immediate_effect(state: Any, seat: int, effect: dict) -> Any | None:
    return _first(x.immediate_effect(state, seat, effect) for x in _on(state))


def work_card(state: Any, seat: int, card_id: str, value: int) -> tuple[dict, int, tuple] | None:
    return _first(x.work_card(state, seat, card_id, value) for x in _on(state))


def exchange_extra(state: Any, seat: int, option: dict) -> Any:
    return _chain(state, "exchange_extra", seat, option)


def leader_slack(state: Any, player: Any) -> int:
    return sum(x.leader_slack(player) for x in _on(state)) if state is not None else 0


def on_leader_played(state: Any, seat: int, leader_id: str) -> Any:
    return _chain(state, "on_leader_played", seat, leader_id)


def activation(state: Any, seat: int, leader_id: str, ability: dict) -> tuple | None:
    return _first(x.activation(state, seat, leader_id, ability) for x in _on(state))


def on_activate(state: Any, seat: int, action: Any, ability: dict) -> Any:
    return _chain(state, "on_activate", seat, action, ability)


def on_excommunicated(state: Any, seat: int) -> Any:
    return _chain(state, "on_excommunicated", seat)


def turn_actions(state: Any, seat: int) -> tuple:
    return tuple(a for x in _on(state) for a in x.turn_actions(state, seat))


def legal_for_frame(state: Any, frame: Any, seat: int) -> tuple | None:
    return _first(x.legal_for_frame(state, frame, seat) for x in _on(state))


def apply_action(state: Any, action: Any, rng: random.Random, seat: int) -> Any | None:
    return _first(x.apply_action(state, action, rng, seat) for x in _on(state))


def settle(state: Any, rng: random.Random) -> Any:
    return _chain(state, "settle", rng)


def round_end(state: Any) -> Any:
    return _chain(state, "round_end")


def after_round_end(state: Any) -> Any:
    return _chain(state, "after_round_end")


def before_game_over(state: Any) -> Any:
    return _chain(state, "before_game_over")


def score_lines(state: Any, player: Any) -> tuple[tuple[str, int], ...]:
    return tuple(line for x in _on(state) for line in x.score_lines(state, player))


def view(state: Any, viewer: int) -> Any:
    return _chain(state, "view", viewer)


def secrets(state: Any, viewer: int) -> frozenset[str]:
    return frozenset(s for x in _on(state) for s in x.secrets(state, viewer))


def revealed(before: Any, after: Any) -> bool:
    return any(x.revealed(before, after) for x in _on(after))


def describe(action: Any, state: Any, viewer: int, seat: int, who: str) -> str | None:
    return _first(x.describe(action, state, viewer, seat, who) for x in load())


def label(action: Any, state: Any, seat: int) -> str | None:
    return _first(x.label(action, state, seat) for x in load())


def decision_text(frame: Any, who: str) -> str | None:
    return _first(x.decision_text(frame, who) for x in load())


def rules_section(state: Any) -> str | None:
    return _first(x.rules_section(state) for x in _on(state))


def glossary() -> tuple:
    return tuple(e for x in load() for e in x.glossary())
