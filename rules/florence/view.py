"""What one viewer may see, and the ids hidden from them.

Secret: other seats' florins, profession cards in hand, bonus and prestige cards (prestige
cards until the end), cards being looked at in a draw, every deck's order, the draft picks.
Florins are written into a view only as the token 'florins:<seat>:<amount>' (own seat, or
everyone's once the game is over), so a text scan of a view or a screen for another seat's
token finds any leak of an amount; `secrets` lists the other seats' tokens.
"""

from __future__ import annotations

import attrs

from rules.core import decisions as stack
from rules.core.commits import CommitSlots
from rules.core.engine import GOD, Seat
from rules.florence.state import (
    ACTIONS,
    AUCTION,
    CHARACTERS,
    DRAFT,
    OVER,
    AuctionState,
    BidFrame,
    CharacterBoard,
    CharacterFrame,
    DrawFrame,
    FlorenceState,
    Frame,
    LastFrame,
    MerchantFrame,
    OpenFrame,
    PlaceFrame,
    ProfessorFrame,
    RecruitFrame,
    Rules,
    SharedAnswerFrame,
    SharedPayFrame,
    SharedPlaceFrame,
    Tile,
    WorkFrame,
    is_recruitment,
)

HIDDEN = "?"


def florins_token(seat: Seat, florins: int) -> str:
    return f"florins:{seat}:{florins}"


@attrs.frozen
class PlayerView:
    seat: int
    prestige: int
    front: tuple[str, ...]
    tiles: tuple[Tile, ...]
    jesters: int
    builders: int
    freedoms: tuple[str, ...]
    characters: tuple[str, ...]
    hand_count: int
    recruitment_in_hand: int
    known_hand: tuple[str, ...]  # recruited cards in hand: everyone saw them arrive
    bonus_count: int
    prestige_card_count: int
    # visible to the seat itself (or to everyone at the end): else None / ()
    florins: int | None = None
    purse: str = ""
    hand: tuple[str, ...] = ()
    bonus: tuple[str, ...] = ()
    prestige_cards: tuple[str, ...] = ()


@attrs.frozen
class AutomaView:
    """The automa as the player sees it: face-down cards as '?', its florins public."""

    florins: int
    prestige: int
    row: tuple[str, ...]
    row_bonus_counts: tuple[int, ...]
    tiles: tuple[str, ...]
    jesters: int
    builders: int
    freedoms: tuple[str, ...]
    prestige_card_count: int
    best_work: int
    prestige_cards: tuple[str, ...] = ()  # at the end


@attrs.frozen
class SoloView:
    seats_total: int
    automa: AutomaView
    virtuals: tuple[tuple[str, ...], ...]
    deck: int
    card: str
    tried: tuple[tuple[str, int], ...]
    player_item: str
    automa_starts: bool
    events: tuple[str, ...]


@attrs.frozen
class FlorenceView:
    viewer: int
    phase: str
    rules: Rules
    round: int
    start_player: int
    players: tuple[PlayerView, ...]
    decisions: tuple[Frame, ...]
    draft: CommitSlots | None
    auction: AuctionState | None
    turns_done: int
    best_work: tuple[int, ...]
    buildings: tuple[tuple[str, int], ...]
    landscapes: tuple[tuple[str, int], ...]
    freedoms: tuple[tuple[str, int], ...]
    jesters: int
    builders: int
    profession_deck: int
    prestige_deck: int
    bonus_deck: int
    recruitment_deck: int
    used_bonus: tuple[str, ...]
    card_points: tuple[int, ...]
    solo: SoloView | None = None
    characters: CharacterBoard | None = None


def _sees_all(viewer: Seat, seat: Seat, state: FlorenceState) -> bool:
    return viewer == GOD or viewer == seat


def _player_view(state: FlorenceState, seat: Seat, viewer: Seat) -> PlayerView:
    p = state.players[seat]
    own = _sees_all(viewer, seat, state)
    over = state.phase == OVER
    base = PlayerView(
        seat=seat,
        prestige=p.prestige,
        front=p.front,
        tiles=p.tiles,
        jesters=p.jesters,
        builders=p.builders,
        freedoms=p.freedoms,
        characters=p.characters,
        hand_count=len(p.hand),
        recruitment_in_hand=sum(map(is_recruitment, p.hand)),
        known_hand=p.known,
        bonus_count=len(p.bonus),
        prestige_card_count=len(p.prestige_cards),
    )
    if own:
        return attrs.evolve(
            base,
            florins=p.florins,
            purse=florins_token(seat, p.florins),
            hand=p.hand,
            bonus=p.bonus,
            prestige_cards=p.prestige_cards,
        )
    if over:
        return attrs.evolve(
            base, florins=p.florins, purse=florins_token(seat, p.florins), prestige_cards=p.prestige_cards
        )
    return base


