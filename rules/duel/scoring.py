"""Victory points at any time (live score) and the civilian victory with its tie-break."""

from __future__ import annotations

from rules.core.engine import Outcome, ScoreLine
from rules.duel import data as D
from rules.duel import hooks
from rules.duel.effects import guild_best
from rules.duel.state import DuelState, Result

CATEGORIES = ("blue", "green", "yellow", "purple", "wonders", "progress", "coins", "military")


def _color_vp(state: DuelState, seat: int, color: str) -> int:
    cards = D.load().cards
    return sum(cards[c].vp for c in state.players[seat].buildings if c in cards and cards[c].color == color)


def guild_vp(state: DuelState, seat: int) -> int:
    cards = D.load().cards
    total = 0
    for card_id in state.players[seat].buildings:
        card = cards.get(card_id)
        if card is not None and card.guild is not None:
            total += guild_best(state, card.guild) * card.guild.vp_per
    return total


def military_vp(state: DuelState, seat: int) -> int:
    """VP only for the player the pawn leans away from (it stands on the opponent's side)."""
    distance = state.military if seat == 0 else -state.military
    if distance <= 0:
        return 0
    for zone in D.load().military_zones:
        if zone.low <= distance <= zone.high:
            return zone.vp
    return 0


def progress_vp(state: DuelState, seat: int) -> int:
    tokens = D.load().progress
    owned = state.players[seat].progress
    return sum(tokens[t].vp + tokens[t].vp_per_token * len(owned) for t in owned)


def wonder_vp(state: DuelState, seat: int) -> int:
    return sum(D.wonder(w.id).vp for w in state.players[seat].wonders if w.built)


def breakdown(state: DuelState, seat: int) -> tuple[tuple[str, int], ...]:
    lines = (
        ("blue", _color_vp(state, seat, "blue")),
        ("green", _color_vp(state, seat, "green")),
        ("yellow", _color_vp(state, seat, "yellow")),
        ("purple", guild_vp(state, seat)),
        ("wonders", wonder_vp(state, seat)),
        ("progress", progress_vp(state, seat)),
        ("coins", state.players[seat].coins // 3),
        ("military", military_vp(state, seat)),
    )
    return lines + hooks.score_lines(state, seat)


def scores(state: DuelState) -> tuple[ScoreLine, ...]:
    lines = []
    for seat in range(len(state.players)):
        parts = breakdown(state, seat)
        lines.append(ScoreLine(seat, sum(v for _, v in parts), parts))
    return tuple(lines)


def civilian_result(state: DuelState) -> Result:
    """Most VP wins; a tie goes to the most blue-card VP; still tied, both share the victory."""
    lines = scores(state)
    key = [(line.total, dict(line.breakdown)["blue"]) for line in lines]
    best = max(key)
    return Result(tuple(seat for seat, k in enumerate(key) if k == best), "civilian")


def outcome(state: DuelState) -> Outcome | None:
    if state.result is None:
        return None
    return Outcome(state.result.winners, state.result.end)
