"""Houses of Renaissance in play: set-up (L581-597), the family auction (L600-618), special tokens (L623-633),
the special tower and change tile (L634-645), the families (L393-427) and the special cards' effects (L646-675).
Pure functions over LorenzoState; the base game calls them through rules/lorenzo/hooks.py."""

from __future__ import annotations

import random

import attrs

from rules.core import decisions as D
from rules.lorenzo import actions as A
from rules.lorenzo import effects as E
from rules.lorenzo import leaders as L
from rules.lorenzo import rules as R
from rules.lorenzo.data import CARD_TYPES, catalog
from rules.lorenzo.houses.data import houses
from rules.lorenzo.houses.state import (
    BROWN,
    ActivateCard,
    ActivateCardsFrame,
    AuctionFrame,
    Bid,
    DiscardTakeFrame,
    EsteExchange,
    FinalTokensFrame,
    GiveToken,
    GiveTokenFrame,
    GonzagaFrame,
    GonzagaTake,
    HousesState,
    KeepToken,
    KeepTokenFrame,
    PlaceBid,
    SlotToken,
    SlotTokenFrame,
    SpendToken,
    TakeDiscarded,
)
from rules.lorenzo.setup import tower_order, turn_queue
from rules.lorenzo.state import BonusWorkFrame, FreeLeaderFrame, LorenzoState, PrivilegeFrame

ACTIVATE_VALUE = 7  # ruling: a card activated 'whatever its activation value' works as at value 7


def slot(state: LorenzoState) -> HousesState:
    return state.houses


def with_slot(state: LorenzoState, **changes) -> LorenzoState:
    return attrs.evolve(state, houses=attrs.evolve(state.houses, **changes))


def per_seat(values: tuple, seat: int, value) -> tuple:
    return values[:seat] + (value,) + values[seat + 1 :]


def family(state: LorenzoState, seat: int) -> str:
    return state.houses.families[seat] if state.houses and seat < len(state.houses.families) else ""


def push(state: LorenzoState, *frames) -> LorenzoState:
    """Frames on top of the stack, the first listed resolved first."""
    return attrs.evolve(state, decisions=D.push_in_order(state.decisions, *frames))


# ---- set-up ------------------------------------------------------------------------------------------


def setup(state: LorenzoState, config, rng: random.Random) -> LorenzoState:
    data = houses()
    raw = data.raw
    players = len(state.players)
    order = state.order
    start = raw["setup"]["start"]
    coins = raw["setup"]["coins_by_order"]
    people = tuple(
        attrs.evolve(p, wood=0, stone=0, coin=coins[order.index(p.seat)], **{k: n for k, n in start.items()})
        for p in state.players
    )
    # the 3 new excommunication tiles join the base ones before one a period is drawn (L587)
    excoms = []
    for period in (1, 2, 3):
        tiles = sorted(
            [t.id for t in catalog().excoms.values() if t.period == period]
            + [t.id for t in data.excoms.values() if t.period == period]
        )
        excoms.append(rng.choice(tiles))
    # 8 special cards a period, period I on top (L584); a leftover card names the change tile's tower (L590)
    deck: list[str] = []
    leftover: list[str] = []
    per_period = raw["setup"]["special_cards_per_period"]
    for period in (1, 2, 3):
        pile = sorted((c.id for c in data.cards.values() if c.period == period), key=lambda c: data.cards[c].number)
        rng.shuffle(pile)
        deck += pile[:per_period]
        leftover += pile[per_period:]
    rng.shuffle(leftover)
    pointer = leftover.pop()
    change_tower = tower_order().index(data.cards[pointer].type)
    boxed = tuple(sorted(leftover + [pointer], key=lambda c: data.cards[c].number))
    per_tower = catalog().board["setup"]["cards_per_tower_per_round"]
    towers = state.towers + (tuple(deck[:per_tower]),)
    decks = state.decks + (tuple(deck[per_tower:]),)
    pile = sorted(data.tokens)
    rng.shuffle(pile)
    # the auction: as many auction tiles and family tiles as players, paired at random (L600)
    tiles = sorted(data.auction_tiles)
    rng.shuffle(tiles)
    families = sorted(data.families)
    rng.shuffle(families)
    auction = tuple(zip(tiles[:players], families[:players]))
    sforza, leader_deck = (), state.leader_deck
    if any(f == "sforza" for _t, f in auction):  # L397: two leaders shown beside the tile before the auction
        count = raw["setup"]["sforza_leaders"]
        sforza, leader_deck = leader_deck[:count], leader_deck[count:]
    change = raw["change_tiles"]["players_5" if players == 5 else "players_2_to_4"]
    part = HousesState(
        families=("",) * players,
        tokens=((),) * players,
        pile=tuple(pile),
        bank=((0, 0),) * players,
        sets=(0,) * players,
        faith_taken=((),) * players,
        change_tower=change_tower,
        change_values=tuple(change),
        auction=auction,
        sforza=sforza,
        boxed=boxed,
    )
    state = attrs.evolve(
        state,
        players=people,
        excom_tiles=tuple(excoms),
        towers=towers,
        decks=decks,
        leader_deck=leader_deck,
        houses=part,
    )
    # the auction comes first (before the advanced tiles and the leader draft), in turn order
    return push(state, *(AuctionFrame(seat) for seat in order))


