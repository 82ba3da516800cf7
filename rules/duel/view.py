"""What a viewer may see (`view`), what they must not (`secrets`), and when something was revealed."""

from __future__ import annotations

from typing import Any

import attrs

from rules.core.engine import GOD
from rules.duel import costs as C
from rules.duel import data as D
from rules.duel import effects as E
from rules.duel import hooks
from rules.duel import structure as S
from rules.duel.actions import Construct
from rules.duel.scoring import scores
from rules.duel.state import CardOffer, DuelState, DuelView, PickProgress, PlayerView, SlotView, WonderOffer
from rules.duel.turns import to_act


def _slots(state: DuelState) -> tuple[SlotView, ...]:
    if state.structure is None:
        return ()
    spec = S.layout(state.structure)
    open_slots = set(S.accessible(state.structure))
    views = []
    for index, (slot, place) in enumerate(zip(state.structure.slots, spec.slots)):
        shown = slot.card if slot.face_up else None
        back = D.card_back(slot.card) if (slot.card is not None and not slot.face_up) else None
        views.append(
            SlotView(
                index,
                place.row,
                place.column,
                shown,
                back,
                slot.card is None,
                index in open_slots,
            )
        )
    return tuple(views)


def wonder_offers(state: DuelState, seat: int) -> tuple[WonderOffer, ...]:
    """What each unbuilt wonder of `seat` would cost now (none once 7 wonders are built)."""
    if state.phase != "play" or E.total_wonders_built(state) >= D.load().setup.max_wonders_built:
        return ()
    coins = state.players[seat].coins
    return tuple(
        WonderOffer(w.id, cost, cost.total <= coins)
        for w in state.players[seat].wonders
        if not w.built
        for cost in (E.wonder_cost(state, seat, w.id),)  # = E.price of BuildWonder with any card
    )


def offers(state: DuelState, seat: int) -> tuple[CardOffer, ...]:
    """Costs of every accessible face-up card for `seat`, as they stand now."""
    if state.structure is None or state.phase != "play":
        return ()
    player = state.players[seat]
    found = []
    for index in S.accessible(state.structure):
        card_id = state.structure.slots[index].card
        if card_id is None or not state.structure.slots[index].face_up:
            continue  # uncovered this turn: turned face up when the turn ends
        construct = None if card_id not in D.load().cards else E.price(state, seat, Construct(card_id))
        found.append(
            CardOffer(
                index,
                card_id,
                construct,
                construct is not None and construct.total <= player.coins,
                E.discard_value(state, seat),
            )
        )
    return tuple(found)


def _player(state: DuelState, seat: int, score) -> PlayerView:
    player = state.players[seat]
    return PlayerView(
        seat=seat,
        coins=player.coins,
        buildings=player.buildings,
        wonders=player.wonders,
        progress=player.progress,
        science=tuple(sorted(E.science_symbols(state, seat).elements())),
        production=tuple(sorted(C.fixed_production(state, seat).items())),
        production_choices=C.choice_production(state, seat),
        trade_prices=tuple(E.trade_prices(state, seat).items()),
        score=score,
    )


def _private_look(frame: Any, viewer: int) -> bool:
    """A Great Library draw: only the player drawing sees the three box tokens."""
    return isinstance(frame, PickProgress) and frame.from_box and viewer not in (frame.actor, GOD)


def _decisions_for(state: DuelState, viewer: int) -> tuple:
    return tuple(attrs.evolve(f, options=()) if _private_look(f, viewer) else f for f in state.decisions)


def view(state: DuelState, viewer: int) -> DuelView:
    acting = to_act(state)
    offers_for = viewer if viewer in (0, 1) else (min(acting) if acting else None)
    lines = scores(state)
    return DuelView(
        viewer=viewer,
        phase=state.phase,
        age=state.age,
        current=state.current,
        to_act=tuple(sorted(acting)),
        decisions=_decisions_for(state, viewer),
        structure=_slots(state),
        offers_for=offers_for,
        offers=offers(state, offers_for) if offers_for is not None else (),
        wonder_offers=wonder_offers(state, offers_for) if offers_for is not None else (),
        discard=state.discard,
        players=tuple(_player(state, seat, lines[seat]) for seat in range(len(state.players))),
        board_progress=state.board_progress,
        box_progress_count=len(state.box_progress),
        military=state.military,
        military_tokens=state.military_tokens,
        draft_offer=state.draft_offer,
        retired_wonders=state.retired_wonders,
        wonders_built=E.total_wonders_built(state),
        cards_left_in_age=S.cards_left(state.structure) if state.structure is not None else 0,
        result=state.result,
        agora=hooks.view(state, viewer),
    )


def secrets(state: DuelState, viewer: int) -> frozenset[str]:
    """Ids nobody at the table may see: the same for both seats and spectators in the base game."""
    if viewer == GOD:
        return frozenset()
    hidden: set[str] = set(S.face_down_cards(state.structure))
    for deal in state.upcoming:
        hidden.update(deal)
    for removed in state.removed:
        hidden.update(removed)
    hidden.update(state.unused_guilds)
    hidden.update(state.box_progress)
    hidden.update(state.draft_next)
    hidden.update(state.wonder_box)
    for frame in state.decisions:
        if _private_look(frame, viewer):
            hidden.update(frame.options)
    # Expansions: cards a player looks at alone while choosing are not hidden from that player.
    return (frozenset(hidden) - hooks.shown_to(state, viewer)) | hooks.secrets(state, viewer)


def _visible(state: DuelState) -> frozenset[str]:
    return S.face_up_cards(state.structure) | frozenset(state.draft_offer)


def reveals(before: Any, action: Any, after: Any) -> bool:
    """True when a card, wonder or token nobody had seen became visible."""
    return bool(_visible(after) - _visible(before) - {getattr(action, "card", None)}) or hooks.revealed(before, after)
