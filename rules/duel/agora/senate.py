"""Senators and the senate: recruit costs, senate actions, influence cubes, chamber control, which
decrees each seat benefits from, the shield decree's pawn moves, political supremacy and chamber VP.

Control is never stored: a seat controls a chamber while it has strictly more cubes there.
Only the shield decree acts when control changes hands, so only its holder is remembered.
"""

from __future__ import annotations

import functools
from typing import Any

import attrs

from rules.duel import data as D
from rules.duel import effects as E
from rules.duel.agora.state import ChamberState, evolve_agora

CHAMBERS: tuple[int, ...] = (1, 2, 3, 4, 5, 6)


def chamber(state: Any, number: int) -> ChamberState:
    return state.agora.chambers[number - 1]


def chamber_data(number: int) -> D.Chamber:
    return _chambers_by_number()[number]


@functools.cache
def _chambers_by_number() -> dict[int, D.Chamber]:
    return {c.number: c for c in D.load().agora.chambers}


@functools.lru_cache(maxsize=4096)
def _senator_count(buildings: tuple[str, ...]) -> int:
    return sum(D.is_senator(c) for c in buildings)


def senators_in_city(state: Any, seat: int) -> int:
    return _senator_count(state.players[seat].buildings)


def section_chambers(section: str) -> tuple[int, ...]:
    return tuple(c.number for c in D.load().agora.chambers if c.section == section)


def adjacent(number: int) -> tuple[int, ...]:
    pairs = D.load().agora.adjacency
    return tuple(sorted({b for a, b in pairs if a == number} | {a for a, b in pairs if b == number}))


@functools.lru_cache(maxsize=8192)
def _controllers(chambers: tuple[ChamberState, ...]) -> tuple[int | None, ...]:
    """Controller of each chamber (asked for on every cost, so cached on the cubes and decrees)."""
    return tuple(None if a == b else (0 if a > b else 1) for a, b in (c.cubes for c in chambers))


@functools.lru_cache(maxsize=8192)
def _active(chambers: tuple[ChamberState, ...], seat: int) -> tuple[str, ...]:
    owners = _controllers(chambers)
    return tuple(d for c, owner in zip(chambers, owners) if owner == seat for d in c.decrees)


def controller(state: Any, number: int) -> int | None:
    return _controllers(state.agora.chambers)[number - 1]


def cubes_in_senate(state: Any, seat: int) -> int:
    return sum(c.cubes[seat] for c in state.agora.chambers)


def supply(state: Any, seat: int) -> int:
    return D.load().agora.cubes_per_player - cubes_in_senate(state, seat)


def controlled(state: Any, seat: int) -> tuple[int, ...]:
    return tuple(n for n, owner in zip(CHAMBERS, _controllers(state.agora.chambers)) if owner == seat)


def active_decrees(state: Any, seat: int) -> tuple[str, ...]:
    """Decrees `seat` benefits from now: those of every chamber it controls."""
    if state.agora is None:
        return ()
    return _active(state.agora.chambers, seat)


def decrees_with(state: Any, seat: int, effect: str) -> tuple[D.Decree, ...]:
    """The decrees of kind `effect` that `seat` benefits from now."""
    if state.agora is None:
        return ()
    return _active_of_kind(state.agora.chambers, seat, effect)


@functools.lru_cache(maxsize=8192)
def _active_of_kind(chambers: tuple[ChamberState, ...], seat: int, effect: str) -> tuple[D.Decree, ...]:
    decrees = D.load().agora.decrees
    return tuple(decrees[d] for d in _active(chambers, seat) if decrees[d].effect == effect)


def holder_of(state: Any, decree_id: str) -> int | None:
    for number in CHAMBERS:
        if decree_id in chamber(state, number).decrees:
            return controller(state, number)
    return None


def political_winner(state: Any) -> int | None:
    for seat in (0, 1):
        if len(controlled(state, seat)) == len(CHAMBERS):
            return seat
    return None


def senate_vp(state: Any, seat: int) -> int:
    return sum(chamber_data(n).vp for n in controlled(state, seat))


# ----------------------------------------------------------------------------- changes


def _set_chamber(state: Any, number: int, new: ChamberState) -> Any:
    chambers = list(state.agora.chambers)
    chambers[number - 1] = new
    return evolve_agora(state, chambers=tuple(chambers))


