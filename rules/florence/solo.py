"""The solo game: the automa and its virtual players, driven by the engine with the seeded rng.

The automa is not a seat. Its auction card is revealed when the auction starts; the player
tries items on it (the automa's bid is a d6 roll plus the item's modifier, x100), takes one
for the bid + 100 or passes; then the automa takes the leftmost item the player did not
take. In the action phase the automa reveals one card per action and does the first
possible action of that card's slot, or completes a work when its face-down cards equal its
actions left in the game (L538). Rulings R4-R10 are marked where they apply.
"""

from __future__ import annotations

import random

import attrs

from rules.florence import actions as A
from rules.florence import common
from rules.florence.automa_recruit import add_event as _event
from rules.florence.automa_recruit import recruit, recruit_targets  # noqa: F401  (callers know them here)
from rules.florence.common import minimum
from rules.florence.data import LANDSCAPES, load
from rules.florence.scoring import automa_holdings, automa_prestige_points, bonus_value
from rules.florence.state import (
    ACTIONS,
    Automa,
    FlorenceState,
    RowCard,
    SoloOfferFrame,
    SoloPickFrame,
    SoloState,
    TurnFrame,
    data_id,
    instance,
    is_recruitment,
    supply_add,
    supply_count,
)
from rules.florence.words import event

PLAYER_ITEMS = ("forest", "lake", "park", "jester", "builder", "prestige", "recruitment")


def automa_card(card_id: str):
    return load().automa_by_id[data_id(card_id)]


def card_entry(item: str) -> str:
    """The entry on an automa card that stands for `item` (the three landscapes share one)."""
    return "landscape" if item in LANDSCAPES else item


def build_deck(rng: random.Random) -> tuple[str, ...]:
    """Each back shuffled apart; rounds 1-2 on top, then 3-4, then 5-7."""
    deck: list[str] = []
    for group in ("1-2", "3-4", "5-7"):
        cards = [instance("automa", c.id) for c in load().automa_cards if c.group == group]
        rng.shuffle(cards)
        deck += cards
    return tuple(deck)


def start_florins(rules) -> int:
    if rules.automa_florins >= 0:
        return rules.automa_florins
    return dict(load().difficulties)[rules.automa]


def _set_automa(state: FlorenceState, automa: Automa) -> FlorenceState:
    return attrs.evolve(state, solo=attrs.evolve(state.solo, automa=automa))


