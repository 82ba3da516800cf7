"""Final scoring (L347-L362), computable at any time as a live score."""

from __future__ import annotations

from rules.core.engine import Outcome, ScoreLine
from rules.lorenzo import effects as E
from rules.lorenzo import hooks
from rules.lorenzo.data import catalog
from rules.lorenzo.state import OVER, LorenzoState, Player

RESOURCE_KEYS = ("wood", "stone", "servant", "coin")


def _ends(player: Player) -> list[dict]:
    return [e for e in E.excom_effects(player) if e["kind"] in ("no_end_scoring", "end_vp_loss")]


def breakdown(state: LorenzoState, player: Player) -> list[tuple[str, int]]:
    scoring = catalog().board["scoring"]
    ends = _ends(player)
    lost = {e["category"] for e in ends if e["kind"] == "no_end_scoring"}
    lines: list[tuple[str, int]] = [("track", player.vp)]
    if any(e["kind"] == "end_vp_loss" and e["of"] == "vp" for e in ends):  # applied first (issue)
        lines.append(("excommunication (VP)", -(player.vp // 5)))
    territories = len(E.cards_of(player, "territory"))
    characters = len(E.cards_of(player, "character"))
    lines.append(("territories", 0 if "territory" in lost else scoring["territory_vp"][territories]))
    table = scoring["character_vp"]
    lines.append(("characters", 0 if "character" in lost else table[min(characters, len(table) - 1)]))
    ventures = sum(E.card(c).permanent.get("end_game_vp", 0) for c in E.cards_of(player, "venture"))
    lines.append(("ventures", 0 if "venture" in lost else ventures))
    lines.append(("military", military_award(state, player.seat)))
    lines.append(("resources", sum(getattr(player, k) for k in RESOURCE_KEYS) // scoring["resources_per_vp"]))
    for effect in ends:
        if effect["kind"] != "end_vp_loss" or effect["of"] == "vp":
            continue
        if effect["of"] == "military":
            lines.append(("excommunication (military)", -player.military))
        elif effect["of"] == "wood_and_stone_in_building_costs":
            built = sum(
                opt.get("wood", 0) + opt.get("stone", 0)
                for c in E.cards_of(player, "building")
                for opt in E.card(c).cost[:1]
            )
            lines.append(("excommunication (buildings)", -built))
        else:
            lines.append(("excommunication (resources)", -sum(getattr(player, k) for k in RESOURCE_KEYS)))
    lines += hooks.score_lines(state, player)  # an expansion's end scoring
    return lines


def military_award(state: LorenzoState, seat: int) -> int:
    """5 to the most military (all tied firsts, then no second), 2 to the next (all tied)."""
    scoring = catalog().board["scoring"]
    levels = sorted({p.military for p in state.players}, reverse=True)
    mine = state.players[seat].military
    firsts = [p for p in state.players if p.military == levels[0]]
    if mine == levels[0]:
        return scoring["military_first"]
    if len(firsts) == 1 and len(levels) > 1 and mine == levels[1]:
        return scoring["military_second"]
    return 0


def scores(state: LorenzoState) -> tuple[ScoreLine, ...]:
    lines = []
    for player in state.players:
        parts = breakdown(state, player)
        lines.append(ScoreLine(player.seat, max(0, sum(n for _k, n in parts)), tuple(parts)))
    return tuple(lines)


def outcome(state: LorenzoState) -> Outcome | None:
    if state.phase != OVER:
        return None
    totals = {line.seat: line.total for line in scores(state)}
    best = max(totals.values())
    # L360: a tie goes to the earliest seat in the turn order set after round 6
    winner = next(seat for seat in state.order if totals[seat] == best)
    return Outcome((winner,), "points")
