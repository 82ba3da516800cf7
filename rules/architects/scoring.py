"""End-game building effects, final scoring (players and AI), and the winner.

Scores can be read at any moment (live score): they count what is on the table now. The
end-game virtue effects change the state before the last count (turns.finish_game).
"""

from __future__ import annotations

from rules.architects import cards as C
from rules.architects import economy as E
from rules.architects.data import catalog
from rules.architects.state import OVER, ArchitectsState
from rules.core.engine import NO_SEAT, Outcome, ScoreLine
from rules.core.words import say, with_particle

VIRTUE_END = ("virtue_per", "cathedral_majority_virtue", "lose_virtue")


def highest_on_cathedral(state: ArchitectsState, owner: int) -> bool:
    """Strictly higher than every other player (the AI included)."""
    mine = state.owner(owner).cathedral
    return all(state.owner(i).cathedral < mine for i in range(state.owners) if i != owner)


def most_of(state: ArchitectsState, owner: int, resource: str) -> bool:
    mine = state.owner(owner).amount(resource)
    return all(state.owner(i).amount(resource) < mine for i in range(state.owners) if i != owner)


def virtue_end_cards(state: ArchitectsState, owner: int) -> tuple[str, ...]:
    cat = catalog()
    return tuple(
        c
        for c in state.owner(owner).buildings
        if cat.building(c).timing == "end_game" and cat.building(c).kind in VIRTUE_END
    )


def resolve_end_effect(state: ArchitectsState, owner: int, card: str) -> ArchitectsState:
    building = catalog().building(card)
    kind = building.kind
    if kind == "virtue_per":
        return E.change_virtue(
            state, owner, E.held(state.owner(owner), building.param("counts")) // building.param("per")
        )
    if kind == "cathedral_majority_virtue":
        return E.change_virtue(state, owner, building.param("virtue")) if highest_on_cathedral(state, owner) else state
    if kind == "lose_virtue":
        return E.change_virtue(state, owner, -building.param("virtue"))
    return state


def building_points(state: ArchitectsState, owner: int) -> int:
    cat = catalog()
    o = state.owner(owner)
    points = 0
    for card in o.buildings:
        building = cat.building(card)
        points += building.vp
        if building.timing != "scoring":
            continue
        kind = building.kind
        if (
            kind == "cathedral_majority_vp"
            and highest_on_cathedral(state, owner)
            or kind == "resource_majority_vp"
            and most_of(state, owner, building.param("resource"))
        ):
            points += building.param("vp")
        elif kind == "vp_per_skill":
            points += C.apprentices_with_skill(o, building.param("skill"))
        elif kind == "no_debt_vp" and o.debts == 0:
            points += building.param("vp")
        elif kind == "vp_per":
            points += E.held(o, building.param("counts")) // building.param("per")
    return points


def debt_points(state: ArchitectsState, owner: int) -> int:
    """-2 per unpaid debt; Fountain +1, Gambler's Den -1 per debt (both: -2, R7)."""
    cat = catalog()
    o = state.owner(owner)
    each = cat.cost_of("unpaid_debt_vp")
    for card in o.buildings:
        if cat.building(card).kind == "debt_penalty":
            each += cat.building(card).param("change")
    return each * o.debts


def breakdown(state: ArchitectsState, owner: int) -> tuple[tuple[str, int], ...]:
    cat = catalog()
    o = state.owner(owner)
    cathedral = cat.cathedral[o.cathedral - 1].vp if o.cathedral else 0
    virtue = cat.virtue_vp[o.virtue]
    prison = -(state.prison[owner] // 2)
    if owner == state.ai_index:
        side = cat.ai_side(state.automa.side)
        return (
            ("cathedral", cathedral),
            ("virtue", virtue),
            ("marble", o.marble),
            ("guildhall", side.guildhall_vp * state.guildhall.count(owner)),
            ("debts", cat.cost_of("unpaid_debt_vp") * o.debts),
            ("prison", prison),
        )
    return (
        ("buildings", building_points(state, owner)),
        ("debts", debt_points(state, owner)),
        ("gold", o.gold),
        ("marble", o.marble),
        ("cathedral", cathedral),
        ("virtue", virtue),
        ("silver", o.silver // 10),
        ("prison", prison),
    )


def total(state: ArchitectsState, owner: int) -> int:
    return sum(v for _, v in breakdown(state, owner))


def scores(state: ArchitectsState) -> tuple[ScoreLine, ...]:
    return tuple(ScoreLine(seat, total(state, seat), breakdown(state, seat)) for seat in range(len(state.players)))


def opponent_scores(state: ArchitectsState) -> tuple[ScoreLine, ...]:
    """The AI's row (solo and 2 vs AI): its points are public, scored by its own categories."""
    if state.ai is None:
        return ()
    side = catalog().ai_side(state.automa.side)
    name = say(f"AI {side.name}", f"AI {side.name_ko}")
    return (ScoreLine(NO_SEAT, total(state, state.ai_index), breakdown(state, state.ai_index), name=name),)


def ranking_key(state: ArchitectsState, owner: int) -> tuple[int, int, int]:
    o = state.owner(owner)
    return total(state, owner), o.virtue, o.silver


def outcome(state: ArchitectsState) -> Outcome | None:
    if state.phase != OVER:
        return None
    keys = {i: ranking_key(state, i) for i in range(state.owners)}
    best = max(keys.values())
    winners = tuple(i for i in range(len(state.players)) if keys[i] == best)
    if state.ai is not None and keys[state.ai_index] == best:
        # said on the end screen as "No winner (by ...)" / "Winner: Ann (by ...)"
        side = catalog().ai_side(state.automa.side)
        points = total(state, state.ai_index)
        ai = say(f"AI {side.name}", f"AI {side.name_ko}")
        if not winners:
            return Outcome(winners, say(f"{ai}'s {points} points", f"{ai} {points}점"))
        return Outcome(
            winners, say(f"a tie with {ai} at {points} points", f"{with_particle(ai, '과/와')} {points}점 동점")
        )
    return Outcome(winners, say("points", "승점"))
