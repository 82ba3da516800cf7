"""Effects on cities and the board: coins, the Conflict pawn, science, progress tokens,
building cards and wonders. Pure functions from state to state; choices are pushed as frames.
"""

from __future__ import annotations

import random
from collections import Counter

import attrs

from rules.core.decisions import push
from rules.duel import costs as C
from rules.duel import data as D
from rules.duel import hooks
from rules.duel.actions import BuildWonder, Construct
from rules.duel.costs import Discount, Payment, payment
from rules.duel.state import (
    DuelState,
    OwnedWonder,
    PickDestroy,
    PickFromDiscard,
    PickProgress,
    PlayerState,
)

SCIENCE_SUPREMACY = 6


def opponent(seat: int) -> int:
    return 1 - seat


def update_player(state: DuelState, seat: int, **changes) -> DuelState:
    players = list(state.players)
    players[seat] = attrs.evolve(players[seat], **changes)
    return attrs.evolve(state, players=tuple(players))


def gain_coins(state: DuelState, seat: int, amount: int) -> DuelState:
    if amount <= 0:
        return state
    return update_player(state, seat, coins=state.players[seat].coins + amount)


def lose_coins(state: DuelState, seat: int, amount: int) -> DuelState:
    """Coins back to the bank; a player never goes below 0."""
    return update_player(state, seat, coins=max(0, state.players[seat].coins - amount))


def has_progress(state: DuelState, seat: int, flag: str) -> bool:
    """Whether `seat` owns a progress token whose data sets `flag` (e.g. 'economy')."""
    tokens = D.load().progress
    return any(getattr(tokens[t], flag) for t in state.players[seat].progress)


def cards_of(state: DuelState, seat: int, colors: tuple[str, ...] | str) -> tuple[str, ...]:
    if isinstance(colors, str):
        colors = (colors,)
    cards = D.load().cards
    return tuple(c for c in state.players[seat].buildings if c in cards and cards[c].color in colors)


def wonders_built(state: DuelState, seat: int) -> int:
    return sum(w.built for w in state.players[seat].wonders)


def total_wonders_built(state: DuelState) -> int:
    return sum(wonders_built(state, seat) for seat in range(len(state.players)))


# ----------------------------------------------------------------------------- paying


def pay(state: DuelState, seat: int, cost: Payment) -> DuelState:
    """Pay a resolved cost. With Economy, the opponent receives the trading part."""
    state = lose_coins(state, seat, cost.total)
    if cost.trade and has_progress(state, opponent(seat), "economy"):
        state = gain_coins(state, opponent(seat), cost.trade)
    return state


def chain_available(state: DuelState, seat: int, card_id: str) -> bool:
    symbol = D.card(card_id).chain_from
    if symbol is None:
        return False
    cards = D.load().cards
    owned = {cards[c].chain_grants for c in state.players[seat].buildings if c in cards}
    return symbol in owned or symbol in hooks.extra_chain_symbols(state, seat)


def trade_discounts(state: DuelState, seat: int) -> tuple[Discount, ...]:
    """Reductions of the bank's unit prices for `seat` (expansions); the same for every cost."""
    return hooks.trade_discounts(state, seat)


def trade_prices(state: DuelState, seat: int) -> dict[str, int]:
    """What one unit of each resource costs `seat` at the bank now: the prices every cost uses."""
    return C.trade_prices(state, seat, trade_discounts(state, seat))


def card_cost(state: DuelState, seat: int, card_id: str) -> Payment:
    card = D.card(card_id)
    discounts: tuple[Discount, ...] = ()
    if card.color == "blue":
        masonry = [t for t in state.players[seat].progress if D.progress(t).blue_discount]
        discounts += tuple(Discount(t, units=D.progress(t).blue_discount) for t in masonry)
    discounts += hooks.card_discounts(state, seat, card_id) + trade_discounts(state, seat)
    return payment(state, seat, card.cost_coins, card.cost, discounts, chain=chain_available(state, seat, card_id))


def wonder_cost(state: DuelState, seat: int, wonder_id: str) -> Payment:
    architecture = [t for t in state.players[seat].progress if D.progress(t).wonder_discount]
    discounts = tuple(Discount(t, units=D.progress(t).wonder_discount) for t in architecture)
    discounts += hooks.wonder_discounts(state, seat, wonder_id) + trade_discounts(state, seat)
    return payment(state, seat, 0, D.wonder(wonder_id).cost, discounts)


