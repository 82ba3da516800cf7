"""Sheriff's composer words (tui.widgets.composer): the market, the bag, an offer.

The words are `rules.sheriff.words`' own: the summary is the move the chosen parts make, worded
as its label and its log line, with the seats named as the log names them (the players' names).
"""
from __future__ import annotations

from typing import Any

from rules.sheriff import words as W
from tui.games import seat_names


def table_names() -> tuple[str, ...]:
    """The seats' names of the table on screen: the composer hands these words only the view,
    so they are read from the running app (() off a table, e.g. in a test without one)."""
    try:
        from textual._context import active_app

        return seat_names(active_app.get())
    except Exception:  # no app running: the stands' characters stand in
        return ()


def token_label(token: Any, view: Any) -> str:
    if isinstance(token, str):
        return W.good_name(token, 1)
    deal = getattr(view, "deal", None)
    merchant = deal.merchant if deal is not None else None
    return W.step_text(token, merchant, W.Voice(getattr(view, "viewer", -1), table_names()))


def compose_title(composition: Any, view: Any) -> str:
    return W.compose_title(view, table_names())


def compose_summary(composition: Any, view: Any) -> str:
    return W.compose_summary(tuple(composition.chosen), view, table_names())