# ---- the auction (L600-618) --------------------------------------------------------------------------


def bids(state: LorenzoState, seat: int) -> tuple[PlaceBid, ...]:
    """An empty tile: any row. A tile with a member: only a higher row (the top row is never outbid)."""
    found = []
    for tile in range(len(slot(state).auction)):
        held = [b.row for b in slot(state).bids if b.tile == tile]
        lowest = held[0] + 1 if held else 0
        found += [PlaceBid(tile, row) for row in range(lowest, 6)]
    return tuple(found)


def place_bid(state: LorenzoState, seat: int, action: PlaceBid) -> LorenzoState:
    state = attrs.evolve(state, decisions=D.pop(state.decisions))
    outbid = next((b for b in slot(state).bids if b.tile == action.tile), None)
    kept = tuple(b for b in slot(state).bids if b.tile != action.tile)
    state = with_slot(state, bids=kept + (Bid(seat, action.tile, action.row),))
    if outbid is not None:  # the member moves at once, by the same rule (chains may follow)
        return push(state, AuctionFrame(outbid.seat, moving=True))
    if any(isinstance(f, AuctionFrame) for f in state.decisions):
        return state
    return end_auction(state)


def end_auction(state: LorenzoState) -> LorenzoState:
    """Every member on its own tile: each seat takes its row's resources and the tile's family."""
    data = houses()
    families = list(slot(state).families)
    for bid in slot(state).bids:
        tile, fam = slot(state).auction[bid.tile]
        families[bid.seat] = fam
        player = E.gain(state.players[bid.seat], data.auction_tiles[tile][bid.row], from_source=False)
        state = R.set_player(state, player)
    state = with_slot(state, families=tuple(families))
    for seat, fam in enumerate(families):
        if fam == "colonna":  # the brown member joins from the first round
            player = state.players[seat]
            state = R.set_player(state, attrs.evolve(player, home=player.home + (BROWN,)))
        if fam == "sforza" and slot(state).sforza:  # both leaders taken: one played at once, whatever it needs
            player = state.players[seat]
            state = R.set_player(state, attrs.evolve(player, leader_hand=player.leader_hand + slot(state).sforza))
            if L.free_plays(state, seat):
                state = push(state, FreeLeaderFrame(seat, must=True))
    # the Sforza leaders now lie in a hand: the kept one is hidden like any held leader
    state = with_slot(state, sforza=())
    return attrs.evolve(state, queue=turn_queue(state))


# ---- special tokens (L623-633) -----------------------------------------------------------------------


def token_kind(token: str) -> dict:
    return houses().tokens[token]


