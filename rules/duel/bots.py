"""Bots for 7 Wonders Duel. They see only their view.

Greedy: one ply. Each legal action is scored by what it adds to the public position, in VP
equivalents: points, military (and the threat of supremacy), science (pairs, supremacy),
production, coins (3 coins ~ 1 VP), minus what the cards it uncovers offer the opponent.
"""

from __future__ import annotations

import random
from typing import Any

from rules.duel import data as D
from rules.duel import hooks
from rules.duel import words as W
from rules.duel.actions import (
    BuildDiscarded,
    BuildWonder,
    ChooseProgress,
    ChooseStarter,
    Construct,
    DestroyCard,
    Discard,
    TakeWonder,
)
from rules.duel.state import DuelView

WIN = 1000.0
COIN = 1 / 3
PRODUCTION_BY_AGE = {0: 2.5, 1: 2.5, 2: 1.5, 3: 0.2}


class Position:
    """The public facts about one seat that the heuristic reads, taken from a view."""

    def __init__(self, view: DuelView, seat: int) -> None:
        player = view.players[seat]
        self.seat = seat
        self.age = view.age
        self.coins = player.coins
        self.buildings = player.buildings
        self.science = set(player.science)
        self.pairs = {s for s in player.science if player.science.count(s) >= 2}
        self.produced = dict(player.production)
        self.military = view.military if seat == 0 else -view.military
        self.progress = set(player.progress)
        self.board_progress = view.board_progress


def military_value(pos: Position, shields: int) -> float:
    if shields <= 0:
        return 0.0
    after = pos.military + shields
    if after >= D.load().capital:
        return WIN
    value = shields * (1.0 + 0.4 * max(pos.age, 1))
    if after >= 6 > pos.military or after >= 3 > pos.military:
        value += 2.0  # a looting token and a better VP zone
    return value + max(0, after - 6) * 1.5  # near the capital: a real threat


def science_value(pos: Position, symbol: str | None) -> float:
    if symbol is None:
        return 0.0
    if symbol not in pos.science:
        if len(pos.science) + 1 >= 6:
            return WIN
        return 2.0 + 0.8 * len(pos.science)
    if symbol not in pos.pairs and pos.board_progress:
        return 4.0  # a progress token
    return 0.5


def production_value(pos: Position, units: D.Units, choices: tuple[str, ...] = ()) -> float:
    per_unit = PRODUCTION_BY_AGE.get(pos.age, 0.2)
    value = 0.0
    for resource, n in units:
        have = pos.produced.get(resource, 0)
        value += n * per_unit / (1 + have)
    if choices:
        value += per_unit * 0.8
    return value


def card_value(pos: Position, card_id: str) -> float:
    data = D.load()
    if card_id not in data.cards:
        return 1.0  # Agora senators: a modest, unknown worth
    card = data.cards[card_id]
    value = float(card.vp) + card.coins * COIN
    if card.coins_per is not None:
        value += 2 * card.coins_per.amount * COIN
    if card.guild is not None:
        value += 4.0
    value += military_value(pos, card.shields + (1 if card.color == "red" and "strategy" in pos.progress else 0))
    value += science_value(pos, card.science)
    value += production_value(pos, card.produce, card.produce_one_of)
    if card.fixed_price:
        value += 1.0 * len(card.fixed_price) * (1 if pos.age < 3 else 0.2)
    if card.chain_grants and pos.age < 3:
        value += 1.0
    return value


def wonder_value(pos: Position, wonder_id: str) -> float:
    wonder = D.wonder(wonder_id)
    value = wonder.vp + (wonder.coins + wonder.opponent_loses_coins) * COIN
    value += military_value(pos, wonder.shields)
    value += production_value(pos, (), wonder.produce_one_of)
    value += 3.0 if wonder.replay or "theology" in pos.progress else 0.0
    value += 2.5 if wonder.destroy else 0.0
    value += 3.0 if wonder.progress_from_box else 0.0
    value += 3.0 if wonder.build_from_discard else 0.0
    value += 2.0 * (wonder.on_select_conspire + wonder.trigger_unprepared_conspiracy)  # Agora: conspiracies
    value += 2.0 * (wonder.on_select_place_influence + wonder.place_influence)  # Agora: cubes
    return value


