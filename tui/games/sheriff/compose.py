"""Sheriff's composer words (tui.widgets.composer): the market, the bag, an offer.

The words are `rules.sheriff.words`' own: the summary is the move the chosen parts make, worded
as its label and its log line.
"""
from __future__ import annotations

from typing import Any

from rules.sheriff import words as W


def token_label(token: Any, view: Any) -> str:
    if isinstance(token, str):
        return W.good_name(token, 1)
    deal = getattr(view, "deal", None)
    merchant = deal.merchant if deal is not None else None
    return W.step_text(token, merchant, W.Voice(getattr(view, "viewer", -1)))


def compose_title(composition: Any, view: Any) -> str:
    return W.compose_title(view)


def compose_summary(composition: Any, view: Any) -> str:
    return W.compose_summary(tuple(composition.chosen), view)