def draw_tokens(state: LorenzoState, count: int, rng: random.Random) -> tuple[LorenzoState, tuple[str, ...]]:
    """Draw from the face-down pile. L629: when its last token is drawn, the discarded tokens are shuffled face
    down into a new pile; a pile found empty at a draw (its last token went while none lay discarded) is
    remade the same way from the discards there are now, and drawing goes on. `rng` is the ply's, so a replay
    shuffles alike. None left anywhere, drawn or discarded: no more drawn (ruling R18)."""
    drawn: list[str] = []
    pile, spent = list(slot(state).pile), list(slot(state).spent)
    for _ in range(count):
        if not pile and spent:
            rng.shuffle(spent)
            pile, spent = spent, []
        if not pile:
            break
        drawn.append(pile.pop(0))
        if not pile and spent:
            rng.shuffle(spent)
            pile, spent = spent, []
    return with_slot(state, pile=tuple(pile), spent=tuple(spent)), tuple(drawn)


def token_effect(state: LorenzoState, seat: int, token: str) -> LorenzoState:
    """What a token shows: a gain, a council privilege, or a harvest/production at its value."""
    kind = token_kind(token)
    if "gain" in kind:
        state = R.set_player(state, E.gain(state.players[seat], kind["gain"]))
    if kind.get("council_privileges"):
        state = push(state, PrivilegeFrame(seat, kind["council_privileges"]))
    if kind.get("action") in R.WORKS:
        state = push(state, BonusWorkFrame(seat, kind["action"], kind["value"]))
    return state


def spend_token(state: LorenzoState, seat: int, token: str) -> LorenzoState:
    tokens = tuple(t for t in slot(state).tokens[seat] if t != token)
    state = with_slot(state, tokens=per_seat(slot(state).tokens, seat, tokens), spent=slot(state).spent + (token,))
    player = state.players[seat]
    state = R.set_player(state, attrs.evolve(player, special_token=player.special_token - 1))
    return token_effect(state, seat, token)


def one_per_kind(tokens: tuple[str, ...]) -> tuple[str, ...]:
    """One token of each kind (the list stays short: tokens of a kind are alike)."""
    seen: dict[str, str] = {}
    for token in tokens:
        seen.setdefault(token_kind(token)["key"], token)
    return tuple(sorted(seen.values()))


def settle(state: LorenzoState, rng: random.Random) -> LorenzoState:
    """Bookkeeping between choices: tokens gained are drawn, tokens paid are chosen (a frame), Della Rovere's
    faith tiles and Orsini's sets rewarded, Marsilio Ficino's two tokens drawn."""
    for seat in range(len(state.players)):  # rewards first: they may bring tokens, drawn just below
        state = orsini(faith_tiles(state, seat), seat)
    for seat, player in enumerate(state.players):
        held = slot(state).tokens[seat]
        if player.special_token > len(held):
            state, drawn = draw_tokens(state, player.special_token - len(held), rng)
            held = held + drawn
            state = with_slot(state, tokens=per_seat(slot(state).tokens, seat, held))
            state = R.set_player(state, attrs.evolve(state.players[seat], special_token=len(held)))
        state = owe_tokens(state, seat)
    top = D.top(state.decisions)
    if isinstance(top, KeepTokenFrame) and not slot(state).peek:
        state, drawn = draw_tokens(state, 2, rng)
        state = with_slot(state, peek=drawn)
        if len(drawn) < 2:  # fewer to choose from: kept without a choice
            state = keep_token(state, top.actor, drawn[0] if drawn else "")
    return state


def keep_token(state: LorenzoState, seat: int, token: str) -> LorenzoState:
    peek = slot(state).peek
    state = attrs.evolve(state, decisions=D.pop(state.decisions))
    state = with_slot(state, peek=(), spent=slot(state).spent + tuple(t for t in peek if t != token))
    if token:
        state = with_slot(state, tokens=per_seat(slot(state).tokens, seat, slot(state).tokens[seat] + (token,)))
        player = state.players[seat]
        state = R.set_player(state, attrs.evolve(player, special_token=player.special_token + 1))
    return state


