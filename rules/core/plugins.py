"""Expansions as plug-ins: a base game keeps a registry, and each expansion package inside the
game's folder registers itself on import. The base never imports an expansion by name, so
imports run one way (expansion -> base)."""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any


class Registry:
    """The expansions of one game, found by importing every sub-package of `package`."""

    def __init__(self, package: str) -> None:
        self.package = package
        self._registered: list[Any] = []
        self._loaded: tuple[Any, ...] | None = None

    def register(self, expansion: Any) -> None:
        """Called by an expansion's own module; a second object of the same class is ignored."""
        if not any(type(x) is type(expansion) for x in self._registered):
            self._registered.append(expansion)
            self._loaded = None

    def load(self) -> tuple[Any, ...]:
        """Every registered expansion, importing the game's sub-packages on the first call."""
        if self._loaded is None:
            package = importlib.import_module(self.package)
            for module in pkgutil.iter_modules(package.__path__):
                if module.ispkg:
                    importlib.import_module(f"{self.package}.{module.name}")
            self._loaded = tuple(self._registered)
        return self._loaded
