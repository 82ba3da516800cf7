"""Expansion hooks, written once for every game (issue 25).

A base game keeps one `Hooks` and calls its named hook points; each expansion is an `Expansion` subclass
that overrides the hook methods it needs and registers itself on import (see `rules.core.plugins`), so the
base never names an expansion. A hook point is a method name asked in one of three ways:

- `on`: every expansion answers; the list of answers (the game joins them: a tuple, a sum, any);
- `chain`: a value (usually the state) folded through every expansion in turn;
- `first`: the first answer that is not None.

Each is asked of every registered expansion, or with `active_in=state` only of those `active(state)`.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable

from rules.core.plugins import Registry

_EVERY = object()  # `active_in` not given: ask every registered expansion (a state may be None)


class Expansion:
    """What every game's expansions declare; a game's own `Expansion` subclass adds its no-op hooks."""

    #: The game options that turn it on (`rules.core.options.OptionSpec`s): a tuple, always.
    options: tuple[Any, ...] = ()
    #: Its action classes and decision frame classes (they join the save's tagged unions).
    actions: tuple[type, ...] = ()
    frames: tuple[type, ...] = ()
    #: The type of its part of the game state (None: it keeps none).
    state_type: Any = None

    def active(self, state: Any) -> bool:
        return False


class Hooks:
    """The hook points of one game's expansions (those found under `package`)."""

    def __init__(self, package: str, expansions: Callable[[], Iterable[Expansion]] | None = None) -> None:
        self.registry = Registry(package)
        # where the hook points find the expansions: a game passes its module's `load` so tests can stand one in
        self._expansions = expansions or self.registry.load

    def register(self, expansion: Expansion) -> None:
        self.registry.register(expansion)

    def load(self) -> tuple[Expansion, ...]:
        """Every registered expansion (importing the game's sub-packages on the first call)."""
        return self.registry.load()

    def asked(self, active_in: Any = _EVERY) -> tuple[Expansion, ...]:
        found = tuple(self._expansions())
        return found if active_in is _EVERY else tuple(x for x in found if x.active(active_in))

    # what every expansion declares
    def options(self) -> tuple[Any, ...]:
        return tuple(o for x in self.asked() for o in x.options)

    def action_types(self) -> tuple[type, ...]:
        return tuple(t for x in self.asked() for t in x.actions)

    def frame_types(self) -> tuple[type, ...]:
        return tuple(t for x in self.asked() for t in x.frames)

    def state_type(self) -> Any:
        return next((x.state_type for x in self.asked() if x.state_type is not None), None)

    # the three ways to ask a hook point
    def on(self, name: str, *args: Any, active_in: Any = _EVERY) -> list[Any]:
        return [getattr(x, name)(*args) for x in self.asked(active_in)]

    def joined(self, name: str, *args: Any, active_in: Any = _EVERY) -> tuple[Any, ...]:
        """`on` for hooks that answer sequences: all their items, in expansion order."""
        return tuple(item for answer in self.on(name, *args, active_in=active_in) for item in answer)

    def chain(self, name: str, value: Any, *args: Any, active_in: Any = _EVERY) -> Any:
        for x in self.asked(active_in):  # chosen once, before the fold: a hook may change what is active
            value = getattr(x, name)(value, *args)
        return value

    def first(self, name: str, *args: Any, active_in: Any = _EVERY) -> Any | None:
        for x in self.asked(active_in):
            found = getattr(x, name)(*args)
            if found is not None:
                return found
        return None
