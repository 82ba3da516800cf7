"""The action phase: two actions a turn (work, build, freedom, profession, bonus), round end."""

from __future__ import annotations

import attrs

from rules.core import decisions as stack
from rules.florence import actions as A
from rules.florence import auction, common
from rules.florence.common import build_cost, minimum
from rules.florence.data import load
from rules.florence.scoring import automa_prestige_points, holdings, owns_piece, prestige_card_points, work_value
from rules.florence.state import (
    AUCTION,
    ENDING,
    OVER,
    FlorenceState,
    PlaceFrame,
    ProfessorFrame,
    Seat,
    TurnFrame,
    WorkFrame,
    is_recruitment,
    set_player,
    supply_count,
)


def played(player, card: str):
    """The player with `card` moved from hand to front (where a work is counted)."""
    hand = list(player.hand)
    hand.remove(card)
    known = tuple(c for c in player.known if c != card)
    return attrs.evolve(player, hand=tuple(hand), front=player.front + (card,), known=known)


LADY = "lady"  # the WorkFrame card of a Lady work


def lady_value(player) -> int:
    """The Lady's work: 3 per landscape, 2 per builder, 2 per building, 1 per profession/recruitment card."""
    counts = holdings(player)
    return (
        3 * counts["landscapes"] + 2 * player.builders + 2 * counts["buildings"] + len(player.hand) + len(player.front)
    )


def muse_bonus(state: FlorenceState, player) -> int:
    return state.round if "muse" in player.characters else 0


def value_of(state: FlorenceState, player, card: str, bonuses: tuple[str, ...] = ()) -> int:
    """A work's value with the Muse (R11: a Lady work too); `card` already lies in front."""
    base = lady_value(player) if card == LADY else work_value(player, card, bonuses)
    return base + muse_bonus(state, player)


def workable(state: FlorenceState, seat: Seat) -> list[str]:
    """Professions in hand that reach the round minimum with every bonus card in hand."""
    player = state.players[seat]
    need = minimum(state)
    return [
        card
        for card in player.hand
        if not is_recruitment(card) and value_of(state, played(player, card), card, player.bonus) >= need
    ]


def can_build(state: FlorenceState, seat: Seat, building: str) -> bool:
    player = state.players[seat]
    return (
        supply_count(state.buildings, building) > 0
        and not owns_piece(player, building)
        and player.florins >= build_cost(player.builders)
        and common.can_place(player, building, common.forbidden_cells(state, seat))
    )


def legal_turn(state: FlorenceState, frame: TurnFrame, seat: Seat) -> list:
    player = state.players[seat]
    data = load()
    cost = data.constants.action_cost
    out: list = []
    if frame.actions_left > 0:
        out += [A.Work(card) for card in workable(state, seat)]
        out += [A.Build(b.id) for b in data.buildings if can_build(state, seat, b.id)]
        if state.rules.shared_buildings:
            from rules.florence.shared import build_options

            out += build_options(state, seat, frame)
        if not frame.freedom_done and player.florins >= cost:
            out += [A.TakeFreedom(f) for f, count in state.freedoms if count > 0 and f not in player.freedoms]
        if not frame.profession_done and player.florins >= cost and state.profession_deck:
            out.append(A.DrawProfession())
        if player.florins >= cost and state.bonus_deck:
            out.append(A.DrawBonus())
        if "lady" in player.characters and value_of(state, player, LADY) >= minimum(state):
            out.append(A.LadyWork())
    out += [A.Recruit(other, card) for other, card in common.recruit_targets(state, seat)]
    if state.rules.muses_and_ladies:
        from rules.florence.characters import free_actions

        out += free_actions(state, seat)
    elif frame.actions_left > 0 and player.prestige > 0:
        out.append(A.SellPrestige())
    out.append(A.EndTurn())
    return out


