"""Where expansions plug into 7 Wonders Duel.

The base game calls the functions of this module at fixed points (costs, building, the turn,
the end of the game, views, log lines, bots). Each asks every registered `Expansion`; an expansion
answers only for games it is `active` in. An expansion is a sub-package of `rules.duel` that
calls `register` when imported; `load` imports them all by walking the package, so the base game
never names, nor imports, any expansion: imports run one way, from the expansion to the base.
"""

from __future__ import annotations

import random
from typing import Any

from rules.core import hooks as core_hooks
from rules.duel.costs import Discount, Payment


class Expansion(core_hooks.Expansion):
    """An expansion's hooks, all no-ops here. Subclasses override what they need; every hook
    except the type lists, `options` and `active` is called only when `active(state)` is true."""

    #: Its part of `DuelView` (the type of the view's `agora` slot); `state_type` is its part of `DuelState`.
    view_type: Any = None

    @property
    def option(self) -> Any:
        """The one option that turns it on (the name before issue 25; `options` holds it)."""
        return self.options[0] if self.options else None

    # setup
    def deal(self, options: Any, rng: random.Random) -> tuple[tuple[str, ...], ...] | None:
        """Extra cards shuffled into each Age deck (asked before the decks are dealt)."""
        return None

    def military_tokens(self, options: Any) -> tuple[str, ...] | None:
        return None

    def component_set(self, options: Any) -> str | None:
        """The name of the expansion's wonders, progress tokens and card layouts ("agora"), when on."""
        return None

    def initial_state(self, options: Any, rng: random.Random) -> Any:
        return None

    # costs
    def card_discounts(self, state: Any, seat: int, card_id: str) -> tuple[Discount, ...]:
        return ()

    def wonder_discounts(self, state: Any, seat: int, wonder_id: str) -> tuple[Discount, ...]:
        return ()

    def trade_discounts(self, state: Any, seat: int) -> tuple[Discount, ...]:
        return ()

    def action_price(self, state: Any, seat: int, action: Any) -> Payment | None:
        return None

    def view_price(self, view: Any, seat: int, action: Any) -> Payment | None:
        """The same price as `action_price`, as the seat's view shows it (labels, bots)."""
        return None

    def extra_chain_symbols(self, state: Any, seat: int) -> frozenset[str]:
        return frozenset()

    def discard_bonus(self, state: Any, seat: int) -> int:
        return 0

    # effects
    def on_wonder_selected(self, state: Any, seat: int, wonder_id: str) -> Any:
        return state

    def after_card_built(self, state: Any, seat: int, card_id: str) -> Any:
        return state

    def after_wonder_built(self, state: Any, seat: int, wonder_id: str) -> Any:
        return state

    def apply_military_token(self, state: Any, seat: int, token_id: str) -> Any:
        return state

    def build_from_discard(self, state: Any, seat: int, card_id: str) -> Any | None:
        """The Mausoleum took `card_id`, which is not a building: the new state, or None."""
        return None

    # the turn
    def start_turn(self, state: Any, seat: int) -> Any:
        return state

    def turn_actions(self, state: Any, seat: int) -> tuple[Any, ...]:
        return ()

    def card_actions(self, state: Any, seat: int, card_id: str) -> tuple[Any, ...]:
        return ()

    def legal_for_frame(self, state: Any, frame: Any) -> tuple[Any, ...] | None:
        return None

    def resolve_automatic(self, state: Any, frame: Any) -> Any | None:
        return None

    def apply_action(self, state: Any, action: Any, rng: random.Random, seat: int) -> Any | None:
        return None

    # the end
    def winner(self, state: Any) -> tuple[tuple[int, ...], str] | None:
        """(winners, how) when the expansion's own supremacy ends the game now."""
        return None

    def score_lines(self, state: Any, seat: int) -> tuple[tuple[str, int], ...]:
        return ()

    # what players see
    def view(self, state: Any, viewer: int) -> Any:
        return None

    def secrets(self, state: Any, viewer: int) -> frozenset[str]:
        return frozenset()

    def shown_to(self, state: Any, viewer: int) -> frozenset[str]:
        return frozenset()

    def revealed(self, before: Any, after: Any) -> bool:
        return False

    # words and bots
    def phrase(self, action: Any, facts: Any) -> Any | None:
        return None

    def events(self, before: Any, action: Any, after: Any, seat: int, voice: Any) -> list[str]:
        return []

    def rules_section(self, state: Any) -> str | None:
        return None

    def bot_value(self, view: Any, seat: int, action: Any) -> float | None:
        return None


def load() -> tuple[Expansion, ...]:
    """Every expansion package under `rules/duel/` (each registers itself on import)."""
    return HOOKS.load()


HOOKS = core_hooks.Hooks("rules.duel", lambda: load())  # through `load`, which tests replace with a stand-in
register = HOOKS.register


def expansions() -> tuple[Expansion, ...]:
    return load()


# ----------------------------------------------------------------------------- what the base calls


def options() -> tuple[Any, ...]:
    return HOOKS.options()


def action_types() -> tuple[type, ...]:
    return HOOKS.action_types()


def frame_types() -> tuple[type, ...]:
    return HOOKS.frame_types()