def price(state: DuelState, seat: int, action) -> Payment | None:
    """What `action` costs `seat` now, with its breakdown; None when it costs nothing to take.

    The one source of prices: the view's offers, the action labels, the log line and the
    coins `apply` takes all come from here."""
    if isinstance(action, Construct):
        return card_cost(state, seat, action.card)
    if isinstance(action, BuildWonder):
        return wonder_cost(state, seat, action.wonder)
    return hooks.action_price(state, seat, action)


def discard_value(state: DuelState, seat: int) -> int:
    return 2 + len(cards_of(state, seat, "yellow")) + hooks.discard_bonus(state, seat)


# ----------------------------------------------------------------------------- military


def military_distance(state: DuelState, toward: int) -> int:
    """How far the pawn stands into the half of seat `toward`."""
    return state.military if toward == 1 else -state.military


def _token(state: DuelState, token_id: str) -> D.MilitaryToken:
    data = D.load()
    return data.military_tokens.get(token_id) or data.agora.military_tokens[token_id]


def move_pawn(state: DuelState, seat: int, shields: int) -> DuelState:
    """`seat` moves the pawn `shields` spaces toward the opponent's capital, one space at a time,
    applying each military token whose zone it enters. It stops at the capital."""
    capital = D.load().capital
    target = opponent(seat)
    step = 1 if target == 1 else -1
    for _ in range(max(0, shields)):
        if military_distance(state, target) >= capital:
            break
        state = attrs.evolve(state, military=state.military + step)
        distance = military_distance(state, target)
        for token_id in state.military_tokens:
            token = _token(state, token_id)
            if token.side == target and token.zone[0] <= distance <= token.zone[1]:
                remaining = tuple(t for t in state.military_tokens if t != token_id)
                state = attrs.evolve(state, military_tokens=remaining)
                if token.opponent_loses_coins:
                    state = lose_coins(state, target, token.opponent_loses_coins)
                else:
                    state = hooks.apply_military_token(state, seat, token_id)
    return state


def military_winner(state: DuelState) -> int | None:
    capital = D.load().capital
    if state.military >= capital:
        return 0
    if state.military <= -capital:
        return 1
    return None


# ----------------------------------------------------------------------------- science


def science_symbols(state: DuelState, seat: int) -> Counter[str]:
    data = D.load()
    symbols: Counter[str] = Counter()
    for card_id in state.players[seat].buildings:
        card = data.cards.get(card_id)
        if card is not None and card.science:
            symbols[card.science] += 1
    for token in state.players[seat].progress:
        if data.progress[token].science:
            symbols[data.progress[token].science] += 1
    return symbols


def science_winners(state: DuelState) -> tuple[int, ...]:
    """Seats with 6 different symbols: both only when one effect changes both cities (Coercion)."""
    return tuple(s for s in range(len(state.players)) if len(science_symbols(state, s)) >= SCIENCE_SUPREMACY)


def gain_symbol(state: DuelState, seat: int, symbol: str) -> DuelState:
    """Called after `symbol` joined `seat`'s city: a second copy lets them take a board token."""
    if science_symbols(state, seat)[symbol] == 2 and state.board_progress:
        state = attrs.evolve(state, decisions=push(state.decisions, PickProgress(seat, state.board_progress)))
    return state


def take_progress(state: DuelState, seat: int, token_id: str) -> DuelState:
    """`seat` takes a progress token (already removed from where it was) and applies it."""
    token = D.progress(token_id)
    state = update_player(state, seat, progress=state.players[seat].progress + (token_id,))
    state = gain_coins(state, seat, token.coins)
    if token.science:
        state = gain_symbol(state, seat, token.science)
    return state


def draw_from_box(state: DuelState, seat: int, count: int, rng: random.Random) -> DuelState:
    """The Great Library: draw `count` box tokens at random; they are offered (and public) until chosen."""
    box = list(state.box_progress)
    drawn = tuple(rng.sample(box, min(count, len(box))))
    if not drawn:
        return state
    left = tuple(t for t in state.box_progress if t not in drawn)
    frame = PickProgress(seat, drawn, from_box=True)
    return attrs.evolve(state, box_progress=left, decisions=push(state.decisions, frame))


# ----------------------------------------------------------------------------- building


