"""Princes of Florence (Korea Boardgames 2022 edition) for Meeple: the GAME object."""

from __future__ import annotations

import random
from typing import Any

from rules.core.engine import GameBase, GlossaryEntry, Outcome, ScoreLine, Seat
from rules.core.narration import LogLine
from rules.core.options import GameConfig, OptionSpec
from rules.core.reasons import Unavailable
from rules.core.words import say_id
from rules.florence import actions as A
from rules.florence import bots, describe, narrate, rules, scoring, setup, view, words
from rules.florence.glossary import glossary_entries
from rules.florence.state import FlorenceState, Frame

# Actions after which undo must stop: the draft's hidden picks are settled, or an offer was answered.
_REVEALING = (A.ReturnCard, A.AcceptShared, A.RefuseShared)


def _decks(state: FlorenceState) -> tuple[int, ...]:
    solo = (len(state.solo.deck),) if state.solo else ()
    return (len(state.profession_deck), len(state.prestige_deck), len(state.bonus_deck)) + solo


class FlorenceGame(GameBase):
    id = "florence"
    title = "Princes of Florence"
    min_players = 1
    max_players = 5
    options = (
        OptionSpec(
            "tight_freedoms",
            "bool",
            False,
            "Tight freedoms (2 players)",
            "Remove two different freedom tiles at random instead of one.",
            players=(2,),
        ),
        OptionSpec(
            "automa",
            "choice",
            "normal",
            "Automa difficulty (solo)",
            "The automa starts with 0 (easy), 1500 (normal) or 3500 (hard) florins. "
            "Its 21 cards are reconstructed, not the printed ones.",
            choices=("easy", "normal", "hard"),
            players=(1,),
        ),
        OptionSpec(
            "automa_florins",
            "int",
            -1,
            "Automa florins (solo)",
            "A number of florins to start the automa with; empty: its difficulty's (easy 0, normal "
            "1500, hard 3500). On the command line, -1 means by difficulty.",
            players=(1,),
            blank="empty: by difficulty",
        ),
        OptionSpec(
            "solo_players",
            "choice",
            "4",
            "Solo table size",
            "Play the solo game as if 4 or 5 were at the table (automa + 2 or 3 virtual players).",
            choices=("4", "5"),
            players=(1,),
        ),
        OptionSpec(
            "muses_and_ladies",
            "bool",
            False,
            "Muses & Ladies",
            "Six characters auctioned after the normal auction each round; no selling prestige.",
            players=(2, 3, 4, 5),
        ),
        OptionSpec(
            "shared_buildings",
            "bool",
            False,
            "Shared Buildings",
            "Estates side by side in a ring; neighbours may build and share a building across their seam "
            "(layout reconstructed).",
            players=(2, 3, 4, 5),
        ),
    )
    action_types = A.ACTION_TYPES
    state_type = FlorenceState
    view_type = view.FlorenceView
    state_unions = (Frame,)

    def setup(self, config: GameConfig, seed: int | str) -> FlorenceState:
        return setup.setup(config, seed)

    def to_act(self, state: FlorenceState) -> frozenset[Seat]:
        return rules.to_act(state)

    def legal_actions(self, state: FlorenceState, seat: Seat) -> tuple[Any, ...]:
        return rules.legal_actions(state, seat)

    def apply(self, state: FlorenceState, action: Any, rng: random.Random, seat: Seat | None = None) -> FlorenceState:
        if seat is None:
            (seat,) = rules.to_act(state)
        return rules.apply(state, action, rng, seat)

    def view(self, state: FlorenceState, viewer: Seat) -> view.FlorenceView:
        return view.view(state, viewer)

    def secrets(self, state: FlorenceState, viewer: Seat) -> frozenset[str]:
        return view.secrets(state, viewer)

    def reveals(self, before: FlorenceState, action: Any, after: FlorenceState) -> bool:
        if isinstance(action, _REVEALING):
            return True
        # cards came off a deck (a draw, an automa card), or the phase changed (the end reveals prestige cards)
        return _decks(after) != _decks(before) or after.phase != before.phase

    def scores(self, state: FlorenceState) -> tuple[ScoreLine, ...]:
        return scoring.scores(state)

    def opponent_scores(self, state: FlorenceState) -> tuple[ScoreLine, ...]:
        return scoring.opponent_scores(state)

    def outcome(self, state: FlorenceState) -> Outcome | None:
        return scoring.outcome(state)

    def describe(self, action: Any, state: FlorenceState, viewer: Seat, seat: Seat, names=None) -> str:
        return describe.describe(action, state, viewer, seat, names)

    def label(self, action: Any, view_: Any, names: tuple[str, ...] | None = None) -> str | None:
        """The action list's line: the log's phrase as a short choice, from the seat's view."""
        return describe.label(action, view_, names)

    def narrate(
        self, action: Any, before: FlorenceState, after: FlorenceState, viewer: Seat, seat: Seat, names=None
    ) -> tuple[LogLine, ...]:
        """The step's own line, then what it set off: forced choices, auctions won, the automa,
        rounds, awards, the final count (rules.florence.narrate)."""
        return narrate.narrate(action, before, after, viewer, seat, names)

    def why_not(self, state: FlorenceState, seat: Seat, names=None) -> tuple[Unavailable, ...]:
        """The moves the seat to act might look for that the rules forbid now, and why (rules.florence.reasons)."""
        from rules.florence import reasons

        return reasons.why_not(state, seat, names)

    def phase_name(self, phase: str) -> str:
        """The status line's name of a phase, in the language spoken (rules.florence.words)."""
        return words.phase_name(phase)

    #: The score's categories (rules.florence.scoring), the automa's row and the ends, in Korean.
    SCORE_KO = {"track": "명성 트랙", "prestige cards": "명성 카드", "florins": "플로린", "Automa": "오토마"}
    ENDS_KO = {"prestige": "명성", "the automa wins": "오토마 승리", "tie with the automa": "오토마와 동점"}

    def score_words(self, key: str) -> str:
        return say_id(key, self.SCORE_KO)

    def outcome_words(self, end: str) -> str:
        return say_id(end, self.ENDS_KO)

    def rules_section(self, state: FlorenceState) -> str:
        return view.rules_anchor(state)

    def glossary(self) -> tuple[GlossaryEntry, ...]:
        return glossary_entries()

    def bot(self, level: str) -> Any:
        return bots.bot(level)

    def parts(self, action: Any) -> tuple[Any, ...] | None:
        """A character bid and a shared building's payment are composed (rules.florence.compose)."""
        from rules.florence import compose

        return compose.parts(action)


GAME = FlorenceGame()