def owe_tokens(state: LorenzoState, seat: int) -> LorenzoState:
    """A cost in tokens was paid (the count went down, the tokens not yet): L631, any tokens go, whatever
    they show. The payer is asked which (GiveTokenFrame, one token an answer) only while there is a choice:
    tokens all of one kind, or every token held owed, go at once. The question is open exactly while a
    choice is left, so it never stays open with nothing to choose."""
    held = slot(state).tokens[seat]
    owed = len(held) - state.players[seat].special_token
    if owed > 0 and (owed >= len(held) or len(one_per_kind(held)) == 1):  # forced: no choice to make
        state = with_slot(
            state, tokens=per_seat(slot(state).tokens, seat, held[owed:]), spent=slot(state).spent + held[:owed]
        )
        owed = 0
    asked = GiveTokenFrame(seat)
    if owed > 0 and asked not in state.decisions:
        state = push(state, asked)
    elif owed <= 0 and asked in state.decisions:  # paid in full, or the rest went at once: the question closes
        state = attrs.evolve(state, decisions=tuple(f for f in state.decisions if f != asked))
    return state


def give_token(state: LorenzoState, seat: int, token: str) -> LorenzoState:
    """One token of a cost goes (settle, run after every action, closes the question or asks again)."""
    rest = tuple(t for t in slot(state).tokens[seat] if t != token)
    return with_slot(state, tokens=per_seat(slot(state).tokens, seat, rest), spent=slot(state).spent + (token,))


# ---- families (L393-427) -----------------------------------------------------------------------------


def faith_tiles(state: LorenzoState, seat: int) -> LorenzoState:
    """Della Rovere: a faith tile is taken, with its bonus, the first time the marker reaches its space."""
    if family(state, seat) != "della_rovere":
        return state
    for tile in houses().faith_tiles:
        taken = slot(state).faith_taken[seat]
        if tile["space"] not in taken and state.players[seat].faith >= tile["space"]:
            state = R.set_player(state, E.gain(state.players[seat], tile["gain"]))
            state = with_slot(state, faith_taken=per_seat(slot(state).faith_taken, seat, taken + (tile["space"],)))
    return state


def orsini(state: LorenzoState, seat: int) -> LorenzoState:
    """Orsini: each set of one card of every type completed brings the next reward (kept for good, R17)."""
    if family(state, seat) != "orsini":
        return state
    player = state.players[seat]
    complete = min(len(E.cards_of(player, kind)) for kind in CARD_TYPES)
    while slot(state).sets[seat] < min(complete, 4):
        reward = slot(state).sets[seat] + 1
        state = with_slot(state, sets=per_seat(slot(state).sets, seat, reward))
        if reward == 1:
            state = L.draw_leaders(state, seat, 2)
        elif reward == 2:
            if L.free_plays(state, seat):
                state = push(state, FreeLeaderFrame(seat))
        else:
            state = R.set_player(state, E.gain(state.players[seat], {"vp": 10 if reward == 3 else 15}))
    return state


def gonzaga_takes(state: LorenzoState, seat: int) -> tuple:
    """A card still on a main tower (never the special tower), the type's card limit applies (R14)."""
    player = state.players[seat]
    found = []
    for t, kind in enumerate(tower_order()):
        for floor, card_id in enumerate(state.towers[t]):
            if card_id is None:
                continue
            ctype = E.card(card_id).type
            if len(E.cards_of(player, ctype)) < R.max_cards(state, player, ctype):
                found.append(GonzagaTake(kind, floor))
    return tuple(found)


def round_end(state: LorenzoState) -> LorenzoState:
    if slot(state).gonzaga_round >= state.round:
        return state
    seats = [
        s
        for s in state.order
        if family(state, s) == "gonzaga"
        and state.players[s].servant >= houses().families["gonzaga"]["servants"]
        and gonzaga_takes(state, s)
    ]
    state = with_slot(state, gonzaga_round=state.round)
    return push(state, *(GonzagaFrame(s) for s in seats))


