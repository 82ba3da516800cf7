"""Counting: what a seat holds, work values, bonus cards, prestige cards, the final result."""

from __future__ import annotations

import attrs

from rules.core.engine import NO_SEAT, Outcome, ScoreLine
from rules.florence import estate
from rules.florence.data import FREEDOMS, load
from rules.florence.state import OVER, Automa, FlorenceState, PlayerState, data_id

_PLURAL = {"forest": "forests", "lake": "lakes", "park": "parks"}


def holdings(player: PlayerState) -> dict[str, int]:
    """Every count a bonus or prestige card may ask for (the mansion is not a building)."""
    data = load()
    counts = {
        name: 0
        for name in (
            "buildings",
            "large_buildings",
            "medium_buildings",
            "small_buildings",
            "landscapes",
            "forests",
            "lakes",
            "parks",
        )
    }
    for tile in player.tiles:
        piece = data.piece_by_id[tile.piece]
        if piece.kind == "building":
            counts["buildings"] += 1
            counts[f"{piece.size}_buildings"] += 1
        else:
            counts["landscapes"] += 1
            counts[_PLURAL[piece.id]] += 1
    counts["freedoms"] = len(player.freedoms)
    for freedom in FREEDOMS:
        counts[freedom] = player.freedoms.count(freedom)
    counts["jesters"] = player.jesters
    counts["builders"] = player.builders
    counts["prestige_cards"] = len(player.prestige_cards)
    counts["hand_cards"] = len(player.hand)
    counts["front_cards"] = len(player.front)
    counts["completed_works"] = len(player.front)
    covered = bin(player.occupied).count("1")
    counts["empty_estate_cells"] = estate.free_cell_count() - covered
    return counts


def bonus_value(bonus_id: str, counts: dict[str, int]) -> int:
    card = load().bonus_by_id[data_id(bonus_id)]
    if card.kind == "per":
        return sum(value * counts[name] for name, value in card.terms)
    return card.value * sum(1 for name in card.categories if counts[name] > 0)


def owns_piece(player: PlayerState, piece_id: str) -> bool:
    return any(tile.piece == piece_id for tile in player.tiles)


def work_value(player: PlayerState, card: str, bonuses: tuple[str, ...] = ()) -> int:
    """The value of working `card`, already laid in front (see turns.played), with `bonuses`.

    The card counts among the front cards and no longer among the hand cards, as the bonus
    cards' texts say. A recruitment card is never worked (ruling R3), so `card` is a profession.
    """
    data = load()
    c = data.constants
    profession = data.profession_by_id[data_id(card)]
    value = c.value_jester * player.jesters + c.value_card * (len(player.hand) + len(player.front))
    if owns_piece(player, profession.building):
        value += c.value_building
    if owns_piece(player, profession.landscape):
        value += c.value_landscape
    if profession.freedom in player.freedoms:
        value += c.value_freedom
    if bonuses:
        counts = holdings(player)
        value += sum(bonus_value(b, counts) for b in bonuses)
    return value


def points_against(card_id: str, mine: dict[str, int], others: list[dict[str, int]]) -> int:
    """A prestige card's points for holdings `mine` against the other contenders' holdings."""
    card = load().prestige_by_id[data_id(card_id)]
    if card.kind == "threshold":
        return card.points if all(mine[name] >= need for name, need in card.needs) else 0
    value = mine[card.metric]
    rivals = [counts[card.metric] for counts in others]
    if card.kind == "most":
        if value == 0:
            return 0  # a 'most' card scores nothing with none of the thing (rulebook, jesters and parks)
        best = max(rivals, default=0)
        return card.points if value > best else card.points_tied if value == best else 0
    best = min(rivals, default=value + 1)
    return card.points if value < best else card.points_tied if value == best else 0


