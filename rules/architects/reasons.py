"""Why an Architects move is not offered now (`rules.core.reasons`), for the seat to act.

At a placement: the locations a worker may not go to (no worker at home, gold at the Mines with
one worker, a hire nobody can pay, an empty Tax Stand, the Black Market's virtue ban, taken
spaces and prices, a Guildhall visit with nothing to build), the buildings in hand that cannot be
built and what they lack, the Cathedral level out of reach, and the King's Storehouse trades and
Guardhouse actions that would be empty. Inside a location's series (Storehouse, Guardhouse, Town
Centre, Workshop hire, Guildhall) the steps the rules hold back there.

Each `Reason` names the moves it speaks for by `move_key`, the key tests compare with the legal
actions. The reasons read only the seat's own view (`rules.architects.view`), so they cannot name
another seat's hand. Rulebook lines (004_b980bf85c17fc177.txt): take-back L330-L336, Mines L441-L450,
Storehouse L463-L467, Workshop L497-L523 and L563, Town Centre L628-L650, Tax Stand L699, Black
Market L722 and L1088, Guardhouse L752-L771, building skills L836, Cathedral L981-L1022 and L1095,
Frederick L1894, Therese L1887.
"""
from __future__ import annotations

from typing import Any


from rules.architects import actions as A
from rules.architects import cards as C
from rules.architects import economy as E
from rules.architects import rules as R
from rules.architects.data import LARGE, RESOURCES, SKILLS, Amount, catalog
from rules.architects.describe import (
    LOCATION_NAMES,
    amount_text,
    apprentice_name,
    missing_skills_text,
    owner_name,
    plural,
)
from rules.architects.state import PLAY, CaptureFrame, GuardFrame, GuildFrame, HireFrame, StorehouseFrame
from rules.architects.view import ArchitectsView, OwnerView, view
from rules.core import decisions as stack
from rules.core.reasons import Reason, Unavailable

#: ("place", location, option), ("takeback", where), ("trade", kind), ("hire", card),
#: ("capture", location, owner), ("guard", kind, option), ("construct", card), ("cathedral", "")
MoveKey = tuple[str, ...]
#: Where a worker can never be captured from (L650), as the Town Centre reason names them.
NOT_CAPTURED = ("black_market", "guildhall", "prison")


def move_key(action: Any) -> MoveKey | None:
    """The key a reason names this action by (None: an action no reason speaks of)."""
    if isinstance(action, A.Place):
        return ("place", action.location, action.option)
    if isinstance(action, A.TakeBack):
        return ("takeback", action.where)
    if isinstance(action, A.Trade):
        return ("trade", action.kind)
    if isinstance(action, A.Hire):
        return ("hire", action.card)
    if isinstance(action, A.Capture):
        return ("capture", action.location, str(action.owner))
    if isinstance(action, A.Guard):
        return ("guard", action.kind, action.option)
    if isinstance(action, A.Construct):
        return ("construct", action.card)
    if isinstance(action, A.AdvanceCathedral):
        return ("cathedral", "")
    return None


def why_not(state: Any, seat: int, names: tuple[str, ...] | None = None) -> tuple[Unavailable, ...]:
    return tuple(r.unavailable() for r in reasons(state, seat, names))


def reasons(state: Any, seat: int, names: tuple[str, ...] | None = None) -> tuple[Reason, ...]:
    """What `seat` (to act) cannot do now and why, from its own view only."""
    if seat not in R.to_act(state) or state.phase != PLAY:
        return ()
    seen = view(state, seat)
    frame = stack.top(seen.decisions)
    if frame is None:
        return placement_reasons(seen, names)
    if isinstance(frame, StorehouseFrame):
        return tuple(storehouse_reasons(seen, frame.left))
    if isinstance(frame, GuardFrame):
        return tuple(guard_reasons(seen, frame.left))
    if isinstance(frame, CaptureFrame):
        return tuple(capture_reasons(seen, frame, names))
    if isinstance(frame, HireFrame):
        return tuple(hire_reasons(seen, frame))
    if isinstance(frame, GuildFrame):
        return tuple(building_reasons(seen)) + tuple(cathedral_reasons(seen, names))
    return ()


# ---- words ------------------------------------------------------------------------------------------

