"""Computer opponents: `random` (uniform), `greedy` (one-ply value from the bot's own view) and
`strong` (the greedy bot's best moves tried in sampled worlds to the end of the round)."""

from __future__ import annotations

from rules.core.bots import BotTable, RandomBot
from rules.florence.bot_greedy import GreedyBot
from rules.florence.bot_strong import StrongBot

BOTS = BotTable("Princes of Florence", {"random": RandomBot, "greedy": GreedyBot, "strong": StrongBot})
LEVELS = BOTS.levels
bot = BOTS.bot
