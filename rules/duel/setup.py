"""A new game: progress tokens, coins, the wonder draft, the three Age decks."""

from __future__ import annotations

import random

from rules.core.decisions import push_in_order
from rules.duel import data as D
from rules.duel import hooks
from rules.duel.state import DraftWonder, DuelState, Options, PlayerState

FIRST, SECOND = 0, 1


def draft_frames(round_number: int) -> tuple[DraftWonder, ...]:
    """The choosing picks of a draft round; the round's last wonder is given, not chosen."""
    setup = D.load().setup
    order = setup.draft_round_1 if round_number == 1 else setup.draft_round_2
    seat = {"first": FIRST, "second": SECOND}
    return tuple(DraftWonder(seat[who], round_number) for who in order[:-1])


def draft_last_taker(round_number: int) -> int:
    setup = D.load().setup
    order = setup.draft_round_1 if round_number == 1 else setup.draft_round_2
    return FIRST if order[-1] == "first" else SECOND


def shuffled(items, rng: random.Random) -> list:
    items = list(items)
    rng.shuffle(items)
    return items


def deal_ages(
    options: Options, rng: random.Random
) -> tuple[tuple[tuple[str, ...], ...], tuple[tuple[str, ...], ...], tuple[str, ...]]:
    """(deal order per Age, removed per Age, unused guilds), all hidden."""
    data = D.load()
    setup = data.setup
    extras = hooks.deal(options, rng)  # expansions' cards per Age (Agora: senators)
    deals, removed = [], []
    unused_guilds: tuple[str, ...] = ()
    for age in (1, 2, 3):
        deck = shuffled(data.deck(f"age_{age}"), rng)
        removed.append(tuple(deck[: setup.removed_per_age]))
        cards = deck[setup.removed_per_age :]
        if age == 3:
            guilds = shuffled(data.deck("guild"), rng)
            cards += guilds[: setup.guilds_in_age_3]
            unused_guilds = tuple(guilds[setup.guilds_in_age_3 :])
        for extra in extras:
            cards += extra[age - 1]
        deals.append(tuple(shuffled(cards, rng)))
    return tuple(deals), tuple(removed), unused_guilds


def setup_game(options: Options, seed: int | str, rng: random.Random) -> DuelState:
    data = D.load()
    setup = data.setup
    sets = ("base", *hooks.component_sets(options))
    tokens = shuffled(sorted(t for t, p in data.progress.items() if p.set in sets), rng)
    wonders = shuffled(sorted(w for w, x in data.wonders.items() if x.set in sets), rng)
    per_round = setup.wonders_per_draft_round
    deals, removed, unused_guilds = deal_ages(options, rng)
    military_tokens = hooks.military_tokens(options) or tuple(data.military_tokens)
    return DuelState(
        seed=seed,
        phase="draft",
        players=tuple(PlayerState(coins=setup.starting_coins) for _ in range(2)),
        options=options,
        decisions=push_in_order((), *draft_frames(1)),
        upcoming=deals,
        removed=removed,
        unused_guilds=unused_guilds,
        board_progress=tuple(tokens[: setup.progress_on_board]),
        box_progress=tuple(sorted(tokens[setup.progress_on_board :])),
        draft_offer=tuple(wonders[:per_round]),
        draft_next=tuple(wonders[per_round : 2 * per_round]),
        wonder_box=tuple(sorted(wonders[2 * per_round :])),
        military_tokens=military_tokens,
        agora=hooks.initial_state(options, rng),
    )
