"""Legal actions and resolution for every decision frame (multi-step choices in a turn)."""

from __future__ import annotations

import itertools

import attrs

from rules.architects import actions as A
from rules.architects import cards as C
from rules.architects import economy as E
from rules.architects import workers as W
from rules.architects.data import LARGE, catalog
from rules.architects.locations import (  # noqa: F401  (cathedral_open: callers know it here)
    capture_locations,
    cathedral_open,
    guild_options,
    hire_cost,
    push,
    workshop_hires,
)
from rules.architects.state import (
    ArchitectsState,
    BoardFrame,
    CaptureFrame,
    CathedralFrame,
    DestroyFrame,
    EffectFrame,
    EndOrderFrame,
    GatekeeperFrame,
    GuardFrame,
    GuildFrame,
    HireFrame,
    KeepOneFrame,
    KeepStartFrame,
    LimitFrame,
    StorehouseFrame,
)

TRADE_KINDS = ("merchant", "patron", "trader")


def pop(state: ArchitectsState) -> ArchitectsState:
    return attrs.evolve(state, decisions=state.decisions[:-1])


def replace(state: ArchitectsState, frame: object) -> ArchitectsState:
    return attrs.evolve(state, decisions=state.decisions[:-1] + (frame,))


# ----- legal actions per frame
def legal(state: ArchitectsState, frame: object) -> tuple[object, ...]:
    o = state.owner(frame.actor)
    if isinstance(frame, KeepStartFrame):
        keep = catalog().const("solo_keep")
        return tuple(A.KeepCards(tuple(c)) for c in itertools.combinations(frame.cards, keep))
    if isinstance(frame, BoardFrame):
        taken = {p.board for p in state.players}
        return tuple(A.ChooseBoard(b.id) for b in catalog().boards if b.id not in taken)
    if isinstance(frame, StorehouseFrame):
        return (storehouse_trades(state, frame.actor) if frame.left > 0 else ()) + (A.Done(),)
    if isinstance(frame, HireFrame):
        hires = workshop_hires(state, frame.actor, frame.reach, frame.source)
        return hires + ((A.DrawFive(),) if frame.source == "market" else ())
    if isinstance(frame, KeepOneFrame):
        return tuple(A.Keep(c) for c in frame.cards)
    if isinstance(frame, CaptureFrame):
        return captures(state, frame) + (A.Done(),)
    if isinstance(frame, GuardFrame):
        return (guard_actions(state, frame.actor) if frame.left > 0 else ()) + (A.Done(),)
    if isinstance(frame, GuildFrame):
        return guild_options(state, frame.actor)
    if isinstance(frame, (CathedralFrame, LimitFrame)):
        return tuple(A.Discard(c) for c in o.hand)
    if isinstance(frame, EffectFrame):
        return effect_choices(state, frame)
    if isinstance(frame, DestroyFrame):
        return tuple(A.DestroyDebts(k) for k in range(frame.count, -1, -1))
    if isinstance(frame, GatekeeperFrame):
        most = min(2, state.prison[frame.actor])
        return tuple(A.Release(k) for k in range(most, -1, -1))
    if isinstance(frame, EndOrderFrame):
        return tuple(A.ResolveEnd(c) for c in frame.remaining)
    raise TypeError(f"unknown frame {frame!r}")


def storehouse_trades(state: ArchitectsState, owner: int) -> tuple[A.Trade, ...]:
    o = state.owner(owner)
    found = [A.Trade("virtue", pay) for pay in E.mixes(E.STOREHOUSE_VIRTUE, 2, o)]
    found += [A.Trade("marble", pay) for pay in E.mixes(E.STOREHOUSE_MARBLE, 3, o)]
    cat = catalog()
    for card in o.apprentices:
        apprentice = cat.apprentice(card)
        if apprentice.kind in TRADE_KINDS and E.can_pay(o, apprentice.pay):
            found.append(A.Trade(card, apprentice.pay))
    return tuple(found)