def _frame_view(frame: Frame, viewer: Seat) -> Frame:
    if viewer == GOD or frame.actor == viewer:
        return frame
    if isinstance(frame, DrawFrame):
        return attrs.evolve(frame, cards=(HIDDEN,) * len(frame.cards))
    if isinstance(frame, WorkFrame):
        return attrs.evolve(frame, bonuses=(HIDDEN,) * len(frame.bonuses))
    return frame


def _row(row, viewer: Seat) -> tuple[str, ...]:
    return tuple(rc.card if (rc.face_up or viewer == GOD) else HIDDEN for rc in row)


def _solo_view(state: FlorenceState, viewer: Seat) -> SoloView | None:
    solo = state.solo
    if solo is None:
        return None
    a = solo.automa
    over = state.phase == OVER or viewer == GOD
    automa = AutomaView(
        florins=a.florins,
        prestige=a.prestige,
        row=_row(a.row, viewer),
        row_bonus_counts=tuple(len(rc.bonus) for rc in a.row),
        tiles=a.tiles,
        jesters=a.jesters,
        builders=a.builders,
        freedoms=a.freedoms,
        prestige_card_count=len(a.prestige_cards),
        best_work=a.best_work,
        prestige_cards=a.prestige_cards if over else (),
    )
    return SoloView(
        solo.seats_total,
        automa,
        tuple(_row(r, viewer) for r in solo.virtuals),
        len(solo.deck),
        solo.card,
        solo.tried,
        solo.player_item,
        solo.automa_starts,
        solo.events,
    )


def view(state: FlorenceState, viewer: Seat) -> FlorenceView:
    return FlorenceView(
        viewer=viewer,
        phase=state.phase,
        rules=state.rules,
        round=state.round,
        start_player=state.start_player,
        players=tuple(_player_view(state, s, viewer) for s in range(len(state.players))),
        decisions=tuple(_frame_view(f, viewer) for f in state.decisions),
        draft=None if state.draft is None else state.draft.redacted(viewer),
        auction=state.auction,
        turns_done=state.turns_done,
        best_work=state.best_work,
        buildings=state.buildings,
        landscapes=state.landscapes,
        freedoms=state.freedoms,
        jesters=state.jesters,
        builders=state.builders,
        profession_deck=len(state.profession_deck),
        prestige_deck=len(state.prestige_deck),
        bonus_deck=len(state.bonus_deck),
        recruitment_deck=len(state.recruitment_deck),
        used_bonus=state.used_bonus,
        card_points=state.card_points,
        solo=_solo_view(state, viewer),
        characters=state.characters,
    )


def secrets(state: FlorenceState, viewer: Seat) -> frozenset[str]:
    if viewer == GOD:
        return frozenset()
    hidden: set[str] = set(state.profession_deck) | set(state.prestige_deck) | set(state.bonus_deck)
    for seat, player in enumerate(state.players):
        if seat == viewer:
            continue
        hidden.update(card for card in player.hand if not is_recruitment(card) and card not in player.known)
        hidden.update(player.bonus)
        if state.phase != OVER:
            hidden.update(player.prestige_cards)
            hidden.add(florins_token(seat, player.florins))
    if state.solo is not None:
        solo = state.solo
        hidden.update(solo.deck)
        for row in (solo.automa.row,) + solo.virtuals:
            hidden.update(rc.card for rc in row if not rc.face_up)
            for rc in row:
                hidden.update(rc.bonus)
        if state.phase != OVER:
            hidden.update(solo.automa.prestige_cards)
    for frame in state.decisions:
        if isinstance(frame, DrawFrame) and frame.actor != viewer:
            hidden.update(frame.cards)
        if isinstance(frame, WorkFrame) and frame.actor != viewer:
            hidden.update(frame.bonuses)
    return frozenset(hidden)


def rules_anchor(state: FlorenceState) -> str:
    frame = stack.top(state.decisions)
    if state.phase == OVER:
        return "game-end"
    if state.phase == DRAFT:
        return "setup"
    if isinstance(frame, PlaceFrame):
        return "estate"
    if isinstance(frame, (OpenFrame, BidFrame, LastFrame)):
        return "auction"
    if isinstance(frame, RecruitFrame):
        return "recruitment"
    if isinstance(frame, (CharacterFrame, ProfessorFrame, MerchantFrame)) or state.phase == CHARACTERS:
        return "muses-and-ladies"
    if isinstance(frame, (SharedPlaceFrame, SharedPayFrame, SharedAnswerFrame)):
        return "shared-buildings"
    if state.solo is not None and state.phase == AUCTION:
        return "solo"
    if isinstance(frame, DrawFrame):
        return "auction-items" if frame.deck == "prestige" else "actions"
    if isinstance(frame, WorkFrame):
        return "work"
    return "actions" if state.phase == ACTIONS else "auction"
