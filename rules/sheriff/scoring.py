"""Scores: goods values, gold, King and Queen bonuses, black market cards; the winner tie-break."""

from __future__ import annotations

from typing import Iterable

import attrs

from rules.core.engine import GOD, SPECTATOR, Outcome, ScoreLine, Seat
from rules.sheriff.cards import good
from rules.sheriff.data import catalog
from rules.sheriff.state import OVER, PlayerState, SheriffState


def bonus_shares(counts: tuple[int, ...], king: int, queen: int) -> tuple[int, ...]:
    """Each seat's King/Queen bonus for one good, from each seat's count of it.

    Most cards = King, the next lower count = Queen; you need at least one card. Tied Kings
    share King + Queen (rounded down) and nobody is Queen; tied Queens share the Queen bonus.
    """
    shares = [0] * len(counts)
    top = max(counts, default=0)
    if top <= 0:
        return tuple(shares)
    kings = [i for i, c in enumerate(counts) if c == top]
    if len(kings) > 1:
        for i in kings:
            shares[i] = (king + queen) // len(kings)
        return tuple(shares)
    shares[kings[0]] = king
    second = max((c for c in counts if 0 < c < top), default=0)
    if second:
        queens = [i for i, c in enumerate(counts) if c == second]
        for i in queens:
            shares[i] = queen // len(queens)
    return tuple(shares)


def good_counts(cards: Iterable[str], legal_good: str) -> int:
    """Cards of `legal_good` counted for the bonus: legal cards 1 each, royal goods 2 or 3."""
    total = 0
    for card in cards:
        item = good(card)
        if item.id == legal_good:
            total += 1
        elif item.counts_as == legal_good:
            total += item.counts_as_cards
    return total


def bonuses(stands: tuple[tuple[str, ...], ...]) -> tuple[tuple[tuple[str, int], ...], ...]:
    """Per seat: (good, bonus) for every legal good, from each seat's stand cards."""
    per_seat: list[list[tuple[str, int]]] = [[] for _ in stands]
    for bonus in catalog().bonuses:
        counts = tuple(good_counts(stand, bonus.good) for stand in stands)
        for seat, share in enumerate(bonus_shares(counts, bonus.king, bonus.queen)):
            per_seat[seat].append((bonus.good, share))
    return tuple(tuple(x) for x in per_seat)


def _value(cards: Iterable[str], kind: str) -> int:
    return sum(good(c).value for c in cards if good(c).kind == kind)


def breakdown(player: PlayerState, bonus: int) -> tuple[tuple[str, int], ...]:
    black_market = sum(catalog().black_market_card(c).value for c in player.black_market)
    return (
        ("gold", player.gold),
        ("legal goods", _value(player.stand_legal, "legal")),
        ("contraband", _value(player.stand_contraband, "contraband")),
        ("royal goods", _value(player.stand_contraband, "royal")),
        ("king & queen", bonus),
        ("black market", black_market),
    )


def full_scores(state: SheriffState) -> tuple[ScoreLine, ...]:
    """Everyone's score as if the game ended now, face-down cards included (hands never count)."""
    return scores_seen_by(state, GOD)


def scores_seen_by(state: SheriffState, viewer: Seat) -> tuple[ScoreLine, ...]:
    """Scores from what `viewer` can see: face-down contraband counts only for the viewer's own
    stand (all of it for GOD or once the game is over), also in the King/Queen counts."""

    def visible(seat: int, player: PlayerState) -> PlayerState:
        if state.phase == OVER or viewer in (seat, GOD):
            return player
        return attrs.evolve(player, stand_contraband=())

    players = tuple(visible(seat, p) for seat, p in enumerate(state.players))
    per_seat = bonuses(tuple(p.stand_legal + p.stand_contraband for p in players))
    lines = []
    for seat, player in enumerate(players):
        parts = breakdown(player, sum(v for _, v in per_seat[seat]))
        lines.append(ScoreLine(seat, sum(v for _, v in parts), parts))
    return tuple(lines)


def scores(state: SheriffState) -> tuple[ScoreLine, ...]:
    """The live score board everyone may see: public information until the game ends (face-down
    contraband and royal goods count 0 until they are revealed), the final score after."""
    return scores_seen_by(state, SPECTATOR)


def tiebreak_key(state: SheriffState, line: ScoreLine) -> tuple[int, int, int]:
    """Total, then legal goods cards on the stand, then contraband cards (royal goods and black
    market cards count as contraband cards: our ruling)."""
    player = state.players[line.seat]
    return (line.total, len(player.stand_legal), len(player.stand_contraband) + len(player.black_market))


def outcome(state: SheriffState) -> Outcome | None:
    if state.phase != OVER:
        return None
    keys = {line.seat: tiebreak_key(state, line) for line in full_scores(state)}
    best = max(keys.values())
    return Outcome(tuple(s for s, k in keys.items() if k == best), "final scoring")
