"""Agora's part of the state, its decision frames, its actions and what a viewer sees of it.

Kept apart from `agora.py` (the hooks) so `state.py` can import it without a cycle. Everything
is frozen attrs holding ids into `rules.duel.data`. Chambers are numbered 1-6 from left to
right, as on the senate board; `chambers[n - 1]` is chamber n.

Frames never hold hidden ids (they are shown to both players in `DuelView.decisions`): a pair of
drawn conspiracies lives in `AgoraPlayer.drawn`, and cards a player looks at alone (Treason,
Obscurantism, Espionage) are read from the state when that player's choice is on top.
"""

from __future__ import annotations

from typing import Any

import attrs

# ----------------------------------------------------------------------------- state


@attrs.frozen(cache_hash=True)  # hashed on every cost lookup (cached control)
class ChamberState:
    cubes: tuple[int, int] = (0, 0)  # influence cubes of seat 0 and seat 1 (the control cube included)
    decrees: tuple[str, ...] = ()  # usually one, top first; Insider Influence can leave 0 or 2


@attrs.frozen
class Plot:
    """A conspiracy in front of its owner with the card tucked under it (None: triggered unprepared)."""

    conspiracy: str
    card: str | None = None


@attrs.frozen
class BlockedToken:
    """A progress token laid face down on Obscurantism. Taken from the box, only `by` knows which."""

    token: str
    by: int
    from_box: bool = False


@attrs.frozen
class AgoraPlayer:
    hand: tuple[str, ...] = ()  # unprepared conspiracies (hidden from the opponent)
    prepared: tuple[Plot, ...] = ()  # conspiracy hidden from the opponent, tucked card public
    triggered: tuple[Plot, ...] = ()  # face up
    drawn: tuple[str, ...] = ()  # conspiracies being looked at before choosing one to keep


@attrs.frozen
class AgoraState:
    """Senate, decrees and conspiracies."""

    chambers: tuple[ChamberState, ...] = ()
    hidden_decrees: tuple[str, ...] = ()  # decrees in the senate still face down
    unused_decrees: tuple[str, ...] = ()  # the 10 left in the box unseen
    deck: tuple[str, ...] = ()  # conspiracy deck, top card first (order hidden)
    players: tuple[AgoraPlayer, ...] = (AgoraPlayer(), AgoraPlayer())
    trigger_used: bool = False  # the player to move has already triggered a conspiracy this turn
    shield_holder: int | None = None  # who currently has the shield of the shield decree
    blocked: tuple[BlockedToken, ...] = ()
    sabotaged: tuple[str, ...] = ()  # wonders returned to the box by Sabotage


def evolve_agora(state: Any, **changes: Any) -> Any:
    return attrs.evolve(state, agora=attrs.evolve(state.agora, **changes))


def evolve_plotter(state: Any, seat: int, **changes: Any) -> Any:
    players = list(state.agora.players)
    players[seat] = attrs.evolve(players[seat], **changes)
    return evolve_agora(state, players=tuple(players))


# ----------------------------------------------------------------------------- decision frames


@attrs.frozen
class SenateActions:
    """A Politician's senate actions: each places a cube in `section` or moves a cube one chamber."""

    actor: int
    section: str
    remaining: int


@attrs.frozen
class ConspiratorChoice:
    """A Conspirator: place 1 cube in any chamber, or conspire."""

    actor: int


@attrs.frozen
class KeepDrawn:
    """Keep one of the drawn conspiracies; the other goes on top or at the bottom of the deck."""

    actor: int


@attrs.frozen
class PlaceAnywhere:
    """Place 1 cube in any chamber (Knossos, small Agora military token, Political Maneuver)."""

    actor: int


@attrs.frozen
class RemoveOpponentCube:
    """Remove 1 of the opponent's cubes from the senate (large Agora military token, Political Maneuver)."""

    actor: int


@attrs.frozen
class OptionalMove:
    """You may move 1 of your cubes to an adjacent chamber."""

    actor: int


@attrs.frozen
class TriggerUnprepared:
    """Curia Julia: you may trigger one conspiracy you have not prepared."""

    actor: int


@attrs.frozen
class ConspiracyEffect:
    """The choice a triggered conspiracy asks for; `repeats` more times may follow (Turn of Events)."""

    actor: int
    conspiracy: str
    repeats: int = 0
    optional: bool = False  # a repeat may be declined


@attrs.frozen
class ScienceTokenDue:
    """A science pair completed by Coercion: the token is chosen when this frame comes up."""

    actor: int


@attrs.frozen
class AfterTrigger:
    """Resolved automatically after a turn-start conspiracy: turn uncovered cards face up and end the
    turn if the structure is empty."""

    actor: int


#: Decision frames of Agora (joined into `rules.duel.state.Frame`).
AGORA_FRAMES: tuple[type, ...] = (
    SenateActions,
    ConspiratorChoice,
    KeepDrawn,
    PlaceAnywhere,
    RemoveOpponentCube,
    OptionalMove,
    TriggerUnprepared,
    ConspiracyEffect,
    ScienceTokenDue,
    AfterTrigger,
)


# ----------------------------------------------------------------------------- actions


