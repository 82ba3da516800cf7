"""Sheriff of Nottingham (2nd edition, Korean rulebook) for Meeple: the GAME object."""

from __future__ import annotations

import random
from typing import Any

import attrs

from rules.core.engine import GameBase, GlossaryEntry, Outcome, ScoreLine, Seat
from rules.core.narration import LogLine
from rules.core.options import GameConfig, OptionSpec
from rules.core.words import say_id
from rules.sheriff import actions as A
from rules.sheriff import bots, compose, describe, narrate, rounds, rules, scoring, view, words
from rules.sheriff.data import catalog
from rules.sheriff.glossary import glossary_entries
from rules.sheriff.state import INSPECT, Frame, SheriffState

# Actions after which undo must stop: they draw cards or uncover what was hidden.
_REVEALING = (A.Exchange, A.OpenBag, A.PassBag, A.AcceptTerms, A.TimeUp, A.ClaimBlackMarket)


@attrs.frozen
class InspectionClock:
    """The time-limit rule's clock, for a table that runs it: while `key` stays the same, after
    `seconds` of wall time send `action` for `holder` (the sheriff or lead deputy), at once if
    they are to act, else as soon as they are (TimeUp is legal for them alone)."""

    key: tuple[str, int]
    seconds: float
    action: A.TimeUp
    holder: Seat
    label: str = "Inspection clock"


class SheriffGame(GameBase):
    id = "sheriff"
    title = "Sheriff of Nottingham"
    min_players = 3
    max_players = 6
    options = (
        OptionSpec(
            "royal_goods",
            "bool",
            False,
            "Royal goods",
            "Shuffle the 12 royal goods into the deck; each counts as 2 or 3 of its legal good.",
            help_by_players=(
                (
                    3,
                    "Shuffle the royal goods into the deck: 6 of the 12, as the six marked "
                    "4+ stay out with 3 players; each counts as 2 or 3 of its legal good.",
                ),
            ),
        ),
        OptionSpec(
            "time_limit",
            "bool",
            False,
            "Inspection time limit",
            "One minute per merchant for the inspection; bags not handled in time pass without a deal.",
        ),
        OptionSpec(
            "remove_ten", "bool", False, "Remove ten cards", "Ten random cards leave the game unseen at the start."
        ),
        OptionSpec("seven_card_hand", "bool", False, "Seven-card hands", "Hands of 7 cards instead of 6."),
        OptionSpec(
            "black_market",
            "bool",
            False,
            "Black market",
            "Trade 3 contraband of one kind from your stand for a black market card (values reconstructed).",
        ),
        # Not a choice: six players always play with two deputies, fewer never do.
        OptionSpec(
            "deputies",
            "bool",
            False,
            "Deputies (always with 6 players)",
            "Six players always play with two deputies instead of a sheriff (rulebook: "
            "the six-player setup puts the sheriff back in the box).",
            players=(6,),
            fixed=((6, True),),
        ),
    )
    action_types = A.ACTION_TYPES
    state_type = SheriffState
    view_type = view.SheriffView
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
        return describe.describe(action, state, viewer, seat, names)

    def label(self, action: Any, view_: Any, names: tuple[str, ...] | None = None) -> str | None:
        """The action list's line: the log's phrase as a short choice, from the seat's view."""
        return words.label(action, view_, tuple(names or ()))

    def narrate(
        self,
        action: Any,
        before: SheriffState,
        after: SheriffState,
        viewer: Seat,
        seat: Seat,
        names=None,
    ) -> tuple[LogLine, ...]:
        """The step and all it set off, a line each: opened bags, fines, bribes, passed bags,
        round starts, the final scoring (`rules.sheriff.narrate`)."""
        return narrate.narrate(action, before, after, viewer, seat, names)

    def clock(self, state: SheriffState) -> InspectionClock | None:
        """The sheriff's inspection clock (time-limit rule), while bags wait at the gate."""
        if not (state.rules.time_limit and state.phase == INSPECT and rules.unresolved(state)):
            return None
        seconds = catalog().constants.time_limit_seconds_per_merchant * len(state.merchants)
        return InspectionClock(("inspection", state.round_no), float(seconds), A.TimeUp(), rules.clock_holder(state))

    def parts(self, action: Any) -> tuple[Any, ...] | None:
        """The goods of an exchange or a bag, for the composer (rules.core.compose)."""
        return compose.parts(action)

    def step_role(self, action: Any) -> str | None:
        """Drafting terms: DraftTerms opens, Add* steps, SendTerms sends (rules.core.compose)."""
        return compose.step_role(action)

    def why_not(self, state: SheriffState, seat: Seat, names=None) -> tuple[Any, ...]:
        """The moves `seat` cannot make now and why (`rules.sheriff.reasons`)."""
        from rules.sheriff import reasons

        return reasons.why_not(state, seat, names)

    def phase_name(self, phase: str) -> str:
        """The phase as the status line names it, in the language spoken (`rules.sheriff.words`)."""
        return words.phase_name(phase)

    #: The score categories (rules.sheriff.scoring) and the end, as the Korean rulebook counts them.
    SCORE_KO = {
        "gold": "금화",
        "legal goods": "합법 상품",
        "contraband": "밀수품",
        "royal goods": "왕실 진상품",
        "king & queen": "왕·여왕 보너스",
        "black market": "암시장",
    }

    def score_words(self, key: str) -> str:
        return say_id(key, self.SCORE_KO)

    def outcome_words(self, end: str) -> str:
        return say_id(end, {"final scoring": "최종 점수 계산"})

    def rules_section(self, state: SheriffState) -> str:
        return view.rules_anchor(state)

    def glossary(self) -> tuple[GlossaryEntry, ...]:
        return glossary_entries()

    def bot(self, level: str) -> Any:
        return bots.bot(level)


GAME = SheriffGame()
