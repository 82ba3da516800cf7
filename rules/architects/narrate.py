"""The log of Architects told as several lines a step (see rules.core.narration).

One action can set off a whole chain inside `turns.advance`: the end of the turn, a Black
Market reset, the AI's turn, a second reset the AI set off, the final round. The before and
after states alone cannot tell those apart (two resets, or the seat's own capture and the
AI's, mix in one difference), so `walk` replays the step one stage at a time with the same
functions and the same random source the engine used, and each stage is told from its own
before and after. The replay must land on the engine's own state; if it ever does not (the
flow in `turns.advance` changed and this mirror did not), the step falls back to its plain
`describe` line rather than tell something false.

Every line besides the seat's own is built from public facts only (worker counts, virtue,
debts, marble, the AI's revealed Scheme card, Reward and Black Market faces on show), so it
reads the same for every viewer; the seat's own line keeps `describe`'s privacy.
"""
from __future__ import annotations

import random
from typing import Iterable

import attrs

from rules.architects import actions as A
from rules.architects import cards as C
from rules.architects import frames
from rules.architects.automa import ai_turn
from rules.architects.data import LARGE, catalog
from rules.architects.describe import (
    LOCATION_NAMES,
    action_line,
    amount_text,
    describe,
    gained,
    owner_name,
    plural,
)
from rules.architects.locations import guild_capacity, guild_position, market_reward, place, take_back
from rules.architects.reset import PRISON_VIRTUE_FROM, owners_in_turn_order, reset_end, reset_start
from rules.architects.setup import begin_play, draft_pick, start_draft
from rules.architects.state import (
    AFTER,
    CHOOSE_BOARDS,
    DRAFT,
    END,
    FINAL,
    LIMIT,
    OVER,
    PLACE,
    RESET_END,
    ArchitectsState,
    LimitFrame,
)
from rules.architects.turns import destroy_prompts, end_turn
from rules.core import decisions as stack
from rules.core.engine import rng_for
from rules.core.narration import ACTION, NOBODY, LogLine

# kinds of line (LogLine.kind) besides ACTION
AI = "ai"                      # the AI's turn and its outcome
BLACK_MARKET = "black-market"  # a Black Market reset: prisoners, new rewards, virtue and debts
ROUND = "round"                # the final round announced
END_OF_GAME = "end"            # the final round is over
START = "start"                # the draft is over, play begins
PRISON = "prison"              # a seat sent its captives (other owners' workers) to the Prison
CATHEDRAL = "cathedral"        # a seat reached a Cathedral level and revealed its Reward
WORKSHOP = "workshop"          # the optional Guildhall icon refreshed the Workshop

# stages of a step, in the order `walk` meets them
RESOLVE = "resolve"            # the seat's own action
DESTROY = "destroy"            # virtue past 14 offered (the AI destroys its debts at once)
DRAFT_START = "draft"
PLAY_START = "play"
AI_TURN = "ai"
RESET = "reset"                # reset steps 1-3: prisoners, new card, Gatekeepers asked
RESET_FINISH = "reset_end"     # reset steps 4-5: Squires, virtue, debts
TURN_LIMIT = "limit"
TURN_END = "end_turn"
GAME_OVER = "over"


@attrs.frozen
class Stage:
    name: str
    before: ArchitectsState
    after: ArchitectsState


# ----------------------------------------------------------------- the replay
def resolve(state: ArchitectsState, action: object, seat: int) -> ArchitectsState:
    """`rules.apply` up to its `advance`: the seat's own action and nothing it sets off."""
    frame = stack.top(state.decisions)
    if frame is not None:
        return frames.resolve(state, frame, action)
    if state.phase == DRAFT:
        return draft_pick(state, seat, action.card)
    if isinstance(action, A.Place):
        return attrs.evolve(place(state, seat, action), stage=AFTER)
    if isinstance(action, A.TakeBack):
        return attrs.evolve(take_back(state, seat, action.where), stage=AFTER, placed="takeback")
    if isinstance(action, A.Pass):
        return attrs.evolve(state, stage=AFTER, placed="pass")
    raise ValueError(f"cannot apply {action!r} now")


def walk(before: ArchitectsState, action: object, seat: int) -> tuple[tuple[Stage, ...], ArchitectsState]:
    """The step's stages in order and the state it ends in (ply not counted): `turns.advance`
    walked one stage at a time, with the rng the engine gave this ply."""
    rng = rng_for(before.seed, before.ply)
    state = resolve(before, action, seat)
    stages = [Stage(RESOLVE, before, state)]
    while state.phase != OVER:
        prompted = destroy_prompts(state)
        if prompted != state:
            stages.append(Stage(DESTROY, state, prompted))
            state = prompted
        if state.decisions:
            break
        found = _next_stage(state, rng)
        if found is None:
            break
        name, following = found
        stages.append(Stage(name, state, following))
        state = following
    return tuple(stages), state