@attrs.frozen
class Recruit:
    """Take an accessible senator and recruit it (1 coin per senator already in your city)."""

    card: str


@attrs.frozen
class PrepareConspiracy:
    """Take an accessible card and tuck it face down under one of your conspiracies."""

    card: str
    conspiracy: str


@attrs.frozen
class TriggerConspiracy:
    """At the start of your turn, reveal a prepared conspiracy and apply it (Curia Julia: an unprepared one)."""

    conspiracy: str


@attrs.frozen
class PlaceCube:
    chamber: int


@attrs.frozen
class MoveCube:
    origin: int
    destination: int


@attrs.frozen
class RemoveCube:
    """Remove one of the opponent's cubes from `chamber`."""

    chamber: int


@attrs.frozen
class Conspire:
    """Draw 2 conspiracies, keep 1 (Organized Crime: both)."""


@attrs.frozen
class KeepConspiracy:
    keep: str
    other_on_top: bool


@attrs.frozen
class Decline:
    """Do not use the rest of an optional effect (senate actions, a move, a trigger, a repeat)."""


@attrs.frozen
class SeizeWonder:
    """Extortion: take an unbuilt wonder of the opponent."""

    wonder: str


@attrs.frozen
class SabotageWonder:
    """Sabotage: return a wonder the opponent has built to the box."""

    wonder: str


@attrs.frozen
class BlockProgress:
    """Obscurantism: lay a progress token face down on the card; nobody may use it."""

    token: str


@attrs.frozen
class BuildFromTopRow:
    """Property Fraud: build a building of the structure's top row for free."""

    card: str


@attrs.frozen
class BuildRemovedCard:
    """Treason: build one of the cards removed at setup for free."""

    card: str


@attrs.frozen
class PlayBoxToken:
    """Espionage: take one of the progress tokens left in the box."""

    token: str


@attrs.frozen
class DiscardAccessible:
    """Turn of Events: put an accessible card of the structure into the discard pile."""

    card: str


@attrs.frozen
class SeizeCard:
    """Foreclosure: take a brown or grey card from the opponent's city."""

    card: str


@attrs.frozen
class SwapCards:
    """Coercion: take `take` from the opponent's city and give them `give` (same colour)."""

    take: str
    give: str


@attrs.frozen
class MoveDecree:
    """Insider Influence: move the (top) decree of chamber `origin` under the decree of `destination`."""

    origin: int
    destination: int


#: Action classes of Agora (joined into `GAME.action_types`).
AGORA_ACTIONS: tuple[type, ...] = (
    Recruit,
    PrepareConspiracy,
    TriggerConspiracy,
    PlaceCube,
    MoveCube,
    RemoveCube,
    Conspire,
    KeepConspiracy,
    Decline,
    SeizeWonder,
    SabotageWonder,
    BlockProgress,
    BuildFromTopRow,
    BuildRemovedCard,
    PlayBoxToken,
    DiscardAccessible,
    SeizeCard,
    SwapCards,
    MoveDecree,
)


# ----------------------------------------------------------------------------- views


@attrs.frozen
class ChamberView:
    number: int  # 1-6, left to right
    section: str  # "left", "centre" or "right"
    vp: int  # scored at the end by the controller
    cubes: tuple[int, int]  # per seat
    controller: int | None  # strictly more cubes; None on a tie
    decrees: tuple[str, ...]  # face-up decree ids here
    face_down_decrees: int  # how many decrees here are still face down


@attrs.frozen
class PlotView:
    """A conspiracy in front of a player: `conspiracy` is None while hidden from this viewer."""

    conspiracy: str | None
    card: str | None  # the card tucked under it (public); None when triggered unprepared


@attrs.frozen
class AgoraPlayerView:
    seat: int
    cubes_in_supply: int  # cubes not yet in the senate (0 = no more placing)
    senators: int  # senators in the city
    recruit_cost: int  # coins to recruit a senator now
    senate_actions: int  # how many senate actions a Politician would give now
    hand: tuple[str, ...]  # unprepared conspiracy ids: the viewer's own only (empty for the opponent)
    hand_size: int  # unprepared conspiracies, for everyone
    prepared: tuple[PlotView, ...]
    triggered: tuple[PlotView, ...]
    active_decrees: tuple[str, ...]  # decrees of the chambers this seat controls
    chambers_controlled: int
    senate_vp: int


@attrs.frozen
class AgoraView:
    """What a viewer sees of the senate and conspiracies (`DuelView.agora`)."""

    chambers: tuple[ChamberView, ...]
    players: tuple[AgoraPlayerView, ...]
    deck_size: int  # conspiracies left in the deck (order hidden)
    drawn: tuple[str, ...]  # the conspiracies the viewer drew and must choose from now, else ()
    looking_at: tuple[str, ...]  # ids shown to the viewer alone for the choice on top (Treason cards, box tokens)
    may_trigger: bool  # the player to move may still trigger a prepared conspiracy before the main action
    blocked: tuple[str | None, ...]  # tokens blocked by Obscurantism; None when the viewer may not know which
    sabotaged: tuple[str, ...]  # wonders returned to the box by Sabotage
    adjacency: tuple[tuple[int, int], ...]  # adjacent chamber pairs (a cube moves between these)
