"""The strong bot for 7 Wonders Duel: determinized Monte Carlo tree search from its own view.

Each iteration deals what the bot cannot see at random, consistently with its view
(`rules.duel.determinize`), walks a search tree shared by all those worlds (information-set
UCT: a child counts only the iterations where its move was legal), adds one move, plays a few
more plies with a fast greedy-lite policy, and values the line as a chance of winning: the
greedy-lite worth of every move on it (signed by who made it, so what the opponent takes next
counts against the move that offered it) plus half the heuristic lead of the position reached
(`margin`: VP now, coins, military and science threats, production, wonders to come, Agora's
senate and conspiracies); a finished game counts as won or lost. The root searches the greedy
bot's best few moves and plays the one visited most.

Reproducible: all randomness comes from the rng it is given, and it stops after `iterations`;
`think` (seconds) caps its thinking time (`rules.core.search.thinking_time`) and may stop it
earlier on a slow machine.
"""

from __future__ import annotations

import math
import random
from typing import Any

from rules.core.search import thinking_time
from rules.duel import bots as B
from rules.duel import costs as C
from rules.duel import data as D
from rules.duel import effects as E
from rules.duel import hooks, scoring, turns
from rules.duel import view as _view
from rules.duel.actions import (
    BuildDiscarded,
    BuildWonder,
    ChooseProgress,
    ChooseStarter,
    Construct,
    DestroyCard,
    Discard,
    TakeWonder,
)
from rules.duel.determinize import determinize
from rules.duel.state import DuelState, DuelView

THINK = 1.0  # seconds a move, at most
ITERATIONS = 3000  # a move's search, when the time cap does not stop it first
CANDIDATES = 10  # root moves searched, the best by the greedy bot's reckoning
ROLLOUT_PLIES = 4
ROLLOUT_RANDOM = 0.05  # share of random moves in the playouts
REWARD_WEIGHT = 1.0  # leaf value: the greedy-lite worth of the moves on the way, signed by who made them...
MARGIN_WEIGHT = 0.5  # ... plus the heuristic lead of the position reached
REWARD_CLIP = 10.0  # a single move's worth counts at most this much
EXPLORATION = 0.25
WIDENING = 1.5  # an inner node may have 1 + WIDENING * sqrt(visits) children
EXPANSION_MOVE = 1.0  # an expansion's main-turn move in a playout (recruit, prepare, trigger)
MARGIN_SCALE = 5.0  # VP margin worth about 73% to win


# ----------------------------------------------------------------------------- position heuristic


class SeatFacts:
    """What the heuristic reads of one seat, from a full state (the fields of `bots.Position`)."""

    def __init__(self, state: DuelState, seat: int) -> None:
        player = state.players[seat]
        symbols = E.science_symbols(state, seat)
        self.seat = seat
        self.age = state.age
        self.coins = player.coins
        self.buildings = player.buildings
        self.science = set(symbols)
        self.pairs = {s for s, n in symbols.items() if n >= 2}
        self.produced = dict(C.fixed_production(state, seat))
        self.choices = len(C.choice_production(state, seat))
        self.military = state.military if seat == 0 else -state.military
        self.progress = set(player.progress)
        self.board_progress = state.board_progress
        self._state = state
        self._view: DuelView | None = None

    def view(self) -> DuelView:
        """The seat's view, built only when an expansion's move needs the greedy bot's reading."""
        if self._view is None:
            self._view = _view.view(self._state, self.seat)
        return self._view


MILITARY_LINEAR = 0.6
MILITARY_SQUARE = 0.6
TOKEN_EFFECT = 2.0  # a progress token's lasting effect (its VP, coins and symbol count elsewhere)


def _military_threat(distance: int) -> float:
    """Worth of the pawn standing `distance` spaces toward the opponent's capital (beyond zone VP)."""
    sign = 1 if distance > 0 else -1
    d = abs(distance)
    return sign * (MILITARY_LINEAR * d + MILITARY_SQUARE * max(0, d - 3) ** 2)


def _token_effect(token_id: str) -> float:
    token = D.progress(token_id)
    lasting = (
        token.wonder_discount
        or token.blue_discount
        or token.economy
        or token.extra_red_shields
        or token.wonders_replay
        or token.chain_coins
        or token.senators_free
        or token.conspire_keep_both
    )
    return TOKEN_EFFECT if lasting else 0.0


def _science_threat(distinct: int) -> float:
    return 0.8 * distinct + 2.0 * max(0, distinct - 3) + 5.0 * max(0, distinct - 4)


def _seat_worth(state: DuelState, seat: int, facts: SeatFacts) -> float:
    parts = dict(scoring.breakdown(state, seat))
    worth = sum(parts.values()) - parts.get("coins", 0) - parts.get("military", 0) + facts.coins / 3
    worth += _science_threat(len(facts.science))
    worth += sum(_token_effect(t) for t in facts.progress)
    if state.age < 3:
        per_unit = B.PRODUCTION_BY_AGE.get(state.age, 0.2)
        worth += sum(per_unit * min(n, 2) for n in facts.produced.values()) + 0.8 * per_unit * facts.choices
    if E.total_wonders_built(state) < D.load().setup.max_wonders_built:
        worth += sum(1.5 + 0.4 * D.wonder(w.id).vp for w in state.players[seat].wonders if not w.built)
    return worth