def _next_stage(state: ArchitectsState, rng: random.Random) -> tuple[str, ArchitectsState] | None:
    """One pass of `turns.advance`'s loop after its decision check (None where it returns)."""
    if state.phase == CHOOSE_BOARDS:
        return DRAFT_START, start_draft(state)
    if state.phase == DRAFT:
        return None if state.draft is not None else (PLAY_START, begin_play(state))
    if state.phase == FINAL:
        return GAME_OVER, attrs.evolve(state, phase=OVER)
    if state.stage == PLACE:
        if state.current != state.ai_index:
            return None
        return AI_TURN, attrs.evolve(ai_turn(state, rng), stage=AFTER)
    if state.stage == AFTER:
        if state.pending_reset:
            return RESET, reset_start(state, rng)
        return TURN_LIMIT, attrs.evolve(state, stage=LIMIT)
    if state.stage == RESET_END:
        return RESET_FINISH, attrs.evolve(reset_end(state), stage=LIMIT)
    if state.stage == LIMIT:
        current = state.current
        if current != state.ai_index and len(state.players[current].hand) > catalog().const("hand_limit"):
            state = attrs.evolve(state, decisions=state.decisions + (LimitFrame(current),))
        return TURN_LIMIT, attrs.evolve(state, stage=END)
    if state.stage == END:
        return TURN_END, end_turn(state)
    raise ValueError(f"unknown stage {state.stage!r}")


# ----------------------------------------------------------------- the story
def narrate(
    action: object, before: ArchitectsState, after: ArchitectsState, viewer: int, seat: int,
    names: tuple[str, ...] | None = None,
) -> tuple[LogLine, ...]:
    """The seat's own line, then one line per event its step set off, in order."""
    try:
        stages, end = walk(before, action, seat)
        replayed = attrs.evolve(end, ply=after.ply) == after
    except Exception:  # a log line must never take the game down: tell the plain line
        replayed = False
    if not replayed:
        return (LogLine(describe(action, before, viewer, seat, names), seat, ACTION),)
    lines = [LogLine(action_line(action, before, viewer, seat, names), seat, ACTION)]
    teller = _Teller(names)
    for index, stage in enumerate(stages):
        following = stages[index + 1] if index + 1 < len(stages) else None
        lines.extend(teller.tell(stage, action, seat, following))
    return tuple(lines)


