"""No import circle in rules/ nor in tui/ (issue 8, "done when"; issue 25).

The import graph is read from the source (ast), not by importing, so a circle shows even when the
modules happen to load. Two readings:
- module level: what runs at import time. No circle anywhere in rules/.
- every import, those inside functions too: a deferred import is a circle put off to call time.
  None anywhere in rules/ either (the Duel's Agora plug-in imports the base, never the reverse):
  DEFERRED_TOLERATED is empty, and a package may only be listed there to shrink its circles.
The tui/ package is read the same way, and has none in either reading.
"""

from __future__ import annotations

import ast
from pathlib import Path

import rules
import tui

ROOT = Path(rules.__file__).resolve().parent
TUI = Path(tui.__file__).resolve().parent
#: Packages that still defer imports in a circle: none is left (a package listed here may only shrink its circles).
DEFERRED_TOLERATED: tuple[str, ...] = ()


def _modules(root: Path = ROOT) -> dict[str, Path]:
    found = {}
    for path in root.rglob("*.py"):
        parts = path.relative_to(root.parent).with_suffix("").parts
        found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def _imported(node: ast.AST, package: str) -> set[str]:
    if isinstance(node, ast.Import):
        return {alias.name for alias in node.names}
    if isinstance(node, ast.ImportFrom):
        module = node.module or ""
        if node.level:  # relative: from the module's package upwards
            base = package.split(".")[: len(package.split(".")) - node.level + 1]
            module = ".".join(base + ([module] if module else []))
        return {module} | {f"{module}.{alias.name}" for alias in node.names}
    return set()


def import_graph(deferred: bool, root: Path = ROOT) -> dict[str, set[str]]:
    """Module -> the modules of the package at `root` (rules/ unless told) it imports (at module
    level, or anywhere when `deferred`)."""
    modules = _modules(root)
    graph = {}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        nodes = ast.walk(tree) if deferred else tree.body
        targets = set().union(*(_imported(node, package) for node in nodes))
        # a package and its own submodules (an __init__ re-exporting them) are not a circle
        graph[name] = {
            t
            for t in targets
            if t in modules and t != name and not (name.startswith(t + ".") or t.startswith(name + "."))
        }
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph[node]):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return groups


def test_the_reader_finds_a_circle():
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_no_module_level_import_circle_in_rules():
    graph = import_graph(deferred=False)
    assert "rules.duel.agora.plugin" in graph and "rules.sheriff.rules" in graph  # the walk sees every game
    assert circles(graph) == []


def test_no_import_circle_anywhere_in_rules():
    found = circles(import_graph(deferred=True))
    untolerated = [
        group for group in found if not any(all(m.startswith(p + ".") for m in group) for p in DEFERRED_TOLERATED)
    ]
    assert untolerated == [], "no import circle anywhere in rules/, imports inside functions included"
    assert DEFERRED_TOLERATED == ()


def test_no_import_circle_anywhere_in_tui():
    for deferred in (False, True):
        graph = import_graph(deferred, TUI)
        assert "tui.games.florence.board" in graph  # the walk sees the game screens
        assert circles(graph) == [], "no import circle anywhere in tui/, imports inside functions included"


def test_the_duel_base_never_imports_agora():
    graph = import_graph(deferred=True)
    base = [m for m in graph if m.startswith("rules.duel.") and not m.startswith("rules.duel.agora")]
    assert base and all(not any(t.startswith("rules.duel.agora") for t in graph[m]) for m in base)
