"""`action_label`: one line per legal action, with what it costs the acting player now.

Costs come from the view (`offers`, `wonder_offers`), which the rules computed for the
seat whose options are shown, so the list never disagrees with what the move will charge.
Actions this module does not know (new Agora actions) return None: the table then uses
the game's own log sentence.
"""
from __future__ import annotations

from typing import Any

from rules.duel.actions import (
    BuildDiscarded, BuildWonder, ChooseProgress, ChooseStarter, Construct, DestroyCard, Discard, TakeWonder,
)
from rules.duel import data as D
from tui.games.duel import agora as A
from tui.games.duel import text as T


def _offer(view: Any, card: str) -> Any:
    return next((o for o in getattr(view, "offers", ()) if o.card == card), None)


def _wonder_offer(view: Any, wonder: str) -> Any:
    return next((o for o in getattr(view, "wonder_offers", ()) if o.wonder == wonder), None)


def _own_buildings(view: Any) -> tuple[str, ...]:
    seat = getattr(view, "offers_for", None)
    players = getattr(view, "players", ())
    return players[seat].buildings if seat is not None and 0 <= seat < len(players) else ()


def _starter(view: Any, seat: int) -> str:
    return "You start" if seat == getattr(view, "viewer", None) else "Your opponent starts"


def action_label(action: Any, view: Any) -> str | None:
    if isinstance(action, Construct):
        offer = _offer(view, action.card)
        if offer is None:
            cost = f"printed {T.printed_cost(action.card)}"
        else:
            cost = T.payment_text(offer.construct, T.chain_source(action.card, _own_buildings(view)))
        return f"Build {T.tagged(action.card)} — {cost}"
    if isinstance(action, Discard):
        offer = _offer(view, action.card)
        coins = f" for {T.coins_text(offer.discard_coins)}" if offer else ""
        return f"Discard {T.tagged(action.card)}{coins}"
    if isinstance(action, BuildWonder):
        offer = _wonder_offer(view, action.wonder)
        cost = T.payment_text(offer.cost) if offer else f"printed {T.printed_cost(action.wonder)}"
        return f"Wonder {T.name(action.wonder)} with {T.tagged(action.card)} — {cost}"
    if isinstance(action, TakeWonder):
        return f"Take {T.name(action.wonder)} ({T.printed_cost(action.wonder)}): {T.wonder_effect(action.wonder)}"
    if isinstance(action, ChooseProgress):
        return f"Progress {T.name(action.token)}: {T.effect_text(action.token)}"
    if isinstance(action, DestroyCard):
        return f"Destroy {T.tagged(action.card)} of your opponent (to the discard pile)"
    if isinstance(action, BuildDiscarded):
        return f"Build {T.tagged(action.card)} from the discard pile, free: {T.card_effect(action.card)}"
    if isinstance(action, ChooseStarter):
        age = T.ROMAN.get(getattr(view, "age", 0), "?")
        return f"{_starter(view, action.seat)} Age {age}"
    return agora_label(action, view)


def _recruit_cost(view: Any) -> str:
    agora = getattr(view, "agora", None)
    seat = getattr(view, "offers_for", None)
    for player in getattr(agora, "players", ()) or ():
        if getattr(player, "seat", None) == seat and hasattr(player, "recruit_cost"):
            return f" — {T.coins_text(player.recruit_cost)}"
    return ""


def _conspiracy(ident: str) -> str:
    record = D.load().agora.conspiracies.get(ident)
    return f"{T.name(ident)}: {record.text}" if record else T.name(ident)


def _decline(view: Any) -> str | None:
    """Declining means something different under each optional Agora effect."""
    decisions = getattr(view, "decisions", ()) or ()
    frame = decisions[-1] if decisions else None
    kind = type(frame).__name__
    if kind == "SenateActions":
        return f"Stop: skip the remaining {T.plural(getattr(frame, 'remaining', 0), 'senate action')}"
    if kind == "OptionalMove":
        return "Do not move a cube"
    if kind == "TriggerUnprepared":
        return "Trigger no conspiracy"
    if kind == "ConspiracyEffect":
        return f"Stop: no further use of {T.name(getattr(frame, 'conspiracy', None))}"
    return None  # the game's own sentence says what is declined


def agora_label(action: Any, view: Any) -> str | None:
    """Agora actions, matched by class name and read with getattr: their classes are still settling."""
    kind = type(action).__name__
    get = lambda field: getattr(action, field, None)  # noqa: E731 - a local shorthand
    if kind == "Recruit":
        return f"Recruit {T.tagged(get('card'))}{_recruit_cost(view)}"
    if kind == "PrepareConspiracy":
        return f"Prepare {T.name(get('conspiracy'))} by tucking {T.tagged(get('card'))} under it"
    if kind == "TriggerConspiracy":
        return f"Trigger {_conspiracy(get('conspiracy'))}"
    if kind == "PlaceCube":
        return f"Place a cube in {A.chamber_label(get('chamber'), view)}"
    if kind == "MoveCube":
        return f"Move a cube from chamber {get('origin')} to {A.chamber_label(get('destination'), view)}"
    if kind == "RemoveCube":
        return f"Remove an opponent cube from {A.chamber_label(get('chamber'), view)}"
    if kind == "Conspire":
        return "Conspire: draw 2 conspiracies, keep 1"
    if kind == "KeepConspiracy":
        where = "on top of" if get("other_on_top") else "at the bottom of"
        drawn = getattr(getattr(view, "agora", None), "drawn", ()) or ()
        other = next((T.name(c) for c in drawn if c != get("keep")), "the other")
        return f"Keep {_conspiracy(get('keep'))} — {other} goes {where} the deck"
    if kind == "Decline":
        return _decline(view)
    if kind == "SeizeWonder":
        return f"Take the opponent's unbuilt wonder {T.name(get('wonder'))}"
    if kind == "SabotageWonder":
        return f"Return the opponent's built wonder {T.name(get('wonder'))} to the box"
    if kind == "BlockProgress":
        return f"Block progress token {T.name(get('token'))} (face down, nobody may take it)"
    if kind in ("BuildFromTopRow", "BuildRemovedCard"):
        return f"Build {T.tagged(get('card'))} for free"
    if kind == "PlayBoxToken":
        return f"Take progress token {T.name(get('token'))} from the box: {T.effect_text(get('token'))}"
    if kind == "DiscardAccessible":
        return f"Put {T.tagged(get('card'))} of the structure into the discard pile"
    if kind == "SeizeCard":
        return f"Take {T.tagged(get('card'))} from the opponent's city"
    if kind == "SwapCards":
        return f"Take {T.tagged(get('take'))} from the opponent, give them {T.tagged(get('give'))}"
    if kind == "MoveDecree":
        return f"Move the decree of {A.chamber_label(get('origin'))} to {A.chamber_label(get('destination'))}"
    return None
