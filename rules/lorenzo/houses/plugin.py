"""Houses of Renaissance registered into the base game's hooks (`rules.lorenzo.hooks.Expansion`)."""

from __future__ import annotations

import random
from typing import Any

import attrs

from rules.core.options import OptionSpec
from rules.lorenzo import hooks
from rules.lorenzo.houses import play, words
from rules.lorenzo.houses.data import houses
from rules.lorenzo.houses.state import (
    ACTIONS,
    BROWN,
    FRAMES,
    HIDDEN_CARD,
    HIDDEN_TOKEN,
    SPECIAL,
    AuctionFrame,
    FinalTokensFrame,
    GiveTokenFrame,
    GonzagaFrame,
    HousesState,
    KeepTokenFrame,
    SlotTokenFrame,
)
from rules.lorenzo.setup import tower_order

OPTION = "houses_of_renaissance"


class Houses(hooks.Expansion):
    options = (
        OptionSpec(
            OPTION,
            "bool",
            False,
            "Houses of Renaissance",
            "The expansion (needs leaders): family tiles won in an auction, special tokens, the special "
            "tower and its 48 cards, the change tile, 3 new excommunications; the only way to 5 seats.",
        ),
    )
    actions = ACTIONS
    frames = FRAMES
    state_type = HousesState

    def active(self, state: Any) -> bool:
        return getattr(state, "houses", None) is not None

    # config and set-up
    def config_problem(self, config: Any) -> str | None:
        if config.get(OPTION, False) and not config.get("leaders", False):
            return (
                "houses_of_renaissance needs leaders: the expansion is played with the advanced rules "
                "(its leaders, special tokens and families build on them)"
            )
        return None

    def max_players(self, config: Any) -> int | None:
        return 5 if config.get(OPTION, False) else None

    def setup(self, state: Any, config: Any, rng: random.Random) -> Any:
        return play.setup(state, config, rng) if config.get(OPTION, False) else state

    # catalog
    def card(self, card_id: str) -> Any | None:
        return houses().cards.get(card_id)

    def excom(self, tile_id: str) -> Any | None:
        return houses().excoms.get(tile_id)

    def tile(self, key: str) -> dict | None:
        return houses().tiles.get(key)

    def leaders_playable(self) -> bool:
        return True

    # the board
    def towers(self, state: Any) -> tuple[str, ...]:
        return (SPECIAL,)

    def floor_value(self, state: Any, tower: str, floor: int) -> int | None:
        if tower == SPECIAL:
            return houses().raw["special_tower"]["floor_values"][floor]
        if tower == tower_order()[state.houses.change_tower]:  # the change tile lies here
            return state.houses.change_values[floor]
        return None

    def floor_bonus(self, state: Any, tower: str, floor: int) -> dict | None:
        return houses().raw["special_tower"]["floor_bonus"][floor] if tower == SPECIAL else None

    def no_tower_fee(self, state: Any, player: Any, tower: str) -> bool:
        return tower == SPECIAL and play.has_card_kind(player, "no_occupied_tower_fee", tower=SPECIAL)

    def max_cards(self, state: Any, player: Any, kind: str) -> int | None:
        if kind == "character" and play.family(state, player.seat) == "medici":
            return houses().families["medici"]["max_characters"]
        return None

    def members(self, state: Any, seat: int) -> tuple[str, ...]:
        return (BROWN,) if play.family(state, seat) == "colonna" else ()

    def member_value(self, state: Any, player: Any, member: str) -> int | None:
        return houses().families["colonna"]["brown_value"] if member == BROWN else None

    def military_spent(self, state: Any, player: Any, card_id: str, spent: int) -> int | None:
        return play.military_spent(state, player, card_id, spent)

    def privileges(self, state: Any, seat: int) -> tuple[dict, ...]:
        return play.privileges(state, seat)

    def tiles_offered(self, state: Any) -> tuple[str, ...]:
        return tuple(houses().tiles) if len(state.players) == 5 else ()

    # effects
    def after_take(self, state: Any, seat: int, card_id: str, paid: dict) -> Any:
        return play.after_take(state, seat, card_id, paid)

    def after_place(self, state: Any, seat: int, space: str) -> Any:
        return play.after_place(state, seat, space)

    def immediate_effect(self, state: Any, seat: int, effect: dict) -> Any | None:
        return play.immediate_effect(state, seat, effect)

    def work_card(self, state: Any, seat: int, card_id: str, value: int):
        return play.work_card(state, seat, card_id, value)

    def exchange_extra(self, state: Any, seat: int, option: dict) -> Any:
        return play.exchange_extra(state, seat, option)

    def leader_slack(self, player: Any) -> int:
        return 1 if play.has_card_kind(player, "ignore_one_leader_requirement") else 0

    def on_leader_played(self, state: Any, seat: int, leader_id: str) -> Any:
        return play.on_leader_played(state, seat, leader_id)

    def activation(self, state: Any, seat: int, leader_id: str, ability: dict) -> tuple | None:
        return play.ficino(state, seat, leader_id, ability)

    def on_activate(self, state: Any, seat: int, action: Any, ability: dict) -> Any:
        return play.on_activate(state, seat, action, ability)

    def on_excommunicated(self, state: Any, seat: int) -> Any:
        return play.excommunicated(state, seat)

    # the turn and the round
    def turn_actions(self, state: Any, seat: int) -> tuple:
        return play.turn_actions(state, seat)

    def legal_for_frame(self, state: Any, frame: Any, seat: int) -> tuple | None:
        return play.legal_for_frame(state, frame, seat)

    def apply_action(self, state: Any, action: Any, rng: random.Random, seat: int) -> Any | None:
        return play.apply_action(state, action, rng, seat)

    def settle(self, state: Any, rng: random.Random) -> Any:
        return play.settle(state, rng)

    def round_end(self, state: Any) -> Any:
        return play.round_end(state)

    def after_round_end(self, state: Any) -> Any:
        """The change tile moves one main tower to the right, from the last back to the first (L642)."""
        return play.with_slot(state, change_tower=(state.houses.change_tower + 1) % len(tower_order()))

    def before_game_over(self, state: Any) -> Any:
        return play.before_game_over(state)

    # scoring, views, words
    def score_lines(self, state: Any, player: Any) -> tuple[tuple[str, int], ...]:
        return play.score_lines(state, player)

    def view(self, state: Any, viewer: int) -> Any:
        part = state.houses
        tokens = tuple(held if seat == viewer else (HIDDEN_TOKEN,) * len(held) for seat, held in enumerate(part.tokens))
        top = state.decisions[-1] if state.decisions else None
        peek = (
            part.peek if isinstance(top, KeepTokenFrame) and top.actor == viewer else (HIDDEN_TOKEN,) * len(part.peek)
        )
        hidden = attrs.evolve(
            part,
            tokens=tokens,
            pile=(HIDDEN_TOKEN,) * len(part.pile),
            peek=peek,
            boxed=(HIDDEN_CARD,) * len(part.boxed),
        )
        return attrs.evolve(state, houses=hidden)

    def secrets(self, state: Any, viewer: int) -> frozenset[str]:
        part = state.houses
        found = set(part.pile) | set(part.boxed)
        found |= {t for t in houses().excoms if t not in state.excom_tiles}
        for seat, held in enumerate(part.tokens):
            if seat != viewer:
                found |= set(held)
        top = state.decisions[-1] if state.decisions else None
        if not (isinstance(top, KeepTokenFrame) and top.actor == viewer):
            found |= set(part.peek)
        if 0 <= viewer < len(part.tokens):
            found -= set(part.tokens[viewer])
        return frozenset(found)

    def revealed(self, before: Any, after: Any) -> bool:
        """A token drawn is seen by its drawer: undo stops there."""
        was = before.houses
        return was is not None and (len(was.pile) != len(after.houses.pile) or was.peek != after.houses.peek)

    def describe(self, action: Any, state: Any, viewer: int, seat: int, who: str) -> str | None:
        return words.describe(action, state, viewer, seat, who)

    def label(self, action: Any, state: Any, seat: int) -> str | None:
        return words.label(action, state, seat) if self.active(state) else None

    def decision_text(self, frame: Any, who: str) -> str | None:
        return words.decision_text(frame, who)

    def glossary(self) -> tuple:
        return words.glossary()

    # what a searching bot's determinizer asks (rules/lorenzo/determinize.py)
    def hidden_pool(self, placeholder: str) -> tuple[str, ...] | None:
        """Every id a placeholder of this expansion's views may stand for."""
        if placeholder == HIDDEN_TOKEN:
            return tuple(sorted(houses().tokens))
        if placeholder == HIDDEN_CARD:
            return tuple(sorted(houses().cards))
        return None

    def deck_pool(self, tower: str) -> tuple[str, ...] | None:
        return tuple(sorted(houses().cards)) if tower == SPECIAL else None

    def rules_section(self, state: Any) -> str | None:
        top = state.decisions[-1] if state.decisions else None
        if isinstance(top, AuctionFrame):
            return "houses-auction"
        if isinstance(top, (GiveTokenFrame, SlotTokenFrame, FinalTokensFrame, KeepTokenFrame)):
            return "houses-tokens"
        if isinstance(top, GonzagaFrame):
            return "houses-families"
        return None


HOUSES = Houses()
hooks.register(HOUSES)
