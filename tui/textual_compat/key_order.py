"""Keys typed into a text field take effect in the order they were typed (issue 22).

Textual's text fields (Input, TextArea, and a Select's open list when you type to search) take
printable keys in their own `_on_key` handler. The other keys they answer (Backspace, Delete,
the arrows, Home/End, Enter, ctrl+w...) come from their BINDINGS. Textual runs a non-priority
binding only after the Key event has bubbled from the focused widget back to the App: the
widget's queue, then each ancestor's, then the App's (`MessagePump._on_message` posts it to
the parent, `App._on_key` calls `_check_bindings`). The App hands every key it gets straight to
the focused widget. So when keys arrive together (a fast typist, a paste sent as keys, an SSH
connection that batches them, a busy app), a printable key that came after a Backspace
reaches the field while the Backspace is still on its way to the App. Then
`abcdef`, six Backspaces and `open open greedy` gives `abcdefopen open `: the Backspaces run
last and eat the end. Textual's input thread, its parser and the queues all keep the keys
in order. The order is lost between `Input._on_key` (textual/widgets/_input.py:743, printable
keys) and `App._on_key` (textual/app.py:4341, bindings after the bubble through
textual/message_pump.py:834-839). Upstream: Textualize/textual#6605 (open; PR #6631 proposes
the same remedy).

`install()` makes each of these fields run its own non-priority binding for the key in its
own handler, right after the key handlers it already has, with Textual's own
`App.run_action`. This is where Textual's binding chain would find it first in any case: the
focused widget heads `Screen._binding_chain`, and priority bindings were tried by the App
before the key was handed on. Bound keys then take their place in the field's one queue
among the printable ones, and the order is the order typed. It adds no step to any key. A
Backspace no longer makes the round trip through the ancestors, so it is answered sooner.
The one difference: a key that the field's own binding answered no longer bubbles to the
field's ancestors, so their `on_key` handlers do not see it. Nothing in Meeple listens there
for a field's keys. A refused binding (check_action False, SkipAction) bubbles as before.

Keys answered further up (Tab, Escape, a screen's `/` or Down) still make the round trip.
Keys typed in the same burst after one of them may reach the field that had the focus
before it moved, as in plain Textual.

Applied process-wide, once, through `tui.textual_compat.install_key_order` (only for the
Textual tested, and not with MEEPLE_TEXTUAL_PATCHES=0) from `tui.app.run_app` (local play) and
`tui.remote.app.main` (each SSH session's child: `meeple serve` runs the app there on a pty
with Textual's own Linux driver, so the same bug and the same fix apply). `install()` checks the Textual internals it relies on
and leaves Textual as it is when they differ.
"""

from __future__ import annotations

import functools
import importlib.abc
import importlib.machinery
import inspect
import sys
from typing import Any, Callable, Sequence

#: Marks a handler wrapped here (and keeps the original for `uninstall`).
_MARK = "keeps_key_order"

#: A field class wrapped when its module is first imported, not by `install` (which would
#: import it): TextArea and its document modules were ~8 ms of a cold start, and Meeple
#: shows none. A TextArea imported already is wrapped by `install` like the others.
_WHEN_IMPORTED = ("textual.widgets._text_area", "TextArea")


def _field_classes() -> list[type]:
    """Textual's widgets that take printable keys in `_on_key` and the rest from BINDINGS
    (of TextArea's module, only once it is imported)."""
    from textual.widgets import Input

    classes: list[type] = [Input]
    module = sys.modules.get(_WHEN_IMPORTED[0])
    if module is not None:
        classes.append(getattr(module, _WHEN_IMPORTED[1]))
    try:
        from textual.widgets._select import SelectOverlay  # type to search in an open Select
    except ImportError:
        pass
    else:
        classes.append(SelectOverlay)
    return classes


def _handler_fits(cls: type) -> bool:
    handler = cls.__dict__.get("_on_key")
    return callable(handler) and list(inspect.signature(handler).parameters) == ["self", "event"]


def _wrap(cls: type) -> None:
    handler = cls.__dict__["_on_key"]
    if not hasattr(handler, _MARK):
        setattr(cls, "_on_key", _in_order(handler))


