"""Computer opponents for Sheriff of Nottingham: `bot(level)` for the game object.

Levels: `random` (uniform over legal moves), `greedy` (rule-based styles dealt by the seed,
`bot_greedy`) and `strong` (expected values from card counting and the public record,
`bot_strong`). Both bargain: offers mix gold, stand goods, goods "from the bag" (possibly
bluffed: void if missing, as the rules allow) and the promise not to inspect the sheriff later;
a lapsed promise is kept or broken by style (greedy) or by expected value (strong). A bot sees
its seat's `SheriffView` and the legal actions only, and is rebuilt for every move. `greedy` and
`strong` also `report(view, legal)` their move and its reasons in the game's words
(`rules.sheriff.words`); `strong` takes `think` seconds a move at most.
"""

from __future__ import annotations

from rules.core.bots import BotTable, RandomBot
from rules.sheriff.bot_greedy import GreedyBot
from rules.sheriff.bot_strong import StrongBot

BOTS = BotTable("Sheriff of Nottingham", {"random": RandomBot, "greedy": GreedyBot, "strong": StrongBot})
LEVELS = BOTS.levels
bot = BOTS.bot
