"""Rules code chooses by type, never by a class's name as a string (issue 8: "dispatch on the type").

A name compared as text survives a rename silently and hides which classes a branch depends on.
The only use of `__name__` left is a last-resort label for an action nothing words yet.
"""

from __future__ import annotations

import ast
from pathlib import Path

import rules

ROOT = Path(rules.__file__).resolve().parent


def _is_type_name(node: ast.AST) -> bool:
    """`type(x).__name__` or `x.__class__.__name__`."""
    if not (isinstance(node, ast.Attribute) and node.attr == "__name__"):
        return False
    inner = node.value
    return (isinstance(inner, ast.Call) and isinstance(inner.func, ast.Name) and inner.func.id == "type") or (
        isinstance(inner, ast.Attribute) and inner.attr == "__class__"
    )


def test_no_branch_or_lookup_on_a_class_name() -> None:
    found = []
    for path in sorted(ROOT.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            compared = isinstance(node, ast.Compare) and any(map(_is_type_name, [node.left, *node.comparators]))
            looked_up = (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "get"
                and node.args
                and _is_type_name(node.args[0])
            )
            indexed = isinstance(node, ast.Subscript) and _is_type_name(node.slice)
            if compared or looked_up or indexed:
                found.append(f"{path.relative_to(ROOT.parent)}:{node.lineno}")
    assert not found, f"choose by isinstance or a dict keyed by the class: {found}"
