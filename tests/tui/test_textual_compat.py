"""Textual's private internals are used in one package, `tui.textual_compat` (issue 25): only
there, only for the versions tested, and not at all with MEEPLE_TEXTUAL_PATCHES=0."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tui import textual_compat

ROOT = Path(__file__).resolve().parents[2]
COMPAT = ROOT / "tui" / "textual_compat"

#: Private names of Textual's that Meeple has used; nothing outside the package may name them.
PRIVATE = {
    "_size_updated",
    "_compositor_refresh",
    "_get_screen",
    "_refresh_layout",
    "_update_timer",
    "_repaint_regions",
    "_dirty_widgets",
    "_dirty_regions",
    "_context",
    "render_full_update",
    "_on_key",
    "_compositor",
    "_layout_required",
    "_background_screens",
    "_full_map_invalidated",
}

#: Files still reaching into Textual or Rich that this issue could not change (owned elsewhere):
#: each must still need its entry, so the list only shrinks.
NOT_YET = {
    "tui/server/prefork.py": "imports textual._xterm_parser and rich._emoji_codes/_unicode_data to warm them before fork",
}


def _private_module(name: str | None) -> bool:
    return bool(name) and any(name == f"{top}._" or name.startswith(f"{top}._") for top in ("textual", "rich"))


def uses_of_private_names(path: Path) -> list[str]:
    """Each import of `textual._*`/`rich._*` and each mention of a name in PRIVATE (attribute,
    name, definition, imported name or getattr string) in the module at `path`."""
    found: list[str] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        where = f"{path.relative_to(ROOT)}:{getattr(node, 'lineno', 0)}"
        if isinstance(node, ast.Import):
            found += [f"{where} import {a.name}" for a in node.names if _private_module(a.name)]
        elif isinstance(node, ast.ImportFrom):
            if node.level == 0 and _private_module(node.module):
                found.append(f"{where} from {node.module}")
            elif node.module in ("textual", "rich"):
                found += [f"{where} from {node.module} import {a.name}" for a in node.names if a.name.startswith("_")]
            found += [f"{where} import {a.name}" for a in node.names if a.name in PRIVATE]
        elif isinstance(node, ast.Attribute) and node.attr in PRIVATE:
            found.append(f"{where} .{node.attr}")
        elif isinstance(node, ast.Name) and node.id in PRIVATE:
            found.append(f"{where} {node.id}")
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name in PRIVATE:
            found.append(f"{where} def {node.name}")
        elif isinstance(node, ast.Constant) and node.value in PRIVATE:
            found.append(f"{where} {node.value!r}")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and _private_module(node.value):
            found.append(f"{where} {node.value!r}")  # sys.modules.get("textual._context"), import_module(...)
    return found


def _modules() -> list[Path]:
    return sorted(p for top in ("tui", "rules") for p in (ROOT / top).rglob("*.py") if COMPAT not in p.parents)


def test_no_module_outside_textual_compat_uses_textual_internals() -> None:
    found = [
        use for path in _modules() if str(path.relative_to(ROOT)) not in NOT_YET for use in uses_of_private_names(path)
    ]
    assert found == [], "move these into tui/textual_compat/:\n" + "\n".join(found)


def test_the_files_not_done_yet_still_need_their_entry() -> None:
    for name in NOT_YET:
        path = ROOT / name
        assert path.exists() and uses_of_private_names(path), f"{name} is clean now: drop it from NOT_YET"


def test_the_check_finds_what_it_looks_for() -> None:
    uses = uses_of_private_names(COMPAT / "layout_once.py")
    assert any(use.endswith(" from textual._compositor") for use in uses)
    assert any(use.endswith(" ._compositor_refresh") for use in uses)
    assert any(use.endswith(" '_update_timer'") for use in uses_of_private_names(COMPAT / "__init__.py"))


def test_the_versions_tested_are_the_versions_pinned() -> None:
    """Bumping Textual or Rich in constraints.txt turns the patches off until TESTED says the new
    version was checked (frame tests, key order, scrollbar rows)."""
    pins = dict(
        line.strip().split("==", 1)
        for line in (ROOT / "constraints.txt").read_text().splitlines()
        if "==" in line and not line.lstrip().startswith("#")
    )
    assert {name: pins[name] for name in textual_compat.TESTED} == textual_compat.TESTED


def test_another_version_turns_everything_off(monkeypatch) -> None:
    monkeypatch.setitem(textual_compat.TESTED, "textual", "8.2.7")
    textual_compat.versions_tested.cache_clear()
    try:
        assert not textual_compat.enabled()
        assert textual_compat.mount_unseen(object(), object()) is None
        assert textual_compat.escape_driver_class() is None
        assert not textual_compat.covered_by_opaque_screen(object())
    finally:
        monkeypatch.undo()
        textual_compat.versions_tested.cache_clear()
    assert textual_compat.enabled() == textual_compat.switched_on()


def test_the_switch_turns_everything_off(monkeypatch) -> None:
    monkeypatch.setenv(textual_compat.SWITCH, "0")
    assert not textual_compat.enabled() and not textual_compat.install()
    assert not textual_compat.install_key_order() and not textual_compat.can_mount_unseen()


def test_with_the_switch_off_no_patch_is_installed(tmp_path: Path) -> None:
    """In a fresh process (this one may have them already): the app made and its key order
    asked for, Textual's classes are as Textual made them."""
    script = """
import sys
from textual._compositor import Compositor
from textual.screen import Screen
from textual.scroll_view import ScrollView
from textual.scrollbar import ScrollBar
from textual.widget import Widget
from textual.widgets import Input, TextArea
before = [getattr(Widget, "_size_updated"), getattr(ScrollView, "_size_updated"),
          getattr(Screen, "_compositor_refresh"), getattr(Screen, "_on_screen_resume"), Compositor.reflow,
          Compositor.render_full_update, ScrollBar.render_lines,
          getattr(Input, "_on_key"), getattr(TextArea, "_on_key")]
from tui import textual_compat
from tui.app import MeepleApp
from tui.widgets.panels import LogPanel
app = MeepleApp(sys.argv[1])
assert not textual_compat.install_key_order()
after = [getattr(Widget, "_size_updated"), getattr(ScrollView, "_size_updated"),
         getattr(Screen, "_compositor_refresh"), getattr(Screen, "_on_screen_resume"), Compositor.reflow,
         Compositor.render_full_update, ScrollBar.render_lines,
         getattr(Input, "_on_key"), getattr(TextArea, "_on_key")]
assert before == after, "patched"
assert "_size_updated" not in vars(LogPanel), "LogPanel patched"
assert app.driver_class.__module__.startswith("textual."), app.driver_class
print("clean")
"""
    env = dict(os.environ, MEEPLE_TEXTUAL_PATCHES="0", ESCDELAY="10")
    env.pop("TEXTUAL_DRIVER", None)
    done = subprocess.run(
        [sys.executable, "-c", script, str(tmp_path)], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0 and done.stdout.strip() == "clean", done.stderr


@pytest.mark.skipif(not textual_compat.enabled(), reason="MEEPLE_TEXTUAL_PATCHES=0 or another Textual")
def test_with_the_switch_on_the_patches_are_in_place(tmp_path: Path) -> None:
    from textual.widget import Widget

    from tui.app import MeepleApp
    from tui.widgets.panels import LogPanel

    MeepleApp(tmp_path)
    assert getattr(getattr(Widget, "_size_updated"), "lays_out_once", False)
    assert "_size_updated" in vars(LogPanel)
