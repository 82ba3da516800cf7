"""Computer seats for Architects of the West Kingdom: `bot(level)` for the game object.

`random`: uniform over the legal moves. `greedy`: one ply from the seat's own view
(rules.architects.bot_greedy). `strong`: rollouts from its own view (rules.architects.bot_strong).
The AI opponent of the solo game is part of the rules (rules.architects.automa), not a bot.
"""

from __future__ import annotations

from typing import Any

from rules.architects.bot_greedy import GreedyBot
from rules.core.bots import BotTable, RandomBot


def _strong() -> Any:
    from rules.architects.bot_strong import StrongBot  # deferred: a game without a strong seat never loads the search

    return StrongBot()


BOTS = BotTable("Architects of the West Kingdom", {"random": RandomBot, "greedy": GreedyBot, "strong": _strong})
LEVELS = BOTS.levels
bot = BOTS.bot
