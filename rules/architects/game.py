"""Architects of the West Kingdom (Korean rulebook) for Meeple: the GAME object."""

from __future__ import annotations

import random
from typing import Any

from rules.architects import actions as A
from rules.architects import bots, compose, describe, narrate, rules, scoring, setup, turns, view, words
from rules.architects.glossary import glossary_entries
from rules.architects.state import ArchitectsState, Frame
from rules.core.engine import GameBase, GlossaryEntry, Outcome, ScoreLine, Seat, rng_for
from rules.core.options import GameConfig, OptionSpec


class ArchitectsGame(GameBase):
    id = "architects"
    title = "Architects of the West Kingdom"
    min_players = 1
    max_players = 5
    options = (
        OptionSpec(
            "variant_boards",
            "bool",
            False,
            "Variant player boards",
            "Each player uses a character board (Rudolf, Ada, Therese, Frederick, Caroline) with its own "
            "start and ability; the highest virtue starts.",
        ),
        OptionSpec(
            "variant_pick",
            "choice",
            "random",
            "How boards are given",
            "random: dealt at random; choose: picked in seat order.",
            choices=("random", "choose"),
        ),
        OptionSpec(
            "automa",
            "choice",
            "none",
            "AI opponent (solo, 2 vs AI)",
            "Constantine (standard) or Helena (hard) plays as an extra player; with 1 player one must be "
            "chosen. Unofficial AI deck: the Scheme cards are our own stand-in.",
            choices=("none", "constantine", "helena"),
            players=(1, 2),
            default_by_players=((1, "constantine"),),
            help_by_players=(
                (
                    1,
                    "Your opponent: Constantine (standard) or Helena (hard). Unofficial AI deck: the Scheme "
                    "cards are our own stand-in.",
                ),
                (
                    2,
                    "none: a two-player game; Constantine (standard) or Helena (hard): you two against the "
                    "AI. Unofficial AI deck: the Scheme cards are our own stand-in.",
                ),
            ),
        ),
        OptionSpec(
            "guildhall_refresh",
            "bool",
            False,
            "Guildhall apprentice refresh",
            "Board icon not in the rulebook: building on column 3 of rows 1-3 discards the left-most "
            "Workshop column and refills.",
        ),
    )
    action_types = A.ACTION_TYPES
    state_type = ArchitectsState
    view_type = view.ArchitectsView
    state_unions = (Frame,)

    def config_problem(self, config: GameConfig) -> str | None:
        """Why these options cannot be played (None if they can); asked at config time."""
        try:
            setup.check_config(config)
        except ValueError as error:
            return str(error)
        return None

    def setup(self, config: GameConfig, seed: int | str) -> ArchitectsState:
        return turns.advance(setup.setup(config, seed), rng_for(seed, -1))

    def to_act(self, state: ArchitectsState) -> frozenset[Seat]:
        return rules.to_act(state)

    def legal_actions(self, state: ArchitectsState, seat: Seat) -> tuple[Any, ...]:
        return rules.legal_actions(state, seat)

    def apply(
        self, state: ArchitectsState, action: Any, rng: random.Random, seat: Seat | None = None
    ) -> ArchitectsState:
        if seat is None:
            (seat,) = rules.to_act(state)
        return rules.apply(state, action, rng, seat)

    def view(self, state: ArchitectsState, viewer: Seat) -> view.ArchitectsView:
        return view.view(state, viewer)

    def secrets(self, state: ArchitectsState, viewer: Seat) -> frozenset[str]:
        return view.secrets(state, viewer)

    def reveals(self, before: ArchitectsState, action: Any, after: ArchitectsState) -> bool:
        """Undo stops where hidden cards were drawn, flipped or revealed (the AI's card too)."""
        return after.revealed != before.revealed or after.phase != before.phase

    def scores(self, state: ArchitectsState) -> tuple[ScoreLine, ...]:
        return scoring.scores(state)

    def opponent_scores(self, state: ArchitectsState) -> tuple[ScoreLine, ...]:
        return scoring.opponent_scores(state)

    def outcome(self, state: ArchitectsState) -> Outcome | None:
        return scoring.outcome(state)

    def describe(self, action: Any, state: ArchitectsState, viewer: Seat, seat: Seat, names=None) -> str:
        return describe.describe(action, state, viewer, seat, names)

    def label(self, action: Any, view_: Any, names: tuple[str, ...] | None = None) -> str | None:
        """The action list's line: the log's phrase as a short choice, from the seat's view."""
        return describe.label(action, view_, tuple(names or ()) or None)

    def narrate(
        self, action: Any, before: ArchitectsState, after: ArchitectsState, viewer: Seat, seat: Seat, names=None
    ) -> tuple[Any, ...]:
        """The step told line by line: the seat's own, then the AI, resets and rounds it set off."""
        return narrate.narrate(action, before, after, viewer, seat, names)

    def why_not(self, state: ArchitectsState, seat: Seat, names=None) -> tuple[Any, ...]:
        """The moves the seat to act may look for that the rules hold back now, each with its reason."""
        from rules.architects import reasons

        return reasons.why_not(state, seat, names)

    def phase_name(self, phase: str) -> str:
        """The status line's name of a phase, in the language spoken (English: the id, as before)."""
        return words.phase_name(phase)

    def score_words(self, key: str) -> str:
        return words.score_category(key)

    def rules_section(self, state: ArchitectsState) -> str:
        return view.rules_anchor(state)

    def glossary(self) -> tuple[GlossaryEntry, ...]:
        return glossary_entries()

    def bot(self, level: str) -> Any:
        return bots.bot(level)

    def step_role(self, action: Any) -> str | None:
        """Storehouse trades, Guardhouse actions and Town Centre captures are composed as steps."""
        return compose.step_role(action)


GAME = ArchitectsGame()
