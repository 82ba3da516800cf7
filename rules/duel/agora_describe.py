"""Log lines for Agora actions (written for one viewer: never another seat's hidden conspiracy,
nor a face-down decree) and the rules.md anchor of each Agora decision."""
from __future__ import annotations

from typing import Any

from rules.core.decisions import top
from rules.core.engine import GOD
from rules.duel import agora_senate as senate
from rules.duel import describe as base  # base imports this module: use it at call time only
from rules.duel.agora_state import (
    BlockProgress, BuildFromTopRow, BuildRemovedCard, ConspiracyEffect, ConspiratorChoice, Conspire, Decline,
    DiscardAccessible, KeepConspiracy, KeepDrawn, MoveCube, MoveDecree, OptionalMove, PlaceAnywhere, PlaceCube,
    PlayBoxToken, PrepareConspiracy, Recruit, RemoveCube, RemoveOpponentCube, SabotageWonder, SeizeCard, SeizeWonder,
    SenateActions, SwapCards, TriggerConspiracy, TriggerUnprepared,
)


def _name(ident: str) -> str:
    return base.name_of(ident)


def _knows(viewer: int, seat: int) -> bool:
    return viewer in (seat, GOD)


def _cube_arrival(state: Any, number: int) -> str:
    """', turning its decree face up' when a cube reveals a decree (never which one)."""
    here = senate.chamber(state, number).decrees
    return ", turning its decree face up" if any(d in state.agora.hidden_decrees for d in here) else ""


def describe(action: Any, state: Any, viewer: int, seat: int, subject: str, verb) -> str | None:
    """One sentence for an Agora action, or None if `action` is not Agora's.

    `subject`/`verb` come from the base module ("You"/"Player 1", and -s for the third person)."""
    opponent = 1 - seat
    theirs = "your" if viewer == opponent else f"Player {opponent + 1}'s"
    frame = top(state.decisions)
    if isinstance(action, Recruit):
        cost = senate.recruit_cost(state, seat)
        price = "for free" if cost == 0 else f"for {cost} coin{'s' if cost > 1 else ''}"
        return f"{subject} {verb('recruit')} a {_name(action.card)} {price}."
    if isinstance(action, PrepareConspiracy):
        plot = _name(action.conspiracy) if _knows(viewer, seat) else "a conspiracy"
        return f"{subject} {verb('prepare')} {plot}, tucking {_name(action.card)} under it."
    if isinstance(action, TriggerConspiracy):
        how = " (not prepared, through Curia Julia)" if isinstance(frame, TriggerUnprepared) else ""
        return f"{subject} {verb('trigger')} the conspiracy {_name(action.conspiracy)}{how}."
    if isinstance(action, PlaceCube):
        reveal = _cube_arrival(state, action.chamber)
        return f"{subject} {verb('place')} an influence cube in chamber {action.chamber}{reveal}."
    if isinstance(action, MoveCube):
        return (
            f"{subject} {verb('move')} an influence cube from chamber {action.origin} to chamber "
            f"{action.destination}{_cube_arrival(state, action.destination)}."
        )
    if isinstance(action, RemoveCube):
        return f"{subject} {verb('remove')} one of {theirs} influence cubes from chamber {action.chamber}."
    if isinstance(action, Conspire):
        return f"{subject} {verb('conspire')}, drawing 2 conspiracies."
    if isinstance(action, KeepConspiracy):
        where = "on top of" if action.other_on_top else "at the bottom of"
        if _knows(viewer, seat):
            (other,) = [c for c in state.agora.players[seat].drawn if c != action.keep] or ["?"]
            return f"{subject} {verb('keep')} {_name(action.keep)} and {verb('put')} {_name(other)} {where} the deck."
        return f"{subject} {verb('keep')} one conspiracy and {verb('put')} the other {where} the deck."
    if isinstance(action, Decline):
        return f"{subject} {verb('decline')} {_declined(frame)}."
    if isinstance(action, SeizeWonder):
        return f"{subject} {verb('take')} {_name(action.wonder)} from {theirs} unbuilt wonders."
    if isinstance(action, SabotageWonder):
        return f"{subject} {verb('return')} {theirs} {_name(action.wonder)} to the box."
    if isinstance(action, BlockProgress):
        hidden = action.token in state.box_progress and not _knows(viewer, seat)
        token = "a progress token from the box" if hidden else f"the progress token {_name(action.token)}"
        return f"{subject} {verb('block')} {token} for the rest of the game."
    if isinstance(action, BuildFromTopRow):
        return f"{subject} {verb('build')} {_name(action.card)} from the top row of the structure for free."
    if isinstance(action, BuildRemovedCard):
        return f"{subject} {verb('build')} {_name(action.card)}, a card removed at setup, for free."
    if isinstance(action, PlayBoxToken):
        return f"{subject} {verb('take')} the progress token {_name(action.token)} from the box."
    if isinstance(action, DiscardAccessible):
        return f"{subject} {verb('discard')} {_name(action.card)} from the structure."
    if isinstance(action, SeizeCard):
        return f"{subject} {verb('take')} {_name(action.card)} from {theirs} city."
    if isinstance(action, SwapCards):
        return (
            f"{subject} {verb('take')} {_name(action.take)} from {theirs} city "
            f"and {verb('give')} {_name(action.give)} in exchange."
        )
    if isinstance(action, MoveDecree):
        return (
            f"{subject} {verb('move')} the decree of chamber {action.origin} "
            f"under the decree of chamber {action.destination}."
        )
    return None


def _declined(frame: Any) -> str:
    if isinstance(frame, SenateActions):
        return f"the remaining {frame.remaining} senate action{'s' if frame.remaining > 1 else ''}"
    if isinstance(frame, OptionalMove):
        return "to move an influence cube"
    if isinstance(frame, TriggerUnprepared):
        return "to trigger a conspiracy"
    if isinstance(frame, ConspiracyEffect):
        return f"to use {_name(frame.conspiracy)} again"
    return "the option"


def rules_section(state: Any) -> str | None:
    """The rules.md anchor for an Agora decision (or an Agora turn), or None."""
    if state.agora is None:
        return None
    frame = top(state.decisions)
    if frame is None:
        return "agora-turn"
    if isinstance(frame, SenateActions):
        return "senate-actions"
    if isinstance(frame, (PlaceAnywhere, RemoveOpponentCube, OptionalMove)):
        return "senate-actions"
    if isinstance(frame, (ConspiratorChoice, KeepDrawn)):
        return "senators"
    if isinstance(frame, (TriggerUnprepared, ConspiracyEffect)):
        return "conspiracies"
    return None
