"""Where Agora plugs into the base rules: every hook is a no-op while `state.agora is None`.

The base engine calls these at fixed points; the Agora rules fill them in. Each hook says
when it is called and what it must return. Nothing here changes the base game.
"""
from __future__ import annotations

import random
from typing import Any

from rules.duel.agora_state import AgoraState, AgoraView
from rules.duel.costs import Discount


def initial_state(rng: random.Random) -> AgoraState:
    """Setup: deal 6 decrees, shuffle the conspiracy deck, give cubes... (called once, agora=true)."""
    return AgoraState()


def on_wonder_selected(state: Any, seat: int, wonder_id: str) -> Any:
    """Wonder draft: `seat` has just taken `wonder_id` (Curia Julia / Knossos on-select effects)."""
    return state


def card_discounts(state: Any, seat: int, card_id: str) -> tuple[Discount, ...]:
    """Extra discounts on building `card_id` (decrees: ignore a cost symbol, trade discounts)."""
    return ()


def wonder_discounts(state: Any, seat: int, wonder_id: str) -> tuple[Discount, ...]:
    """Extra discounts on a wonder (decree: 1 resource less; trade discounts)."""
    return ()


def extra_chain_symbols(state: Any, seat: int) -> frozenset[str]:
    """Chain symbols `seat` may use besides its own (decree: the opponent's chains)."""
    return frozenset()


def discard_bonus(state: Any, seat: int) -> int:
    """Extra coins when `seat` discards a card (decree: +2)."""
    return 0


def after_card_built(state: Any, seat: int, card_id: str) -> Any:
    """A building was just built by `seat` (decrees paying coins per colour; blue cards count for senate actions)."""
    return state


def after_wonder_built(state: Any, seat: int, wonder_id: str) -> Any:
    """A wonder was just built (decree coins; Curia Julia / Knossos build effects push frames here)."""
    return state


def apply_military_token(state: Any, seat: int, token_id: str) -> Any:
    """`seat` moved the pawn into the zone of an Agora military token (place / remove / move influence)."""
    return state


def start_turn(state: Any, seat: int) -> Any:
    """`seat` is about to begin a turn (a new turn, an extra turn, or the first turn of an Age):
    reset per-turn Agora flags such as "a conspiracy was already triggered this turn"."""
    return state


def turn_actions(state: Any, seat: int) -> tuple[Any, ...]:
    """Actions offered before the main action (trigger a prepared conspiracy), listed first."""
    return ()


def card_actions(state: Any, seat: int, card_id: str) -> tuple[Any, ...]:
    """Extra actions with an accessible card (recruit a senator, prepare a conspiracy)."""
    return ()


def apply_action(state: Any, action: Any, rng: random.Random, seat: int) -> Any:
    """Apply an Agora action or resolve an Agora frame; the base engine runs `advance` after."""
    raise ValueError(f"unknown 7 Wonders Duel action {action!r}")


def legal_for_frame(state: Any, frame: Any) -> tuple[Any, ...]:
    """Legal actions for an Agora decision frame on top of the stack."""
    raise ValueError(f"unknown decision frame {frame!r}")


def political_winner(state: Any) -> int | None:
    """The seat controlling all 6 chambers, if any (political supremacy ends the game at once)."""
    return None


def score_lines(state: Any, seat: int) -> tuple[tuple[str, int], ...]:
    """Extra end-game VP categories (("senate", vp),) for `seat`."""
    return ()


def view(state: Any, viewer: int) -> AgoraView | None:
    return None if state.agora is None else AgoraView()


def secrets(state: Any, viewer: int) -> frozenset[str]:
    """Agora ids `viewer` must not see (face-down decrees, conspiracy hands and deck...)."""
    return frozenset()


def revealed(before: Any, after: Any) -> bool:
    """True when Agora information became visible (a decree turned, a conspiracy drawn)."""
    return False
