"""How a game plugs its own widgets into the table screen.

`board_for(game_id)` returns the module `tui.games.<game_id>` if it exists, else
`tui.games.generic` (which renders any attrs view readably, so every registered game is
playable before its own screen lands). It is imported lazily, when a game is opened.

A game module (`tui/games/duel.py`, `tui/games/sheriff.py`) provides:

``Board``  (required) a Textual `Widget` subclass for the public board area. The table
    creates it with no arguments (``Board()``; give it an ``id``/``classes`` of your own in
    ``__init__`` if you like) and calls ``board.update_view(view, viewer)`` after every
    change, where ``view`` is ``game.view(state, viewer)`` (from the seat's snapshot, see
    ``tui/table/snapshot.py``; ``seat_names(self)`` below gives the seats' names) and
    ``viewer`` is the seat shown (an int >= 0, or
    ``rules.core.engine.SPECTATOR`` (-1) after the end of a hot-seat game). Draw only from
    ``view``. Called on the main thread; keep it fast (update Static content, don't
    recompose on every call if avoidable).

``PrivatePanel``  (required) a `Widget` for the acting human's private information (hand,
    coins, commitments). Same ``update_view(view, viewer)``; it is only ever given the view
    of the human whose turn it is (never another seat's). It must also implement
    ``clear()``: the table calls it before a hot-seat hand-off screen is shown, and it must
    drop everything it displays.

``Opponents``  (optional) a `Widget` summarising the other seats' public information; same
    ``update_view(view, viewer)``. Default: a generic list of seats (name, human/bot,
    score, whether they are to act).

``action_label(action, view[, names]) -> str``  (optional) the text of one legal action in
    the numbered action list (plain text; it is escaped for you); ``names`` are the seats'
    names. The table computes labels into each seat's snapshot. Default: the game's
    ``describe(action, state, viewer, viewer, names)`` line.

``token_label``, ``compose_title``, ``compose_summary``  (optional) the composer's words for
    decisions made of parts (see ``tui/widgets/composer.py`` and ``rules/core/compose.py``).

``CSS``  (optional) a string of Textual CSS added to the table screen for this game
    (e.g. sizes of your board). Prefer ``DEFAULT_CSS`` on your widgets.

``HELP``  (optional) on your widgets: Markdown shown by Textual's help panel.

What the table does around your widgets (tui/screens/table.py): it adds the classes
``game-board`` / ``game-private`` / ``game-opponents`` and a border title ("Board",
"Yours (private)", "Players") to them, puts them in a scrolling left column (about 38 cells
at 80x24, wider on big terminals), and draws the shared parts itself: status bar, seats
summary, the numbered action list (labels from ``action_label``), live scores from
``game.scores``, the per-viewer log with "since your last turn", the footer keys. Between
hot-seat turns it shows ``view(state, SPECTATOR)`` with ``viewer == SPECTATOR``: your
``Board`` must draw that too (``PrivatePanel`` is cleared instead). A widget whose
``update_view`` raises is reported with a toast (exception type only) and the game goes on.

Rules for game widgets (see docs/CONTRIBUTING-GAMES.md and anchors C3/C4):

- Never import or mutate game state; read only the view you are given. Store nothing
  that outlives the next ``update_view``.
- To act, post ``tui.messages.ActionChosen(action)`` with an action taken from the
  legal actions (e.g. a card widget the player clicks). The table's numbered list already
  makes every action reachable by keyboard; extra key bindings on your widgets are a bonus.
- Escape card text (``textual.markup.escape``) or build ``rich.text.Text`` /
  ``textual.content.Content`` objects; never let card names be parsed as markup.
- Colour never carries meaning alone: add a text label or a symbol.
- Layout must work at 80x24 (your widget sits in a scrolling column about 40 cells wide);
  use ``height: auto`` and let the column scroll.
- Privacy test: call ``tests.tui.privacy.assert_no_secrets(app, game, state, viewer)`` in
  your screen tests at every step (it reads every widget's whole content on the active
  screen plus toasts, and matches each secret as a whole token). ``screen_text(app)`` and
  ``visible_text(app)`` give you the same text for your own assertions.
"""

from __future__ import annotations

import importlib
import inspect
from types import ModuleType
from typing import Any

__all__ = ["board_for", "labeller_for", "seat_names"]


def seat_names(node: Any) -> tuple[str, ...]:
    """The names typed at set-up for the seats of the table `node` is drawn on (a widget, or
    the screen itself), from the snapshot it draws; () off a table or while it is concealed."""
    try:
        screen = node.screen  # a screen is its own
    except Exception:  # not mounted on a screen yet
        return ()
    return tuple(getattr(getattr(screen, "snapshot", None), "names", ()))


def board_for(game_id: str) -> ModuleType:
    """The widget module for `game_id`: `tui.games.<id>` when it exists, else the generic one."""
    name = f"tui.games.{game_id}"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as error:
        if error.name != name:  # the game's module exists but something it imports is missing
            raise
    return importlib.import_module("tui.games.generic")


def labeller_for(module: ModuleType) -> Any:
    """The labeller the table's snapshots use: `labeller(action, view, names)`, from the
    module's `action_label(action, view[, names])` (None: the game's own log line)."""
    label = getattr(module, "action_label", None)
    if label is None:
        return None
    try:
        takes_names = len(inspect.signature(label).parameters) >= 3
    except (TypeError, ValueError):
        takes_names = False
    if takes_names:
        return label
    return lambda action, view, names: label(action, view)