class _Teller:
    """Turns stages into lines; a reset's two halves told in one line when they meet."""

    def __init__(self, names: tuple[str, ...] | None) -> None:
        self.names = names
        self.held_reset_start: Stage | None = None

    def name(self, state: ArchitectsState, index: int) -> str:
        return owner_name(state, index, self.names)

    def tell(self, stage: Stage, action: object, seat: int, following: Stage | None) -> Iterable[LogLine]:
        if stage.name == RESOLVE:
            yield from self.own_step(stage, action, seat)
        elif stage.name == AI_TURN:
            destroyed = following if following is not None and following.name == DESTROY else None
            yield LogLine(self.ai_turn(stage, destroyed), NOBODY, AI)
        elif stage.name == RESET:
            if following is not None and following.name == RESET_FINISH:
                self.held_reset_start = stage
                return
            yield LogLine(self.reset(stage, None), NOBODY, BLACK_MARKET)
        elif stage.name == RESET_FINISH:
            start, self.held_reset_start = self.held_reset_start, None
            yield LogLine(self.reset(start, stage), NOBODY, BLACK_MARKET)
        elif stage.name == PLAY_START:
            first = self.name(stage.after, stage.after.current)
            yield LogLine(f"The draft is over: {first} places the first worker.", NOBODY, START)
        elif stage.name == TURN_END:
            yield from self.turn_end(stage)

    # ----- the seat's own step and what it set off for the others
    def own_step(self, stage: Stage, action: object, seat: int) -> Iterable[LogLine]:
        before, after = stage.before, stage.after
        who = self.name(before, seat)
        if isinstance(action, A.Guard) and action.kind == "send":
            sent = {o: after.prison[o] - before.prison[o] for o in range(before.owners) if o != seat}
            yield LogLine(f"To the Prison: {workers_of(sent, lambda o: self.name(before, o))}.", seat, PRISON)
        level = after.owner(seat).cathedral
        if level > before.owner(seat).cathedral:
            yield LogLine(f"{who} reaches Cathedral level {level}{self.reward(before, after, seat)}.", seat,
                          CATHEDRAL)
        if refreshed(before, after):
            yield LogLine(REFRESHED, NOBODY, WORKSHOP)

    def reward(self, before: ArchitectsState, after: ArchitectsState, owner: int) -> str:
        """What reaching a Cathedral level gave: the Reward card revealed, or 1 virtue."""
        new = after.used_rewards[len(before.used_rewards):]
        if not new:
            return " (no Reward card left: 1 virtue instead)"
        gain = catalog().reward(new[-1]).gain
        if owner == before.ai_index:
            kept = tuple((r, n) for r, n in gain if r in ("virtue", "marble"))
            return f" and reveals a Reward card ({amount_text(gain)}), keeping {amount_text(kept)}"
        return f" and reveals a Reward card: {amount_text(gain)}"

    # ----- the AI
    def ai_turn(self, stage: Stage, destroyed: Stage | None) -> str:
        before, after = stage.before, stage.after
        ai = before.ai_index
        who = self.name(before, ai)
        automa = after.automa
        if automa.went == "recall":
            return f"{who} has no worker at home: {self.recall(before, after)}."
        cat = catalog()
        number = int(automa.last.removeprefix("scheme"))
        scheme = cat.scheme(automa.last)
        went = automa.went
        line = f"{who} reveals Scheme card {number} and places a worker {self.where(before, went)}"
        effect = scheme.effect
        if went != scheme.location:
            line += f" ({LOCATION_NAMES[scheme.location]} is closed to it)"
            effect = cat.ai_effect_at(went)
        parts = [part for part in (self.ai_effect(effect, before, after), self.ai_balance(before, after)) if part]
        if destroyed is not None:
            count = destroyed.before.ai.debts - destroyed.after.ai.debts
            if count:
                parts.append(f"virtue past 14 destroys {plural(count, 'unpaid debt')}")
        if refreshed(before, after):
            parts.append("the Workshop is refreshed")
        return line + (": " + "; ".join(parts) if parts else "") + "."

    def where(self, before: ArchitectsState, went: str) -> str:
        if went == "black_market":
            return f"on Black Market space {before.market.index(-1) + 1}"
        if went == "guildhall":
            index = len(before.guildhall)
            if index >= guild_capacity(before):
                return "beside the full Guildhall"
            row, column = guild_position(before, index)
            return f"in the Guildhall (row {row}, space {column})"
        return f"at {LOCATION_NAMES[went]}"

    def recall(self, before: ArchitectsState, after: ArchitectsState) -> str:
        ai = before.ai_index
        home = after.ai.home - before.ai.home
        sources = []
        if before.prison[ai]:
            sources.append(f"{before.prison[ai]} from the Prison")
        for holder in range(before.owners):
            held = before.owner(holder).captives[ai] if holder != ai else 0
            if held:
                sources.append(f"{held} from {self.name(before, holder)}'s board")
        board = home - before.prison[ai] - sum(
            before.owner(h).captives[ai] for h in range(before.owners) if h != ai)
        if board:
            sources.insert(0, f"{board} from the board")
        return (f"{plural(home, 'worker')} come home ({', '.join(sources) or 'none away'}) "
                "and its Scheme discards are shuffled into its deck")

    def ai_effect(self, effect: str, before: ArchitectsState, after: ArchitectsState) -> str:
        ai = before.ai_index
        if effect == "capture_largest":
            taken = {}
            for owner in range(before.owners):
                count = after.ai.captives[owner] - before.ai.captives[owner]
                if count > 0:
                    spots = [LOCATION_NAMES[loc] for loc in LARGE
                             if before.at(loc, owner) and not after.at(loc, owner)]
                    taken[owner] = (count, spots)
            if not taken:
                return "nobody to capture"
            return "captures " + join(
                f"{count} of {self.name(before, owner)}'s workers at {' and '.join(spots)}"
                for owner, (count, spots) in taken.items())
        if effect == "imprison_or_release":
            sent = {o: after.prison[o] - before.prison[o] for o in range(before.owners) if o != ai}
            if any(count > 0 for count in sent.values()):
                names = workers_of(sent, lambda o: self.name(before, o))
                return f"sends its captives to the Prison ({names})"
            freed = before.prison[ai] - after.prison[ai]
            if freed:
                return f"frees its {plural(freed, 'worker')} from the Prison"
            return "no captives to send to the Prison and nobody of its own there"
        if effect == "steal_tax":
            return f"the {before.tax} silver on the Tax Stand go back to the supply"
        if effect == "cathedral":
            level = after.ai.cathedral
            if level > before.ai.cathedral:
                return f"climbs to Cathedral level {level}{self.reward(before, after, ai)}"
            if before.ai.cathedral >= len(catalog().cathedral):
                return "already at the top of the Cathedral"
            return "no free space on the next Cathedral level"
        return ""

    def ai_balance(self, before: ArchitectsState, after: ArchitectsState) -> str:
        """The AI's virtue, marble and debts moved by its turn."""
        b, a = before.ai, after.ai
        parts = []
        if a.virtue < b.virtue:
            parts.append(f"loses {b.virtue - a.virtue} virtue (now {a.virtue})")
        elif a.virtue > b.virtue:
            parts.append(f"gains {a.virtue - b.virtue} virtue (now {a.virtue})")
        if a.marble > b.marble:
            parts.append(f"takes {a.marble - b.marble} marble")
        if a.debts > b.debts:
            parts.append(f"takes {plural(a.debts - b.debts, 'debt')}")
        return ", ".join(parts)

    # ----- the Black Market reset
    def reset(self, start: Stage | None, finish: Stage | None) -> str:
        parts = []
        if start is not None:
            parts.extend(self.reset_start(start))
        if finish is not None:
            if start is None:
                parts.append("the Gatekeepers have chosen")
            parts.extend(self.reset_finish(finish))
        lead = "Black Market reset" if start is not None else "The Black Market reset ends"
        return f"{lead}: " + "; ".join(parts) + "."

    def reset_start(self, stage: Stage) -> list[str]:
        before, after = stage.before, stage.after
        jailed = {o: before.market.count(o) for o in range(before.owners)}
        parts = [f"{workers_of(jailed, lambda o: self.name(before, o), 'nobody')} go from the Black Market "
                 "to the Prison" if any(jailed.values()) else "nobody was on the Black Market"]
        if not before.market_left:
            parts.append("the spent cards are shuffled into a new pile")
        parts.append(f"now on offer: space 1 gives {amount_text(market_reward(after, 1))}, "
                     f"space 3 gives {amount_text(market_reward(after, 3))}")
        if before.automa is not None and len(after.automa.future) < len(before.automa.future):
            parts.append(f"a new Scheme card joins {self.name(before, before.ai_index)}'s discards")
        waiting = len(after.decisions) - len(before.decisions)
        if waiting:
            parts.append("Gatekeepers may free prisoners before the debts are given")
        return parts

    def reset_finish(self, stage: Stage) -> list[str]:
        before, after = stage.before, stage.after
        order = owners_in_turn_order(before)
        parts = []
        for owner in order:
            if before.prison[owner] == 0 and C.count_kind(before.owner(owner), "squire"):
                pay = gained(before, after, owner)
                if pay:
                    parts.append(f"{self.name(before, owner)}'s Squires pay {amount_text(pay)}")
        crowded = [self.name(before, o) for o in order if before.prison[o] >= PRISON_VIRTUE_FROM]
        if crowded:
            parts.append(f"{join(crowded)} lose{'s' if len(crowded) == 1 else ''} 1 virtue "
                         f"({PRISON_VIRTUE_FROM} or more in the Prison)")
        most = max(before.prison)
        if most == 0:
            parts.append("the Prison is empty: no debt")
        else:
            debtors = [self.name(before, o) for o in order if before.prison[o] == most]
            each = " each" if len(debtors) > 1 else ""
            parts.append(f"most in the Prison ({most}): {join(debtors)} take{'' if each else 's'} a debt{each}")
        return parts

    # ----- the end of a turn
    def turn_end(self, stage: Stage) -> Iterable[LogLine]:
        before, after = stage.before, stage.after
        if before.final_turns == -1 and after.final_turns != -1:
            ai = f" ({self.name(before, before.ai_index)} too)" if before.ai is not None else ""
            yield LogLine(f"The Guildhall is full: final round, everyone{ai} takes one more turn.", NOBODY, ROUND)
        if after.phase == FINAL:
            yield LogLine("The final round is over: the game ends.", NOBODY, END_OF_GAME)


REFRESHED = "The Workshop is refreshed: the left-most apprentices leave and new ones come in."


def refreshed(before: ArchitectsState, after: ArchitectsState) -> bool:
    """The Guildhall refresh icon fired: a Guildhall worker came and the rows moved."""
    return (before.rules.guildhall_refresh and len(after.guildhall) > len(before.guildhall)
            and after.rows != before.rows)


def join(words: Iterable[str]) -> str:
    items = list(words)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def workers_of(counts: dict[int, int], name, nobody: str = "nobody") -> str:
    """"2 of Ann's workers and 1 of Ben's" from {owner: count}."""
    items = [(owner, count) for owner, count in counts.items() if count > 0]
    if not items:
        return nobody
    first, rest = items[0], items[1:]
    texts = [f"{first[1]} of {name(first[0])}'s workers"] + [f"{count} of {name(owner)}'s" for owner, count in rest]
    return join(texts)

