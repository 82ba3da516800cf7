"""Lorenzo il Magnifico (Korean rulebook) for Meeple: the GAME object.

Expansions (Houses of Renaissance, rules/lorenzo/houses) are loaded through `rules.lorenzo.hooks`: their
options, actions and decision frames join the game's here, without this module knowing them."""

from __future__ import annotations

import random
from typing import Any

from rules.core.engine import GameBase, GlossaryEntry, Outcome, ScoreLine, Seat
from rules.core.narration import LogLine
from rules.core.options import GameConfig, OptionSpec
from rules.core.words import say_id
from rules.lorenzo import actions as A
from rules.lorenzo import bots, describe, hooks, narrate, rules, scoring, setup, view, words
from rules.lorenzo.glossary import glossary_entries
from rules.lorenzo.leaders import config_problem
from rules.lorenzo.state import LorenzoState, LorenzoView, resolve_types


class LorenzoGame(GameBase):
    id = "lorenzo"
    title = "Lorenzo il Magnifico"
    min_players = 2
    max_players = 5  # 5 only with an expansion that allows it (config_problem says so otherwise)
    base_max_players = 4
    base_options: tuple[OptionSpec, ...] = (
        OptionSpec(
            "leaders",
            "bool",
            False,
            "Advanced rules",
            "Advanced personal bonus tiles, picked in reverse turn order, and the leader draft (4 each).",
        ),
        OptionSpec(
            "leader_set",
            "choice",
            "base",
            "Leader set",
            "Leaders shuffled for the draft (L620): base, houses (Houses of Renaissance) or mixed (both). "
            "houses and mixed need houses_of_renaissance.",
            choices=("base", "houses", "mixed"),
        ),
    )
    state_type = LorenzoState
    view_type = LorenzoView

    def __init__(self) -> None:
        hooks.load()
        self.options = self.base_options + hooks.options()
        self.action_types = A.ACTION_TYPES + hooks.action_types()
        self.state_unions = (resolve_types(hooks.frame_types(), hooks.state_type()),)

    def config_problem(self, config: GameConfig) -> str | None:
        """Why these options cannot be played together (None if they can); asked at config time."""
        if config.players > self.base_max_players and (hooks.max_players(config) or 0) < config.players:
            return (
                f"{config.players} players need houses_of_renaissance (the expansion brings the fifth seat); "
                f"the base game takes 2-{self.base_max_players}"
            )
        return hooks.config_problem(config) or config_problem(
            config.players,
            bool(config.get("leaders", False)),
            bool(config.get("houses_of_renaissance", False)),
            config.get("leader_set", "base"),
        )

    def setup(self, config: GameConfig, seed: int | str) -> LorenzoState:
        problem = self.config_problem(config)
        if problem:
            raise ValueError(problem)
        return setup.setup(config, seed)

    def to_act(self, state: LorenzoState) -> frozenset[Seat]:
        return rules.to_act(state)

    def legal_actions(self, state: LorenzoState, seat: Seat) -> tuple[Any, ...]:
        return rules.legal_actions(state, seat)

    def apply(self, state: LorenzoState, action: Any, rng: random.Random, seat: Seat | None = None) -> LorenzoState:
        if seat is None:
            (seat,) = rules.to_act(state)
        return rules.apply(state, action, rng, seat)

    def view(self, state: LorenzoState, viewer: Seat):
        return view.view(state, viewer)

    def secrets(self, state: LorenzoState, viewer: Seat) -> frozenset[str]:
        return view.secrets(state, viewer)

    def reveals(self, before: LorenzoState, action: Any, after: LorenzoState) -> bool:
        """A new round deals cards and rolls dice, a draft pick brings a new leader hand: undo stops there."""
        return (
            after.round != before.round
            or after.decks != before.decks
            or isinstance(action, A.DraftLeader)
            or hooks.revealed(before, after)
        )

    def scores(self, state: LorenzoState) -> tuple[ScoreLine, ...]:
        return scoring.scores(state)

    def outcome(self, state: LorenzoState) -> Outcome | None:
        return scoring.outcome(state)

    def describe(self, action: Any, state: LorenzoState, viewer: Seat, seat: Seat, names=None) -> str:
        return describe.describe(action, state, viewer, seat, names)

    def label(self, action: Any, view_: Any, names: tuple[str, ...] | None = None) -> str | None:
        """The action list's line: the log's phrase as a short choice, from the seat's view."""
        return describe.label(action, view_, tuple(names or ()) or None)

    def narrate(
        self, action: Any, before: LorenzoState, after: LorenzoState, viewer: Seat, seat: Seat, names=None
    ) -> tuple[LogLine, ...]:
        """The step's log lines: the seat's action, then what the rules did because of it (rules.lorenzo.narrate)."""
        return narrate.narrate(action, before, after, viewer, seat, names)

    def why_not(self, state: LorenzoState, seat: Seat, names=None) -> tuple:
        """The moves the seat to act cannot make now and why (rules.lorenzo.reasons; rules.core.reasons)."""
        from rules.lorenzo import reasons

        return reasons.why_not(state, seat, names)

    def phase_name(self, phase: str) -> str:
        """The status line's phase in the language spoken ('play' / '액션'; rules.lorenzo.words)."""
        return words.phase_name(phase)

    #: The final scoring's categories (rules.lorenzo.scoring, Houses: "special ventures") in Korean.
    SCORE_KO = {
        "track": "승점 트랙",
        "characters": "인물 카드",
        "ventures": "사업 카드",
        "territories": "영토 카드",
        "military": "군사력 순위",
        "resources": "자원",
        "special ventures": "특별 사업 카드",
        "excommunication (VP)": "파문 (승점)",
        "excommunication (buildings)": "파문 (건물)",
        "excommunication (military)": "파문 (군사력)",
        "excommunication (resources)": "파문 (자원)",
    }

    def score_words(self, key: str) -> str:
        return say_id(key, self.SCORE_KO)

    def outcome_words(self, end: str) -> str:
        return say_id(end, {"points": "승점"})

    def rules_section(self, state: LorenzoState) -> str:
        return view.rules_anchor(state)

    def glossary(self) -> tuple[GlossaryEntry, ...]:
        return glossary_entries()

    def bot(self, level: str) -> Any:
        return bots.bot(level)


GAME = LorenzoGame()