class _WrapWhenImported(importlib.abc.MetaPathFinder):
    """On `sys.meta_path` while TextArea's module is not imported: when it is, its class is
    wrapped as soon as the module has run (before anyone can make a TextArea)."""

    def find_spec(self, fullname: str, path: Sequence[str] | None, target: Any = None) -> Any:
        if fullname != _WHEN_IMPORTED[0]:
            return None
        spec = importlib.machinery.PathFinder.find_spec(fullname, path, target)
        if spec is None or spec.loader is None or not hasattr(spec.loader, "exec_module"):
            return spec
        run = spec.loader.exec_module

        def exec_module(module: Any) -> None:
            run(module)
            cls = getattr(module, _WHEN_IMPORTED[1], None)
            if cls is not None and _handler_fits(cls):
                _wrap(cls)

        spec.loader.exec_module = exec_module  # type: ignore[method-assign]  # this module's own loader
        _stop_waiting()
        return spec


def _waiting() -> bool:
    return any(isinstance(finder, _WrapWhenImported) for finder in sys.meta_path)


def _stop_waiting() -> None:
    sys.meta_path[:] = [finder for finder in sys.meta_path if not isinstance(finder, _WrapWhenImported)]


def _own_bindings(widget: Any) -> Any:
    """The widget's bindings as Textual's binding chain would list them, with the app's
    keymap applied."""
    bindings = widget._bindings
    keymap = widget.app._keymap
    if keymap:
        bindings = bindings.copy()
        bindings.apply_keymap(keymap)  # clashes are reported when the App builds its chain
    return bindings


async def run_own_binding(widget: Any, event: Any) -> bool:
    """Run the widget's own non-priority binding for `event.key`, as `App._check_bindings`
    would when the key reached it. True (and the key stopped) when one ran."""
    if widget.loading:
        return False  # Textual's chain leaves a loading widget out
    for binding in _own_bindings(widget).key_to_bindings.get(event.key, ()):
        if not binding.priority and await widget.app.run_action(binding.action, widget):
            event.stop()  # answered: it must not run again when it bubbles to the App
            return True
    return False


def _in_order(original: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(original)
    async def _on_key(self: Any, event: Any) -> None:
        await original(self, event)
        if event._stop_propagation or event._no_default_action:
            return  # taken by the field itself (a printable key)
        await run_own_binding(self, event)

    setattr(_on_key, _MARK, original)
    return _on_key


def _fits() -> bool:
    """The Textual internals used here are the ones this was written against (8.2.x)."""
    from textual import events
    from textual.app import App
    from textual.binding import BindingsMap

    key = events.Key("a", "a")
    return (
        all(hasattr(key, name) for name in ("_stop_propagation", "_no_default_action"))
        and hasattr(App, "run_action")
        and hasattr(BindingsMap, "apply_keymap")
        and hasattr(BindingsMap(), "key_to_bindings")
        and all(_handler_fits(cls) for cls in _field_classes())
    )


def _later_pending() -> bool:
    """TextArea's module is not imported yet, and its class is not waited for."""
    return _WHEN_IMPORTED[0] not in sys.modules and not _waiting()


def install() -> bool:
    """Wrap the text fields' `_on_key` once (TextArea's when it is imported); True when in place."""
    classes = _field_classes()
    if all(hasattr(cls.__dict__.get("_on_key"), _MARK) for cls in classes) and not _later_pending():
        return True
    if not _fits():
        return False
    for cls in classes:
        _wrap(cls)
    if _later_pending():
        sys.meta_path.insert(0, _WrapWhenImported())
    return True


def installed() -> bool:
    """True when every field class imported has the wrapped handler, and TextArea's will have
    it when imported."""
    wrapped = all(hasattr(cls.__dict__.get("_on_key"), _MARK) for cls in _field_classes())
    return wrapped and not _later_pending()


def uninstall() -> None:
    """Textual's own handlers back (tests)."""
    _stop_waiting()
    for cls in _field_classes():
        handler = cls.__dict__.get("_on_key")
        if hasattr(handler, _MARK):
            setattr(cls, "_on_key", getattr(handler, _MARK))
