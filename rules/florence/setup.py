"""A new game: supply, shuffled decks, money, dealt professions and the hidden draft."""

from __future__ import annotations

import random

import attrs

from rules.core.commits import CommitSlots
from rules.core.options import GameConfig
from rules.florence.data import FREEDOMS, load
from rules.florence.state import DRAFT, RECRUIT_PREFIX, FlorenceState, PlayerState, Rules, instance


def rules_from(config: GameConfig) -> Rules:
    return Rules(
        players=config.players,
        tight_freedoms=bool(config.get("tight_freedoms", False)),
        automa=config.get("automa", "normal"),
        automa_florins=config.get("automa_florins", -1),
        solo_players=int(config.get("solo_players", 4)),
        muses_and_ladies=bool(config.get("muses_and_ladies", False)),
        shared_buildings=bool(config.get("shared_buildings", False)),
    )


def freedom_supply(rules: Rules, rng: random.Random) -> tuple[tuple[str, int], ...]:
    """players - 1 of each type; 2 players: 2 of each, minus 1 at random (tight: 2 different); solo: 2 of each."""
    if rules.solo:
        return tuple((f, 2) for f in FREEDOMS)
    if not rules.two_players:
        return tuple((f, rules.players - 1) for f in FREEDOMS)
    removed = rng.sample(FREEDOMS, 2 if rules.tight_freedoms else 1)
    return tuple((f, 2 - (f in removed)) for f in FREEDOMS)


def setup(config: GameConfig, seed: int | str) -> FlorenceState:
    data = load()
    c = data.constants
    rules = rules_from(config)
    rng = random.Random(f"{seed}:setup")
    professions = [instance("profession", p.id) for p in data.professions]
    prestige = [instance("prestige", p.id) for p in data.prestiges]
    bonus = [instance("bonus", b.id) for b in data.bonuses]
    for deck in (professions, prestige, bonus):
        rng.shuffle(deck)
    florins = c.start_florins_two_players if rules.two_players else c.start_florins
    players = []
    for _ in range(rules.players):
        dealt, professions = professions[: c.draft_draw], professions[c.draft_draw :]
        players.append(PlayerState(florins=florins, hand=tuple(sorted(dealt))))
    state = FlorenceState(
        seed=seed,
        ply=0,
        phase=DRAFT,
        rules=rules,
        players=tuple(players),
        start_player=rng.randrange(rules.players),
        draft=CommitSlots.open(tuple(range(rules.players))),
        best_work=(0,) * rules.players,
        buildings=tuple((b.id, b.copies) for b in data.buildings),
        landscapes=tuple((p.id, p.copies) for p in data.landscapes),
        freedoms=freedom_supply(rules, rng),
        jesters=c.jesters,
        builders=c.builders,
        profession_deck=tuple(professions),
        prestige_deck=tuple(prestige),
        bonus_deck=tuple(bonus),
        recruitment_deck=tuple(f"{RECRUIT_PREFIX}{i + 1}" for i in range(c.recruitment_cards)),
    )
    if rules.muses_and_ladies:
        from rules.florence.characters import new_board

        state = attrs.evolve(state, characters=new_board())
    if rules.solo:
        from rules.florence.solo import setup_solo

        state = setup_solo(state, rng)
    return state
