"""A game in progress: config, seats, seed and the action log, with the state as a cache.

The App (and later an SSH server) drives a Session; screens never hold game logic.
The log is the truth: `replay` rebuilds the state from it exactly.
"""

from __future__ import annotations

from typing import Any, Callable

import attrs

from rules.core.bots import bot_rng
from rules.core.engine import Game, IllegalAction, NoLegalAction, Outcome, Seat, step
from rules.core.options import GameConfig
from rules.core.seats import SeatConfig as SeatConfig  # its home is light: the saves list reads it

MAX_PLIES = 50_000


@attrs.frozen
class LogEntry:
    seat: Seat
    action: Any
    #: Why undo may not go back past this entry ("" when it may): DRAW (it drew randomness),
    #: REVEAL (it uncovered hidden information) or HANDOVER (control passed to another seat).
    why: str = ""

    @property
    def barrier(self) -> bool:
        return bool(self.why)


DRAW, REVEAL, HANDOVER = "draw", "reveal", "handover"

#: What a player is told when undo stops at an entry, by its `why`.
UNDO_STOPS = {
    DRAW: "Undo stops at the draw: that action drew cards or rolled dice.",
    REVEAL: "Undo stops at the reveal: that action showed hidden information.",
    HANDOVER: "Undo stops where the turn passed to another player.",
}


def _barrier(
    game: Game,
    before: Any,
    action: Any,
    after: Any,
    seat: Seat,
    used_rng: bool,
    acting: frozenset[Seat],
) -> str:
    if used_rng:
        return DRAW
    if game.reveals(before, action, after):
        return REVEAL
    if seat not in acting:
        return HANDOVER
    return ""


class Session:
    """Mutable controller around immutable states: play, undo, bots, autosave hook."""

    def __init__(
        self,
        game: Game,
        config: GameConfig,
        seats: tuple[SeatConfig, ...],
        seed: int | str,
        log: tuple[LogEntry, ...] = (),
    ) -> None:
        if len(seats) != config.players:
            raise ValueError(f"{len(seats)} seats given for a {config.players}-player game")
        self.game = game
        self.config = config
        self.seats = tuple(seats)
        self.seed = seed
        self.log: list[LogEntry] = []
        self._states: list[Any] = [game.setup(config, seed)]
        self.on_change: list[Callable[["Session"], None]] = []
        #: The last state's legal actions per seat: a screen asks for them several times a
        #: change (the snapshot, the composer, a hand-off), and states never change.
        #: Filled for the seats to act whenever the state changes: that is the frozen-game check.
        self._legal_of: tuple[Any, dict[Seat, tuple[Any, ...]]] = (
            self.state,
            self._legal_to_act(self.state, self.game.to_act(self.state)),
        )
        for entry in log:
            self._play(entry.seat, entry.action)

    # ----- reading
    @property
    def state(self) -> Any:
        return self._states[-1]

    def to_act(self) -> frozenset[Seat]:
        return self.game.to_act(self.state)

    def legal(self, seat: Seat) -> tuple[Any, ...]:
        state = self.state
        known_state, known = self._legal_of
        if known_state is not state:
            known = {}
            self._legal_of = (state, known)
        actions = known.get(seat)
        if actions is None:
            actions = known[seat] = tuple(self.game.legal_actions(state, seat))
        return actions

    def view(self, viewer: Seat) -> Any:
        return self.game.view(self.state, viewer)

    def outcome(self) -> Outcome | None:
        return self.game.outcome(self.state)

    @property
    def over(self) -> bool:
        return not self.to_act()

    def humans_to_act(self) -> tuple[Seat, ...]:
        return tuple(s for s in sorted(self.to_act()) if not self.seats[s].is_bot)

    def bots_to_act(self) -> tuple[Seat, ...]:
        return tuple(s for s in sorted(self.to_act()) if self.seats[s].is_bot)

    # ----- changing
    def _legal_to_act(
        self,
        state: Any,
        acting: frozenset[Seat],
        last: tuple[Seat, Any] | None = None,
    ) -> dict[Seat, tuple[Any, ...]]:
        """The legal actions of every seat to act in `state` (the next cache); NoLegalAction
        when one of them has none: a frozen game is a rules bug, reported where it happens.
        `last`: the seat and action that led to `state`, for the message."""
        known: dict[Seat, tuple[Any, ...]] = {}
        for seat in sorted(acting):
            actions = known[seat] = tuple(self.game.legal_actions(state, seat))
            if not actions:
                raise self._frozen(state, seat, last)
        return known

    def _frozen(self, state: Any, seat: Seat, last: tuple[Seat, Any] | None = None) -> NoLegalAction:
        options = ", ".join(f"{name}={value}" for name, value in self.config.options)
        detail = f"{self.config.players} players" + (f", {options}" if options else "")
        if last is not None:
            detail += f"; after seat {last[0]} played {last[1]!r}"
        return NoLegalAction(self.game.id, self.seed, state.ply, seat, detail)

    def _play(self, seat: Seat, action: Any) -> None:
        if len(self.log) >= MAX_PLIES:
            raise IllegalAction(f"the game passed {MAX_PLIES} actions without ending")
        before = self.state
        known_state, known = self._legal_of
        legal = known.get(seat) if known_state is before else None
        result = step(self.game, before, action, seat, legal)
        after = result.state
        acting = self.game.to_act(after)
        # checked before anything changes: the session stays at the last state that can go on
        known = self._legal_to_act(after, acting, (seat, action))
        why = _barrier(self.game, before, action, after, seat, result.used_rng, acting)
        self.log.append(LogEntry(seat, action, why))
        self._states.append(after)
        self._legal_of = (after, known)

    def state_before(self, index: int) -> Any:
        """The state log entry `index` was applied to (`len(log)`: the current state)."""
        return self._states[index]

    def play(self, seat: Seat, action: Any, notify: bool = True) -> Any:
        """Apply a legal action for `seat`; raises IllegalAction and changes nothing otherwise.

        `notify=False` skips the change callbacks (autosave): headless runs save once at the end.
        """
        self._play(seat, action)
        if notify:
            self._changed()
        return self.state

    def can_undo(self, seat: Seat) -> bool:
        """Undo stays inside `seat`'s own turn and never crosses an information barrier."""
        return not self.undo_refusal(seat)

    def undo_refusal(self, seat: Seat) -> str:
        """Why `seat` may not undo now, in a sentence for the player ("" when it may)."""
        if not self.log:
            return "Nothing to undo yet."
        last = self.log[-1]
        if seat not in self.to_act():
            return "Undo works only during your own turn."
        if last.seat != seat:
            return f"Undo takes back only your own last action; {self.seats[last.seat].name} acted since."
        return UNDO_STOPS.get(last.why, "")

    def undo(self, seat: Seat) -> bool:
        if not self.can_undo(seat):
            return False
        self.log.pop()
        self._states.pop()
        self._changed()
        return True

    def bot_move(self, seat: Seat) -> Any:
        """The action the bot in `seat` chooses now, from its own view only."""
        config = self.seats[seat]
        bot = self.game.bot(config.level or "random")
        legal = self.legal(seat)
        if not legal:  # never a bot's own error (randrange of nothing): say what is wrong
            if seat not in self.to_act():
                raise IllegalAction(f"seat {seat} is not to act now (to act: {sorted(self.to_act())})")
            raise self._frozen(self.state, seat)
        return bot.choose(self.view(seat), legal, bot_rng(self.seed, self.state.ply, seat))

    def _changed(self) -> None:
        for callback in list(self.on_change):
            callback(self)
