"""Placeholder replaced below."""
from rules.core.bots import RandomBot


class GreedyBot(RandomBot):
    level = "greedy"