def gain_card(state: LorenzoState, seat: int, card_id: str) -> LorenzoState:
    """A card taken without a member or a cost (Gonzaga, a discarded card): its effects and family hooks apply."""
    player = L.on_take(attrs.evolve(state.players[seat], cards=state.players[seat].cards + (card_id,)), card_id)
    state = R.immediate_effects(R.set_player(state, player), seat, card_id)
    return after_take(state, seat, card_id, {})


def gonzaga_take(state: LorenzoState, seat: int, action: GonzagaTake) -> LorenzoState:
    t = tower_order().index(action.tower)
    card_id = state.towers[t][action.floor]
    towers = list(state.towers)
    towers[t] = towers[t][: action.floor] + (None,) + towers[t][action.floor + 1 :]
    state = attrs.evolve(state, towers=tuple(towers), decisions=D.pop(state.decisions))
    state = R.set_player(state, E.pay(state.players[seat], {"servant": houses().families["gonzaga"]["servants"]}))
    return gain_card(state, seat, card_id)


def after_take(state: LorenzoState, seat: int, card_id: str, paid: dict) -> LorenzoState:
    card = E.card(card_id)
    fam = family(state, seat)
    if fam == "montefeltro" and card.type == "building":  # what the building cost in wood and stone is banked
        wood, stone = slot(state).bank[seat]
        bank = (wood + paid.get("wood", 0), stone + paid.get("stone", 0))
        state = with_slot(state, bank=per_seat(slot(state).bank, seat, bank))
    if fam == "medici" and card.type == "character":
        state = R.set_player(state, E.gain(state.players[seat], {"special_token": 1}))
    if fam == "aragonesi" and card.type == "territory":  # harvest at the card's value - 1, never raised (R13)
        player = state.players[seat]
        value = card.permanent.get("min_value", 1) - 1 + E.work_modifier(player, "harvest", card_bonuses=False)
        if value >= 1:
            state = R.start_work(state, seat, "harvest", value)
    if card.permanent.get("kind") == "token_slot":
        state = push(state, SlotTokenFrame(seat, card_id))
    return state


def military_spent(state: LorenzoState, player, card_id: str, spent: int) -> int | None:
    if family(state, player.seat) == "malatesta" and E.card(card_id).type == "venture":
        return 0  # held, not spent
    return None


def privileges(state: LorenzoState, seat: int) -> tuple[dict, ...]:
    found = [dict(p) for p in houses().raw.get("privilege", [])]  # the council tile: a special token
    if family(state, seat) == "montefeltro" and any(slot(state).bank[seat]):
        wood, stone = slot(state).bank[seat]
        found.append({"key": "family_tile", "gain": {k: n for k, n in (("wood", wood), ("stone", stone)) if n}})
    return tuple(found)


# ---- special cards (L646-675) ------------------------------------------------------------------------


def has_card_kind(player, kind: str, **match) -> bool:
    return any(
        E.card(c).permanent.get("kind") == kind and all(E.card(c).permanent.get(k) == v for k, v in match.items())
        for c in player.cards
    )


def immediate_effect(state: LorenzoState, seat: int, effect: dict) -> LorenzoState | None:
    player = state.players[seat]
    if "lose" in effect:
        return R.set_player(state, E.gain(player, {k: -n for k, n in effect["lose"].items()}, from_source=False))
    if "draw_leaders" in effect:
        return L.draw_leaders(state, seat, effect["draw_leaders"])
    if "free_leader" in effect:
        return push(state, FreeLeaderFrame(seat)) if L.free_plays(state, seat) else state
    if "gain_per_played_leader" in effect:
        gain = {k: n * len(player.leaders) for k, n in effect["gain_per_played_leader"].items()}
        return R.set_player(state, E.gain(player, gain))
    if "take_discarded" in effect:
        frame = DiscardTakeFrame(seat, effect["take_discarded"])
        return push(state, frame) if discard_takes(state, frame) else state
    if "military_catch_up" in effect:  # up to the leading marker
        top = max(p.military for p in state.players)
        return R.set_player(state, attrs.evolve(player, military=max(player.military, top)))
    if "activate_cards" in effect:
        return activate_frame(state, seat, effect["activate_cards"], "")
    return None


