"""Sheriff of Nottingham (2nd edition, Korean rulebook) for Meeple: the GAME object."""
from __future__ import annotations

import random
from typing import Any

from rules.core.engine import GlossaryEntry, Outcome, ScoreLine, Seat
from rules.core.options import GameConfig, OptionSpec
from rules.sheriff import actions as A
from rules.sheriff import bots, describe, rounds, rules, scoring, view
from rules.sheriff.glossary import glossary_entries
from rules.sheriff.state import Frame, SheriffState

# Actions after which undo must stop: they draw cards or uncover what was hidden.
_REVEALING = (A.Exchange, A.OpenBag, A.PassBag, A.AcceptTerms, A.TimeUp, A.ClaimBlackMarket)


class SheriffGame:
    id = "sheriff"
    title = "Sheriff of Nottingham"
    min_players = 3
    max_players = 6
    options = (
        OptionSpec("royal_goods", "bool", False, "Royal goods",
                   "Shuffle the royal goods into the deck (3 players: 6 of them)."),
        OptionSpec("time_limit", "bool", False, "Inspection time limit",
                   "One minute per merchant for the inspection; bags not handled in time pass without a deal."),
        OptionSpec("remove_ten", "bool", False, "Remove ten cards",
                   "Ten random cards leave the game unseen at the start."),
        OptionSpec("seven_card_hand", "bool", False, "Seven-card hands", "Hands of 7 cards instead of 6."),
        OptionSpec("black_market", "bool", False, "Black market",
                   "Trade 3 contraband of one kind from your stand for a black market card (values reconstructed)."),
        OptionSpec("deputies", "bool", False, "Deputies (6 players)",
                   "Two deputies inspect each round instead of one sheriff.", players=(6,)),
    )
    action_types = A.ACTION_TYPES
    state_type = SheriffState
    state_unions = (Frame,)

    def setup(self, config: GameConfig, seed: int | str) -> SheriffState:
        return rounds.setup(config, seed)

    def to_act(self, state: SheriffState) -> frozenset[Seat]:
        return rules.to_act(state)

    def legal_actions(self, state: SheriffState, seat: Seat) -> tuple[Any, ...]:
        return rules.legal_actions(state, seat)

    def apply(self, state: SheriffState, action: Any, rng: random.Random, seat: Seat | None = None) -> SheriffState:
        if seat is None:
            (seat,) = rules.to_act(state)
        return rules.apply(state, action, rng, seat)

    def view(self, state: SheriffState, viewer: Seat) -> view.SheriffView:
        return view.view(state, viewer)

    def secrets(self, state: SheriffState, viewer: Seat) -> frozenset[str]:
        return view.secrets(state, viewer)

    def reveals(self, before: SheriffState, action: Any, after: SheriffState) -> bool:
        return isinstance(action, _REVEALING)

    def scores(self, state: SheriffState) -> tuple[ScoreLine, ...]:
        return scoring.scores(state)

    def outcome(self, state: SheriffState) -> Outcome | None:
        return scoring.outcome(state)

    def describe(self, action: Any, state: SheriffState, viewer: Seat, seat: Seat, names=None) -> str:
        return describe.describe(action, state, viewer, seat)

    def rules_section(self, state: SheriffState) -> str:
        return view.rules_anchor(state)

    def glossary(self) -> tuple[GlossaryEntry, ...]:
        return glossary_entries()

    def bot(self, level: str) -> Any:
        return bots.bot(level)


GAME = SheriffGame()
