"""7 Wonders Duel as a `rules.core.engine.Game`: `GAME` is what the registry loads.

Expansions (Agora) are loaded through `rules.duel.hooks`: their options, actions and decision
frames join the game's here, without this module knowing them."""

from __future__ import annotations

import random
from typing import Any

from rules.core.bots import BotTable, RandomBot
from rules.core.engine import GameBase, GlossaryEntry, Outcome, ScoreLine
from rules.core.options import GameConfig
from rules.core.words import say_id
from rules.duel import describe as _describe
from rules.duel import glossary as _glossary
from rules.duel import hooks, scoring, turns
from rules.duel import reasons as _reasons
from rules.duel import view as _view
from rules.duel import words as _words
from rules.duel.actions import BASE_ACTIONS
from rules.duel.bot_strong import StrongBot
from rules.duel.bots import GreedyBot
from rules.duel.setup import setup_game
from rules.duel.state import DuelState, DuelView, Options, resolve_types

#: The levels, as every game lists them (`rules.core.bots.BotTable`); strong lives in its own
#: module because it plays the greedy bot's choices out.
BOTS = BotTable("7 Wonders Duel", {"random": RandomBot, "greedy": GreedyBot, "strong": StrongBot})


class DuelGame(GameBase):
    id = "duel"
    title = "7 Wonders Duel"
    min_players = 2
    max_players = 2
    state_type = DuelState
    view_type = DuelView

    def __init__(self) -> None:
        expansions = hooks.load()
        self.options = hooks.options()
        self.action_types = BASE_ACTIONS + hooks.action_types()
        slot = next((x for x in expansions if x.state_type is not None), None)
        frames = resolve_types(
            hooks.frame_types(),
            slot.state_type if slot else None,
            slot.view_type if slot else None,
        )
        self.state_unions = (frames,)

    def setup(self, config: GameConfig, seed: int | str) -> DuelState:
        options = Options(agora=bool(dict(config.options).get("agora", False)))
        rng = random.Random(f"setup:{seed}")
        return turns.advance(setup_game(options, seed, rng))

    def to_act(self, state: DuelState) -> frozenset[int]:
        return turns.to_act(state)

    def legal_actions(self, state: DuelState, seat: int) -> tuple[Any, ...]:
        return turns.legal_actions(state, seat)

    def apply(self, state: DuelState, action: Any, rng: random.Random, seat: int | None = None) -> DuelState:
        if seat is None:
            (seat,) = turns.to_act(state)
        return turns.apply_action(state, action, rng, seat)

    def view(self, state: DuelState, viewer: int):
        return _view.view(state, viewer)

    def scores(self, state: DuelState) -> tuple[ScoreLine, ...]:
        return scoring.scores(state)

    def outcome(self, state: DuelState) -> Outcome | None:
        return scoring.outcome(state)

    def describe(self, action: Any, state: DuelState, viewer: int, seat: int, names=None) -> str:
        return _describe.describe(action, state, viewer, seat, names)

    def secrets(self, state: DuelState, viewer: int) -> frozenset[str]:
        return _view.secrets(state, viewer)

    def reveals(self, before: DuelState, action: Any, after: DuelState) -> bool:
        return _view.reveals(before, action, after)

    def rules_section(self, state: DuelState) -> str:
        return _describe.rules_section(state)

    def phase_name(self, phase: str) -> str:
        """The status line's name of a phase (`rules.duel.words.phase_name`)."""
        return _words.phase_name(phase)

    def score_words(self, key: str) -> str:
        return say_id(key, _words.SCORE_KO)

    def outcome_words(self, end: str) -> str:
        return say_id(end, _words.ENDS_KO)

    def why_not(self, state: DuelState, seat: int, names=None):
        """The moves `seat` cannot make now and why (`rules.duel.reasons`)."""
        return _reasons.why_not(state, seat, names)

    def glossary(self) -> tuple[GlossaryEntry, ...]:
        return _glossary.glossary()

    def bot(self, level: str) -> Any:
        return BOTS.bot(level)


GAME = DuelGame()
