"""Lorenzo bots: random, greedy (one ply: the action whose result values best for the seat), and strong
(rules/lorenzo/bot_strong.py: determinized rollouts)."""

from __future__ import annotations

import random

from rules.core.bots import BotTable, RandomBot
from rules.lorenzo import rules, scoring
from rules.lorenzo.state import LorenzoView, Player

# Rough worth of things that are not yet points, for a one-ply look-ahead.
WORTH = {
    "coin": 0.35,
    "wood": 0.45,
    "stone": 0.45,
    "servant": 0.35,
    "military": 0.3,
    "faith": 0.6,
    "special_token": 0.9,
}  # Houses: a token is worth about 2-3 resources when spent


def position_value(view: LorenzoView, seat: int, state) -> float:
    player: Player = state.players[seat]
    line = scoring.scores(state)[seat]
    value = float(line.total)
    value += sum(getattr(player, k) * w for k, w in WORTH.items())
    value += 1.2 * len(player.cards) * (6 - state.round) / 6  # cards keep paying
    value -= 4 * len(player.excoms)
    value += 4 * len(player.leaders) + 1.5 * len(player.leader_hand)  # a leader in play keeps giving
    return value


class GreedyBot:
    level = "greedy"

    def choose(self, view: LorenzoView, legal: tuple, rng: random.Random):
        seat = view.viewer
        best, best_value = [], float("-inf")
        for action in legal:
            try:
                after = rules.apply(view.state, action, random.Random(0), seat)
            except (IndexError, ValueError, KeyError):
                continue
            value = position_value(view, seat, after)
            if value > best_value + 1e-9:
                best, best_value = [action], value
            elif abs(value - best_value) <= 1e-9:
                best.append(action)
        if not best:
            return legal[rng.randrange(len(legal))]
        return best[rng.randrange(len(best))]


def _strong():
    from rules.lorenzo.bot_strong import StrongBot  # deferred: a game without a strong seat never loads the search

    return StrongBot()


BOTS = BotTable("Lorenzo il Magnifico", {"random": RandomBot, "greedy": GreedyBot, "strong": _strong})
LEVELS = BOTS.levels
bot = BOTS.bot