def activate_frame(state: LorenzoState, seat: int, spec: dict, source: str) -> LorenzoState:
    frame = ActivateCardsFrame(seat, tuple(spec["types"]), spec["count"], source)
    return push(state, frame) if activations(state, frame) else state


def activations(state: LorenzoState, frame: ActivateCardsFrame) -> tuple:
    """Own cards of the types with a harvest/production effect; never the card that activates, nor one that
    itself activates cards (ruling: no loops), nor one already chosen."""
    player = state.players[frame.actor]
    return tuple(
        ActivateCard(c)
        for c in player.cards
        if E.card(c).type in frame.types
        and E.card(c).permanent.get("trigger") in R.WORKS
        and c != frame.source
        and c not in frame.chosen
        and "activate_cards" not in E.card(c).permanent
    )


def activate(state: LorenzoState, seat: int, action) -> LorenzoState:
    frame = D.top(state.decisions)
    state = attrs.evolve(state, decisions=D.pop(state.decisions))
    if not isinstance(action, ActivateCard):
        return state
    rest = attrs.evolve(frame, left=frame.left - 1, chosen=frame.chosen + (action.card,))
    if rest.left and activations(state, rest):
        state = push(state, rest)
    work = E.card(action.card).permanent["trigger"]
    return R.start_work(state, seat, work, ACTIVATE_VALUE, only=action.card, tile=False)


def discard_takes(state: LorenzoState, frame: DiscardTakeFrame) -> tuple:
    player = state.players[frame.actor]
    found = []
    for card_id in dict.fromkeys(state.discard):
        card = E.card(card_id)
        if card.number > 96 or frame.card_type not in ("any", card.type):
            continue
        if len(E.cards_of(player, card.type)) < R.max_cards(state, player, card.type):
            found.append(TakeDiscarded(card_id))
    return tuple(found)


def take_discarded(state: LorenzoState, seat: int, action: TakeDiscarded) -> LorenzoState:
    discard = list(state.discard)
    discard.remove(action.card)
    state = attrs.evolve(state, discard=tuple(discard), decisions=D.pop(state.decisions))
    return gain_card(state, seat, action.card)


def work_card(state: LorenzoState, seat: int, card_id: str, value: int):
    """A special card's part of a harvest/production: (gains, privileges, frames); None when the base's own
    reading of the card is right (plain gains, exchanges)."""
    card = E.card(card_id)
    perm = card.permanent
    if card.number <= 96 or "exchange_choose_one" in perm:
        return None
    player = state.players[seat]
    gains = dict(perm.get("gain", {}))
    privileges = 0
    frames: list = []
    if "lose" in perm:  # card 119: not optional (R19)
        gains = E.total([gains, {k: -n for k, n in perm["lose"].items()}])
    if "gain_per_card_capped" in perm:
        spec = dict(perm["gain_per_card_capped"])
        times = min(value, len(E.cards_of(player, spec.pop("per_card_type"))))
        gains = E.total([gains, {k: n * times for k, n in spec.items()}])
    if "gain_per_played_leader" in perm:
        gains = E.total([gains, {k: n * len(player.leaders) for k, n in perm["gain_per_played_leader"].items()}])
    if perm.get("kind") == "token_slot":
        token = dict(slot(state).on_cards).get(card_id)
        if token:
            kind = token_kind(token)
            gains = E.total([gains, kind.get("gain", {})])
            privileges += kind.get("council_privileges", 0)
            if kind.get("action") in R.WORKS:
                frames.append(BonusWorkFrame(seat, kind["action"], kind["value"]))
    if "activate_cards" in perm:
        frame = ActivateCardsFrame(
            seat, tuple(perm["activate_cards"]["types"]), perm["activate_cards"]["count"], card_id
        )
        if activations(state, frame):
            frames.append(frame)
    return gains, privileges, tuple(frames)