def guild_count(state: DuelState, seat: int, guild: D.GuildEffect) -> int:
    if guild.counts == "cards":
        return len(cards_of(state, seat, guild.colors))
    if guild.counts == "wonders":
        return wonders_built(state, seat)
    return state.players[seat].coins // 3  # coin_sets


def guild_best(state: DuelState, guild: D.GuildEffect) -> int:
    """Guilds count in the city that has the most of what they count."""
    return max(guild_count(state, seat, guild) for seat in range(len(state.players)))


def build_card(state: DuelState, seat: int, card_id: str, through_chain: bool = False) -> DuelState:
    """Put a building in `seat`'s city (already paid for) and apply its immediate effects."""
    card = D.card(card_id)
    state = update_player(state, seat, buildings=state.players[seat].buildings + (card_id,))
    if through_chain:
        for token in state.players[seat].progress:
            state = gain_coins(state, seat, D.progress(token).chain_coins)
    state = gain_coins(state, seat, card.coins)
    if card.coins_per is not None:
        if card.coins_per.per == "wonder":
            count = wonders_built(state, seat)
        else:
            count = len(cards_of(state, seat, card.coins_per.color or ""))
        state = gain_coins(state, seat, count * card.coins_per.amount)
    if card.guild is not None and card.guild.coins_per_card:
        state = gain_coins(state, seat, guild_best(state, card.guild) * card.guild.coins_per_card)
    if card.shields:
        extra = sum(D.progress(t).extra_red_shields for t in state.players[seat].progress) if card.color == "red" else 0
        state = move_pawn(state, seat, card.shields + extra)
    if card.science:
        state = gain_symbol(state, seat, card.science)
    return hooks.after_card_built(state, seat, card_id)


def build_wonder(state: DuelState, seat: int, wonder_id: str, tucked: str, rng: random.Random) -> DuelState:
    """Tuck `tucked` under `wonder_id` (already paid for) and apply the wonder's effects."""
    wonder = D.wonder(wonder_id)
    wonders = tuple(OwnedWonder(w.id, tucked) if w.id == wonder_id else w for w in state.players[seat].wonders)
    state = update_player(state, seat, wonders=wonders)
    state = gain_coins(state, seat, wonder.coins)
    state = lose_coins(state, opponent(seat), wonder.opponent_loses_coins)
    if wonder.replay or has_progress(state, seat, "wonders_replay"):
        state = attrs.evolve(state, replay=True)
    if wonder.shields:
        state = move_pawn(state, seat, wonder.shields)  # Strategy never applies to wonders
    if wonder.destroy and cards_of(state, opponent(seat), wonder.destroy):
        state = attrs.evolve(state, decisions=push(state.decisions, PickDestroy(seat, wonder.destroy)))
    if wonder.build_from_discard and any(buildable_from_discard(c) for c in state.discard):
        state = attrs.evolve(state, decisions=push(state.decisions, PickFromDiscard(seat)))
    if wonder.progress_from_box:
        state = draw_from_box(state, seat, wonder.progress_from_box, rng)
    state = retire_last_wonder(state)
    return hooks.after_wonder_built(state, seat, wonder_id)


def buildable_from_discard(card_id: str) -> bool:
    """The Mausoleum takes any discarded card: a building, or (Agora) a senator recruited for free."""
    return card_id in D.load().cards or D.is_senator(card_id)


def retire_last_wonder(state: DuelState) -> DuelState:
    """Only 7 wonders are built in a game: then the unbuilt ones go back to the box."""
    if total_wonders_built(state) < D.load().setup.max_wonders_built:
        return state
    retired = list(state.retired_wonders)
    players = []
    for player in state.players:
        retired += [w.id for w in player.wonders if not w.built]
        players.append(attrs.evolve(player, wonders=tuple(w for w in player.wonders if w.built)))
    return attrs.evolve(state, players=tuple(players), retired_wonders=tuple(retired))


def destroy_card(state: DuelState, owner: int, card_id: str) -> DuelState:
    """A card leaves `owner`'s city for the discard pile, taking its production, VP and symbols with it."""
    buildings = tuple(c for c in state.players[owner].buildings if c != card_id)
    state = update_player(state, owner, buildings=buildings)
    return attrs.evolve(state, discard=state.discard + (card_id,))


def new_player(coins: int) -> PlayerState:
    return PlayerState(coins=coins)
