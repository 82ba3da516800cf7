"""Setting up a game: board, decks, player boards, the opening draft and turn order.

Order of setup: shuffle everything, (variant boards chosen in seat order or dealt at random),
the building draft (solo: draw 5 keep 3), then the start values and the first player.
"""

from __future__ import annotations

import random

import attrs

from rules.architects import cards as C
from rules.architects import economy as E
from rules.architects.data import LARGE, catalog
from rules.architects.state import (
    CHOOSE_BOARDS,
    DRAFT,
    PLACE,
    PLAY,
    ArchitectsState,
    Automa,
    BoardFrame,
    Draft,
    KeepStartFrame,
    Owner,
    Rules,
)
from rules.core.commits import CommitSlots
from rules.core.options import GameConfig

DRAFT_ROUNDS = 3


NEEDS_AI = (
    "Architects with 1 player is played against an AI opponent: choose it (option automa: "
    "constantine, standard, or helena, hard)"
)


def check_config(config: GameConfig) -> None:
    """Refuse a configuration the rulebook has no game for: 1 seat with no AI (L1656)."""
    if config.players == 1 and config.get("automa", "none") == "none":
        raise ValueError(NEEDS_AI)


def rules_from(config: GameConfig) -> Rules:
    check_config(config)
    automa = config.get("automa", "none")
    return Rules(
        variant_boards=bool(config.get("variant_boards", False)),
        variant_pick=config.get("variant_pick", "random"),
        automa=automa,
        guildhall_refresh=bool(config.get("guildhall_refresh", False)),
    )


def setup(config: GameConfig, seed: int | str) -> ArchitectsState:
    cat = catalog()
    rules = rules_from(config)
    rng = random.Random(f"{seed}:setup")
    seats = config.players
    has_ai = rules.automa != "none"
    owners = seats + (1 if has_ai else 0)
    solo = seats == 1

    market = [c.id for c in cat.black_market]
    rng.shuffle(market)
    rewards = [r.id for r in cat.rewards]
    rng.shuffle(rewards)
    pile = 2 * owners + 1
    apprentices = [a.id for a in cat.apprentices]
    rng.shuffle(apprentices)
    per_row = cat.const("face_up_apprentices_per_row")
    buildings = [b.id for b in cat.buildings if not (solo and b.solo_removed)]
    rng.shuffle(buildings)

    blank = Owner(
        virtue=cat.const("virtue"),
        home=cat.const("workers"),
        captives=(0,) * owners,
    )
    automa = None
    if has_ai:
        start = [s.id for s in cat.schemes if s.deck == "start"]
        future = [s.id for s in cat.schemes if s.deck == "future"]
        rng.shuffle(start)
        rng.shuffle(future)
        automa = Automa(rules.automa, tuple(start), future=tuple(future))
    first = rng.randrange(seats)
    order = tuple((first + i) % seats for i in range(seats)) + ((seats,) if has_ai else ())
    state = ArchitectsState(
        seed=seed,
        ply=0,
        phase=DRAFT,
        rules=rules,
        players=(blank,) * seats,
        ai=blank if has_ai else None,
        automa=automa,
        order=order,
        turn=0,
        stage=PLACE,
        decisions=(),
        workers=tuple((0,) * owners for _ in LARGE),
        market=(-1, -1, -1),
        guildhall=(),
        prison=(0,) * owners,
        tax=cat.const("tax_stand_silver"),
        building_deck=tuple(buildings),
        apprentice_deck=tuple(apprentices[2 * per_row :]),
        rows=(tuple(apprentices[:per_row]), tuple(apprentices[per_row : 2 * per_row])),
        coins=((0,) * per_row, (0,) * per_row),
        market_left=tuple(market),
        market_right=(),
        rewards=tuple(rewards[:pile]),
        boxed_rewards=tuple(rewards[pile:]),
    )
    if rules.variant_boards:
        if rules.variant_pick == "choose":
            frames = tuple(BoardFrame(seat) for seat in reversed(range(seats)))
            return attrs.evolve(state, phase=CHOOSE_BOARDS, decisions=frames)
        boards = [b.id for b in cat.boards]
        rng.shuffle(boards)
        players = tuple(attrs.evolve(p, board=boards[i]) for i, p in enumerate(state.players))
        state = attrs.evolve(state, players=players)
    return start_draft(state)