def after_place(state: LorenzoState, seat: int, space: str) -> LorenzoState:
    """Card 128: a member placed in the market also brings what its token shows."""
    if not space.startswith("market:"):
        return state
    for card_id in state.players[seat].cards:
        if E.card(card_id).permanent.get("trigger") == "market":
            token = dict(slot(state).on_cards).get(card_id)
            if token:
                state = token_effect(state, seat, token)
    return state


def slot_token(state: LorenzoState, seat: int, action) -> LorenzoState:
    frame = D.top(state.decisions)
    state = attrs.evolve(state, decisions=D.pop(state.decisions))
    if not isinstance(action, SlotToken):
        return state
    held = tuple(t for t in slot(state).tokens[seat] if t != action.token)
    state = with_slot(
        state,
        tokens=per_seat(slot(state).tokens, seat, held),
        on_cards=slot(state).on_cards + ((frame.card, action.token),),
    )
    player = state.players[seat]
    return R.set_player(state, attrs.evolve(player, special_token=player.special_token - 1))


def exchange_extra(state: LorenzoState, seat: int, option: dict) -> LorenzoState:
    if option.get("free_leader") and L.free_plays(state, seat):  # card 110
        state = push(state, FreeLeaderFrame(seat))
    if option.get("key") == "family_tile":  # Montefeltro: the tile is emptied
        state = with_slot(state, bank=per_seat(slot(state).bank, seat, (0, 0)))
    return state


def on_leader_played(state: LorenzoState, seat: int, leader_id: str) -> LorenzoState:
    player = state.players[seat]
    for card_id in player.cards:
        perm = E.card(card_id).permanent
        if perm.get("kind") == "leader_played_gain":  # card 124
            state = R.set_player(state, E.gain(state.players[seat], perm["gain"]))
    return state


# ---- the turn and the round --------------------------------------------------------------------------


def turn_actions(state: LorenzoState, seat: int) -> tuple:
    found: list = [SpendToken(t) for t in one_per_kind(slot(state).tokens[seat])]
    if family(state, seat) == "este" and state.players[seat].military >= 1:
        found.append(EsteExchange())
    return tuple(found)


def este(state: LorenzoState, seat: int) -> LorenzoState:
    player = E.pay(state.players[seat], {"military": 1})
    return R.set_player(state, E.gain(player, {"coin": 2}, from_source=False))


def before_game_over(state: LorenzoState) -> LorenzoState:
    """After the last round: every seat holding tokens may spend them before the final scoring (L631)."""
    if slot(state).final:
        return state
    state = with_slot(state, final=True)
    return push(state, *(FinalTokensFrame(s) for s in state.order if slot(state).tokens[s]))


def legal_for_frame(state: LorenzoState, frame, seat: int) -> tuple | None:
    if isinstance(frame, AuctionFrame):
        return bids(state, seat)
    if isinstance(frame, GiveTokenFrame):
        return tuple(GiveToken(t) for t in one_per_kind(slot(state).tokens[seat]))
    if isinstance(frame, SlotTokenFrame):
        return tuple(SlotToken(t) for t in one_per_kind(slot(state).tokens[seat])) + (A.SkipBonus(),)
    if isinstance(frame, GonzagaFrame):
        return gonzaga_takes(state, seat) + (A.SkipBonus(),)
    if isinstance(frame, FinalTokensFrame):
        return tuple(SpendToken(t) for t in one_per_kind(slot(state).tokens[seat])) + (A.EndTurn(),)
    if isinstance(frame, ActivateCardsFrame):
        return activations(state, frame) + (A.SkipBonus(),)
    if isinstance(frame, DiscardTakeFrame):
        return discard_takes(state, frame) + (A.SkipBonus(),)
    if isinstance(frame, KeepTokenFrame):
        return tuple(KeepToken(t) for t in slot(state).peek)
    return None


