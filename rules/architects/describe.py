"""One English log line per action, written for a viewer (never another seat's secret).

`state` is the state before the action. Lines name the acting seat by its display name.
"""
from __future__ import annotations

from rules.architects import actions as A
from rules.architects.data import RESOURCES, Amount, catalog
from rules.architects.locations import market_cost, place
from rules.architects.state import (
    ArchitectsState,
    CathedralFrame,
    EffectFrame,
    LimitFrame,
)
from rules.core import decisions as stack
from rules.core.engine import GOD

LOCATION_NAMES = {
    "quarry": "the Quarry", "forest": "the Forest", "mines": "the Mines", "silversmith": "the Silversmith",
    "storehouse": "the King's Storehouse", "workshop": "the Workshop", "town_centre": "the Town Centre",
    "tax_stand": "the Tax Stand", "guardhouse": "the Guardhouse", "black_market": "the Black Market",
    "guildhall": "the Guildhall", "prison": "the Prison", "market": "the Black Market",
}


def amount_text(amount: Amount) -> str:
    parts = [f"{n} {r}" for r, n in amount if n]
    if not parts:
        return "nothing"
    return ", ".join(parts[:-1]) + (" and " if len(parts) > 1 else "") + parts[-1]


def building_name(card: str) -> str:
    return catalog().building(card).name


def apprentice_name(card: str) -> str:
    return catalog().kind(catalog().apprentice(card).kind).name


def gained(before: ArchitectsState, after: ArchitectsState, seat: int) -> Amount:
    b, a = before.owner(seat), after.owner(seat)
    return tuple((r, a.amount(r) - b.amount(r)) for r in RESOURCES if a.amount(r) > b.amount(r))


def describe(action: object, state: ArchitectsState, viewer: int, seat: int, names: tuple[str, ...] | None = None) -> str:
    line = _describe(action, state, viewer, seat, names)
    if state.automa is not None:
        line = " ".join(part for part in (line, _ai_turns(action, state, seat)) if part)
    return line


def _ai_turns(action: object, state: ArchitectsState, seat: int) -> str:
    """The AI plays right after the action that ends a human turn: say what it did."""
    from rules.architects.rules import apply
    from rules.core.engine import rng_for

    after = apply(state, action, rng_for(state.seed, state.ply), seat)
    if after.automa.turns == state.automa.turns:
        return ""
    ai = catalog().ai_side(state.automa.side).name
    if after.automa.went == "recall":
        return f"{ai} has no worker left and calls its workers home."
    number = int(after.automa.last.removeprefix("scheme"))
    return f"{ai} reveals Scheme card {number} and places a worker at {LOCATION_NAMES[after.automa.went]}."


