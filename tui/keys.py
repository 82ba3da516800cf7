"""The keys a screen answers right now, read from its active bindings.

Help (`?`) lists them and the command palette offers them, so neither can go stale when a
screen gains a key: both read what Textual itself will dispatch.
"""

from __future__ import annotations

import re
from typing import Any, NamedTuple

from textual.app import App
from textual.screen import Screen

from tui.i18n import N_

#: Textual's own navigation and copy keys: listed under "everywhere", never in the palette.
GENERIC_ACTIONS = frozenset({"app.focus_next", "app.focus_previous", "screen.copy_text", "command_palette"})

#: Friendly names for the kinds of focused widget whose keys are listed.
WIDGET_NAMES = {
    "OptionList": N_("list"),
    "Input": N_("text field"),
    "Select": N_("drop-down"),
    "SelectCurrent": N_("drop-down"),
    "SelectOverlay": N_("drop-down"),
    "Checkbox": N_("check box"),
    "Button": N_("button"),
    "Markdown": N_("text"),
    "MarkdownViewer": N_("text"),
    "VerticalScroll": N_("scrolling area"),
    "Collapsible": N_("folding part"),
    "CollapsibleTitle": N_("folding part"),
    "RadioSet": N_("choice"),
    "TextArea": N_("text area"),
}
#: The shell's own widgets named from their class (`widget_kind`), put in words when shown.
OWN_WIDGET_NAMES = (N_("log view"), N_("log panel"))

SCREEN, FOCUSED, EVERYWHERE = "this screen", "focused", "everywhere"


class KeyEntry(NamedTuple):
    """One action and the keys that run it (several keys may share it: '1-9', 'd, delete')."""

    keys: str
    description: str
    scope: str  # SCREEN, "focused <widget kind>" or EVERYWHERE
    action: str
    node: Any


#: Textual's symbols spelled out: a help page is read by people new to the keyboard layout.
_SYMBOLS = {"⏎": "enter", "↑": "up", "↓": "down", "←": "left", "→": "right"}


def key_label(app: App, binding: Any) -> str:
    """'ctrl+q', 'enter', '?', 'f1': the key as a player would name it."""
    shown = app.get_key_display(binding)
    if shown.startswith("^") and len(shown) > 1:
        shown = "ctrl+" + shown[1:]
    return _SYMBOLS.get(shown, shown)


def _base(action: str) -> str:
    return action.split("(", 1)[0]


def widget_kind(node: Any) -> str:
    name = type(node).__name__
    for cls in type(node).__mro__:
        if cls.__name__ in WIDGET_NAMES:
            return WIDGET_NAMES[cls.__name__]
    return re.sub(r"(?<!^)(?=[A-Z])", " ", name).lower()


def _scope(node: Any, action: str) -> str:
    if isinstance(node, App) or action in GENERIC_ACTIONS:
        return EVERYWHERE
    if isinstance(node, Screen):
        return SCREEN
    return f"{FOCUSED} {widget_kind(node)}"


#: Better words for Textual's own short descriptions.
DESCRIPTIONS = {"command_palette": N_("Command palette: rules, cards and these keys as commands")}


def _describe(binding: Any) -> str:
    if binding.action in DESCRIPTIONS:
        return DESCRIPTIONS[binding.action]
    if binding.description:
        return str(binding.description)
    words = _base(binding.action).split(".")[-1].replace("_", " ")
    return words[:1].upper() + words[1:]


def _join_keys(keys: list[str]) -> str:
    """'1', '2', ..., '9' -> '1-9'; anything else joined with commas."""
    if len(keys) > 2 and all(k.isdigit() and len(k) == 1 for k in keys):
        numbers = sorted(int(k) for k in keys)
        if numbers == list(range(numbers[0], numbers[-1] + 1)):
            return f"{numbers[0]}-{numbers[-1]}"
    return ", ".join(keys)


def active_keys(screen: Screen) -> list[KeyEntry]:
    """Every key the screen answers now: the screen's own first, then the focused widget's,
    then the ones that work everywhere. Keys that share an action share a row; numbered
    picks (`pick(1)` ... `pick(9)`) share one row as '1-9'."""
    app = screen.app
    groups: dict[tuple[int, str, str], list[Any]] = {}
    order: list[tuple[int, str, str]] = []
    for key, active in screen.active_bindings.items():
        binding = active.binding
        action = binding.action
        numbered = re.fullmatch(r"(\w+)\(\d+\)", action) is not None and key.isdigit()
        description = _describe(binding)
        if numbered and re.search(r"\d$", description):  # "Pick 3" -> "Pick by number"
            description = re.sub(r"\s*\d+$", "", description) + " by number"
        group = (id(active.node), _base(action) if numbered else action, description)
        if group not in groups:
            groups[group] = []
            order.append(group)
        groups[group].append((key, active))
    entries = []
    for group in order:
        pairs = groups[group]
        keys = list(dict.fromkeys(key_label(app, active.binding) for _, active in pairs))
        node, action = pairs[0][1].node, pairs[0][1].binding.action
        entries.append(KeyEntry(_join_keys(keys), group[2], _scope(node, action), action, node))
    rank = {SCREEN: 0, EVERYWHERE: 2}
    entries.sort(key=lambda e: rank.get(e.scope, 1))  # stable: each group keeps its order
    return entries


def single_keys(screen: Screen) -> list[tuple[str, str, str, Any]]:
    """(key shown, description, action, node) for each key on its own, for the palette:
    '1-9' becomes nine commands."""
    found = []
    for active in screen.active_bindings.values():
        binding = active.binding
        found.append((key_label(screen.app, binding), _describe(binding), binding.action, active.node))
    return found
