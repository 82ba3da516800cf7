"""Log lines (one English sentence per action, for one viewer) and the rules section in play."""
from __future__ import annotations

from typing import Any

from rules.core.decisions import top
from rules.duel import agora_describe
from rules.duel import data as D
from rules.duel import effects as E
from rules.duel.actions import (
    BuildDiscarded, BuildWonder, ChooseProgress, ChooseStarter, Construct, DestroyCard, Discard, TakeWonder,
)
from rules.duel.costs import Payment
from rules.duel.state import DraftWonder, DuelState, PickDestroy, PickFromDiscard, PickProgress, PickStarter


def seat_name(seat: int) -> str:
    return f"Player {seat + 1}"


def _who(viewer: int, seat: int) -> tuple[str, bool]:
    """The subject of the sentence and whether it is 'you' (verbs then take no -s)."""
    return ("You", True) if viewer == seat else (seat_name(seat), False)


def _verb(verb: str, you: bool) -> str:
    if you:
        return verb
    if verb.endswith(("s", "sh", "ch")):
        return verb + "es"
    return verb + "s"


def name_of(ident: str) -> str:
    data = D.load()
    agora = data.agora
    for table in (data.cards, data.wonders, data.progress, agora.senators, agora.decrees, agora.conspiracies,
                  agora.military_tokens):
        if ident in table:
            return table[ident].name
    return ident


def cost_text(cost: Payment) -> str:
    """'free', 'for 3 coins (2 printed, glass ×1 at 1)' ..."""
    if cost.chain:
        return "for free through a chain"
    if cost.total == 0:
        return "for free"
    parts = []
    if cost.coins:
        parts.append(f"{cost.coins} printed")
    parts += [f"{p.resource} ×{p.units} at {p.unit_price}" for p in cost.purchases]
    coins = "coin" if cost.total == 1 else "coins"
    return f"for {cost.total} {coins} ({', '.join(parts)})"


def describe(action: Any, state: DuelState, viewer: int, seat: int) -> str:
    subject, you = _who(viewer, seat)
    if isinstance(action, TakeWonder):
        return f"{subject} {_verb('take', you)} {name_of(action.wonder)} in the wonder draft."
    if isinstance(action, Construct):
        cost = E.price(state, seat, action)
        return f"{subject} {_verb('build', you)} {name_of(action.card)} {cost_text(cost)}."
    if isinstance(action, Discard):
        coins = E.discard_value(state, seat)
        return f"{subject} {_verb('discard', you)} {name_of(action.card)} for {coins} coins."
    if isinstance(action, BuildWonder):
        cost = E.price(state, seat, action)
        return (
            f"{subject} {_verb('build', you)} {name_of(action.wonder)} {cost_text(cost)}, "
            f"tucking {name_of(action.card)} under it."
        )
    if isinstance(action, ChooseProgress):
        return f"{subject} {_verb('take', you)} the progress token {name_of(action.token)}."
    if isinstance(action, DestroyCard):
        owner = "your" if viewer == E.opponent(seat) else f"{seat_name(E.opponent(seat))}'s"
        return f"{subject} {_verb('destroy', you)} {name_of(action.card)} from {owner} city."
    if isinstance(action, BuildDiscarded):
        return f"{subject} {_verb('build', you)} {name_of(action.card)} from the discard pile for free."
    if isinstance(action, ChooseStarter):
        if action.seat == seat:
            return f"{subject} {_verb('choose', you)} to start Age {state.age}."
        starter = "you" if viewer == action.seat else seat_name(action.seat)
        return f"{subject} {_verb('let', you)} {starter} start Age {state.age}."
    line = agora_describe.describe(action, state, viewer, seat, subject, lambda verb: _verb(verb, you))
    return line if line is not None else f"{subject} {_verb('play', you)} {type(action).__name__}."


def rules_section(state: DuelState) -> str:
    """The rules.md anchor that explains what is being decided now."""
    if state.phase == "end":
        return "end-of-game"
    frame = top(state.decisions)
    if isinstance(frame, DraftWonder) or state.phase == "draft":
        return "draft"
    if isinstance(frame, PickProgress):
        return "wonders" if frame.from_box else "science"
    if isinstance(frame, (PickDestroy, PickFromDiscard)):
        return "wonders"
    if isinstance(frame, PickStarter):
        return "end-of-age"
    return agora_describe.rules_section(state) or "turn"