def automa_pay(state: FlorenceState, cost: int) -> FlorenceState:
    """The automa pays; lacking florins it gives back 1 prestige per 200 (below 0 if need be, L484)."""
    automa = state.solo.automa
    florins, prestige = automa.florins, automa.prestige
    if cost > florins:
        steps = -(-(cost - florins) // 200)
        florins += steps * 200
        prestige -= steps
        state = _event(state, event("short", steps=steps, florins=steps * 200))
    return _set_automa(state, attrs.evolve(automa, florins=florins - cost, prestige=prestige))


# --- auction ----------------------------------------------------------------------------------
def start_auction(state: FlorenceState) -> FlorenceState:
    solo = state.solo
    card, deck = solo.deck[0], solo.deck[1:]
    state = attrs.evolve(state, solo=attrs.evolve(solo, deck=deck, card=card, tried=(), player_item="", events=()))
    entries = ", ".join(f"{entry} +{mod}" for entry, mod in zip(automa_card(card).items, automa_card(card).modifiers))
    state = _event(state, event("reveal", card=data_id(card), entries=entries))
    return attrs.evolve(state, decisions=(SoloPickFrame(0),))


def _in_stock(state: FlorenceState, item: str) -> bool:
    if item in LANDSCAPES:
        return supply_count(state.landscapes, item) > 0
    if item == "jester":
        return state.jesters > 0
    if item == "builder":
        return state.builders > 0
    if item == "prestige":
        return bool(state.prestige_deck)
    return bool(state.recruitment_deck)


def _player_can_use(state: FlorenceState, item: str) -> bool:
    """Ruling R1 for the player, as in the base game."""
    player = state.players[0]
    if item in LANDSCAPES:
        return common.can_place(player, item)
    if item == "builder":
        return player.builders < load().constants.max_builders
    return True


def top_two(card) -> set[str]:
    """The two entries with the highest modifiers; ties go to the leftmost (ruling R7)."""
    order = sorted(range(5), key=lambda i: (-card.modifiers[i], i))
    return {card.items[i] for i in order[:2]}


def last_try(state: FlorenceState) -> bool:
    return len(state.solo.tried) == state.solo.seats_total - 1


def legal_pick(state: FlorenceState) -> list:
    card = automa_card(state.solo.card)
    tried = {item for item, _ in state.solo.tried}
    player = state.players[0]
    out = []
    for item in PLAYER_ITEMS:
        if item in tried or not _in_stock(state, item) or not _player_can_use(state, item):
            continue
        if last_try(state) and (card_entry(item) in top_two(card) or player.florins < 200):
            continue
        out.append(A.SoloTry(item))
    out.append(A.SoloStop())
    if player.prestige > 0:
        out.append(A.SellPrestige())
    return out


def legal_offer(state: FlorenceState, frame: SoloOfferFrame) -> list:
    player = state.players[0]
    price = frame.bid + load().constants.bid_step
    out = [A.SoloTake()] if player.florins >= price else []
    if not frame.must or not out:
        out.append(A.Pass())
    if player.prestige > 0:
        out.append(A.SellPrestige())
    return out


def _roll(rng: random.Random) -> int:
    return rng.randint(1, 6)


def apply_auction(state: FlorenceState, frame, action, rng: random.Random) -> FlorenceState:
    solo = state.solo
    if isinstance(action, A.SoloStop):
        return attrs.evolve(state, decisions=())  # the controller lets the automa take its item
    if isinstance(action, A.SoloTry):
        if last_try(state):
            # the last try: a flat 200, no roll
            state = attrs.evolve(state, solo=attrs.evolve(solo, tried=solo.tried + ((action.item, 0),)), decisions=())
            return player_takes(state, action.item, 200, rng)
        card = automa_card(solo.card)
        modifier = card.modifier(card_entry(action.item))
        roll = _roll(rng)
        bid = (roll + modifier) * 100
        state = attrs.evolve(state, solo=attrs.evolve(solo, tried=solo.tried + ((action.item, bid),)))
        state = _event(state, event("bids", roll=roll, bid=bid, item=action.item))
        must = modifier == 0 and roll <= 2
        return attrs.evolve(state, decisions=(SoloOfferFrame(0, action.item, bid, roll, must),))
    if isinstance(action, A.SoloTake):
        state = attrs.evolve(state, decisions=())
        return player_takes(state, frame.item, frame.bid + load().constants.bid_step, rng)
    if isinstance(action, A.Pass):
        if len(solo.tried) >= solo.seats_total:
            return attrs.evolve(state, decisions=())
        return attrs.evolve(state, decisions=(SoloPickFrame(0),))
    raise TypeError(action)


def player_takes(state: FlorenceState, item: str, price: int, rng: random.Random) -> FlorenceState:
    """The player pays and takes `item`; the automa's take waits until the player's follow-up is done."""
    from rules.florence import auction

    state = common.pay(state, 0, price)
    state = attrs.evolve(state, solo=attrs.evolve(state.solo, player_item=item))
    # mark the round as finished for the player: `auction.win` needs an AuctionState
    state = attrs.evolve(state, auction=auction.new_auction(state))
    state = auction.win(state, 0, item, 0)
    return state


def _first_face_down_profession(row: tuple[RowCard, ...]) -> int | None:
    """Ruling R6: reveals skip recruitment cards."""
    for index, rc in enumerate(row):
        if not rc.face_up and not is_recruitment(rc.card):
            return index
    return None


def _automa_landscape(automa: Automa) -> str | None:
    index = _first_face_down_profession(automa.row)
    if index is not None:
        return load().profession_by_id[data_id(automa.row[index].card)].landscape
    for rc in reversed(automa.row):  # ruling R6: with none face down, the last revealed decides
        if rc.face_up and not is_recruitment(rc.card):
            return load().profession_by_id[data_id(rc.card)].landscape
    return None


def finish_auction(state: FlorenceState, rng: random.Random) -> FlorenceState:
    solo = state.solo
    card = automa_card(solo.card)
    taken_entry = card_entry(solo.player_item) if solo.player_item else ""
    automa = solo.automa
    automa_item = ""
    for entry in card.items:
        if entry == taken_entry:
            continue
        item = _automa_landscape(automa) if entry == "landscape" else entry
        if item is None or not _in_stock(state, item):
            continue  # ruling R7: empty items are skipped
        if item == "builder" and automa.builders >= load().constants.max_builders:
            continue  # ruling R7: nor can it take a fourth builder
        automa_item = item
        break
    if automa_item:
        bid = dict(solo.tried).get(automa_item)
        if bid is None or bid == 0:
            roll = _roll(rng)  # ruling R7: rolled when taken
            bid = (roll + card.modifier(card_entry(automa_item))) * 100
            state = _event(state, event("rolled", roll=roll, item=automa_item, bid=bid))
        state = _event(state, event("takes", item=automa_item, bid=bid))
        state = automa_pay(state, bid)
        state = automa_gains(state, automa_item, rng)
    taken = {solo.player_item, automa_item}
    if "recruitment" not in taken and state.recruitment_deck:
        state = attrs.evolve(
            state, recruitment_deck=state.recruitment_deck[1:], discarded=state.discarded + state.recruitment_deck[:1]
        )
        state = _event(state, event("recruitment"))
    if "builder" not in taken and state.builders:
        state = attrs.evolve(state, builders=state.builders - 1)
        state = _event(state, event("builder"))
    solo_done = attrs.evolve(state.solo, card="", tried=(), player_item="")
    return attrs.evolve(state, phase=ACTIONS, auction=None, turns_done=0, decisions=(), solo=solo_done)


def automa_gains(state: FlorenceState, item: str, rng: random.Random) -> FlorenceState:
    c = load().constants
    automa = state.solo.automa
    if item in LANDSCAPES:
        gain = c.repeat_landscape_prestige if item in automa.tiles else 0
        state = attrs.evolve(state, landscapes=supply_add(state.landscapes, item, -1))
        return _set_automa(state, attrs.evolve(automa, tiles=automa.tiles + (item,), prestige=automa.prestige + gain))
    if item == "jester":
        state = attrs.evolve(state, jesters=state.jesters - 1)
        return _set_automa(state, attrs.evolve(automa, jesters=automa.jesters + 1))
    if item == "builder":
        state = attrs.evolve(state, builders=state.builders - 1)
        gain = c.builder_prestige[automa.builders + 1]
        return _set_automa(state, attrs.evolve(automa, builders=automa.builders + 1, prestige=automa.prestige + gain))
    if item == "recruitment":
        card, rest = state.recruitment_deck[0], state.recruitment_deck[1:]
        state = attrs.evolve(state, recruitment_deck=rest)
        return _set_automa(state, attrs.evolve(automa, row=automa.row + (RowCard(card),)))
    # prestige: the best card for the automa now, ties at random; the rest shuffled under the deck
    drawn, rest = state.prestige_deck[: c.draw_keep_from], state.prestige_deck[c.draw_keep_from :]
    values = [automa_prestige_points(state, card, with_card=True) for card in drawn]
    best = max(values)
    choices = [card for card, v in zip(drawn, values) if v == best]
    kept = choices[rng.randrange(len(choices))] if len(choices) > 1 else choices[0]
    others = [card for card in drawn if card != kept]
    rng.shuffle(others)
    state = attrs.evolve(state, prestige_deck=rest + tuple(others))
    return _set_automa(state, attrs.evolve(automa, prestige_cards=automa.prestige_cards + (kept,)))


# --- action phase -----------------------------------------------------------------------------
def turn_order(state: FlorenceState) -> tuple[str, str]:
    return ("automa", "player") if state.solo.automa_starts else ("player", "automa")


def next_turn(state: FlorenceState, rng: random.Random) -> FlorenceState:
    """One step of the solo action phase: the player's turn begins, the automa takes its whole
    turn, or the round ends. Each is its own step of the controller (the stack stays empty after
    the automa's turn), so the log can tell the automa's turn apart from the round's end."""
    from rules.florence import turns

    if state.turns_done >= 2:
        return turns.end_round(state)
    if turn_order(state)[state.turns_done] == "player":
        return attrs.evolve(state, decisions=(TurnFrame(0, load().constants.actions_per_turn),))
    state = automa_turn(state, rng)
    return attrs.evolve(state, turns_done=state.turns_done + 1)


def automa_actions_left(state: FlorenceState, slot: int) -> int:
    """The automa's actions left in the game, counting the one it is about to take (slot 1 or 2)."""
    c = load().constants
    return (c.rounds - state.round) * c.actions_per_turn + (c.actions_per_turn - slot + 1)


def must_work(face_down: int, actions_left: int) -> bool:
    """L538: the automa works instead of its card's action when its cards *equal* its actions left.

    Checked before each of its actions. Ruling R5: the cards counted are the face-down ones (face-up
    ones are used works). Only equality forces: with more cards than actions left it acts by its
    cards as usual (and some may stay unworked). Once equal, each work keeps them equal, unless a
    recruitment card won at auction puts the cards ahead again.
    """
    return face_down == actions_left


def automa_turn(state: FlorenceState, rng: random.Random) -> FlorenceState:
    state = attrs.evolve(state, solo=attrs.evolve(state.solo, events=()))
    done: set[str] = set()
    for slot in (1, 2):
        solo = state.solo
        if not solo.deck:
            break
        card_id, deck = solo.deck[0], solo.deck[1:]
        state = attrs.evolve(state, solo=attrs.evolve(solo, deck=deck))
        card = automa_card(card_id)
        actions_left = automa_actions_left(state, slot)
        face_down = sum(not r.face_up for r in state.solo.automa.row)
        if must_work(face_down, actions_left):
            state = _event(state, event("must_work", card=data_id(card_id), face_down=face_down, left=actions_left))
            state = automa_work(state)
            continue
        options = card.slot_1 if slot == 1 else card.slot_2
        for action in options:
            if _automa_can(state, action, done):
                state = _event(state, event("slot", card=data_id(card_id), slot=slot, action=action))
                state = _AUTOMA_DO[action](state, rng)
                done.add(action)
                break
        else:
            state = _event(state, event("nothing", card=data_id(card_id), slot=slot))
    return state


def _automa_can(state: FlorenceState, action: str, done: set[str]) -> bool:
    automa = state.solo.automa
    data = load()
    if action == "work":
        return any(not r.face_up for r in automa.row)
    if action in ("build", "freedom"):
        index = _first_face_down_profession(automa.row)
        if index is None:
            return False
        profession = data.profession_by_id[data_id(automa.row[index].card)]
        if action == "build":
            return supply_count(state.buildings, profession.building) > 0
        return "freedom" not in done and supply_count(state.freedoms, profession.freedom) > 0  # ruling R8
    if action == "profession":
        return "profession" not in done and bool(state.profession_deck)  # ruling R8
    return bool(state.bonus_deck) and any(not r.face_up for r in automa.row)


def automa_work(state: FlorenceState, rng: random.Random | None = None) -> FlorenceState:
    c = load().constants
    automa = state.solo.automa
    index = next(i for i, r in enumerate(automa.row) if not r.face_up)
    rc = automa.row[index]
    recruitment = sum(is_recruitment(r.card) for r in automa.row)
    row = automa.row[:index] + (RowCard(rc.card, True),) + automa.row[index + 1 :]
    automa = attrs.evolve(automa, row=row)
    counts = automa_holdings(automa)
    value = minimum(state) + c.value_jester * automa.jesters + c.value_card * recruitment
    value += sum(bonus_value(b, counts) for b in rc.bonus)
    # ruling R4: the automa keeps the income as florins
    automa = attrs.evolve(
        automa, florins=automa.florins + value * c.work_florins_per_value, best_work=max(automa.best_work, value)
    )
    state = attrs.evolve(state, used_bonus=state.used_bonus + rc.bonus)
    state = _set_automa(state, automa)
    state = _event(state, event("works", worker=rc.card, value=value, income=value * c.work_florins_per_value))
    virtuals = []
    for row in state.solo.virtuals:
        flip = next((i for i, r in enumerate(row) if not r.face_up), None)
        if flip is not None:
            row = row[:flip] + (RowCard(row[flip].card, True),) + row[flip + 1 :]
        virtuals.append(row)
    return attrs.evolve(state, solo=attrs.evolve(state.solo, virtuals=tuple(virtuals)))


def _automa_build(state: FlorenceState, rng: random.Random) -> FlorenceState:
    c = load().constants
    automa = state.solo.automa
    building = load().profession_by_id[data_id(automa.row[_first_face_down_profession(automa.row)].card)].building
    cost = c.build_cost[min(automa.builders, 3)]
    # ruling R10: the automa keeps no estate plan, so the building goes nowhere in particular
    state = _event(state, event("builds", building=building, cost=cost, gain=c.build_prestige))
    state = automa_pay(state, cost)
    automa = state.solo.automa
    state = attrs.evolve(state, buildings=supply_add(state.buildings, building, -1))
    return _set_automa(
        state, attrs.evolve(automa, tiles=automa.tiles + (building,), prestige=automa.prestige + c.build_prestige)
    )


def _automa_freedom(state: FlorenceState, rng: random.Random) -> FlorenceState:
    automa = state.solo.automa
    freedom = load().profession_by_id[data_id(automa.row[_first_face_down_profession(automa.row)].card)].freedom
    cost = load().constants.action_cost
    state = _event(state, event("freedom", freedom=freedom, cost=cost))
    state = automa_pay(state, cost)
    automa = state.solo.automa
    state = attrs.evolve(state, freedoms=supply_add(state.freedoms, freedom, -1))
    return _set_automa(state, attrs.evolve(automa, freedoms=automa.freedoms + (freedom,)))


def _automa_profession(state: FlorenceState, rng: random.Random) -> FlorenceState:
    cost = load().constants.action_cost
    state = _event(state, event("profession", cost=cost))
    state = automa_pay(state, cost)
    automa = state.solo.automa
    card, deck = state.profession_deck[0], state.profession_deck[1:]
    state = _set_automa(
        attrs.evolve(state, profession_deck=deck), attrs.evolve(automa, row=automa.row + (RowCard(card),))
    )
    virtuals = []
    for row in state.solo.virtuals:
        if state.profession_deck:
            row = row + (RowCard(state.profession_deck[0]),)
            state = attrs.evolve(state, profession_deck=state.profession_deck[1:])
        virtuals.append(row)
    return attrs.evolve(state, solo=attrs.evolve(state.solo, virtuals=tuple(virtuals)))


def _automa_bonus(state: FlorenceState, rng: random.Random) -> FlorenceState:
    c = load().constants
    state = _event(state, event("bonus", cost=c.action_cost))
    state = automa_pay(state, c.action_cost)
    automa = state.solo.automa
    drawn, rest = state.bonus_deck[: c.draw_keep_from], state.bonus_deck[c.draw_keep_from :]
    counts = automa_holdings(automa)
    values = [bonus_value(card, counts) for card in drawn]
    best = max(values)
    choices = [card for card, v in zip(drawn, values) if v == best]
    kept = choices[rng.randrange(len(choices))] if len(choices) > 1 else choices[0]
    state = attrs.evolve(state, bonus_deck=rest + tuple(card for card in drawn if card != kept))
    index = next(i for i, r in enumerate(automa.row) if not r.face_up)
    rc = automa.row[index]
    row = automa.row[:index] + (attrs.evolve(rc, bonus=rc.bonus + (kept,)),) + automa.row[index + 1 :]
    return _set_automa(state, attrs.evolve(automa, row=row))


_AUTOMA_DO = {
    "work": lambda state, rng: automa_work(state, rng),
    "build": _automa_build,
    "freedom": _automa_freedom,
    "profession": _automa_profession,
    "bonus": _automa_bonus,
}


def setup_solo(state: FlorenceState, rng: random.Random) -> FlorenceState:
    """Automa and virtual players get 3 face-down professions each; the automa deck is stacked."""
    rules = state.rules
    deck = list(state.profession_deck)
    rows = []
    for _ in range(rules.solo_players - 1):
        rows.append(tuple(RowCard(card) for card in deck[:3]))
        deck = deck[3:]
    automa = Automa(florins=start_florins(rules), row=rows[0])
    solo = SoloState(
        seats_total=rules.solo_players,
        automa=automa,
        virtuals=tuple(rows[1:]),
        deck=build_deck(rng),
        automa_starts=rng.random() < 0.5,
    )
    return attrs.evolve(state, profession_deck=tuple(deck), solo=solo)