def start_draft(state: ArchitectsState) -> ArchitectsState:
    cat = catalog()
    seats = len(state.players)
    deck = state.building_deck
    if seats == 1:
        deal = cat.const("solo_deal")
        frame = KeepStartFrame(0, deck[:deal])
        return attrs.evolve(state, phase=DRAFT, building_deck=deck[deal:], decisions=(frame,))
    deal = cat.const("draft_deal")
    packs = tuple(deck[i * deal : (i + 1) * deal] for i in range(seats))
    draft = Draft(1, packs, CommitSlots.open(tuple(range(seats))))
    return attrs.evolve(state, phase=DRAFT, building_deck=deck[seats * deal :], draft=draft)


def draft_pick(state: ArchitectsState, seat: int, card: str) -> ArchitectsState:
    """A hidden pick; when every seat has picked, keep them and pass the packs left."""
    draft = state.draft
    draft = attrs.evolve(draft, slots=draft.slots.submit(seat, card))
    if not draft.slots.complete:
        return attrs.evolve(state, draft=draft)
    seats = len(state.players)
    players = list(state.players)
    rests = []
    for s in range(seats):
        pick = draft.slots.get(s)
        players[s] = attrs.evolve(players[s], hand=players[s].hand + (pick,))
        rests.append(tuple(c for c in draft.packs[s] if c != pick))
    state = attrs.evolve(state, players=tuple(players))
    if draft.round == DRAFT_ROUNDS:
        leftovers = tuple(c for rest in rests for c in rest)
        return attrs.evolve(state, draft=None, building_deck=state.building_deck + leftovers)
    # the pack of seat s goes to its left neighbour s + 1; seeing a new pack is a reveal
    packs = tuple(rests[(s - 1) % seats] for s in range(seats))
    draft = Draft(draft.round + 1, packs, CommitSlots.open(tuple(range(seats))))
    return attrs.evolve(state, draft=draft, revealed=state.revealed + 1)


def begin_play(state: ArchitectsState) -> ArchitectsState:
    """Start values (standard side or variant board), extra cards, turn order."""
    cat = catalog()
    seats = len(state.players)
    order = state.order
    if state.rules.variant_boards:
        for seat in range(seats):
            board = cat.board(state.players[seat].board)
            o = state.players[seat]
            o = attrs.evolve(o, virtue=board.starts_with("virtue"), debts=board.starts_with("debts"))
            state = state.with_owner(seat, o)
            state = E.gain(
                state,
                seat,
                tuple(
                    (r, board.starts_with(r))
                    for r in ("silver", "clay", "wood", "stone", "gold", "marble")
                    if board.starts_with(r)
                ),
            )
            prisoners = board.starts_with("prisoners")
            if prisoners:
                o = state.players[seat]
                state = state.with_owner(seat, attrs.evolve(o, home=o.home - prisoners))
                state = attrs.evolve(state, prison=state.prison[:seat] + (prisoners,) + state.prison[seat + 1 :])
            state = C.draw_buildings(state, seat, board.starts_with("buildings"))
        if seats > 1 or state.ai is None:
            # highest virtue starts; ties keep the random seat order
            human = [o for o in order if o < seats]
            first = max(human, key=lambda s: (state.players[s].virtue, -human.index(s)))
            start = human.index(first)
            human = human[start:] + human[:start]
            order = tuple(human) + tuple(o for o in order if o >= seats)
    else:
        silver = cat.const("starting_silver") if seats > 1 else (cat.const("solo_silver"),)
        for position, seat in enumerate(o for o in order if o < seats):
            state = E.gain(state, seat, (("silver", silver[position]),))
    return attrs.evolve(state, phase=PLAY, order=order, turn=0, stage=PLACE, revealed=state.revealed + 1)
