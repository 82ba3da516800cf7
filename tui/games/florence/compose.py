"""Princes of Florence's words for the composer (tui.widgets.composer): a character bid and what a
Shared Buildings partner is asked to pay. The parts are rules.florence.compose's: a character's id
and one "+100" per 100 florins; the summary says exactly what Enter sends.
"""
from __future__ import annotations

from typing import Any

from rules.core import decisions as stack
from rules.florence.compose import STEP
from rules.florence.data import load
from rules.florence.describe import piece_name
from rules.florence.state import CharacterFrame, SharedPayFrame


def token_label(token: Any, view: Any) -> str:
    if token == STEP:
        return "100 florins"
    character = load().character_by_id.get(token)
    if character is None:
        return str(token)
    return f"the {character.name} ({character.low * 100}-{character.high * 100})"


def compose_title(composition: Any, view: Any) -> str:
    frame = stack.top(view.decisions)
    if isinstance(frame, CharacterFrame):
        return "Character auction: one character and your bid, or nothing to pass"
    if isinstance(frame, SharedPayFrame):
        return f"What you ask towards the shared {piece_name(frame.building)}"
    return "Compose your move"


def compose_summary(composition: Any, view: Any) -> str:
    chosen = tuple(composition.chosen)
    florins = 100 * chosen.count(STEP)
    frame = stack.top(view.decisions)
    if isinstance(frame, SharedPayFrame):
        return f"Ask for {florins} florins towards the {piece_name(frame.building)} (0 to 2000)."
    characters = [t for t in chosen if t != STEP]
    if not characters:
        return "Nothing chosen: you pass and leave the character auction." if not florins else \
            f"{florins} florins: now choose a character."
    character = load().character_by_id[characters[0]]
    pawns = {p.character: p.space for p in getattr(view.characters, "pawns", ())}
    low = pawns[character.id] + 1 if character.id in pawns else character.low
    if composition.action() is None:
        return f"The {character.name}: bid {low * 100} to {character.high * 100} (you have {florins})."
    return f"Bid {florins} for the {character.name}."
