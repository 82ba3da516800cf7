"""A full Florence state consistent with one seat's view: the cards it cannot see (other hands, decks,
the automa's face-down cards) dealt at random from what it has not seen, and the others' secret purses
guessed as about its own. For the strong bot's search; never used by the rules themselves.
"""

from __future__ import annotations

import random

import attrs

from rules.florence.data import load
from rules.florence.state import (
    Automa,
    BidFrame,
    DrawFrame,
    FlorenceState,
    PlayerState,
    RowCard,
    SoloState,
    WorkFrame,
    instance,
)
from rules.florence.view import HIDDEN, FlorenceView


def _take(pool: list[str], count: int) -> tuple[str, ...]:
    taken, pool[:] = pool[:count], pool[count:]
    return tuple(taken)


def determinize(view: FlorenceView, rng: random.Random) -> FlorenceState:
    """A full state consistent with the view: hidden cards dealt at random."""
    data = load()
    me = view.viewer
    own = view.players[me]
    seen: set[str] = set(own.hand) | set(own.bonus) | set(own.prestige_cards) | set(view.used_bonus)
    for p in view.players:
        seen.update(p.front)
        seen.update(p.known_hand)
    for frame in view.decisions:
        if isinstance(frame, DrawFrame):
            seen.update(c for c in frame.cards if c != HIDDEN)
        if isinstance(frame, WorkFrame):
            seen.update(c for c in frame.bonuses if c != HIDDEN)
            seen.add(frame.card)
    if view.solo is not None:
        for row in (view.solo.automa.row,) + view.solo.virtuals:
            seen.update(c for c in row if c != HIDDEN)
    professions = [instance("profession", p.id) for p in data.professions if instance("profession", p.id) not in seen]
    bonuses = [instance("bonus", b.id) for b in data.bonuses if instance("bonus", b.id) not in seen]
    prestiges = [instance("prestige", p.id) for p in data.prestiges if instance("prestige", p.id) not in seen]
    recruits = [f"recruit-{i + 1}" for i in range(data.constants.recruitment_cards) if f"recruit-{i + 1}" not in seen]
    for pool in (professions, bonuses, prestiges):
        rng.shuffle(pool)
    leading = {}
    for frame in view.decisions:
        if isinstance(frame, BidFrame):
            leading[frame.leader] = frame.high
    guess = max(own.florins or 0, 1000)  # the others' purses are secret: about as rich as we are
    players = []
    for seat, p in enumerate(view.players):
        if seat == me:
            hand, bonus, cards, florins = p.hand, p.bonus, p.prestige_cards, p.florins or 0
        else:
            unknown = p.hand_count - p.recruitment_in_hand - len(p.known_hand)
            hand = p.known_hand + _take(professions, unknown) + _take(recruits, p.recruitment_in_hand)
            bonus, cards = _take(bonuses, p.bonus_count), _take(prestiges, p.prestige_card_count)
            florins = p.florins if p.florins is not None else max(guess, leading.get(seat, 0))
        players.append(
            PlayerState(
                florins=florins,
                prestige=p.prestige,
                hand=hand,
                front=p.front,
                bonus=bonus,
                prestige_cards=cards,
                tiles=p.tiles,
                jesters=p.jesters,
                builders=p.builders,
                freedoms=p.freedoms,
                characters=p.characters,
                known=p.known_hand,
            )
        )
    decisions = []
    for frame in view.decisions:
        if isinstance(frame, DrawFrame) and HIDDEN in frame.cards:
            pool = {"profession": professions, "bonus": bonuses, "prestige": prestiges}[frame.deck]
            frame = attrs.evolve(frame, cards=_take(pool, len(frame.cards)))
        if isinstance(frame, WorkFrame) and HIDDEN in frame.bonuses:
            frame = attrs.evolve(frame, bonuses=_take(bonuses, len(frame.bonuses)))
        decisions.append(frame)
    # The decks before the automa's face-down cards: a face-down card in a row is a profession
    # or a recruitment card the automa took (its events say so, not which slot), so the rows get
    # the professions the hands and the deck leave over, then recruitment cards. The other way
    # round, a row holding a recruitment card took a profession the deck needed, and a sampled
    # world ran out of professions to draw (a strong solo bot with 8 worlds found it).
    profession_deck = _take(professions, view.profession_deck)
    recruitment_deck = _take(recruits, view.recruitment_deck)
    solo = None
    if view.solo is not None:
        sv = view.solo
        a = sv.automa

        def row_of(cards: tuple[str, ...], bonus_counts: tuple[int, ...] = ()) -> tuple[RowCard, ...]:
            out = []
            for i, card in enumerate(cards):
                up = card != HIDDEN
                real = card if up else (_take(professions, 1) or _take(recruits, 1) or ("profession:poet",))[0]
                extra = _take(bonuses, bonus_counts[i]) if i < len(bonus_counts) else ()
                out.append(RowCard(real, up, extra))
            return tuple(out)

        automa = Automa(
            florins=a.florins,
            prestige=a.prestige,
            row=row_of(a.row, a.row_bonus_counts),
            tiles=a.tiles,
            jesters=a.jesters,
            builders=a.builders,
            freedoms=a.freedoms,
            prestige_cards=_take(prestiges, a.prestige_card_count),
            best_work=a.best_work,
        )
        automa_cards = [instance("automa", c.id) for c in data.automa_cards if instance("automa", c.id) != sv.card]
        rng.shuffle(automa_cards)
        solo = SoloState(
            sv.seats_total,
            automa,
            tuple(row_of(r) for r in sv.virtuals),
            tuple(automa_cards[: sv.deck]),
            sv.automa_starts,
            sv.card,
            sv.tried,
            sv.player_item,
            (),
        )
    return FlorenceState(
        seed="strong",
        ply=0,
        phase=view.phase,
        rules=view.rules,
        players=tuple(players),
        round=view.round,
        start_player=view.start_player,
        decisions=tuple(decisions),
        draft=None,
        auction=view.auction,
        turns_done=view.turns_done,
        best_work=view.best_work,
        buildings=view.buildings,
        landscapes=view.landscapes,
        freedoms=view.freedoms,
        jesters=view.jesters,
        builders=view.builders,
        profession_deck=profession_deck,
        prestige_deck=_take(prestiges, view.prestige_deck),
        bonus_deck=_take(bonuses, view.bonus_deck),
        recruitment_deck=recruitment_deck,
        used_bonus=view.used_bonus,
        card_points=view.card_points,
        solo=solo,
        characters=view.characters,
    )