def capture_cost(state: ArchitectsState, frame: CaptureFrame) -> tuple[int, int]:
    """(silver, tax) of the next capture: the first is 1 tax, later ones 1 silver each; each
    Conspirator takes 1 silver off the visit (R5), never the tax."""
    if frame.free:
        return 0, 0
    o = state.owner(frame.actor)
    if frame.made == 0:
        return 0, E.tax_due(o, catalog().tax_of("first_capture"))
    return (0 if frame.made <= C.count_kind(o, "conspirator") else 1), 0


def captures(state: ArchitectsState, frame: CaptureFrame) -> tuple[A.Capture, ...]:
    if frame.left <= 0:
        return ()
    silver, tax = capture_cost(state, frame)
    if state.owner(frame.actor).silver < silver + tax:
        return ()
    found = []
    for location in LARGE:
        if location not in frame.used and len(frame.used) >= frame.max_locations:
            continue
        for owner in range(state.owners):
            if state.at(location, owner) and not (owner == frame.actor and owner == state.ai_index):
                found.append(A.Capture(location, owner))
    return tuple(found)


def guard_actions(state: ArchitectsState, owner: int) -> tuple[A.Guard, ...]:
    o = state.owner(owner)
    cat = catalog()
    found = []
    if sum(o.captives):
        found.append(A.Guard("send"))
    if state.prison[owner]:
        found.append(A.Guard("release"))
    if W.held_by_rivals(state, owner):
        if o.silver >= cat.cost_of("recover_silver") + E.tax_due(o, cat.tax_of("recover")):
            found.append(A.Guard("recover", "silver"))
        found.append(A.Guard("recover", "debt"))
    if o.debts and o.silver >= cat.cost_of("pay_debt_silver") + E.tax_due(o, cat.tax_of("pay_debt")):
        found.append(A.Guard("pay"))
    return tuple(found)


def effect_choices(state: ArchitectsState, frame: EffectFrame) -> tuple[object, ...]:
    building = catalog().building(frame.building)
    kind = building.kind
    if kind == "gain_choice":
        return tuple(A.Choose(option[0][0]) for option in building.param("options"))
    if kind == "destroy_debt":
        return (A.Choose("destroy"), A.Choose("keep_debt"))
    if kind == "discard_for_gold":
        return tuple(A.Discard(c) for c in state.owner(frame.actor).hand) + (A.Choose("skip"),)
    if kind == "recover_or_capture":
        return (A.Choose("recover"), A.Choose("capture"))
    raise ValueError(f"{frame.building} needs no choice")