def _add_cubes(state: Any, number: int, seat: int, delta: int) -> Any:
    here = chamber(state, number)
    cubes = list(here.cubes)
    cubes[seat] += delta
    return _set_chamber(state, number, attrs.evolve(here, cubes=tuple(cubes)))


def reveal_decrees(state: Any, number: int) -> Any:
    """A cube arriving in a chamber turns its face-down decrees face up."""
    here = set(chamber(state, number).decrees)
    hidden = tuple(d for d in state.agora.hidden_decrees if d not in here)
    return evolve_agora(state, hidden_decrees=hidden) if hidden != state.agora.hidden_decrees else state


def place_cube(state: Any, seat: int, number: int) -> Any:
    assert supply(state, seat) > 0, "no cube left to place"
    state = reveal_decrees(_add_cubes(state, number, seat, 1), number)
    return settle(state)


def move_cube(state: Any, seat: int, origin: int, destination: int) -> Any:
    assert destination in adjacent(origin) and chamber(state, origin).cubes[seat] > 0
    state = _add_cubes(_add_cubes(state, origin, seat, -1), destination, seat, 1)
    return settle(reveal_decrees(state, destination))


def remove_cube(state: Any, owner: int, number: int) -> Any:
    """One of `owner`'s cubes leaves the senate and goes back to their supply."""
    assert chamber(state, number).cubes[owner] > 0
    return settle(_add_cubes(state, number, owner, -1))


def move_decree(state: Any, origin: int, destination: int) -> Any:
    """Insider Influence: the (top) decree of `origin` goes under the decree(s) of `destination`, face up."""
    source = chamber(state, origin)
    assert source.decrees and origin != destination
    decree = source.decrees[0]
    state = _set_chamber(state, origin, attrs.evolve(source, decrees=source.decrees[1:]))
    target = chamber(state, destination)
    state = _set_chamber(state, destination, attrs.evolve(target, decrees=target.decrees + (decree,)))
    hidden = tuple(d for d in state.agora.hidden_decrees if d != decree)
    return settle(evolve_agora(state, hidden_decrees=hidden))


def settle(state: Any) -> Any:
    """Apply the one decree that acts when control changes: the shield.

    Losing it moves the pawn 1 back toward the loser's capital; gaining it moves the pawn 1 toward
    the opponent's capital (both when control passes straight from one seat to the other). Each
    step counts as moved by the seat it favours, who applies any military token it reaches."""
    shields = [d for d in D.load().agora.decrees.values() if d.effect == "shield"]
    for decree in shields:
        holder = holder_of(state, decree.id)
        previous = state.agora.shield_holder
        if holder == previous:
            continue
        state = evolve_agora(state, shield_holder=holder)
        if previous is not None:
            state = E.move_pawn(state, E.opponent(previous), decree.shields)
        if holder is not None:
            state = E.move_pawn(state, holder, decree.shields)
    return state


def place_targets(state: Any, seat: int, section: str | None = None) -> tuple[int, ...]:
    """Chambers `seat` may place a cube in: those of `section` (or all), if a cube is left."""
    if supply(state, seat) <= 0:
        return ()
    return section_chambers(section) if section is not None else CHAMBERS


def move_options(state: Any, seat: int) -> tuple[tuple[int, int], ...]:
    return tuple(
        (origin, destination)
        for origin in CHAMBERS
        if chamber(state, origin).cubes[seat] > 0
        for destination in adjacent(origin)
    )


def removal_targets(state: Any, owner: int) -> tuple[int, ...]:
    return tuple(n for n in CHAMBERS if chamber(state, n).cubes[owner] > 0)


def senate_actions(state: Any, seat: int) -> int:
    """How many senate actions a Politician gives `seat` now, by blue cards (+2 with the decree)."""
    blue = len(E.cards_of(state, seat, "blue"))
    blue += sum(d.amount for d in decrees_with(state, seat, "blue_bonus"))
    for low, high, actions in D.load().agora.actions_by_blue_cards:
        if low <= blue <= high:
            return actions
    return 0


def recruit_cost(state: Any, seat: int) -> int:
    """1 coin per senator already in the city; nothing with Corruption."""
    if E.has_progress(state, seat, "senators_free"):
        return 0
    return senators_in_city(state, seat)
