"""The strong bot for Lorenzo il Magnifico: determinized rollouts from its own view.

For a decision worth searching (placing a family member, a card's free take, the Vatican's support
or not, the leader window after a placement, a free leader), it takes its own one-ply best few moves
as candidates (by `lead` after each). Each iteration deals what the bot cannot see at random,
consistently with its view (`rules.lorenzo.determinize`: the draw piles period by period, other
seats' leader hands and draft hands, the undealt leaders, an expansion's face-down things), and plays
every candidate in that same world with the same dice, each followed by `horizon` plies in which
every seat plays a quick greedy move (`rollout_move`: the cheapest variant of each placement, judged
by the seat's own worth after it). The position reached is valued by `lead`: the bot's worth minus
the best rival's, a worth being the points now plus what stock, faith, cards and leaders still
promise (`seat_worth`); a game that ends on the way counts its final lead, plus a bonus for a win
or minus half of it for a loss. The candidate with the best summed value is played (comparing
candidates in the same worlds keeps the noise low). Other decisions (privileges, exchanges, the tile
pick and the draft) take the best one-ply `lead`.

The sampling loop is `rules.core.search` (this module lends it the determinizer, `rollout_move` and
`lead`). Reproducible: all randomness comes from the rng it is given and it stops after `iterations`;
`think` (seconds) caps the wall-clock time of a move and may stop it earlier on a slow machine: a
world the cap falls in is dropped, but the first world is always played out (a move needs one), so
one iteration gives the same move whatever the cap and a move may overrun the cap only by what one
world takes. A sampled world that raises is skipped and counted in `crashes` (raised under tests).
"""

from __future__ import annotations

import random
from typing import Any

from rules.core import decisions as D
from rules.core.search import SearchBot
from rules.lorenzo import actions as A
from rules.lorenzo import effects as E
from rules.lorenzo import rules as R
from rules.lorenzo import scoring
from rules.lorenzo.determinize import determinize
from rules.lorenzo.state import (
    OVER,
    BonusTakeFrame,
    FreeLeaderFrame,
    LeaderWindowFrame,
    LorenzoState,
    LorenzoView,
    VaticanFrame,
)

THINK = 1.0  # seconds a move, at most
ITERATIONS = 24  # worlds sampled a move, when the time cap does not stop it first
CANDIDATES = 4  # the one-ply best moves searched
HORIZON = 10  # quick greedy plies played after a candidate before the position is valued
WIN_BONUS = 10.0  # a finished game: the final lead plus this for a win
SEARCHED = (BonusTakeFrame, VaticanFrame, LeaderWindowFrame, FreeLeaderFrame)
ROUNDS = 6

# what a thing not yet points is worth, in VP
STOCK_WORTH = {"coin": 0.3, "wood": 0.35, "stone": 0.35, "servant": 0.3, "military": 0.25}


def _faith_worth(state: LorenzoState, faith: int) -> float:
    """Faith pays at the next report (the track's VP); below what that report asks, little."""
    if state.phase == OVER:
        return 0.0
    track = R.board()["vatican"]["faith_vp"]
    return 0.8 * track[min(faith, len(track) - 1)] + 0.3 * faith


def _card_promise(card_id: str, rounds_left: int) -> float:
    """A card's permanent effect still to come: rough VP per round left."""
    perm = E.card(card_id).permanent
    if not perm:
        return 0.0
    if perm.get("trigger") in ("harvest", "production"):
        gain = perm.get("gain", {})
        per = sum(STOCK_WORTH.get(k, 0.5 if k == "faith" else 1.0 if k == "vp" else 0.3) * n for k, n in gain.items())
        per += 0.8 * perm.get("council_privileges", 0)
        if "exchange_choose_one" in perm or "gain_per_card" in perm:
            per = max(per, 1.5)
        return 0.45 * per * rounds_left
    return 0.25 * rounds_left  # a lasting bonus or discount


def seat_worth(state: LorenzoState, seat: int, total: int) -> float:
    """`total` (the seat's points now) plus what its position still promises, in VP."""
    player = state.players[seat]
    worth = float(total)
    if state.phase == OVER:
        return worth
    rounds_left = ROUNDS - state.round + (0 if state.queue or state.decisions else 1) - 1
    rounds_left = max(0, rounds_left)
    worth += sum(getattr(player, k) * w for k, w in STOCK_WORTH.items())
    worth += _faith_worth(state, player.faith)
    worth += sum(_card_promise(c, rounds_left) for c in player.cards)
    worth += 0.8 * len(player.cards) * rounds_left / ROUNDS  # more cards, bigger sets to come
    worth -= 1.5 * len(player.excoms)
    worth += 3.0 * len(player.leaders) + 1.0 * len(player.leader_hand)
    return worth