def margin(state: DuelState, seat: int) -> float:
    """`seat`'s lead in VP equivalents: the score now plus what the position promises."""
    mine, theirs = SeatFacts(state, seat), SeatFacts(state, 1 - seat)
    lead = _seat_worth(state, seat, mine) - _seat_worth(state, 1 - seat, theirs)
    lead += scoring.military_vp(state, seat) - scoring.military_vp(state, 1 - seat)
    return lead + _military_threat(mine.military) + _senate_lead(state, seat)


CONSPIRACY_HELD = 2.0
CONSPIRACY_PREPARED = 3.0
CHAMBER_HELD = 4.0  # a controlled chamber's decree (its VP are in the score)


def _senate_lead(state: DuelState, seat: int) -> float:
    """Agora's part of the lead, read by shape (the base game never imports the expansion):
    conspiracies in hand and prepared, chambers controlled and the threat of holding all six."""
    agora = state.agora
    if agora is None:
        return 0.0
    mine, theirs = agora.players[seat], agora.players[1 - seat]
    lead = CONSPIRACY_HELD * (len(mine.hand) - len(theirs.hand))
    lead += CONSPIRACY_PREPARED * (len(mine.prepared) - len(theirs.prepared))
    held = [0, 0]
    for chamber in agora.chambers:
        a, b = chamber.cubes
        if a != b:
            held[0 if a > b else 1] += 1
    ours, rival = held[seat], held[1 - seat]
    return lead + CHAMBER_HELD * (ours - rival) + 1.5 * (max(0, ours - 3) ** 2 - max(0, rival - 3) ** 2)


def evaluate(state: DuelState, seat: int, gain: float = 0.0) -> float:
    """The chance `seat` wins from here, as the heuristic sees it (exact once the game is over);
    `gain` is the greedy-lite worth of the moves that led here, signed for `seat`."""
    if state.result is not None:
        winners = state.result.winners
        return 0.0 if seat not in winners else 1.0 / len(winners)
    lead = REWARD_WEIGHT * gain + (MARGIN_WEIGHT * margin(state, seat) if MARGIN_WEIGHT else 0.0)
    return 1.0 / (1.0 + math.exp(-lead / MARGIN_SCALE))


def _signed(worth: float, actor: int, seat: int) -> float:
    """A move's worth for `seat`, bounded: the greedy scales mark a move to play first with huge
    numbers (a win, Agora's trigger-first), which would swamp every other move on the way."""
    worth = max(-REWARD_CLIP, min(REWARD_CLIP, worth))
    return worth if actor == seat else -worth


# ----------------------------------------------------------------------------- fast move ordering


def quick_value(
    state: DuelState, seat: int, action: Any, facts: SeatFacts, rival: SeatFacts, cheap: bool = False
) -> float:
    """A greedy-lite worth of `action` read from the state. An expansion's move is read by the
    greedy bot from the seat's view, or with `cheap` (playouts) given a flat worth."""
    if isinstance(action, Construct):
        cost = E.price(state, seat, action)
        return B.card_value(facts, action.card) - (cost.total if cost is not None else 0) * B.COIN
    if isinstance(action, Discard):
        return E.discard_value(state, seat) * B.COIN - 1.5
    if isinstance(action, BuildWonder):
        cost = E.price(state, seat, action)
        return B.wonder_value(facts, action.wonder) - (cost.total if cost is not None else 0) * B.COIN
    if isinstance(action, TakeWonder):
        return B.wonder_value(facts, action.wonder)
    if isinstance(action, ChooseProgress):
        return B.progress_value(facts, action.token)
    if isinstance(action, DestroyCard):
        return B.card_value(rival, action.card)
    if isinstance(action, BuildDiscarded):
        return B.card_value(facts, action.card)
    if isinstance(action, ChooseStarter):
        return 1.0 if action.seat == seat else 0.0
    if cheap:
        return EXPANSION_MOVE
    value = hooks.bot_value(facts.view(), seat, action)  # an expansion's move (Agora)
    return EXPANSION_MOVE if value is None else value


def ordered(state: DuelState, seat: int, legal: tuple[Any, ...], rng: random.Random) -> list[Any]:
    """`legal` best first by `quick_value` (ties broken at random)."""
    facts, rival = SeatFacts(state, seat), SeatFacts(state, 1 - seat)
    rated = [(quick_value(state, seat, a, facts, rival) + rng.random() * 1e-3, i) for i, a in enumerate(legal)]
    rated.sort(reverse=True)
    return [legal[i] for _, i in rated]


def reward(state: DuelState, seat: int, action: Any) -> float:
    return quick_value(state, seat, action, SeatFacts(state, seat), SeatFacts(state, 1 - seat))


