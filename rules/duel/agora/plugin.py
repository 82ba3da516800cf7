"""Agora registered into the base game's hooks (`rules.duel.hooks.Expansion`)."""

from __future__ import annotations

import random
from typing import Any

from rules.core.options import OptionSpec
from rules.duel import data as D
from rules.duel import hooks
from rules.duel.agora import bot, describe, play, senate
from rules.duel.agora.state import AGORA_ACTIONS, AGORA_FRAMES, AgoraState, AgoraView, Recruit
from rules.duel.costs import Discount, Payment


class Agora(hooks.Expansion):
    options = (OptionSpec("agora", "bool", False, "Agora expansion", "Add senators, the senate and conspiracies."),)
    actions = AGORA_ACTIONS
    frames = AGORA_FRAMES
    state_type = AgoraState
    view_type = AgoraView

    def active(self, state: Any) -> bool:
        return state.agora is not None

    # setup (asked with the options, before there is a state)
    def deal(self, options: Any, rng: random.Random) -> tuple[tuple[str, ...], ...] | None:
        """5 / 5 / 3 senators, shuffled into the Age decks."""
        if not options.agora:
            return None
        data = D.load().agora
        senators = sorted(data.senators)
        rng.shuffle(senators)
        per_age, start = [], 0
        for count in data.senators_per_age:
            per_age.append(tuple(senators[start : start + count]))
            start += count
        return tuple(per_age)

    def military_tokens(self, options: Any) -> tuple[str, ...] | None:
        return tuple(D.load().agora.military_tokens) if options.agora else None

    def component_set(self, options: Any) -> str | None:
        return "agora" if options.agora else None

    def initial_state(self, options: Any, rng: random.Random) -> Any:
        return play.initial_state(rng) if options.agora else None

    # costs
    def card_discounts(self, state: Any, seat: int, card_id: str) -> tuple[Discount, ...]:
        return play.card_discounts(state, seat, card_id)

    def wonder_discounts(self, state: Any, seat: int, wonder_id: str) -> tuple[Discount, ...]:
        return play.wonder_discounts(state, seat, wonder_id)

    def trade_discounts(self, state: Any, seat: int) -> tuple[Discount, ...]:
        return play.trade_discounts(state, seat)

    def action_price(self, state: Any, seat: int, action: Any) -> Payment | None:
        return play.action_price(state, seat, action)

    def view_price(self, view: Any, seat: int, action: Any) -> Payment | None:
        if not isinstance(action, Recruit) or view.agora is None:
            return None
        mine = next((p for p in view.agora.players if p.seat == seat), None)
        return Payment(coins=mine.recruit_cost) if mine is not None else None

    def extra_chain_symbols(self, state: Any, seat: int) -> frozenset[str]:
        return play.extra_chain_symbols(state, seat)

    def discard_bonus(self, state: Any, seat: int) -> int:
        return play.discard_bonus(state, seat)

    # effects
    def on_wonder_selected(self, state: Any, seat: int, wonder_id: str) -> Any:
        return play.on_wonder_selected(state, seat, wonder_id)

    def after_card_built(self, state: Any, seat: int, card_id: str) -> Any:
        return play.after_card_built(state, seat, card_id)

    def after_wonder_built(self, state: Any, seat: int, wonder_id: str) -> Any:
        return play.after_wonder_built(state, seat, wonder_id)

    def apply_military_token(self, state: Any, seat: int, token_id: str) -> Any:
        return play.apply_military_token(state, seat, token_id)

    def build_from_discard(self, state: Any, seat: int, card_id: str) -> Any | None:
        return play.recruit(state, seat, card_id) if D.is_senator(card_id) else None

    # the turn
    def start_turn(self, state: Any, seat: int) -> Any:
        return play.start_turn(state, seat)

    def turn_actions(self, state: Any, seat: int) -> tuple[Any, ...]:
        return play.turn_actions(state, seat)

    def card_actions(self, state: Any, seat: int, card_id: str) -> tuple[Any, ...]:
        return play.card_actions(state, seat, card_id)

    def legal_for_frame(self, state: Any, frame: Any) -> tuple[Any, ...] | None:
        return play.legal_for_frame(state, frame) if isinstance(frame, AGORA_FRAMES) else None

    def resolve_automatic(self, state: Any, frame: Any) -> Any | None:
        return play.resolve_automatic(state, frame)

    def apply_action(self, state: Any, action: Any, rng: random.Random, seat: int) -> Any | None:
        return play.apply_action(state, action, rng, seat) if isinstance(action, AGORA_ACTIONS) else None

    # the end
    def winner(self, state: Any) -> tuple[tuple[int, ...], str] | None:
        seat = senate.political_winner(state)
        return ((seat,), "political") if seat is not None else None

    def score_lines(self, state: Any, seat: int) -> tuple[tuple[str, int], ...]:
        return play.score_lines(state, seat)

    # what players see
    def view(self, state: Any, viewer: int) -> Any:
        return play.view(state, viewer)

    def secrets(self, state: Any, viewer: int) -> frozenset[str]:
        return play.secrets(state, viewer)

    def shown_to(self, state: Any, viewer: int) -> frozenset[str]:
        return play.shown_to(state, viewer)

    def revealed(self, before: Any, after: Any) -> bool:
        return play.revealed(before, after)

    # words and bots
    def phrase(self, action: Any, facts: Any) -> Any | None:
        return describe.phrase(action, facts) if isinstance(action, AGORA_ACTIONS) else None

    def events(self, before: Any, action: Any, after: Any, seat: int, voice: Any) -> list[str]:
        return describe.events(before, action, after, seat, voice) if after.agora is not None else []

    def rules_section(self, state: Any) -> str | None:
        return describe.rules_section(state)

    def bot_value(self, view: Any, seat: int, action: Any) -> float | None:
        return bot.score_action(view, seat, action) if isinstance(action, AGORA_ACTIONS) else None


AGORA = Agora()
hooks.register(AGORA)
