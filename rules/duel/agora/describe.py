"""Agora's actions in words (`phrase`, for log lines and labels alike: never another seat's hidden
conspiracy, nor a face-down decree), what they set off by themselves (`events`), and the rules.md
anchor of each Agora decision."""
from __future__ import annotations

from typing import Any

from rules.core.decisions import top
from rules.duel import data as D
from rules.duel import words as W
from rules.duel.agora import senate
from rules.duel.agora.state import (
    BlockProgress, BuildFromTopRow, BuildRemovedCard, ConspiracyEffect, ConspiratorChoice, Conspire, Decline,
    DiscardAccessible, KeepConspiracy, KeepDrawn, MoveCube, MoveDecree, OptionalMove, PlaceAnywhere, PlaceCube,
    PlayBoxToken, PrepareConspiracy, Recruit, RemoveCube, RemoveOpponentCube, SabotageWonder, SeizeCard, SeizeWonder,
    SenateActions, SwapCards, TriggerConspiracy, TriggerUnprepared,
)
from rules.duel.words import Phrase


def _name(ident: str) -> str:
    return W.name_of(ident)


def _decree_face_down(facts: Any, number: int) -> bool:
    """Whether chamber `number` still holds a face-down decree (read from the state, or the view)."""
    state = getattr(facts, "state", None)
    if state is not None:
        return any(d in state.agora.hidden_decrees for d in senate.chamber(state, number).decrees)
    chambers = getattr(getattr(getattr(facts, "view", None), "agora", None), "chambers", ()) or ()
    return any(c.number == number and c.face_down_decrees for c in chambers)


def _drawn(facts: Any, seat: int) -> tuple[str, ...]:
    state = getattr(facts, "state", None)
    if state is not None:
        return state.agora.players[seat].drawn
    return tuple(getattr(getattr(getattr(facts, "view", None), "agora", None), "drawn", ()) or ())


def _in_box(facts: Any, token: str) -> bool:
    state = getattr(facts, "state", None)
    return state is not None and token in state.box_progress


def _arrival(facts: Any, number: int) -> str:
    """', turning its decree face up' when a cube reveals a decree (the decree is named by the event)."""
    return ", turning its decree face up" if _decree_face_down(facts, number) else ""


def phrase(action: Any, facts: Any) -> Phrase | None:
    """The words for an Agora action (None if it is not Agora's), as `facts` lets the reader know."""
    seat = facts.seat
    theirs = facts.whose(1 - seat)
    frame = facts.frame()
    if isinstance(action, Recruit):
        return Phrase(f"{{recruit}} {facts.card(action.card)} {W.price_text(facts.price(action))}")
    if isinstance(action, PrepareConspiracy):
        plot = _name(action.conspiracy) if facts.knows(seat) else "a conspiracy"
        return Phrase(f"{{prepare}} {plot}, tucking {facts.card(action.card)} under it")
    if isinstance(action, TriggerConspiracy):
        how = " (not prepared, through Curia Julia)" if isinstance(frame, TriggerUnprepared) else ""
        return Phrase(f"{{trigger}} the conspiracy {_name(action.conspiracy)}{how}")
    if isinstance(action, PlaceCube):
        return Phrase(f"{{place}} an influence cube in chamber {action.chamber}{_arrival(facts, action.chamber)}")
    if isinstance(action, MoveCube):
        return Phrase(
            f"{{move}} an influence cube from chamber {action.origin} to chamber "
            f"{action.destination}{_arrival(facts, action.destination)}"
        )
    if isinstance(action, RemoveCube):
        return Phrase(f"{{remove}} one of {theirs} influence cubes from chamber {action.chamber}")
    if isinstance(action, Conspire):
        return Phrase("{conspire}, drawing 2 conspiracies")
    if isinstance(action, KeepConspiracy):
        where = "on top of" if action.other_on_top else "at the bottom of"
        if facts.knows(seat):
            other = next((c for c in _drawn(facts, seat) if c != action.keep), None)
            other_name = _name(other) if other else "the other"
            return Phrase(f"{{keep}} {_name(action.keep)} and {{put}} {other_name} {where} the deck")
        return Phrase(f"{{keep}} one conspiracy and {{put}} the other {where} the deck")
    if isinstance(action, Decline):
        return Phrase(f"{{decline}} {_declined(frame)}")
    if isinstance(action, SeizeWonder):
        return Phrase(f"{{take}} {_name(action.wonder)} from {theirs} unbuilt wonders")
    if isinstance(action, SabotageWonder):
        return Phrase(f"{{return}} {theirs} {_name(action.wonder)} to the box")
    if isinstance(action, BlockProgress):
        hidden = _in_box(facts, action.token) and not facts.knows(seat)
        token = "a progress token from the box" if hidden else f"the progress token {_name(action.token)}"
        return Phrase(f"{{block}} {token} for the rest of the game")
    if isinstance(action, BuildFromTopRow):
        return Phrase(f"{{build}} {facts.card(action.card)} from the top row of the structure for free")
    if isinstance(action, BuildRemovedCard):
        return Phrase(f"{{build}} {facts.card(action.card)}, a card removed at setup, for free")
    if isinstance(action, PlayBoxToken):
        return Phrase(f"{{take}} the progress token {_name(action.token)} from the box")
    if isinstance(action, DiscardAccessible):
        return Phrase(f"{{discard}} {facts.card(action.card)} from the structure")
    if isinstance(action, SeizeCard):
        return Phrase(f"{{take}} {facts.card(action.card)} from {theirs} city")
    if isinstance(action, SwapCards):
        return Phrase(
            f"{{take}} {facts.card(action.take)} from {theirs} city and {{give}} {facts.card(action.give)} in exchange"
        )
    if isinstance(action, MoveDecree):
        return Phrase(f"{{move}} the decree of chamber {action.origin} under the decree of chamber {action.destination}")
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