def automa_holdings(automa: Automa) -> dict[str, int]:
    """The solo automa's counts, as `holdings` gives a seat's (its row stands for hand and front)."""
    data = load()
    counts = {
        name: 0
        for name in (
            "buildings",
            "large_buildings",
            "medium_buildings",
            "small_buildings",
            "landscapes",
            "forests",
            "lakes",
            "parks",
        )
    }
    covered = 0
    for piece_id in automa.tiles:
        piece = data.piece_by_id[piece_id]
        covered += len(piece.cells)
        if piece.kind == "building":
            counts["buildings"] += 1
            counts[f"{piece.size}_buildings"] += 1
        else:
            counts["landscapes"] += 1
            counts[{"forest": "forests", "lake": "lakes", "park": "parks"}[piece_id]] += 1
    counts["freedoms"] = len(automa.freedoms)
    for freedom in ("travel", "religion", "opinion"):
        counts[freedom] = automa.freedoms.count(freedom)
    counts["jesters"] = automa.jesters
    counts["builders"] = automa.builders
    counts["prestige_cards"] = len(automa.prestige_cards)
    counts["hand_cards"] = sum(not r.face_up for r in automa.row)
    counts["front_cards"] = counts["completed_works"] = sum(r.face_up for r in automa.row)
    counts["empty_estate_cells"] = estate.free_cell_count() - covered  # ruling R10
    return counts


def automa_prestige_points(state: FlorenceState, card: str, with_card: bool = False) -> int:
    """A prestige card's points for the solo automa against the player (`with_card`: as if it held it too)."""
    automa = state.solo.automa
    if with_card:
        automa = attrs.evolve(automa, prestige_cards=automa.prestige_cards + (card,))
    return points_against(card, automa_holdings(automa), [holdings(p) for p in state.players])


def contenders(state: FlorenceState) -> list[dict[str, int]]:
    """Holdings of every seat, then of the automa in a solo game (virtual players do not compete)."""
    found = [holdings(p) for p in state.players]
    if state.solo is not None:
        found.append(automa_holdings(state.solo.automa))
    return found


def prestige_card_points(state: FlorenceState, seat: int, card_id: str) -> int:
    everyone = contenders(state)
    return points_against(card_id, everyone[seat], everyone[:seat] + everyone[seat + 1 :])


def prestige_cards_total(state: FlorenceState, seat: int) -> int:
    return sum(prestige_card_points(state, seat, card) for card in state.players[seat].prestige_cards)


def scores(state: FlorenceState) -> tuple[ScoreLine, ...]:
    """Live score: prestige on the track. Florins are secret, so they join the breakdown only at the end."""
    lines = []
    for seat, player in enumerate(state.players):
        if state.phase == OVER:
            cards = state.card_points[seat] if state.card_points else 0
            breakdown = (("track", player.prestige - cards), ("prestige cards", cards), ("florins", player.florins))
        else:
            breakdown = (("track", player.prestige),)
        lines.append(ScoreLine(seat, player.prestige, breakdown))
    return tuple(lines)


def opponent_scores(state: FlorenceState) -> tuple[ScoreLine, ...]:
    """The automa's row in a solo game: prestige on the track, its florins too at the end (the
    tie-break, said once the game is over, as every seat's are)."""
    if state.solo is None:
        return ()
    automa = state.solo.automa
    breakdown: tuple[tuple[str, int], ...] = (("track", automa.prestige),)
    if state.phase == OVER:
        breakdown += (("florins", automa.florins),)
    return (ScoreLine(NO_SEAT, automa.prestige, breakdown, name="Automa"),)


def outcome(state: FlorenceState) -> Outcome | None:
    if state.phase != OVER:
        return None
    if state.solo is not None:
        me, automa = state.players[0], state.solo.automa
        mine, its = (me.prestige, me.florins), (automa.prestige, automa.florins)
        if mine > its:
            return Outcome((0,), "prestige")
        return Outcome((), "the automa wins") if its > mine else Outcome((0,), "tie with the automa")
    best = max((p.prestige, p.florins) for p in state.players)
    winners = tuple(seat for seat, p in enumerate(state.players) if (p.prestige, p.florins) == best)
    return Outcome(winners, "prestige")


def landscape_plural(kind: str) -> str:
    return _PLURAL[kind]
