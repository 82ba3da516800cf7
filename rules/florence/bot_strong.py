"""The strong bot: the greedy bot's best few moves, each tried in sampled worlds to the round's end.

From its own view the bot deals the cards it cannot see at random (other hands, decks, the
automa's face-down cards) and guesses the others' florins as its own; in each such world it
plays the candidate move and then lets greedy bots play out the rest of the round. The move
with the best average margin (own prestige and florins against the best rival) wins. A fixed
number of worlds keeps it reproducible; `think` (seconds, default 1.0) caps the wall-clock
time of a move: the search stops when the budget is spent (before a new world, a new candidate
or a rollout step), keeping a small margin for the final choice. `meeple selfplay --think S`
sets it.
"""
from __future__ import annotations

import random
import time
from typing import Any

import attrs

from rules.florence import rules
from rules.florence.bot_greedy import GreedyBot, score
from rules.florence.data import load
from rules.florence.state import (
    DRAFT, OVER, Automa, BidFrame, CharacterFrame, DrawFrame, FlorenceState, LastFrame, OpenFrame, PlayerState,
    RowCard, SoloOfferFrame, SoloPickFrame, SoloState, TurnFrame, WorkFrame, instance,
)
from rules.florence.view import HIDDEN, FlorenceView

DELIBERATE = (TurnFrame, OpenFrame, BidFrame, LastFrame, CharacterFrame, SoloPickFrame, SoloOfferFrame)
CANDIDATES = 4
WORLDS = 3
THINK = 1.0
#: Kept back from the budget for what follows the search (the final choice, the caller).
MARGIN = 0.05

#: The clock the budget is measured on (a test may replace it with a fake one).
_clock = time.perf_counter


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
        players.append(PlayerState(florins=florins, prestige=p.prestige, hand=hand, front=p.front, bonus=bonus,
                                   prestige_cards=cards, tiles=p.tiles, jesters=p.jesters, builders=p.builders,
                                   freedoms=p.freedoms, characters=p.characters, known=p.known_hand))
    decisions = []
    for frame in view.decisions:
        if isinstance(frame, DrawFrame) and HIDDEN in frame.cards:
            pool = {"profession": professions, "bonus": bonuses, "prestige": prestiges}[frame.deck]
            frame = attrs.evolve(frame, cards=_take(pool, len(frame.cards)))
        if isinstance(frame, WorkFrame) and HIDDEN in frame.bonuses:
            frame = attrs.evolve(frame, bonuses=_take(bonuses, len(frame.bonuses)))
        decisions.append(frame)
    solo = None
    if view.solo is not None:
        sv = view.solo
        a = sv.automa

        def row_of(cards: tuple[str, ...], bonus_counts: tuple[int, ...] = ()) -> tuple[RowCard, ...]:
            out = []
            for i, card in enumerate(cards):
                up = card != HIDDEN
                real = card if up else (_take(professions, 1) or ("profession:poet",))[0]
                extra = _take(bonuses, bonus_counts[i]) if i < len(bonus_counts) else ()
                out.append(RowCard(real, up, extra))
            return tuple(out)

        automa = Automa(florins=a.florins, prestige=a.prestige, row=row_of(a.row, a.row_bonus_counts), tiles=a.tiles,
                        jesters=a.jesters, builders=a.builders, freedoms=a.freedoms,
                        prestige_cards=_take(prestiges, a.prestige_card_count), best_work=a.best_work)
        automa_cards = [instance("automa", c.id) for c in data.automa_cards if instance("automa", c.id) != sv.card]
        rng.shuffle(automa_cards)
        solo = SoloState(sv.seats_total, automa, tuple(row_of(r) for r in sv.virtuals), tuple(automa_cards[:sv.deck]),
                         sv.automa_starts, sv.card, sv.tried, sv.player_item, ())
    return FlorenceState(
        seed="strong", ply=0, phase=view.phase, rules=view.rules, players=tuple(players), round=view.round,
        start_player=view.start_player, decisions=tuple(decisions), draft=None, auction=view.auction,
        turns_done=view.turns_done, best_work=view.best_work, buildings=view.buildings, landscapes=view.landscapes,
        freedoms=view.freedoms, jesters=view.jesters, builders=view.builders,
        profession_deck=_take(professions, view.profession_deck), prestige_deck=_take(prestiges, view.prestige_deck),
        bonus_deck=_take(bonuses, view.bonus_deck), recruitment_deck=_take(recruits, view.recruitment_deck),
        used_bonus=view.used_bonus, card_points=view.card_points, solo=solo, characters=view.characters,
    )


def margin(state: FlorenceState, seat: int) -> float:
    def worth(p) -> float:
        return p.prestige + p.florins / 200

    rivals = [worth(p) for s, p in enumerate(state.players) if s != seat]
    if state.solo is not None:
        rivals.append(state.solo.automa.prestige + state.solo.automa.florins / 400)
    return worth(state.players[seat]) - max(rivals, default=0.0)


def rollout(state: FlorenceState, seat: int, rng: random.Random, deadline: float) -> float:
    """Greedy play for everyone to the end of the current round (or of the game)."""
    from rules.florence.view import view as make_view

    greedy = GreedyBot()
    start_round = state.round
    steps = 0
    while state.phase != OVER and state.round == start_round and _clock() < deadline and steps < 400:
        acting = rules.to_act(state)
        if not acting:
            break
        actor = min(acting)
        legal = rules.legal_actions(state, actor)
        action = greedy.choose(make_view(state, actor), legal, rng)
        state = rules.apply(state, action, rng, actor)
        steps += 1
    return margin(state, seat)


class StrongBot:
    level = "strong"

    def __init__(self, worlds: int = WORLDS, candidates: int = CANDIDATES, think: float = THINK) -> None:
        self.worlds = worlds
        self.candidates = candidates
        self.think = float(think)

    def choose(self, view: FlorenceView, legal: tuple[Any, ...], rng: random.Random) -> Any:
        greedy = GreedyBot()
        frame = view.decisions[-1] if view.decisions else None
        if len(legal) == 1 or view.phase == DRAFT or not isinstance(frame, DELIBERATE):
            return greedy.choose(view, legal, rng)
        started = _clock()
        deadline = started + max(0.0, self.think - min(MARGIN, self.think / 10))
        ranked = sorted(legal, key=lambda a: -score(view, a))
        candidates = ranked[: self.candidates]
        totals = [0.0] * len(candidates)
        played = [0] * len(candidates)
        try:
            for world in range(self.worlds):
                if _clock() >= deadline:
                    break
                base = determinize(view, random.Random(rng.random()))
                for i, action in enumerate(candidates):
                    if _clock() >= deadline:
                        break
                    sim_rng = random.Random(f"{world}:{i}:{rng.random()}")
                    state = rules.apply(base, action, sim_rng, view.viewer)
                    totals[i] += rollout(state, view.viewer, sim_rng, deadline)
                    played[i] += 1
        except Exception:  # a world the guesses made impossible: fall back to the greedy choice
            return candidates[0]
        best = max(range(len(candidates)), key=lambda i: (totals[i] / played[i]) if played[i] else float("-inf"))
        return candidates[best] if played[best] else candidates[0]