def _describe(action: object, state: ArchitectsState, viewer: int, seat: int, names: tuple[str, ...] | None = None) -> str:
    def name(index: int) -> str:
        if index == state.ai_index:
            return catalog().ai_side(state.automa.side).name
        if names and index < len(names):
            return names[index]
        return f"Player {index + 1}"

    who = name(seat)
    private = viewer in (seat, GOD)
    frame = stack.top(state.decisions)
    if isinstance(action, A.Pick):
        return f"{who} keeps {building_name(action.card)} from the draft." if private else f"{who} picks a building."
    if isinstance(action, A.KeepCards):
        if private:
            return f"{who} keeps {', '.join(building_name(c) for c in action.cards)}."
        return f"{who} keeps {len(action.cards)} buildings."
    if isinstance(action, A.ChooseBoard):
        return f"{who} takes {catalog().board(action.board).name}'s board."
    if isinstance(action, A.Place):
        return _placement(action, state, seat, who)
    if isinstance(action, A.TakeBack):
        if action.where.startswith("board-"):
            place_name = f"{name(int(action.where.split('-')[1]))}'s board"
        else:
            place_name = LOCATION_NAMES[action.where]
        return f"{who} has no worker at home and takes one back from {place_name}."
    if isinstance(action, A.Pass):
        return f"{who} has no worker to use and passes."
    if isinstance(action, A.Trade):
        if action.kind in ("virtue", "marble"):
            return f"{who} trades {amount_text(action.pay)} for 1 {action.kind}."
        card = catalog().apprentice(action.kind)
        return f"{who} uses the {apprentice_name(action.kind)}: {amount_text(action.pay)} for {amount_text(card.gain)}."
    if isinstance(action, A.Hire):
        line = f"{who} hires the {apprentice_name(action.card)}"
        if action.discard:
            line += f", dismissing the {apprentice_name(action.discard)}"
        return line + "."
    if isinstance(action, A.DrawFive):
        return f"{who} draws 5 buildings to keep 1."
    if isinstance(action, A.Keep):
        return f"{who} keeps {building_name(action.card)}." if private else f"{who} keeps 1 building."
    if isinstance(action, A.Capture):
        count = state.at(action.location, action.owner)
        if action.owner == seat:
            return f"{who} captures their own {count} worker(s) at {LOCATION_NAMES[action.location]}: they go home."
        return f"{who} captures {count} of {name(action.owner)}'s workers at {LOCATION_NAMES[action.location]}."
    if isinstance(action, A.Guard):
        o = state.owner(seat)
        if action.kind == "send":
            return f"{who} sends {sum(o.captives)} captured worker(s) to the Prison for {sum(o.captives)} silver."
        if action.kind == "release":
            return f"{who} frees {state.prison[seat]} worker(s) from the Prison."
        if action.kind == "recover":
            how = "paying silver" if action.option == "silver" else "taking a debt and losing 1 virtue"
            return f"{who} takes back their captured workers, {how}."
        return f"{who} pays off a debt."
    if isinstance(action, A.Done):
        return ""
    if isinstance(action, A.Construct):
        return f"{who} builds the {building_name(action.card)}, paying {amount_text(action.pay)}."
    if isinstance(action, A.AdvanceCathedral):
        level = state.owner(seat).cathedral + 1
        return f"{who} works on the Cathedral (level {level}), paying {amount_text(action.pay)}."
    if isinstance(action, A.Discard):
        what = building_name(action.card) if private else "a building"
        if isinstance(frame, CathedralFrame):
            return f"{who} discards {what} for the Cathedral."
        if isinstance(frame, LimitFrame):
            return f"{who} discards {what} down to the hand limit."
        if isinstance(frame, EffectFrame):
            return f"{who} discards {what} to the Library for 2 gold."
        return f"{who} discards {what}."
    if isinstance(action, A.Choose):
        texts = {"destroy": "destroys an unpaid debt", "keep_debt": "keeps their debt", "skip": "discards nothing",
                 "recover": "takes back their captured workers", "capture": "makes a free capture"}
        return f"{who} {texts.get(action.option, 'takes ' + action.option)}."
    if isinstance(action, A.DestroyDebts):
        return f"{who} destroys {action.count} unpaid debt(s) with virtue above 14."
    if isinstance(action, A.Release):
        return f"{who}'s Gatekeeper frees {action.count} worker(s) from the Prison."
    if isinstance(action, A.ResolveEnd):
        return f"{who} resolves the {building_name(action.card)} at the end of the game."
    return ""


def _placement(action: A.Place, state: ArchitectsState, seat: int, who: str) -> str:
    location = action.location
    where = LOCATION_NAMES[location]
    if location == "black_market":
        space = int(action.option)
        cost = market_cost(state, seat, space)
        line = f"{who} places a worker on Black Market space {space}, paying {cost} silver"
        after = place(state, seat, action)
        got = gained(state, after, seat)
        if space != 2 and got:
            line += f", and takes {amount_text(got)}"
        return line + "."
    if location == "guildhall":
        return f"{who} places a worker in the Guildhall to build."
    after = place(state, seat, action)
    if location in ("quarry", "forest", "silversmith", "mines", "tax_stand"):
        line = f"{who} places a worker at {where} and takes {amount_text(gained(state, after, seat))}"
        if location == "tax_stand":
            line += f", losing {state.owner(seat).virtue - after.owner(seat).virtue} virtue"
        return line + "."
    if location == "workshop" and action.option == "draw":
        n = after.at("workshop", seat)
        return f"{who} places a worker at {where} and draws {1 + n // 2} building(s)."
    if location == "workshop":
        return f"{who} places a worker at {where} to hire an apprentice."
    return f"{who} places a worker at {where}."