# ----- resolving
def resolve(state: ArchitectsState, frame: object, action: object) -> ArchitectsState:
    actor = frame.actor
    if isinstance(frame, KeepStartFrame):
        state = pop(state)
        o = state.owner(actor)
        rest = tuple(c for c in frame.cards if c not in action.cards)
        state = state.with_owner(actor, attrs.evolve(o, hand=o.hand + action.cards))
        return attrs.evolve(state, building_deck=state.building_deck + rest)
    if isinstance(frame, BoardFrame):
        o = state.owner(actor)
        return pop(state.with_owner(actor, attrs.evolve(o, board=action.board)))
    if isinstance(frame, StorehouseFrame):
        if isinstance(action, A.Done):
            return pop(state)
        state = trade(state, actor, action)
        return replace(state, attrs.evolve(frame, left=frame.left - 1))
    if isinstance(frame, HireFrame):
        state = pop(state)
        if isinstance(action, A.DrawFive):
            drawn = state.building_deck[:5]
            state = attrs.evolve(state, building_deck=state.building_deck[5:], revealed=state.revealed + 1)
            return push(state, KeepOneFrame(actor, drawn)) if drawn else state
        skip = 0
        if frame.source == "workshop":
            _, column = C.where_is(state, action.card)
            skip = max(0, column + 1 - frame.reach)
            o = state.owner(actor)
            tax = E.tax_due(o, catalog().tax_of("hire"))
            state = E.pay_silver(state, actor, hire_cost(state, actor) - tax + skip, tax)
        return C.hire(state, actor, action.card, action.discard, skip)
    if isinstance(frame, KeepOneFrame):
        state = pop(state)
        o = state.owner(actor)
        rest = tuple(c for c in frame.cards if c != action.card)
        state = state.with_owner(actor, attrs.evolve(o, hand=o.hand + (action.card,)))
        return attrs.evolve(state, building_deck=state.building_deck + rest)
    if isinstance(frame, CaptureFrame):
        if isinstance(action, A.Done):
            return pop(state)
        silver, tax = capture_cost(state, frame)
        state = E.pay_silver(state, actor, silver, tax)
        state = W.capture(state, actor, action.location, action.owner)
        used = frame.used if action.location in frame.used else frame.used + (action.location,)
        return replace(state, attrs.evolve(frame, left=frame.left - 1, used=used, made=frame.made + 1))
    if isinstance(frame, GuardFrame):
        if isinstance(action, A.Done):
            return pop(state)
        state = guard(state, actor, action)
        return replace(state, attrs.evolve(frame, left=frame.left - 1))
    if isinstance(frame, GuildFrame):
        state = pop(state)
        if isinstance(action, A.Construct):
            return construct(state, actor, action.card, action.pay)
        state = E.pay(state, actor, action.pay)
        if state.owner(actor).board == "frederick":
            return finish_cathedral(state, actor)
        return push(state, CathedralFrame(actor))
    if isinstance(frame, CathedralFrame):
        state = C.discard_building(pop(state), actor, action.card)
        return finish_cathedral(state, actor)
    if isinstance(frame, LimitFrame):
        state = C.discard_building(state, actor, action.card)
        if len(state.owner(actor).hand) <= catalog().const("hand_limit"):
            state = pop(state)
        return state
    if isinstance(frame, EffectFrame):
        return effect_choice(pop(state), frame, action)
    if isinstance(frame, DestroyFrame):
        o = state.owner(actor)
        return pop(state.with_owner(actor, attrs.evolve(o, debts=o.debts - action.count)))
    if isinstance(frame, GatekeeperFrame):
        return W.release_from_prison(pop(state), actor, action.count)
    if isinstance(frame, EndOrderFrame):
        from rules.architects.scoring import resolve_end_effect

        remaining = tuple(c for c in frame.remaining if c != action.card)
        state = replace(state, attrs.evolve(frame, remaining=remaining)) if remaining else pop(state)
        return resolve_end_effect(state, actor, action.card)
    raise TypeError(f"unknown frame {frame!r}")


def trade(state: ArchitectsState, owner: int, action: A.Trade) -> ArchitectsState:
    state = E.pay(state, owner, action.pay)
    if action.kind == "virtue":
        return E.change_virtue(state, owner, 1)
    if action.kind == "marble":
        return E.gain(state, owner, (("marble", 1),))
    return E.gain(state, owner, catalog().apprentice(action.kind).gain)


def guard(state: ArchitectsState, owner: int, action: A.Guard) -> ArchitectsState:
    cat = catalog()
    o = state.owner(owner)
    if action.kind == "send":
        state, sent = W.send_captives_to_prison(state, owner)
        return E.gain(state, owner, (("silver", sent),))
    if action.kind == "release":
        return W.release_from_prison(state, owner)
    if action.kind == "recover":
        if action.option == "silver":
            state = E.pay_silver(state, owner, cat.cost_of("recover_silver"), E.tax_due(o, cat.tax_of("recover")))
        else:
            state = E.change_virtue(E.take_debts(state, owner), owner, -1)
        return W.recover_from_rivals(state, owner)
    # pay off a debt
    state = E.pay_silver(state, owner, cat.cost_of("pay_debt_silver"), E.tax_due(o, cat.tax_of("pay_debt")))
    o = state.owner(owner)
    state = state.with_owner(owner, attrs.evolve(o, debts=o.debts - 1, paid_debts=o.paid_debts + 1))
    state = E.change_virtue(state, owner, 1)
    return E.gain(state, owner, C.kind_gains(o, "debt_collector"))