def lead(state: LorenzoState, seat: int) -> float:
    """`seat`'s worth minus the best rival's; at the end the final lead and a win bonus."""
    totals = [line.total for line in scoring.scores(state)]
    worth = [seat_worth(state, s, totals[s]) for s in range(len(state.players))]
    best_other = max(w for s, w in enumerate(worth) if s != seat)
    value = worth[seat] - best_other
    if state.phase == OVER:
        outcome = scoring.outcome(state)
        value += WIN_BONUS if outcome and seat in outcome.winners else -WIN_BONUS / 2
    return value


def own_worth(state: LorenzoState, seat: int) -> float:
    """`seat`'s worth alone (the rollouts' quick judge of a move)."""
    total = max(0, sum(n for _k, n in scoring.breakdown(state, state.players[seat])))
    return seat_worth(state, seat, total)


PLACEMENTS = (A.PlaceTower, A.PlaceWork, A.PlaceMarket, A.PlaceCouncil)


def _variant_key(state: LorenzoState, seat: int, action: Any) -> tuple[Any, tuple[int, int]] | None:
    """Placements that differ only in the member and servants used for the same result share a key;
    the cheapest (fewest servants, then the lowest member) stands for them all in a rollout."""
    if not isinstance(action, PLACEMENTS):
        return None  # e.g. ChooseMember (Montefeltro's leader) names a member but places nothing
    member = action.member
    value = E.member_value(state, state.players[seat], member)
    cost = (action.servants, value)
    if isinstance(action, A.PlaceTower):
        return ("tower", action.tower, action.floor, action.payment), cost
    if isinstance(action, A.PlaceWork):
        reach = value + action.servants // E.servants_per_point(state.players[seat])
        return ("work", action.work, action.space, reach), cost
    if isinstance(action, A.PlaceMarket):
        return ("market", action.index), cost
    if isinstance(action, A.PlaceCouncil):
        return ("council",), cost
    return None


def pruned(state: LorenzoState, seat: int, legal: tuple) -> list[Any]:
    """`legal` without the dearer variants of the same placement."""
    kept: dict[Any, tuple[tuple[int, int], Any]] = {}
    others = []
    for action in legal:
        keyed = _variant_key(state, seat, action)
        if keyed is None:
            others.append(action)
            continue
        key, cost = keyed
        if key not in kept or cost < kept[key][0]:
            kept[key] = (cost, action)
    return [a for _, a in kept.values()] + others


def rollout_move(state: LorenzoState, seat: int, legal: tuple, sim: random.Random) -> Any:
    """A quick greedy move: the cheapest variant of each placement, judged by the seat's own worth after it."""
    best, best_value = legal[0], float("-inf")
    for action in pruned(state, seat, legal):
        try:
            after = R.apply(state, action, random.Random(0), seat)  # a round's dice are no part of a move's worth
        except (IndexError, ValueError, KeyError):
            continue
        value = own_worth(after, seat) + sim.random() * 1e-3
        if value > best_value:
            best, best_value = action, value
    return best


def worth_searching(view: LorenzoView) -> bool:
    frame = D.top(view.state.decisions)
    return frame is None or isinstance(frame, SEARCHED)


class Rollouts:
    """The Lorenzo parts of the shared search (rules.core.search)."""

    determinize = staticmethod(determinize)
    apply = staticmethod(R.apply)
    legal_actions = staticmethod(R.legal_actions)
    evaluate = staticmethod(lead)
    rollout_policy = staticmethod(rollout_move)

    def next_actor(self, state: LorenzoState, start: LorenzoState) -> int | None:
        actors = R.to_act(state)
        if not actors:
            return None
        (actor,) = actors
        return actor


class StrongBot(SearchBot):
    rollouts = Rollouts()

    def __init__(
        self, think: float = THINK, iterations: int = ITERATIONS, candidates: int = CANDIDATES, horizon: int = HORIZON
    ) -> None:
        super().__init__(think, iterations, candidates, horizon)

    def rank(self, view: LorenzoView, legal: tuple, rng: random.Random) -> list[Any]:
        return self.one_ply(view.state, view.viewer, legal, rng)

    def worth_searching(self, view: LorenzoView) -> bool:
        return worth_searching(view)

    def one_ply(self, state: LorenzoState, seat: int, legal: tuple, rng: random.Random) -> list[Any]:
        """`legal` best first by the lead after each (ties broken by the rng)."""
        rated = []
        for i, action in enumerate(legal):
            try:
                after = R.apply(state, action, random.Random(0), seat)
            except (IndexError, ValueError, KeyError):
                continue
            rated.append((lead(after, seat) + rng.random() * 1e-3, i))
        rated.sort(reverse=True)
        return [legal[i] for _, i in rated] or list(legal)