def events(before: Any, action: Any, after: Any, seat: int, voice: Any) -> list[str]:
    """What an action set off in the senate and with the decrees, told in its log line."""
    said: list[str] = []
    for decree in before.agora.hidden_decrees:
        if decree not in after.agora.hidden_decrees:
            said.append(f"A decree is turned face up: {_name(decree).removeprefix('Decree: ')}.")
    said += _coins_from_decrees(before, action, after, voice)
    said += _conspiracy_coins(before, action, after, seat, voice)
    for number in senate.CHAMBERS:
        was, now = senate.controller(before, number), senate.controller(after, number)
        if was != now:
            if now is None:
                said.append(f"Nobody controls chamber {number} any more.")
            else:
                subject, you = voice.subject(now)
                said.append(f"{subject} {'take' if you else 'takes'} control of chamber {number}.")
    return said


def _built_colour(before: Any, action: Any, after: Any) -> str | None:
    """The colour of what the action built ('wonder' for a wonder), if it built something."""
    data = D.load()
    for seat in (0, 1):
        new = after.players[seat].buildings[len(before.players[seat].buildings):]
        built = [c for c in new if c in data.cards]
        if built and not isinstance(action, (SeizeCard, SwapCards)):  # moved, not built
            return data.cards[built[-1]].color
        if sum(w.built for w in after.players[seat].wonders) > sum(w.built for w in before.players[seat].wonders):
            return "wonder"
    return None


def _coins_from_decrees(before: Any, action: Any, after: Any, voice: Any) -> list[str]:
    colour = _built_colour(before, action, after)
    if colour is None:
        return []
    said = []
    for seat in (0, 1):
        for decree in senate.decrees_with(after, seat, "coins_when_built"):
            if decree.color == colour:
                subject, you = voice.subject(seat)
                said.append(f"{subject} {'take' if you else 'takes'} {W.coins_text(after.age)} ({_name(decree.id)}).")
    return said


def _conspiracy_coins(before: Any, action: Any, after: Any, seat: int, voice: Any) -> list[str]:
    if not isinstance(action, TriggerConspiracy):
        return []
    effect = D.load().agora.conspiracies[action.conspiracy].effect
    if effect not in ("take_half_coins", "coins_per_cube"):
        return []
    parts = []
    for who in (seat, 1 - seat):
        change = after.players[who].coins - before.players[who].coins
        if change:
            subject, you = voice.subject(who)
            verb = ("gain" if change > 0 else "lose") if you else ("gains" if change > 0 else "loses")
            parts.append(f"{subject} {verb} {W.coins_text(abs(change))}")
    return [" and ".join(parts) + "."] if parts else []


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