def finish_cathedral(state: ArchitectsState, owner: int, ai: bool = False) -> ArchitectsState:
    """Move up one level, then the top Reward card (none left: 1 virtue) and Acolytes."""
    o = state.owner(owner)
    state = state.with_owner(owner, attrs.evolve(o, cathedral=o.cathedral + 1))
    if state.rewards:
        reward = catalog().reward(state.rewards[0])
        state = attrs.evolve(
            state,
            rewards=state.rewards[1:],
            used_rewards=state.used_rewards + (reward.id,),
            revealed=state.revealed + 1,
        )
        gained = reward.gain
        if ai:  # the AI keeps only virtue and marble
            gained = tuple((r, n) for r, n in gained if r in ("virtue", "marble"))
        state = E.gain(state, owner, gained)
    else:
        state = E.change_virtue(state, owner, 1)
    return E.gain(state, owner, C.kind_gains(o, "acolyte"))


def construct(state: ArchitectsState, owner: int, card: str, pay_with) -> ArchitectsState:
    building = catalog().building(card)
    state = E.pay(state, owner, pay_with)
    o = state.owner(owner)
    hand = tuple(c for c in o.hand if c != card)
    state = state.with_owner(owner, attrs.evolve(o, hand=hand, buildings=o.buildings + (card,)))
    state = E.change_virtue(state, owner, building.virtue)
    if building.timing != "immediate":
        return state
    kind = building.kind
    o = state.owner(owner)
    if kind == "gain":
        return E.gain(state, owner, building.param("gain"))
    if kind in ("gain_choice", "recover_or_capture"):
        return push(state, EffectFrame(owner, card))
    if kind == "destroy_debt":
        return push(state, EffectFrame(owner, card)) if o.debts else state
    if kind == "discard_for_gold":
        return push(state, EffectFrame(owner, card)) if o.hand else state
    if kind == "free_hire":
        return push(state, HireFrame(owner, "free")) if C.face_up(state) else state
    if kind == "draw":
        return C.draw_buildings(state, owner, building.param("cards"))
    if kind == "take_debt":
        return E.take_debts(state, owner)
    if kind == "prison_virtue_loss":
        for i in range(state.owners):
            if state.prison[i] >= building.param("min_prisoners"):
                state = E.change_virtue(state, i, -1)
        return state
    if kind == "gold_per_virtue":
        return E.gain(state, owner, (("gold", o.virtue // building.param("per")),))
    if kind == "everyone_virtue":
        for i in range(state.owners):
            state = E.change_virtue(state, i, building.param("virtue"))
        return state
    if kind == "release":
        return W.release_from_prison(state, owner)
    if kind == "free_captures":
        most = building.param("locations")
        most = max(most, capture_locations(state)) if most == 1 else most
        return push(state, CaptureFrame(owner, building.param("captures"), most, free=True))
    raise ValueError(f"{card}: unknown immediate effect {kind!r}")


def effect_choice(state: ArchitectsState, frame: EffectFrame, action: object) -> ArchitectsState:
    owner = frame.actor
    building = catalog().building(frame.building)
    if isinstance(action, A.Discard):  # Library
        state = C.discard_building(state, owner, action.card)
        return E.gain(state, owner, (("gold", building.param("gold")),))
    option = action.option
    if building.kind == "gain_choice":
        chosen = next(o for o in building.param("options") if o[0][0] == option)
        return E.gain(state, owner, chosen)
    if option == "destroy":
        o = state.owner(owner)
        return state.with_owner(owner, attrs.evolve(o, debts=o.debts - 1))
    if option == "recover":
        return W.recover_from_rivals(state, owner)
    if option == "capture":
        return push(state, CaptureFrame(owner, 1, capture_locations(state), free=True))
    return state  # keep / skip
