"""How Architects secrets look on screen, for the leak test (tests/tui/test_leak.py).

The screen draws a Building card by its name (the private panel, the draft pack, the action
list), so besides the ids a card hidden from the viewer (another seat's hand, draft pack or
pick, cards another seat drew to keep some) is banned by name. "Keep" is also a word of the
action list ("Keep Smithy (...)", "Keep your debt"), so that card is banned in the form the
screen draws it: "Keep (12 VP".
"""
from __future__ import annotations

from typing import Any


def hidden_building_names(state: Any, viewer: int) -> set[str]:
    from rules.architects.data import catalog
    from rules.architects.describe import building_brief

    cards: set[str] = set()
    for index in range(len(state.players)):
        if index != viewer:
            cards |= set(state.players[index].hand)
    if state.draft is not None:
        for seat, pack in enumerate(state.draft.packs):
            if seat != viewer:
                cards |= set(pack)
                pick = state.draft.slots.get(seat)
                if pick is not None:
                    cards.add(pick)
    for frame in state.decisions:
        if getattr(frame, "actor", viewer) != viewer:
            cards |= set(getattr(frame, "cards", ()))
    names = set()
    for card in cards:
        name = catalog().building(card).name
        names.add(building_brief(card).split(";")[0] if name == "Keep" else name)
    return names


def architects_phrases(game: Any, state: Any, viewer: int) -> set[str]:
    return set(game.secrets(state, viewer)) | hidden_building_names(state, viewer)