def me_of(seen: ArchitectsView) -> OwnerView:
    return seen.owners[seen.viewer]


def silver_words(total: int, tax: int) -> str:
    """'5 silver (2 of it tax)'."""
    return f"{total} silver" + (f" ({tax} of it tax)" if tax else "")


def ordinal(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


def who(seen: ArchitectsView, index: int, names: tuple[str, ...] | None) -> str:
    return "you" if index == seen.viewer else owner_name(seen, index, names)


def shortfall(me: Any, cost: Amount) -> tuple[tuple[str, int], ...]:
    """What `me` lacks to pay `cost`, as (resource, n); wood_stone and, for Therese, gold/marble
    are pools (any mix). Empty exactly when `economy.payment_options` finds a way to pay."""
    fixed = dict(cost)
    mixed = fixed.pop("wood_stone", 0)
    pooled = fixed.pop("gold", 0) + fixed.pop("marble", 0) if E.one_resource_gold_marble(me) else 0
    short = [(r, fixed[r] - me.amount(r)) for r in RESOURCES if fixed.get(r, 0) > me.amount(r)]
    if mixed:
        spare = max(0, me.wood - fixed.get("wood", 0)) + max(0, me.stone - fixed.get("stone", 0))
        if spare < mixed:
            short.append(("wood/stone", mixed - spare))
    if pooled and me.gold + me.marble < pooled:
        short.append(("gold/marble", pooled - me.gold - me.marble))
    return tuple(short)


def cost_words(me: Any, cost: Amount) -> str:
    """'costs 4 clay and 2 wood: 1 clay short' ('' when it can be paid)."""
    short = shortfall(me, cost)
    if not short:
        return ""
    return f"costs {amount_text(cost)}: {amount_text(short)} short"


def missing_skills(me: Any, card: str) -> tuple[str, ...]:
    """The building's skill icons none of the seat's apprentices shows (in the usual order)."""
    have = C.skills_of(me)
    needed = catalog().building(card).skills
    return tuple(s for s in SKILLS if s in needed and s not in have)


def building_needs(me: Any, card: str) -> str:
    """What the seat lacks to build `card` now, in a player's words ('' when it can be built):
    '1 clay and 2 wood more; apprentices with carpentry and tiling (one may have both)'."""
    building = catalog().building(card)
    parts = []
    short = shortfall(me, building.cost)
    if short:
        parts.append(f"{amount_text(short)} more")
    missing = missing_skills(me, card)
    if missing:
        parts.append(missing_skills_text(missing))
    return "; ".join(parts)


# ---- placing a worker ---------------------------------------------------------------------------------

def all_place_keys() -> frozenset[MoveKey]:
    keys = {("place", loc, "") for loc in LARGE} | {("place", "guildhall", "")}
    keys |= {("place", "mines", "clay"), ("place", "mines", "gold"), ("place", "workshop", "hire"),
             ("place", "workshop", "draw")}
    keys -= {("place", "mines", ""), ("place", "workshop", "")}
    keys |= {("place", "black_market", str(space)) for space in (1, 2, 3)}
    return frozenset(keys)


def placement_reasons(seen: ArchitectsView, names: tuple[str, ...] | None) -> tuple[Reason, ...]:
    me = me_of(seen)
    if me.home == 0:
        return tuple(take_back_reasons(seen, names))
    found: list[Reason] = []
    found += mines_reasons(seen)
    found += workshop_reasons(seen)
    found += tax_stand_reasons(seen)
    found += black_market_reasons(seen, names)
    found += guildhall_reasons(seen, names)
    found += building_reasons(seen)
    found += cathedral_reasons(seen, names)
    found += idle_location_reasons(seen)
    return tuple(found)


def idle_location_reasons(seen: ArchitectsView) -> list[Reason]:
    """The Storehouse and the Guardhouse take a worker even when nothing can be done there (their
    labels say so); what a worker there could not do is told in one line each."""
    found = []
    me = me_of(seen)
    if not can_trade(seen):
        kinds = trade_kinds(me)
        clauses = [trade_block(me, key, cost)[1] for key, _, cost in kinds]
        found.append(Reason("King's Storehouse trades", "none possible now: " + "; ".join(clauses),
                            frozenset(("trade", key) for key, _, _ in kinds)))
    if not can_guard(seen):
        blocked = guard_blocks(seen)
        clauses = [clause for _, _, clause, _ in blocked if clause]
        found.append(Reason("Guardhouse actions", "none possible now: " + "; ".join(clauses), frozenset(GUARD_KEYS)))
    return found


def take_back_reasons(seen: ArchitectsView, names: tuple[str, ...] | None) -> list[Reason]:
    """No worker at home: the turn is a take-back (L330-L336; ruling R1 when no worker is out on
    an open location)."""
    me = me_of(seen)
    viewer = seen.viewer
    found = [Reason("Place a worker", "none of your 20 workers is at home: this turn you take one back instead",
                    all_place_keys())]
    out = sum(seen.at(loc, viewer) for loc in LARGE)
    if seen.guildhall.count(viewer):
        found.append(Reason("Take a worker back from the Guildhall", "workers in the Guildhall stay there to the end",
                            frozenset({("takeback", "guildhall")})))
    if out:
        elsewhere = []
        if me.prison:
            elsewhere.append(("the Prison", "prison"))
        if viewer in seen.market:
            elsewhere.append(("the Black Market", "market"))
        for holder, owner in enumerate(seen.owners):
            if holder != viewer and owner.captives[viewer]:
                elsewhere.append((f"{owner_name(seen, holder, names)}'s board", f"board-{holder}"))
        for where, key in elsewhere:
            found.append(Reason(f"Take a worker back from {where}",
                                f"only from an open location while yours stand on one ({plural(out, 'worker')} now)",
                                frozenset({("takeback", key)})))
    return found


def mines_reasons(seen: ArchitectsView) -> list[Reason]:
    n = seen.at("mines", seen.viewer) + 1
    if n // 2 >= 1:
        return []
    return [Reason("Mines: take gold", f"needs 2 of your workers there; this would be your {ordinal(n)} "
                                       f"(clay only: {n + 1} clay)", frozenset({("place", "mines", "gold")}))]


def cheapest_hire(seen: ArchitectsView, reach: int) -> tuple[int, int, int, str] | None:
    """(cost, row, column, card) of the cheapest face-up apprentice a Workshop hire reaches
    (skipped cards 1 silver each), columns 0-based; None with no card face up."""
    price = E.hire_price(me_of(seen))
    found = [(price + max(0, c + 1 - reach), r, c, card)
             for r, row in enumerate(seen.rows) for c, card in enumerate(row) if card]
    return min(found) if found else None


def workshop_reasons(seen: ArchitectsView) -> list[Reason]:
    me = me_of(seen)
    n = seen.at("workshop", seen.viewer) + 1
    cheapest = cheapest_hire(seen, min(n, 4))
    key = frozenset({("place", "workshop", "hire")})
    if cheapest is None:
        return [Reason("Workshop: hire an apprentice", "no apprentice is face up", key)]
    cost, row, column, card = cheapest
    if me.silver >= cost:
        return []
    tax = E.tax_due(me, catalog().tax_of("hire"))
    where = f"the {apprentice_name(card)}, row {row + 1} column {column + 1}"
    return [Reason("Workshop: hire an apprentice",
                   f"the cheapest hire ({where}) costs {silver_words(cost, tax)}; you have {me.silver}", key)]


def tax_stand_reasons(seen: ArchitectsView) -> list[Reason]:
    if seen.tax > 0:
        return []
    return [Reason("Tax Stand", "no silver lies on it; a worker may not go there while it is empty",
                   frozenset({("place", "tax_stand", "")}))]


def market_price(me: Any, space: int) -> int:
    return max(0, catalog().market_silver[space - 1] - C.count_kind(me, "trickster"))


def black_market_reasons(seen: ArchitectsView, names: tuple[str, ...] | None) -> list[Reason]:
    me = me_of(seen)
    banned = catalog().market_banned_from
    if me.virtue >= banned:
        return [Reason("Black Market", f"your virtue is {me.virtue}: no worker of yours goes there at {banned} or more",
                       frozenset(("place", "black_market", str(s)) for s in (1, 2, 3)))]
    found = []
    for space in (1, 2, 3):
        key = frozenset({("place", "black_market", str(space))})
        holder = seen.market[space - 1]
        if holder != -1:
            whose = "your worker" if holder == seen.viewer else f"{owner_name(seen, holder, names)}'s worker"
            found.append(Reason(f"Black Market space {space}", f"{whose} is on it until the next reset", key))
        elif me.silver < market_price(me, space):
            found.append(Reason(f"Black Market space {space}",
                                f"costs {market_price(me, space)} silver; you have {me.silver}", key))
    return found


def guildhall_reasons(seen: ArchitectsView, names: tuple[str, ...] | None) -> list[Reason]:
    key = frozenset({("place", "guildhall", "")})
    if len(seen.guildhall) >= seen.guild_capacity and not seen.end_triggered:
        return [Reason("Guildhall", "every space is taken", key)]
    climb = cathedral_block(seen, names)
    if buildable(seen) or not climb:
        return []
    if not seen.hand:
        built = "you have no building in hand"
    elif len(seen.hand) == 1:
        built = "your one building cannot be built now"
    else:
        built = f"none of your {plural(len(seen.hand), 'building')} can be built now"
    return [Reason("Guildhall", f"nothing to do there: {built}; {cathedral_what(seen)}: {climb}", key)]


# ---- the Guildhall: buildings and the Cathedral --------------------------------------------------------

def buildable(seen: ArchitectsView) -> bool:
    me = me_of(seen)
    return any(not building_needs(me, card) for card in seen.hand)


def building_reasons(seen: ArchitectsView) -> list[Reason]:
    """Each building in hand that cannot be built now, with what it lacks (L830-L840)."""
    me = me_of(seen)
    found = []
    for card in seen.hand:
        building = catalog().building(card)
        parts = []
        missing = missing_skills(me, card)
        if missing:
            parts.append("needs " + missing_skills_text(missing))
        words = cost_words(me, building.cost)
        if words:
            parts.append(words)
        if parts:
            found.append(Reason(f"Build {building.name}", "; ".join(parts), frozenset({("construct", card)})))
    return found


def cathedral_block(seen: ArchitectsView, names: tuple[str, ...] | None) -> str:
    """Why the seat cannot work on the Cathedral now ('' when it can): every rule it fails."""
    me = me_of(seen)
    levels = catalog().cathedral
    if me.cathedral >= len(levels):
        return f"you are on its top level ({len(levels)})"
    level = levels[me.cathedral]
    parts = []
    closed = catalog().cathedral_banned_to
    if me.virtue <= closed:
        parts.append(f"your virtue is {me.virtue}: no Cathedral work at {closed} or less")
    there = [o.index for o in seen.owners if o.cathedral == level.level]
    if len(there) >= level.spaces:
        taken = ", ".join(who(seen, i, names) for i in there)
        spaces = "its space is taken" if level.spaces == 1 else f"its {level.spaces} spaces are all taken"
        parts.append(f"{spaces} ({taken})")
    if not seen.hand and me.board != "frederick":
        parts.append("you have no building in hand to discard")
    words = cost_words(me, level.cost)
    if words:
        parts.append(words)
    return "; ".join(parts)


def cathedral_reasons(seen: ArchitectsView, names: tuple[str, ...] | None) -> list[Reason]:
    why = cathedral_block(seen, names)
    if not why:
        return []
    return [Reason(cathedral_what(seen), why, frozenset({("cathedral", "")}))]


def cathedral_what(seen: ArchitectsView) -> str:
    """'Cathedral level 2' (the seat's next level), or 'Cathedral' from the top one."""
    me = me_of(seen)
    return "Cathedral" if me.cathedral >= len(catalog().cathedral) else f"Cathedral level {me.cathedral + 1}"


# ---- King's Storehouse and Guardhouse ------------------------------------------------------------------

def trade_kinds(me: Any) -> tuple[tuple[str, str, Amount], ...]:
    """(key, words, cost) of each Storehouse trade the seat could make with the goods: the two on
    the board and one per Merchant, Patron or Trader held."""
    cat = catalog()
    found = [("virtue", "Trade for 1 virtue", ()), ("marble", "Trade for 1 marble", ())]
    for card in me.apprentices:
        apprentice = cat.apprentice(card)
        if apprentice.kind in ("merchant", "patron", "trader"):
            words = f"{apprentice_name(card)}: {amount_text(apprentice.pay)} for {amount_text(apprentice.gain)}"
            found.append((card, words, apprentice.pay))
    return tuple(found)


def trade_block(me: Any, key: str, cost: Amount) -> tuple[str, str]:
    """(why, the why as a clause of a list) a Storehouse trade cannot be made; ('', '') if it can."""
    if key in ("virtue", "marble"):
        kinds, need = (E.STOREHOUSE_VIRTUE, 2) if key == "virtue" else (E.STOREHOUSE_MARBLE, 3)
        have = sum(me.amount(r) for r in kinds)
        if have >= need:
            return "", ""
        listed = ", ".join(kinds[:-1]) + " and " + kinds[-1]
        return (f"needs any {need} of {listed}; you have {have}",
                f"1 {key} needs any {need} of {listed} (you have {have})")
    short = shortfall(me, cost)
    if not short:
        return "", ""
    return (f"{amount_text(short)} short",
            f"the {apprentice_name(key)}'s trade needs {amount_text(cost)} ({amount_text(short)} short)")


def storehouse_reasons(seen: ArchitectsView, left: int) -> list[Reason]:
    """The Storehouse trades the seat cannot make (L463-L467); `left`: trades still to make."""
    me = me_of(seen)
    kinds = trade_kinds(me)
    if left <= 0:
        n = seen.at("storehouse", seen.viewer)
        return [Reason("Another trade", f"one trade per worker of yours there: all {n} made",
                       frozenset(("trade", key) for key, _, _ in kinds))]
    found = []
    for key, words, cost in kinds:
        why, _ = trade_block(me, key, cost)
        if why:
            found.append(Reason(words, why, frozenset({("trade", key)})))
    return found


def can_trade(seen: ArchitectsView) -> bool:
    """Some Storehouse trade is possible with the seat's goods now."""
    me = me_of(seen)
    return any(not trade_block(me, key, cost)[0] for key, _, cost in trade_kinds(me))


def guard_blocks(seen: ArchitectsView) -> list[tuple[str, str, str, tuple[MoveKey, ...]]]:
    """(what, why, the why as a clause of a list, keys) of each Guardhouse action the seat cannot
    take now (L752-L771)."""
    me = me_of(seen)
    cat = catalog()
    found = []
    if not sum(me.captives):
        found.append(("Send captives to the Prison", "no captured worker is on your board", "no captive on your board",
                      (("guard", "send", ""),)))
    if not me.prison:
        found.append(("Free your workers from the Prison", "none of yours is in the Prison",
                      "none of yours in the Prison", (("guard", "release", ""),)))
    held = sum(o.captives[seen.viewer] for i, o in enumerate(seen.owners) if i != seen.viewer)
    if not held:
        found.append(("Take back your captured workers", "none of yours is held on a rival's board",
                      "none of yours held by a rival", (("guard", "recover", "silver"), ("guard", "recover", "debt"))))
    else:
        tax = E.tax_due(me, cat.tax_of("recover"))
        cost = cat.cost_of("recover_silver") + tax
        if me.silver < cost:
            found.append(("Take back your captives for silver",
                          f"costs {silver_words(cost, tax)}, you have {me.silver} (a debt and -1 virtue will do)",
                          "", (("guard", "recover", "silver"),)))
    if not me.debts:
        found.append(("Pay off a debt", "you have no unpaid debt", "no unpaid debt", (("guard", "pay", ""),)))
    else:
        tax = E.tax_due(me, cat.tax_of("pay_debt"))
        cost = cat.cost_of("pay_debt_silver") + tax
        if me.silver < cost:
            found.append(("Pay off a debt", f"costs {silver_words(cost, tax)}, you have {me.silver}",
                          f"paying off a debt costs {silver_words(cost, tax)}, you have {me.silver}",
                          (("guard", "pay", ""),)))
    return found


GUARD_KEYS = (("guard", "send", ""), ("guard", "release", ""), ("guard", "recover", "silver"),
              ("guard", "recover", "debt"), ("guard", "pay", ""))


def guard_reasons(seen: ArchitectsView, left: int) -> list[Reason]:
    if left <= 0:
        n = seen.at("guardhouse", seen.viewer)
        return [Reason("Another Guardhouse action", f"one action per worker of yours there: all {n} taken",
                       frozenset(GUARD_KEYS))]
    return [Reason(what, why, frozenset(keys)) for what, why, _, keys in guard_blocks(seen)]


def can_guard(seen: ArchitectsView) -> bool:
    blocked = {key for _, _, _, keys in guard_blocks(seen) for key in keys}
    return bool(set(GUARD_KEYS) - blocked)


# ---- Town Centre captures -------------------------------------------------------------------------------

def capture_price(seen: ArchitectsView, frame: CaptureFrame) -> tuple[int, int]:
    """(silver, tax) of the next capture: the first is tax, later ones 1 silver less per Conspirator."""
    me = me_of(seen)
    if frame.free:
        return 0, 0
    if frame.made == 0:
        return 0, E.tax_due(me, catalog().tax_of("first_capture"))
    return (0 if frame.made <= C.count_kind(me, "conspirator") else 1), 0


def capture_reasons(seen: ArchitectsView, frame: CaptureFrame, names: tuple[str, ...] | None) -> list[Reason]:
    """Captures held back (L628-L650): none left, no silver, the location limit, the places never raided."""
    me = me_of(seen)
    groups = {loc: [i for i in range(len(seen.owners)) if seen.at(loc, i)
                    and not (i == seen.viewer and i == seen.ai_index)] for loc in LARGE}
    every = frozenset(("capture", loc, str(i)) for loc, owners in groups.items() for i in owners)
    found = []
    silver, tax = capture_price(seen, frame)
    if frame.left <= 0:
        n = seen.at("town_centre", seen.viewer)
        why = f"one capture per worker of yours at the Town Centre: all {n} made" if not frame.free \
            else f"the building gives {plural(frame.made, 'capture')}: made"
        found.append(Reason("Another capture", why, every))
    elif me.silver < silver + tax:
        found.append(Reason("Another capture", f"the next one costs {silver_words(silver + tax, tax)}; you have "
                                               f"{me.silver}", every))
    elif len(frame.used) >= frame.max_locations:
        used = " and ".join(LOCATION_NAMES[loc] for loc in frame.used)
        counted = " (the AI counts)" if seen.ai_index >= 0 else ""
        for loc, owners in groups.items():
            if loc in frame.used or not owners:
                continue
            found.append(Reason(f"Capture at {LOCATION_NAMES[loc]}",
                                f"with {len(seen.owners)} players{counted} a turn's captures come from at most "
                                f"{plural(frame.max_locations, 'location')}; yours came from {used}",
                                frozenset(("capture", loc, str(i)) for i in owners)))
    raided = [LOCATION_NAMES[p] for p in NOT_CAPTURED if occupied(seen, p)]
    if raided:
        places = ", ".join(raided[:-1]) + (" or " if len(raided) > 1 else "") + raided[-1]
        found.append(Reason(f"Capture in {places}", "only workers on open (large-circle) locations can be captured",
                            frozenset(("capture", p, str(i)) for p in NOT_CAPTURED for i in range(len(seen.owners)))))
    return found


def occupied(seen: ArchitectsView, place: str) -> bool:
    if place == "black_market":
        return any(s != -1 for s in seen.market)
    if place == "guildhall":
        return bool(seen.guildhall)
    return any(o.prison for o in seen.owners)


# ---- Workshop hire ----------------------------------------------------------------------------------------

def hire_reasons(seen: ArchitectsView, frame: HireFrame) -> list[Reason]:
    """At the Workshop, the face-up apprentices past the columns reached that cost too much (L497-L523)."""
    if frame.source != "workshop":
        return []
    me = me_of(seen)
    price = E.hire_price(me)
    tax = E.tax_due(me, catalog().tax_of("hire"))
    found = []
    for r, row in enumerate(seen.rows):
        for c, card in enumerate(row):
            if not card:
                continue
            skip = max(0, c + 1 - frame.reach)
            cost = price + skip
            if me.silver >= cost:
                continue
            if skip:
                why = (f"your workers there reach column {frame.reach}: {silver_words(price, tax)} and 1 silver "
                       f"on each of the {plural(skip, 'card')} skipped, {cost} in all; you have {me.silver}")
            else:
                why = f"costs {silver_words(cost, tax)}; you have {me.silver}"
            found.append(Reason(f"Hire {apprentice_name(card)} (row {r + 1}, column {c + 1})", why,
                                frozenset({("hire", card)})))
    return found
