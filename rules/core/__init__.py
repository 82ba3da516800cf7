"""Game-agnostic rules core: the contract, decisions, commits, sessions, saves, bots."""
