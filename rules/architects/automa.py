"""The AI opponent of the solo and 2-vs-AI games (Constantine / Helena), run by the engine.

Rulebook parts (L1740-1790): the AI reveals the top Scheme card and places a worker where it
says; it never uses silver, clay, wood, stone, gold, apprentices or buildings; it advances on
the Cathedral for free (a free space is still needed) and uses the Black Market and the
Cathedral whatever its virtue; it keeps marble for scoring; it captures (never its own) and
sends all its captives to the Prison for 1 marble; it takes and loses debts as usual. With no
worker at home it draws no card: every worker except those in the Guildhall and on the Black
Market comes back (captives and prisoners too) and the discards are shuffled into the deck.

What the AI does at each location is OUR OWN STAND-IN for the missing Scheme card faces, read
from data/architects/automa.toml ("unofficial AI deck": [effects], [fallback], each card's
location and effect); this module only knows the effect words listed there.
"""

from __future__ import annotations

import random

import attrs

from rules.architects import economy as E
from rules.architects import workers as W
from rules.architects.data import LARGE, catalog
from rules.architects.frames import cathedral_open, finish_cathedral
from rules.architects.locations import (
    capture_locations,
    market_reward,
    place_guildhall,
)
from rules.architects.state import ArchitectsState


def add_future(state: ArchitectsState) -> ArchitectsState:
    """Reconstructed trigger: each Black Market reset adds a future card to the discards."""
    automa = state.automa
    count = catalog().future_per_reset
    added, future = automa.future[:count], automa.future[count:]
    return attrs.evolve(state, automa=attrs.evolve(automa, discard=automa.discard + added, future=future))


def recall(state: ArchitectsState, rng: random.Random) -> ArchitectsState:
    ai = state.ai_index
    for location in LARGE:
        count = state.at(location, ai)
        if count:
            state = W.set_at(state, location, ai, 0)
            state = W.move_home(state, ai, count)
    state = W.release_from_prison(state, ai)
    state = W.recover_from_rivals(state, ai)
    automa = state.automa
    deck = list(automa.deck + automa.discard)
    rng.shuffle(deck)
    return attrs.evolve(state, automa=attrs.evolve(automa, deck=tuple(deck), discard=(), last=""))


def draw_scheme(state: ArchitectsState, rng: random.Random) -> tuple[ArchitectsState, str]:
    automa = state.automa
    if not automa.deck:
        deck = list(automa.discard)
        rng.shuffle(deck)
        automa = attrs.evolve(automa, deck=tuple(deck), discard=())
    card = automa.deck[0]
    automa = attrs.evolve(automa, deck=automa.deck[1:], discard=automa.discard + (card,), last=card)
    return attrs.evolve(state, automa=automa, revealed=state.revealed + 1), card


def ai_turn(state: ArchitectsState, rng: random.Random) -> ArchitectsState:
    state = _play(state, rng)
    automa = state.automa
    return attrs.evolve(state, automa=attrs.evolve(automa, turns=automa.turns + 1, went=state.placed))


def _play(state: ArchitectsState, rng: random.Random) -> ArchitectsState:
    ai = state.ai_index
    if state.ai.home == 0:
        return attrs.evolve(recall(state, rng), placed="recall")
    state, card = draw_scheme(state, rng)
    cat = catalog()
    scheme = cat.scheme(card)
    location, effect = scheme.location, scheme.effect
    closed = (location == "tax_stand" and state.tax == 0) or (location == "black_market" and -1 not in state.market)
    if closed:
        location = dict(cat.ai_fallbacks).get(location, "guildhall")
        effect = cat.ai_effect_at(location)
    state = attrs.evolve(state, placed=location)
    if location == "guildhall":
        state = place_guildhall(state, ai, choose=False)
        return finish_cathedral(state, ai, ai=True) if cathedral_open(state, ai) else state
    if location == "black_market":
        space = state.market.index(-1)
        state = W.move_home(state, ai, -1)
        state = attrs.evolve(state, market=state.market[:space] + (ai,) + state.market[space + 1 :])
        state = E.change_virtue(state, ai, -1)
        if space != 1:
            marble = dict(market_reward(state, space + 1)).get("marble", 0)
            state = E.gain(state, ai, (("marble", marble),))
        if -1 not in state.market:
            state = attrs.evolve(state, pending_reset=True)
        return state
    state = W.place_on(state, location, ai)
    if effect == "capture_largest":
        return ai_captures(state, state.at(location, ai))
    if effect == "imprison_or_release":
        if sum(state.ai.captives):
            state, _ = W.send_captives_to_prison(state, ai)
            return E.gain(state, ai, (("marble", cat.ai_imprison_marble),))
        return W.release_from_prison(state, ai)
    if effect == "steal_tax":
        return E.change_virtue(attrs.evolve(state, tax=0), ai, -2)
    return state


def ai_captures(state: ArchitectsState, count: int) -> ArchitectsState:
    """Take the humans' largest groups, at most the allowed number of locations."""
    ai = state.ai_index
    used: list[str] = []
    for _ in range(count):
        best = None
        for location in catalog().ai_capture_preference:
            if location not in used and len(used) >= capture_locations(state):
                continue
            for owner in range(len(state.players)):
                size = state.at(location, owner)
                if size and (best is None or size > best[0]):
                    best = (size, location, owner)
        if best is None:
            break
        _, location, owner = best
        state = W.capture(state, ai, location, owner)
        if location not in used:
            used.append(location)
    return state
