"""One English log line per action, written for a viewer (never another seat's secret).

`state` is the state before the action. Lines name the acting seat by its display name.
"""
from __future__ import annotations

from rules.architects import actions as A
from rules.architects import economy as E
from rules.architects.data import RESOURCES, Amount, catalog
from rules.architects.locations import market_cost, place
from rules.architects.state import (
    ArchitectsState,
    CaptureFrame,
    CathedralFrame,
    EffectFrame,
    GuardFrame,
    LimitFrame,
    StorehouseFrame,
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
    parts = [f"{n} {r.replace('_', '/')}" for r, n in amount if n]
    if not parts:
        return "nothing"
    return ", ".join(parts[:-1]) + (" and " if len(parts) > 1 else "") + parts[-1]


def building_name(card: str) -> str:
    return catalog().building(card).name


def apprentice_name(card: str) -> str:
    return catalog().kind(catalog().apprentice(card).kind).name


def chosen_gain(building: str, option: str) -> Amount:
    """What a building's choice of gain gives for `option` (Treasury "gold": 1 gold); () if none."""
    options = catalog().building(building).param("options") or ()
    return next((o for o in options if o and o[0][0] == option), ())


def gained(before: ArchitectsState, after: ArchitectsState, seat: int) -> Amount:
    b, a = before.owner(seat), after.owner(seat)
    return tuple((r, a.amount(r) - b.amount(r)) for r in RESOURCES if a.amount(r) > b.amount(r))


def describe(action: object, state: ArchitectsState, viewer: int, seat: int, names: tuple[str, ...] | None = None) -> str:
    line = _describe(action, state, viewer, seat, names)
    if state.automa is not None:
        line = " ".join(part for part in (line, _ai_turns(action, state, seat)) if part)
    return line


def action_line(action: object, state: ArchitectsState, viewer: int, seat: int,
                names: tuple[str, ...] | None = None) -> str:
    """The step's own line without the AI turn it may set off (`narrate` tells that on a line of its own)."""
    return _describe(action, state, viewer, seat, names)


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
        if isinstance(frame, EffectFrame) and chosen_gain(frame.building, action.option):
            gain = amount_text(chosen_gain(frame.building, action.option))
            return f"{who} takes {gain} from the {building_name(frame.building)}."
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
        drawn = len(after.owner(seat).hand) - len(state.owner(seat).hand)   # fewer when the pile runs out (R10)
        return f"{who} places a worker at {where} and draws {plural(drawn, 'building')}."
    if location == "workshop":
        return f"{who} places a worker at {where} to hire an apprentice."
    return f"{who} places a worker at {where}."



# ----------------------------------------------------------------- the action list and the screen
# Every word the screen uses comes from this module: the log lines above (past tense, for a
# viewer) and the labels below (imperative, for the acting seat, worked out from its view).
RESOURCE_ORDER = RESOURCES
SKILL_WORDS = {"carpentry": "carpentry", "tiling": "tiling", "masonry": "masonry"}
RESET_NOTE = "triggers a Black Market reset"
REFRESH_NOTE = "refreshes the Workshop (left-most apprentices out, two new ones in)"


def is_refresh_space(view: object, row: int, column: int) -> bool:
    """A Guildhall space with the apprentice-refresh icon, when that option is played."""
    cat = catalog()
    return bool(view.rules.guildhall_refresh) and column == cat.refresh_column and row in cat.refresh_rows


def owner_name(view: object, index: int, names: tuple[str, ...] | None = None) -> str:
    """A seat's display name, or the AI's name ("Constantine", "Helena")."""
    if index == view.ai_index and view.automa is not None:
        return catalog().ai_side(view.automa.side).name
    if names and 0 <= index < len(names):
        return names[index]
    return f"Player {index + 1}"


def plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def missing_skills_text(skills: tuple[str, ...]) -> str:
    """The apprentices a building still needs, one icon each, any apprentice showing several
    counting for each (rulebook L836): 'an apprentice with tiling', 'apprentices with carpentry
    and tiling (one may have both)'."""
    words = [SKILL_WORDS[s] for s in skills]
    if len(words) == 1:
        return f"an apprentice with {words[0]}"
    either = "both" if len(words) == 2 else "several"
    return f"apprentices with {word_list(words)} (one may have {either})"


def word_list(words: list[str]) -> str:
    """'a', 'a and b', 'a, b and c'."""
    return ", ".join(words[:-1]) + " and " + words[-1] if len(words) > 1 else "".join(words)


def building_brief(card: str) -> str:
    """"Smithy (3 VP; 4 clay, 2 wood; needs masonry; +1 virtue)" """
    return f"{catalog().building(card).name} ({building_terms(card, with_cost=True)})"


def building_terms(card: str, with_cost: bool = False) -> str:
    """A building's points, cost (when asked), skills and virtue: '3 VP; needs masonry; +1 virtue'."""
    b = catalog().building(card)
    parts = [f"{b.vp} VP"]
    if with_cost:
        parts.append(amount_text(b.cost) if b.cost else "free")
    if b.skills:
        parts.append("needs " + word_list([SKILL_WORDS[s] for s in b.skills]))
    if b.virtue:
        parts.append(f"{b.virtue:+d} virtue")
    return "; ".join(parts)


def apprentice_terms(card: str) -> str:
    """An apprentice's skills and virtue on hire: 'masonry; +1 virtue'."""
    a = catalog().apprentice(card)
    parts = [" and ".join(SKILL_WORDS[s] for s in a.skills)]
    if a.virtue:
        parts.append(f"{a.virtue:+d} virtue")
    return "; ".join(parts)


def apprentice_brief(card: str) -> str:
    """"Miner (masonry; +1 virtue)" """
    return f"{apprentice_name(card)} ({apprentice_terms(card)})"


def _me(view: object) -> object:
    return view.owners[view.viewer]


def place_yield(view: object, location: str, option: str = "") -> Amount:
    """What a worker placed now at a gathering location gives the viewer (apprentices included)."""
    from rules.architects import cards as C
    from rules.architects.locations import BONUS_KIND, YIELD

    me = _me(view)
    n = view.at(location, view.viewer) + 1
    if location == "mines":
        base = (("clay", n + 1),) if option == "clay" else (("gold", n // 2),)
    else:
        base = ((YIELD[location], n + (1 if location == "silversmith" else 0)),)
    totals = dict(base)
    for resource, count in C.kind_gains(me, BONUS_KIND[location]):
        totals[resource] = totals.get(resource, 0) + count
    return tuple((r, totals[r]) for r in RESOURCES + ("virtue", "building") if totals.get(r))


def guild_space_note(view: object) -> str:
    """Which Guildhall space the next worker takes, and what it sets off."""
    index = len(view.guildhall)
    if index >= view.guild_capacity:
        return "beside the full Guildhall (final round)"
    row, column = index // view.guild_columns + 1, index % view.guild_columns + 1
    notes = [f"row {row}, space {column}"]
    if column == 1 and row in catalog().guildhall_reset_rows:
        notes.append(RESET_NOTE)
    if is_refresh_space(view, row, column):
        notes.append(REFRESH_NOTE)
    if index == view.guild_capacity - 1:
        notes.append("the last space: ends the game")
    return "; ".join(notes)


def _place_label(action: A.Place, view: object) -> str:
    from rules.architects import cards as C

    me = _me(view)
    location, where = action.location, LOCATION_NAMES[action.location].removeprefix("the ")
    n = view.at(location, view.viewer) + 1 if location in LARGE_NAMES else 1
    if location == "black_market":
        space = int(action.option)
        cost = max(0, catalog().market_silver[space - 1] - C.count_kind(me, "trickster"))
        virtue = "" if C.count_kind(me, "illusionist") else ", -1 virtue"
        if space == 2:
            what = "hire any face-up apprentice free, or draw 5 buildings and keep 1"
        else:
            what = "take " + amount_text(view.market_rewards[0 if space == 1 else 1])
        note = f"; {RESET_NOTE}" if sum(1 for s in view.market if s == -1) == 1 else ""
        return f"Black Market space {space} ({cost} silver{virtue}): {what}{note}"
    if location == "guildhall":
        return f"Guildhall: build or work on the Cathedral ({guild_space_note(view)})"
    if location in ("quarry", "forest", "silversmith", "mines"):
        return f"{where}: take {amount_text(place_yield(view, location, action.option))}"
    if location == "storehouse":
        from rules.architects.reasons import can_trade

        if not can_trade(view):
            return f"{where}: no trade now (too few goods for any; up to {plural(n, 'trade')})"
        return f"{where}: up to {plural(n, 'trade')}"
    if location == "workshop" and action.option == "draw":
        return f"{where}: draw {plural(1 + n // 2, 'building')}"
    if location == "workshop":
        return (f"{where}: hire an apprentice for {E.hire_price(me)} silver (columns 1-{min(n, 4)}, "
                "further ones 1 silver per card skipped)")
    if location == "town_centre":
        return f"{where}: up to {plural(n, 'capture')}"
    if location == "tax_stand":
        loss = 2 - min(2, C.count_kind(me, "thief"))
        return f"{where}: take {view.tax} silver, -{loss} virtue"
    if location == "guardhouse":
        from rules.architects.reasons import can_guard

        if not can_guard(view):
            return f"{where}: nothing to do now (up to {plural(n, 'action')})"
        return f"{where}: up to {plural(n, 'action')}"
    return where


LARGE_NAMES = ("quarry", "forest", "mines", "silversmith", "storehouse", "workshop", "town_centre", "tax_stand",
               "guardhouse")


def _hire_label(action: A.Hire, view: object) -> str:
    frame = stack.top(view.decisions)
    line = f"Hire {apprentice_name(action.card)}"
    if action.discard:  # rows of one card differ only here: short, and before the details
        line += f", dismiss {apprentice_name(action.discard)}"
    line += f" ({apprentice_terms(action.card)})"
    place = next(((r, c) for r, row in enumerate(view.rows) for c, card in enumerate(row) if card == action.card), None)
    if place is not None:
        r, c = place
        coins = view.coins[r][c]
        line += f", row {r + 1} column {c + 1}"
        if getattr(frame, "source", "") == "workshop":
            cost = E.hire_price(_me(view)) + max(0, c + 1 - frame.reach)
            line += f", {cost} silver"
        else:
            line += ", free"
        if coins:
            line += f", take the {coins} silver on it"
    return line


def capture_cost_text(view: object, frame: object) -> str:
    from rules.architects import cards as C
    if frame.free:
        return "free"
    me = _me(view)
    if frame.made == 0:
        tax = E.tax_due(me, catalog().tax_of("first_capture"))
        return f"{tax} tax" if tax else "free (tax evaded)"
    return "free" if frame.made <= C.count_kind(me, "conspirator") else "1 silver"


def guard_label(action: A.Guard, view: object) -> str:
    me, cat = _me(view), catalog()
    if action.kind == "send":
        held = sum(me.captives)
        return f"Send your {plural(held, 'captive')} to the Prison for {held} silver"
    if action.kind == "release":
        return f"Free your {plural(me.prison, 'worker')} from the Prison"
    if action.kind == "recover":
        held = sum(o.captives[view.viewer] for o in view.owners)
        if action.option == "silver":
            cost = cat.cost_of("recover_silver") + E.tax_due(me, cat.tax_of("recover"))
            return f"Take back your captives for {cost} silver ({plural(held, 'worker')})"
        return f"Take back your captives for a debt and -1 virtue ({plural(held, 'worker')})"
    cost = cat.cost_of("pay_debt_silver") + E.tax_due(me, cat.tax_of("pay_debt"))
    return f"Pay off a debt: {cost} silver, +1 virtue"


def trade_label(action: A.Trade) -> str:
    if action.kind in ("virtue", "marble"):
        return f"Trade {amount_text(action.pay)} for 1 {action.kind}"
    gain = catalog().apprentice(action.kind).gain
    return f"{apprentice_name(action.kind)}: {amount_text(action.pay)} for {amount_text(gain)}"


def capture_label(action: A.Capture, view: object, names: tuple[str, ...] | None = None) -> str:
    count = view.at(action.location, action.owner)
    where = LOCATION_NAMES[action.location]
    if action.owner == view.viewer:
        return f"Capture your own {plural(count, 'worker')} at {where} (they go home)"
    return f"Capture {owner_name(view, action.owner, names)}'s {plural(count, 'worker')} at {where}"


def label(action: object, view: object, names: tuple[str, ...] | None = None) -> str:
    """The action list's line for the viewer's own legal action, worked out from its view."""
    frame = stack.top(view.decisions)
    if isinstance(action, (A.Pick, A.Keep)):
        return f"Keep {building_brief(action.card)}"
    if isinstance(action, A.KeepCards):
        return "Keep " + ", ".join(catalog().building(c).name for c in action.cards)
    if isinstance(action, A.ChooseBoard):
        board = catalog().board(action.board)
        return f"Take {board.name}'s board: {board.ability}"
    if isinstance(action, A.Place):
        return _place_label(action, view)
    if isinstance(action, A.TakeBack):
        if action.where.startswith("board-"):
            where = f"{owner_name(view, int(action.where.split('-')[1]), names)}'s board"
        else:
            where = LOCATION_NAMES[action.where]
        return f"No worker at home: take one back from {where}"
    if isinstance(action, A.Pass):
        return "Pass (no worker can come back)"
    if isinstance(action, A.Trade):
        return trade_label(action)
    if isinstance(action, A.Hire):
        return _hire_label(action, view)
    if isinstance(action, A.DrawFive):
        return "Draw 5 buildings and keep 1 (the rest go under the deck)"
    if isinstance(action, A.Capture):
        cost = capture_cost_text(view, frame) if frame is not None else ""
        return capture_label(action, view, names) + (f" ({cost})" if cost else "")
    if isinstance(action, A.Guard):
        return guard_label(action, view)
    if isinstance(action, A.Done):
        where = {StorehouseFrame: "the King's Storehouse", GuardFrame: "the Guardhouse",
                 CaptureFrame: "capturing"}.get(type(frame), "here")
        return f"Done with {where}"
    if isinstance(action, A.Construct):
        return f"Build {catalog().building(action.card).name} for {amount_text(action.pay)} " \
               f"({building_terms(action.card)})"
    if isinstance(action, A.AdvanceCathedral):
        me = _me(view)
        level = catalog().cathedral[me.cathedral]
        extra = "" if me.board == "frederick" else "; discard a building"
        return f"Cathedral level {level.level} for {amount_text(action.pay)} ({level.vp} VP{extra})"
    if isinstance(action, A.Discard):
        name = catalog().building(action.card).name
        if isinstance(frame, CathedralFrame):
            return f"Discard {name} for the Cathedral"
        if isinstance(frame, EffectFrame):
            return f"Discard {name} to the Library for 2 gold"
        return f"Discard {name} (hand limit)"
    if isinstance(action, A.Choose):
        if isinstance(frame, EffectFrame) and chosen_gain(frame.building, action.option):
            gain = amount_text(chosen_gain(frame.building, action.option))
            return f"{catalog().building(frame.building).name}: take {gain}"
        texts = {"destroy": "Destroy an unpaid debt", "keep_debt": "Keep your debt", "skip": "Discard nothing",
                 "recover": "Take back your captured workers", "capture": "Make a free capture"}
        return texts.get(action.option, f"Take {action.option}")
    if isinstance(action, A.DestroyDebts):
        if action.count == 0:
            return "Keep your unpaid debts"
        return f"Destroy {plural(action.count, 'unpaid debt')} (virtue past 14)"
    if isinstance(action, A.Release):
        return f"Gatekeeper: free {plural(action.count, 'worker')} from the Prison"
    if isinstance(action, A.ResolveEnd):
        return f"Resolve the {catalog().building(action.card).name} now"
    return type(action).__name__
