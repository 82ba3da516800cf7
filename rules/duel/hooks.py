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

from rules.core.plugins import Registry
from rules.duel.costs import Discount, Payment


class Expansion:
    """An expansion's hooks, all no-ops here. Subclasses override what they need; every hook
    except the type lists, `option` and `active` is called only when `active(state)` is true."""

    #: The game option that turns the expansion on (`rules.core.options.OptionSpec`), or None.
    option: Any = None
    #: Its action classes and decision frame classes (they join the save's tagged unions).
    actions: tuple[type, ...] = ()
    frames: tuple[type, ...] = ()
    #: Its part of `DuelState` and of `DuelView` (the types of the `agora` slots).
    state_type: Any = None
    view_type: Any = None

    def active(self, state: Any) -> bool:
        return False

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


_REGISTRY = Registry("rules.duel")


def register(expansion: Expansion) -> None:
    _REGISTRY.register(expansion)


def load() -> tuple[Expansion, ...]:
    """Every expansion package under `rules/duel/` (each registers itself on import)."""
    return _REGISTRY.load()


def expansions() -> tuple[Expansion, ...]:
    return load()


def _on(state: Any) -> list[Expansion]:
    return [x for x in load() if x.active(state)]


# ----------------------------------------------------------------------------- what the base calls

def options() -> tuple[Any, ...]:
    return tuple(x.option for x in load() if x.option is not None)


def action_types() -> tuple[type, ...]:
    return tuple(t for x in load() for t in x.actions)


def frame_types() -> tuple[type, ...]:
    return tuple(t for x in load() for t in x.frames)


def deal(options: Any, rng: random.Random) -> list[tuple[tuple[str, ...], ...]]:
    return [extra for x in load() for extra in (x.deal(options, rng),) if extra is not None]


def component_sets(options: Any) -> tuple[str, ...]:
    """The component sets in play besides "base" (their wonders, tokens and layouts are used)."""
    return tuple(name for x in load() for name in (x.component_set(options),) if name is not None)


def military_tokens(options: Any) -> tuple[str, ...] | None:
    return next((t for x in load() for t in (x.military_tokens(options),) if t is not None), None)


def initial_state(options: Any, rng: random.Random) -> Any:
    return next((s for x in load() for s in (x.initial_state(options, rng),) if s is not None), None)


def card_discounts(state: Any, seat: int, card_id: str) -> tuple[Discount, ...]:
    return tuple(d for x in _on(state) for d in x.card_discounts(state, seat, card_id))


def wonder_discounts(state: Any, seat: int, wonder_id: str) -> tuple[Discount, ...]:
    return tuple(d for x in _on(state) for d in x.wonder_discounts(state, seat, wonder_id))


def trade_discounts(state: Any, seat: int) -> tuple[Discount, ...]:
    return tuple(d for x in _on(state) for d in x.trade_discounts(state, seat))


def action_price(state: Any, seat: int, action: Any) -> Payment | None:
    return next((p for x in _on(state) for p in (x.action_price(state, seat, action),) if p is not None), None)


def view_price(view: Any, seat: int, action: Any) -> Payment | None:
    return next((p for x in load() for p in (x.view_price(view, seat, action),) if p is not None), None)


def extra_chain_symbols(state: Any, seat: int) -> frozenset[str]:
    return frozenset(s for x in _on(state) for s in x.extra_chain_symbols(state, seat))


def discard_bonus(state: Any, seat: int) -> int:
    return sum(x.discard_bonus(state, seat) for x in _on(state))


def _chain(state: Any, method: str, *args: Any) -> Any:
    for x in _on(state):
        state = getattr(x, method)(state, *args)
    return state


def on_wonder_selected(state: Any, seat: int, wonder_id: str) -> Any:
    return _chain(state, "on_wonder_selected", seat, wonder_id)


def after_card_built(state: Any, seat: int, card_id: str) -> Any:
    return _chain(state, "after_card_built", seat, card_id)


def after_wonder_built(state: Any, seat: int, wonder_id: str) -> Any:
    return _chain(state, "after_wonder_built", seat, wonder_id)


def apply_military_token(state: Any, seat: int, token_id: str) -> Any:
    return _chain(state, "apply_military_token", seat, token_id)


def start_turn(state: Any, seat: int) -> Any:
    return _chain(state, "start_turn", seat)


def _first(state: Any, method: str, *args: Any) -> Any | None:
    for x in _on(state):
        found = getattr(x, method)(*args)
        if found is not None:
            return found
    return None


def build_from_discard(state: Any, seat: int, card_id: str) -> Any | None:
    return _first(state, "build_from_discard", state, seat, card_id)


def turn_actions(state: Any, seat: int) -> tuple[Any, ...]:
    return tuple(a for x in _on(state) for a in x.turn_actions(state, seat))


def card_actions(state: Any, seat: int, card_id: str) -> tuple[Any, ...]:
    return tuple(a for x in _on(state) for a in x.card_actions(state, seat, card_id))


def legal_for_frame(state: Any, frame: Any) -> tuple[Any, ...]:
    found = _first(state, "legal_for_frame", state, frame)
    if found is None:
        raise ValueError(f"unknown decision frame {frame!r}")
    return found


def resolve_automatic(state: Any, frame: Any) -> Any | None:
    return _first(state, "resolve_automatic", state, frame)


def apply_action(state: Any, action: Any, rng: random.Random, seat: int) -> Any:
    found = _first(state, "apply_action", state, action, rng, seat)
    if found is None:
        raise ValueError(f"unknown 7 Wonders Duel action {action!r}")
    return found


def winner(state: Any) -> tuple[tuple[int, ...], str] | None:
    return _first(state, "winner", state)


def score_lines(state: Any, seat: int) -> tuple[tuple[str, int], ...]:
    return tuple(line for x in _on(state) for line in x.score_lines(state, seat))


def view(state: Any, viewer: int) -> Any:
    return _first(state, "view", state, viewer)


def secrets(state: Any, viewer: int) -> frozenset[str]:
    return frozenset(s for x in _on(state) for s in x.secrets(state, viewer))


def shown_to(state: Any, viewer: int) -> frozenset[str]:
    return frozenset(s for x in _on(state) for s in x.shown_to(state, viewer))


def revealed(before: Any, after: Any) -> bool:
    return any(x.revealed(before, after) for x in _on(before) if x.active(after))


def phrase(action: Any, facts: Any) -> Any | None:
    """Words for an expansion's action (any registered expansion may know it: labels have no state)."""
    return next((p for x in load() for p in (x.phrase(action, facts),) if p is not None), None)


def events(before: Any, action: Any, after: Any, seat: int, voice: Any) -> list[str]:
    return [line for x in _on(before) for line in x.events(before, action, after, seat, voice)]


def rules_section(state: Any) -> str | None:
    return _first(state, "rules_section", state)


def bot_value(view: Any, seat: int, action: Any) -> float | None:
    """An expansion's worth of `action` for a bot, from the view (None: not the expansion's action)."""
    return next((v for x in load() for v in (x.bot_value(view, seat, action),) if v is not None), None)