def progress_value(pos: Position, token_id: str) -> float:
    token = D.progress(token_id)
    value = token.vp + token.coins * COIN + token.vp_per_token * (len(pos.progress) + 1)
    value += science_value(pos, token.science)
    value += 2.0 * bool(token.wonder_discount or token.blue_discount or token.economy or token.wonders_replay)
    value += 2.0 * bool(token.extra_red_shields or token.chain_coins)
    return value


def _uncovered(view: DuelView, card_id: str) -> tuple[list[str], int]:
    """Face-up cards (and how many face-down ones) that taking `card_id` makes accessible."""
    slots = {s.index: s for s in view.structure}
    taken = next((s.index for s in view.structure if s.card == card_id), None)
    if taken is None:
        return [], 0
    # the layout of this Age with as many slots as the view (base, or an expansion's)
    layout = next(
        (
            spec
            for (_, age), spec in D.load().layouts.items()
            if age == view.age and len(spec.slots) == len(view.structure)
        ),
        None,
    )
    if layout is None:
        return [], 0
    shown, hidden = [], 0
    for index, spec in enumerate(layout.slots):
        slot = slots.get(index)
        if slot is None or slot.taken or taken not in spec.covered_by:
            continue
        if all(slots[i].taken or i == taken for i in spec.covered_by):
            if slot.card is not None:
                shown.append(slot.card)
            else:
                hidden += 1
    return shown, hidden


def exposure(view: DuelView, me: Position, them: Position, card_id: str) -> float:
    """What the opponent may take next because this card is gone."""
    shown, hidden = _uncovered(view, card_id)
    best = max((card_value(them, c) for c in shown), default=0.0)
    return 0.5 * best + 0.3 * hidden


def score_action(view: DuelView, seat: int, action: Any) -> float:
    me, them = Position(view, seat), Position(view, 1 - seat)
    offers = {o.card: o for o in view.offers} if view.offers_for == seat else {}
    wonder_costs = {w.wonder: w.cost.total for w in view.wonder_offers} if view.offers_for == seat else {}
    if isinstance(action, TakeWonder):
        return wonder_value(me, action.wonder)
    if isinstance(action, Construct):
        offer = offers.get(action.card)
        cost = offer.construct.total if offer is not None and offer.construct is not None else 0
        return card_value(me, action.card) - cost * COIN - exposure(view, me, them, action.card)
    if isinstance(action, Discard):
        offer = offers.get(action.card)
        coins = offer.discard_coins if offer is not None else 2
        deny = 0.3 * card_value(them, action.card)
        return coins * COIN + deny - 1.5 - exposure(view, me, them, action.card)
    if isinstance(action, BuildWonder):
        deny = 0.3 * card_value(them, action.card)
        cost = wonder_costs.get(action.wonder, 0)
        return wonder_value(me, action.wonder) - cost * COIN + deny - exposure(view, me, them, action.card)
    if isinstance(action, ChooseProgress):
        return progress_value(me, action.token)
    if isinstance(action, DestroyCard):
        return card_value(them, action.card)
    if isinstance(action, BuildDiscarded):
        return card_value(me, action.card)
    if isinstance(action, ChooseStarter):
        return 1.0 if action.seat == seat else 0.0
    value = hooks.bot_value(view, seat, action)
    return 0.0 if value is None else value


class GreedyBot:
    level = "greedy"

    def report(self, view: DuelView, legal: tuple[Any, ...], best: int = 3) -> list[str]:
        """The `best` moves it rates highest, in the game's words, with their worth in VP."""
        seat = view.viewer
        rated = sorted(((score_action(view, seat, a), i) for i, a in enumerate(legal)), reverse=True)[:best]
        lines = []
        for worth, index in rated:
            said = W.phrase(legal[index], W.ViewFacts(view), hooks.phrase)
            lines.append(f"{said.command() if said else type(legal[index]).__name__} (worth {worth:.1f} VP)")
        return lines

    def choose(self, view: DuelView, legal: tuple[Any, ...], rng: random.Random) -> Any:
        seat = view.viewer
        scored = [(score_action(view, seat, action) + rng.random() * 1e-3, i) for i, action in enumerate(legal)]
        return legal[max(scored)[1]]