def rollout_move(state: DuelState, seat: int, legal: tuple[Any, ...], rng: random.Random) -> tuple[Any, float]:
    """Mostly the greedy-lite choice, sometimes a random one; with its greedy-lite worth."""
    facts, rival = SeatFacts(state, seat), SeatFacts(state, 1 - seat)
    cheap = not state.decisions  # a main turn: the expansion's moves there get a flat worth
    if len(legal) == 1 or rng.random() < ROLLOUT_RANDOM:
        action = legal[rng.randrange(len(legal))]
        return action, quick_value(state, seat, action, facts, rival, cheap)
    rated = [(quick_value(state, seat, a, facts, rival, cheap), a) for a in legal]
    return max(rated, key=lambda va: va[0] + rng.random() * 0.5)[::-1]


# ----------------------------------------------------------------------------- the search tree


class Node:
    __slots__ = ("action", "actor", "children", "visits", "wins", "available", "order")

    def __init__(self, action: Any = None, actor: int = -1) -> None:
        self.action = action
        self.actor = actor  # who played `action` to reach this node
        self.children: dict[Any, Node] = {}
        self.visits = 0
        self.wins = 0.0  # summed chances of winning for `actor`
        self.available = 0  # iterations in which `action` was legal here
        self.order: list[Any] | None = None  # moves to add, best first

    def ucb(self) -> float:
        return self.wins / self.visits + EXPLORATION * math.sqrt(math.log(max(self.available, 1)) / self.visits)


class StrongBot:
    level = "strong"

    def __init__(self, think: float = THINK, iterations: int = ITERATIONS, candidates: int = CANDIDATES) -> None:
        self.think = think
        self.iterations = iterations
        self.candidates = candidates
        self.last_iterations = 0  # how many the last move ran (benchmarks read it)

    def choose(self, view: DuelView, legal: tuple[Any, ...], rng: random.Random) -> Any:
        self.last_iterations = 0
        if len(legal) == 1:
            return legal[0]
        seat = view.viewer
        rated = sorted(
            ((B.score_action(view, seat, a) + rng.random() * 1e-3, i) for i, a in enumerate(legal)), reverse=True
        )
        candidates = [legal[i] for _, i in rated[: self.candidates]]
        root = Node(actor=1 - seat)
        root.order = list(candidates)
        allowed = set(candidates)
        deadline = thinking_time() + self.think
        for done in range(self.iterations):
            if thinking_time() > deadline:
                break
            self._iterate(root, view, seat, allowed, rng)
            self.last_iterations = done + 1
        if not root.children:
            return candidates[0]
        best = max(root.children.values(), key=lambda n: (n.visits, n.wins / max(n.visits, 1)))
        return best.action

    def _iterate(self, root: Node, view: DuelView, seat: int, allowed: set, rng: random.Random) -> None:
        try:
            state = determinize(view, random.Random(rng.random()))
        except ValueError:
            return
        sim = random.Random(rng.random())
        node, path = root, [root]
        gain = 0.0
        try:
            while state.phase != "end":
                (actor,) = turns.to_act(state)
                legal = turns.legal_actions(state, actor)
                if node is root:
                    legal = tuple(a for a in legal if a in allowed)
                if not legal:
                    return
                here = set(legal)
                if node.order is None:
                    node.order = ordered(state, actor, legal, sim)
                elif node is not root and not here.issubset(node.order):
                    node.order += [a for a in legal if a not in node.order]  # moves this world newly offers
                for child in node.children.values():
                    if child.action in here:
                        child.available += 1
                limit = len(node.order) if node is root else 1 + int(WIDENING * math.sqrt(node.visits))
                fresh = next((a for a in node.order if a in here and a not in node.children), None)
                if fresh is not None and len(node.children) < limit:
                    child = Node(fresh, actor)
                    child.available = 1
                    node.children[fresh] = child
                    gain += _signed(reward(state, actor, fresh), actor, seat)
                    state = turns.apply_action(state, fresh, sim, actor)
                    path.append(child)
                    break
                options = [c for c in node.children.values() if c.action in here]
                if not options:
                    return
                node = max(options, key=Node.ucb)
                gain += _signed(reward(state, actor, node.action), actor, seat)
                state = turns.apply_action(state, node.action, sim, actor)
                path.append(node)
            for _ in range(ROLLOUT_PLIES):
                if state.phase == "end":
                    break
                (actor,) = turns.to_act(state)
                legal = turns.legal_actions(state, actor)
                action, worth = rollout_move(state, actor, legal, sim)
                gain += _signed(worth, actor, seat)
                state = turns.apply_action(state, action, sim, actor)
        except (ValueError, AssertionError, KeyError, IndexError):
            return  # a world the sampling made impossible: forget this iteration
        chance = evaluate(state, seat, gain)
        root.visits += 1
        for n in path[1:]:
            n.visits += 1
            n.wins += chance if n.actor == seat else 1.0 - chance
