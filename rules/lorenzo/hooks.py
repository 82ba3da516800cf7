"""Where expansions plug into Lorenzo il Magnifico (the pattern of rules/duel/hooks.py).

The base game calls the functions at the bottom of this module at fixed points (set-up, towers, placements,
card effects, the round's end, scoring, views, words). Each asks every registered `Expansion`; an expansion
answers only in games it is `active` in. An expansion is a sub-package of `rules.lorenzo` that calls `register`
when imported; `load` imports them all by walking the package, so the base never names nor imports one.
"""

from __future__ import annotations

import random
from typing import Any

from rules.core import hooks as core_hooks


class Expansion(core_hooks.Expansion):
    """An expansion's hooks, all no-ops here. Every hook but the catalog ones, `options`, the type lists and
    `active` is called only when `active(state)` is true. Its `state_type` is the type of LorenzoState.houses."""

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


def load() -> tuple[Expansion, ...]:
    """Every expansion package under `rules/lorenzo/` (each registers itself on import)."""
    return HOOKS.load()


HOOKS = core_hooks.Hooks("rules.lorenzo", lambda: load())  # through `load`, which tests replace with a stand-in
register = HOOKS.register


# ----------------------------------------------------------------------------- what the base calls


def options() -> tuple[Any, ...]:
    return HOOKS.options()


def action_types() -> tuple[type, ...]:
    return HOOKS.action_types()


def frame_types() -> tuple[type, ...]:
    return HOOKS.frame_types()


def state_type() -> Any:
    return HOOKS.state_type()


def config_problem(config: Any) -> str | None:
    return HOOKS.first("config_problem", config)


def max_players(config: Any) -> int | None:
    return HOOKS.first("max_players", config)


def setup(state: Any, config: Any, rng: random.Random) -> Any:
    return HOOKS.chain("setup", state, config, rng)


def card(card_id: str) -> Any | None:
    return HOOKS.first("card", card_id)


def excom(tile_id: str) -> Any | None:
    return HOOKS.first("excom", tile_id)


def tile(key: str) -> dict | None:
    return HOOKS.first("tile", key)


def leaders_playable() -> bool:
    return any(HOOKS.on("leaders_playable"))


def towers(state: Any) -> tuple[str, ...]:
    return HOOKS.joined("towers", state, active_in=state)


def floor_value(state: Any, tower: str, floor: int) -> int | None:
    return HOOKS.first("floor_value", state, tower, floor, active_in=state)


def floor_bonus(state: Any, tower: str, floor: int) -> dict | None:
    return HOOKS.first("floor_bonus", state, tower, floor, active_in=state)


def no_tower_fee(state: Any, player: Any, tower: str) -> bool:
    return any(HOOKS.on("no_tower_fee", state, player, tower, active_in=state))


def max_cards(state: Any, player: Any, kind: str) -> int | None:
    return HOOKS.first("max_cards", state, player, kind, active_in=state)


def members(state: Any, seat: int) -> tuple[str, ...]:
    return HOOKS.joined("members", state, seat, active_in=state)


def member_value(state: Any, player: Any, member: str) -> int | None:
    return HOOKS.first("member_value", state, player, member, active_in=state)


def military_spent(state: Any, player: Any, card_id: str, spent: int) -> int:
    found = HOOKS.first("military_spent", state, player, card_id, spent, active_in=state)
    return spent if found is None else found


def privileges(state: Any, seat: int) -> tuple[dict, ...]:
    return HOOKS.joined("privileges", state, seat, active_in=state)


def tiles_offered(state: Any) -> tuple[str, ...]:
    return HOOKS.joined("tiles_offered", state, active_in=state)


def after_take(state: Any, seat: int, card_id: str, paid: dict) -> Any:
    return HOOKS.chain("after_take", state, seat, card_id, paid, active_in=state)


def after_place(state: Any, seat: int, space: str) -> Any:
    return HOOKS.chain("after_place", state, seat, space, active_in=state)


def immediate_effect(state: Any, seat: int, effect: dict) -> Any | None:
    return HOOKS.first("immediate_effect", state, seat, effect, active_in=state)


def work_card(state: Any, seat: int, card_id: str, value: int) -> tuple[dict, int, tuple] | None:
    return HOOKS.first("work_card", state, seat, card_id, value, active_in=state)


def exchange_extra(state: Any, seat: int, option: dict) -> Any:
    return HOOKS.chain("exchange_extra", state, seat, option, active_in=state)


def leader_slack(state: Any, player: Any) -> int:
    return sum(HOOKS.on("leader_slack", player, active_in=state)) if state is not None else 0


def on_leader_played(state: Any, seat: int, leader_id: str) -> Any:
    return HOOKS.chain("on_leader_played", state, seat, leader_id, active_in=state)


def activation(state: Any, seat: int, leader_id: str, ability: dict) -> tuple | None:
    return HOOKS.first("activation", state, seat, leader_id, ability, active_in=state)


def on_activate(state: Any, seat: int, action: Any, ability: dict) -> Any:
    return HOOKS.chain("on_activate", state, seat, action, ability, active_in=state)


def on_excommunicated(state: Any, seat: int) -> Any:
    return HOOKS.chain("on_excommunicated", state, seat, active_in=state)


def turn_actions(state: Any, seat: int) -> tuple:
    return HOOKS.joined("turn_actions", state, seat, active_in=state)


def legal_for_frame(state: Any, frame: Any, seat: int) -> tuple | None:
    return HOOKS.first("legal_for_frame", state, frame, seat, active_in=state)


def apply_action(state: Any, action: Any, rng: random.Random, seat: int) -> Any | None:
    return HOOKS.first("apply_action", state, action, rng, seat, active_in=state)


def settle(state: Any, rng: random.Random) -> Any:
    return HOOKS.chain("settle", state, rng, active_in=state)


def round_end(state: Any) -> Any:
    return HOOKS.chain("round_end", state, active_in=state)


def after_round_end(state: Any) -> Any:
    return HOOKS.chain("after_round_end", state, active_in=state)


def before_game_over(state: Any) -> Any:
    return HOOKS.chain("before_game_over", state, active_in=state)


def score_lines(state: Any, player: Any) -> tuple[tuple[str, int], ...]:
    return HOOKS.joined("score_lines", state, player, active_in=state)


def view(state: Any, viewer: int) -> Any:
    return HOOKS.chain("view", state, viewer, active_in=state)


def secrets(state: Any, viewer: int) -> frozenset[str]:
    return frozenset(HOOKS.joined("secrets", state, viewer, active_in=state))


def revealed(before: Any, after: Any) -> bool:
    return any(HOOKS.on("revealed", before, after, active_in=after))


def describe(action: Any, state: Any, viewer: int, seat: int, who: str) -> str | None:
    return HOOKS.first("describe", action, state, viewer, seat, who)


def label(action: Any, state: Any, seat: int) -> str | None:
    return HOOKS.first("label", action, state, seat)


def decision_text(frame: Any, who: str) -> str | None:
    return HOOKS.first("decision_text", frame, who)


def rules_section(state: Any) -> str | None:
    return HOOKS.first("rules_section", state, active_in=state)


def glossary() -> tuple:
    return HOOKS.joined("glossary")
