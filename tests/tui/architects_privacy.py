"""How Architects secrets look on screen, for the leak test (tests/tui/test_leak.py).

The screen draws a Building card by its name (the private panel, the draft pack, the action
list), so besides the ids a card hidden from the viewer (another seat's hand, draft pack or
pick, cards another seat drew to keep some) is banned by name. "Keep" is also a word of the
action list ("Keep Smithy (...)", "Keep your debt"), so that card is banned in the form the
screen draws it: "Keep (12 VP".
"""

from __future__ import annotations

from typing import Any


def hidden_building_names(game: Any, state: Any, viewer: int) -> set[str]:
    """Names of the Building cards hidden from `viewer` outside the pile (the pile's cards may
    include one the viewer put there, which their own log names)."""
    from rules.architects.data import catalog
    from rules.architects.describe import building_brief

    pile = set(state.building_deck)
    cards = {c for c in game.secrets(state, viewer) if c.startswith("b-") and c not in pile}
    names = set()
    for card in cards:
        name = catalog().building(card).name
        names.add(building_brief(card).split(";")[0] if name == "Keep" else name)
    return names


def architects_phrases(game: Any, state: Any, viewer: int) -> set[str]:
    return set(game.secrets(state, viewer)) | hidden_building_names(game, state, viewer)