def deal(options: Any, rng: random.Random) -> list[tuple[tuple[str, ...], ...]]:
    return [extra for extra in HOOKS.on("deal", options, rng) if extra is not None]


def component_sets(options: Any) -> tuple[str, ...]:
    """The component sets in play besides "base" (their wonders, tokens and layouts are used)."""
    return tuple(name for name in HOOKS.on("component_set", options) if name is not None)


def military_tokens(options: Any) -> tuple[str, ...] | None:
    return HOOKS.first("military_tokens", options)


def initial_state(options: Any, rng: random.Random) -> Any:
    return HOOKS.first("initial_state", options, rng)


def card_discounts(state: Any, seat: int, card_id: str) -> tuple[Discount, ...]:
    return HOOKS.joined("card_discounts", state, seat, card_id, active_in=state)


def wonder_discounts(state: Any, seat: int, wonder_id: str) -> tuple[Discount, ...]:
    return HOOKS.joined("wonder_discounts", state, seat, wonder_id, active_in=state)


def trade_discounts(state: Any, seat: int) -> tuple[Discount, ...]:
    return HOOKS.joined("trade_discounts", state, seat, active_in=state)


def action_price(state: Any, seat: int, action: Any) -> Payment | None:
    return HOOKS.first("action_price", state, seat, action, active_in=state)


def view_price(view: Any, seat: int, action: Any) -> Payment | None:
    return HOOKS.first("view_price", view, seat, action)


def extra_chain_symbols(state: Any, seat: int) -> frozenset[str]:
    return frozenset(HOOKS.joined("extra_chain_symbols", state, seat, active_in=state))


def discard_bonus(state: Any, seat: int) -> int:
    return sum(HOOKS.on("discard_bonus", state, seat, active_in=state))


def on_wonder_selected(state: Any, seat: int, wonder_id: str) -> Any:
    return HOOKS.chain("on_wonder_selected", state, seat, wonder_id, active_in=state)


def after_card_built(state: Any, seat: int, card_id: str) -> Any:
    return HOOKS.chain("after_card_built", state, seat, card_id, active_in=state)


def after_wonder_built(state: Any, seat: int, wonder_id: str) -> Any:
    return HOOKS.chain("after_wonder_built", state, seat, wonder_id, active_in=state)


def apply_military_token(state: Any, seat: int, token_id: str) -> Any:
    return HOOKS.chain("apply_military_token", state, seat, token_id, active_in=state)


def start_turn(state: Any, seat: int) -> Any:
    return HOOKS.chain("start_turn", state, seat, active_in=state)


def build_from_discard(state: Any, seat: int, card_id: str) -> Any | None:
    return HOOKS.first("build_from_discard", state, seat, card_id, active_in=state)


def turn_actions(state: Any, seat: int) -> tuple[Any, ...]:
    return HOOKS.joined("turn_actions", state, seat, active_in=state)


def card_actions(state: Any, seat: int, card_id: str) -> tuple[Any, ...]:
    return HOOKS.joined("card_actions", state, seat, card_id, active_in=state)


def legal_for_frame(state: Any, frame: Any) -> tuple[Any, ...]:
    found = HOOKS.first("legal_for_frame", state, frame, active_in=state)
    if found is None:
        raise ValueError(f"unknown decision frame {frame!r}")
    return found


def resolve_automatic(state: Any, frame: Any) -> Any | None:
    return HOOKS.first("resolve_automatic", state, frame, active_in=state)


def apply_action(state: Any, action: Any, rng: random.Random, seat: int) -> Any:
    found = HOOKS.first("apply_action", state, action, rng, seat, active_in=state)
    if found is None:
        raise ValueError(f"unknown 7 Wonders Duel action {action!r}")
    return found


def winner(state: Any) -> tuple[tuple[int, ...], str] | None:
    return HOOKS.first("winner", state, active_in=state)


def score_lines(state: Any, seat: int) -> tuple[tuple[str, int], ...]:
    return HOOKS.joined("score_lines", state, seat, active_in=state)


def view(state: Any, viewer: int) -> Any:
    return HOOKS.first("view", state, viewer, active_in=state)


def secrets(state: Any, viewer: int) -> frozenset[str]:
    return frozenset(HOOKS.joined("secrets", state, viewer, active_in=state))


def shown_to(state: Any, viewer: int) -> frozenset[str]:
    return frozenset(HOOKS.joined("shown_to", state, viewer, active_in=state))


def revealed(before: Any, after: Any) -> bool:
    # only an expansion on both sides of the move can have revealed something
    return any(x.revealed(before, after) for x in HOOKS.asked(before) if x.active(after))


def phrase(action: Any, facts: Any) -> Any | None:
    """Words for an expansion's action (any registered expansion may know it: labels have no state)."""
    return HOOKS.first("phrase", action, facts)


def events(before: Any, action: Any, after: Any, seat: int, voice: Any) -> list[str]:
    return list(HOOKS.joined("events", before, action, after, seat, voice, active_in=before))


def rules_section(state: Any) -> str | None:
    return HOOKS.first("rules_section", state, active_in=state)


def bot_value(view: Any, seat: int, action: Any) -> float | None:
    """An expansion's worth of `action` for a bot, from the view (None: not the expansion's action)."""
    return HOOKS.first("bot_value", view, seat, action)