def legal_work(state: FlorenceState, frame: WorkFrame, seat: Seat) -> list:
    player = state.players[seat]
    value = value_of(state, player, frame.card, frame.bonuses)
    rate = load().constants.convert_florins_per_prestige
    income = value * load().constants.work_florins_per_value
    out: list = []
    if value >= minimum(state):
        out += [A.FinishWork(n) for n in range(income // rate + 1)]
    if frame.card != LADY:  # no bonus cards with the Lady
        out += [A.AddBonus(b) for b in player.bonus if b not in frame.bonuses]
    return out


def _spend_action(state: FlorenceState, frame: TurnFrame, **changes) -> FlorenceState:
    new = attrs.evolve(frame, actions_left=frame.actions_left - 1, **changes)
    return attrs.evolve(state, decisions=stack.replace_top(state.decisions, new))


def apply_turn(state: FlorenceState, frame: TurnFrame, action, seat: Seat) -> FlorenceState:
    c = load().constants
    if isinstance(action, A.EndTurn):
        state = attrs.evolve(state, decisions=stack.pop(state.decisions), turns_done=state.turns_done + 1)
        return state
    if isinstance(action, A.Recruit):
        return common.recruit(state, seat, action.seat, action.card)
    if isinstance(action, (A.UseProfessor, A.MerchantRank)):
        from rules.florence import characters

        if isinstance(action, A.UseProfessor):
            return characters.use_professor(state, seat, action.deck)
        return characters.merchant_rank(state, seat)
    if isinstance(action, A.BuildShared):
        from rules.florence import shared

        return shared.start(state, seat, action)  # the action is spent only if the partner accepts
    if isinstance(action, A.LadyWork):
        from rules.florence.characters import drop

        state = _spend_action(state, frame)
        state = set_player(state, seat, drop(state.players[seat], "lady"))
        return attrs.evolve(state, decisions=stack.push(state.decisions, WorkFrame(seat, LADY)))
    if isinstance(action, A.Work):
        state = _spend_action(state, frame)
        state = set_player(state, seat, played(state.players[seat], action.card))
        return attrs.evolve(state, decisions=stack.push(state.decisions, WorkFrame(seat, action.card)))
    if isinstance(action, A.Build):
        state = _spend_action(state, frame)
        state = common.pay(state, seat, build_cost(state.players[seat].builders))
        return attrs.evolve(state, decisions=stack.push(state.decisions, PlaceFrame(seat, (action.building,))))
    if isinstance(action, A.TakeFreedom):
        state = _spend_action(state, frame, freedom_done=True)
        state = common.pay(state, seat, c.action_cost)
        player = state.players[seat]
        state = set_player(
            state, seat, attrs.evolve(player, freedoms=tuple(sorted(player.freedoms + (action.freedom,))))
        )
        freedoms = tuple((f, n - 1 if f == action.freedom else n) for f, n in state.freedoms)
        return attrs.evolve(state, freedoms=freedoms)
    if isinstance(action, A.DrawProfession):
        state = _spend_action(state, frame, profession_done=True)
        return common.start_draw(common.pay(state, seat, c.action_cost), seat, "profession")
    if isinstance(action, A.DrawBonus):
        state = _spend_action(state, frame)
        return common.start_draw(common.pay(state, seat, c.action_cost), seat, "bonus")
    raise TypeError(action)


def apply_work(state: FlorenceState, frame: WorkFrame, action, seat: Seat) -> FlorenceState:
    if isinstance(action, A.AddBonus):
        new = attrs.evolve(frame, bonuses=frame.bonuses + (action.card,))
        return attrs.evolve(state, decisions=stack.replace_top(state.decisions, new))
    c = load().constants
    player = state.players[seat]
    value = value_of(state, player, frame.card, frame.bonuses)
    income = value * c.work_florins_per_value - action.prestige * c.convert_florins_per_prestige
    bonus = tuple(b for b in player.bonus if b not in frame.bonuses)
    player = attrs.evolve(
        player, florins=player.florins + income, prestige=player.prestige + action.prestige, bonus=bonus
    )
    state = set_player(state, seat, player)
    best = tuple(max(v, value) if s == seat else v for s, v in enumerate(state.best_work))
    return attrs.evolve(
        state, best_work=best, used_bonus=state.used_bonus + frame.bonuses, decisions=stack.pop(state.decisions)
    )


def next_frame(state: FlorenceState) -> FlorenceState:
    """With nothing pending in the action phase: the next seat's turn, or the end of the round."""
    n = len(state.players)
    if state.turns_done < n:
        from rules.florence.characters import actions_for

        seat = (state.start_player + state.turns_done) % n
        return attrs.evolve(state, decisions=(TurnFrame(seat, actions_for(state.players[seat])),))
    return end_round(state)


def best_work_winners(best: tuple[int, ...]) -> tuple[int, ...]:
    top = max(best)
    return tuple(s for s, v in enumerate(best) if v == top) if top > 0 else ()


def end_round(state: FlorenceState) -> FlorenceState:
    c = load().constants
    best = state.best_work + ((state.solo.automa.best_work,) if state.solo else ())
    for seat in best_work_winners(best):
        if seat == len(state.players):  # the automa
            automa = state.solo.automa
            state = attrs.evolve(
                state,
                solo=attrs.evolve(
                    state.solo, automa=attrs.evolve(automa, prestige=automa.prestige + c.best_work_prestige)
                ),
            )
            continue
        player = state.players[seat]
        state = set_player(state, seat, attrs.evolve(player, prestige=player.prestige + c.best_work_prestige))
    n = len(state.players)
    if state.rules.muses_and_ladies:
        from rules.florence import characters

        state = characters.end_of_round(state)
        if state.round >= c.rounds:
            # ruling R11: a Professor still held is used now, before the final count
            holders = [s for s, p in enumerate(state.players) if "professor" in p.characters]
            if holders:
                frames = tuple(ProfessorFrame(s, later=False) for s in reversed(holders))
                return attrs.evolve(state, phase=ENDING, decisions=frames)
    if state.round >= c.rounds:
        return final_scoring(state)
    state = attrs.evolve(
        state,
        round=state.round + 1,
        start_player=(state.start_player + 1) % n,
        best_work=(0,) * n,
        phase=AUCTION,
        turns_done=0,
        decisions=(),
    )
    if state.solo is not None:
        solo = state.solo
        automa = attrs.evolve(solo.automa, best_work=0)
        return attrs.evolve(
            state, solo=attrs.evolve(solo, automa=automa, automa_starts=not solo.automa_starts, card="")
        )
    state = attrs.evolve(state, auction=auction.new_auction(state))
    return auction.next_frame(state)


def final_scoring(state: FlorenceState) -> FlorenceState:
    """Prestige cards count once, all against the same final holdings."""
    if state.rules.muses_and_ladies:
        from rules.florence.characters import end_of_game

        state = end_of_game(state)
    gains = [
        sum(prestige_card_points(state, seat, card) for card in player.prestige_cards)
        for seat, player in enumerate(state.players)
    ]
    if state.solo is not None:
        automa = state.solo.automa
        extra = sum(automa_prestige_points(state, card) for card in automa.prestige_cards)
        state = attrs.evolve(
            state, solo=attrs.evolve(state.solo, automa=attrs.evolve(automa, prestige=automa.prestige + extra))
        )
    players = tuple(attrs.evolve(p, prestige=p.prestige + g) for p, g in zip(state.players, gains))
    return attrs.evolve(state, players=players, phase=OVER, decisions=(), card_points=tuple(gains))