# frame -> (the action that takes up its offer, what it does); any other action (a skip) just closes it
OPTIONAL = {
    GonzagaFrame: (GonzagaTake, gonzaga_take),
    FinalTokensFrame: (SpendToken, lambda state, seat, action: spend_token(state, seat, action.token)),
    DiscardTakeFrame: (TakeDiscarded, take_discarded),
}


def apply_action(state: LorenzoState, action, rng: random.Random, seat: int) -> LorenzoState | None:
    frame = D.top(state.decisions)
    if isinstance(frame, AuctionFrame):
        return place_bid(state, seat, action)
    if isinstance(frame, GiveTokenFrame):
        return give_token(state, seat, action.token)
    if isinstance(frame, SlotTokenFrame):
        return slot_token(state, seat, action)
    for kind, (taken, handler) in OPTIONAL.items():  # a frame whose choice may be declined
        if isinstance(frame, kind):
            if isinstance(action, taken):
                return handler(state, seat, action)
            return attrs.evolve(state, decisions=D.pop(state.decisions))
    if isinstance(frame, ActivateCardsFrame):
        return activate(state, seat, action)
    if isinstance(frame, KeepTokenFrame):
        return keep_token(state, seat, action.token)
    if isinstance(action, SpendToken):  # own turn, before or after placing
        return spend_token(state, seat, action.token)
    if isinstance(action, EsteExchange):
        return este(state, seat)
    return None


def on_activate(state: LorenzoState, seat: int, action, ability: dict) -> LorenzoState:
    if ability.get("kind") == "draw_special_tokens_keep":  # Marsilio Ficino: the draw happens in settle
        return push(state, KeepTokenFrame(seat))
    return state


def ficino(state: LorenzoState, seat: int, leader_id: str, ability: dict) -> tuple | None:
    if ability.get("kind") != "draw_special_tokens_keep":
        return None
    return (A.ActivateLeader(leader_id),) if slot(state).pile or slot(state).spent else ()


# ---- scoring -----------------------------------------------------------------------------------------


def score_lines(state: LorenzoState, player) -> tuple[tuple[str, int], ...]:
    lines: list[tuple[str, int]] = []
    lost = {e.get("category") for e in E.excom_effects(player) if e["kind"] == "no_end_scoring"}
    characters = len(E.cards_of(player, "character"))
    medici = houses().families["medici"]["character_vp"]
    if family(state, player.seat) == "medici" and str(characters) in medici and "character" not in lost:
        table = catalog().board["scoring"]["character_vp"]
        lines.append(("Medici characters", medici[str(characters)] - table[-1]))
    per = 0
    for card_id in E.cards_of(player, "venture"):
        spec = E.card(card_id).permanent.get("end_game_vp_per")
        if not spec or "venture" in lost:
            continue
        count = {
            "special_token": player.special_token,
            "wood_stone_pair": min(player.wood, player.stone),
            "servant": player.servant,
            "military_2": player.military // 2,
        }[spec["per"]]
        per += min(spec.get("max", 10**6), spec["vp"] * count)
    if per:
        lines.append(("special ventures", per))
    for effect in E.excom_effects(player):
        if effect["kind"] == "cards_beyond":
            beyond = sum(max(0, len(E.cards_of(player, k)) - effect["beyond"]) for k in CARD_TYPES)
            if beyond:
                lines.append(("excommunication (cards)", -effect["vp"] * beyond))
    return tuple(lines)


def excommunicated(state: LorenzoState, seat: int) -> LorenzoState:
    if family(state, seat) == "della_rovere":
        loss = houses().families["della_rovere"]["vp_per_excommunication"]
        state = R.set_player(state, E.gain(state.players[seat], {"vp": -loss}, from_source=False))
    return state
