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
from rules.architects.describe import action_line, describe, gained
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
from rules.architects.words import (
    amount_text,
    cathedral_level,
    guild_space,
    location,
    market_space,
    obj,
    owner_name,
    plural,
    subject,
    topic,
    word_list,
)
from rules.core import decisions as stack
from rules.core.engine import rng_for
from rules.core.narration import ACTION, NOBODY, LogLine
from rules.core.words import korean, say

# kinds of line (LogLine.kind) besides ACTION
AI = "ai"  # the AI's turn and its outcome
BLACK_MARKET = "black-market"  # a Black Market reset: prisoners, new rewards, virtue and debts
ROUND = "round"  # the final round announced
END_OF_GAME = "end"  # the final round is over
START = "start"  # the draft is over, play begins
PRISON = "prison"  # a seat sent its captives (other owners' workers) to the Prison
CATHEDRAL = "cathedral"  # a seat reached a Cathedral level and revealed its Reward
WORKSHOP = "workshop"  # the optional Guildhall icon refreshed the Workshop

# stages of a step, in the order `walk` meets them
RESOLVE = "resolve"  # the seat's own action
DESTROY = "destroy"  # virtue past 14 offered (the AI destroys its debts at once)
DRAFT_START = "draft"
PLAY_START = "play"
AI_TURN = "ai"
RESET = "reset"  # reset steps 1-3: prisoners, new card, Gatekeepers asked
RESET_FINISH = "reset_end"  # reset steps 4-5: Squires, virtue, debts
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
    action: object,
    before: ArchitectsState,
    after: ArchitectsState,
    viewer: int,
    seat: int,
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
    """Turns stages into lines; a reset's two halves told in one line when they meet.

    Korean lines: the step's events as full sentences (~습니다); the clauses listed after a
    colon as short noun phrases (~함, ~음), as a game log reads."""

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
            yield LogLine(
                say(
                    f"The draft is over: {first} places the first worker.",
                    f"드래프트가 끝났습니다: {subject(first)} 첫 일꾼을 놓습니다.",
                ),
                NOBODY,
                START,
            )
        elif stage.name == TURN_END:
            yield from self.turn_end(stage)

    # ----- the seat's own step and what it set off for the others
    def own_step(self, stage: Stage, action: object, seat: int) -> Iterable[LogLine]:
        before, after = stage.before, stage.after
        who = self.name(before, seat)
        if isinstance(action, A.Guard) and action.kind == "send":
            sent = {o: after.prison[o] - before.prison[o] for o in range(before.owners) if o != seat}
            jailed = workers_of(sent, lambda o: self.name(before, o))
            yield LogLine(say(f"To the Prison: {jailed}.", f"교도소로 보냄: {jailed}."), seat, PRISON)
        level = after.owner(seat).cathedral
        if level > before.owner(seat).cathedral:
            reward = self.reward(before, after, seat)
            yield LogLine(
                say(
                    f"{who} reaches Cathedral level {level}{reward}.",
                    f"{subject(who)} {cathedral_level(level)}에 올랐습니다{reward}.",
                ),
                seat,
                CATHEDRAL,
            )
        if refreshed(before, after):
            yield LogLine(refreshed_line(), NOBODY, WORKSHOP)

    def reward(self, before: ArchitectsState, after: ArchitectsState, owner: int) -> str:
        """What reaching a Cathedral level gave: the Reward card revealed, or 1 virtue."""
        new = after.used_rewards[len(before.used_rewards) :]
        if not new:
            return say(" (no Reward card left: 1 virtue instead)", " (남은 보상 카드가 없어 대신 선행 1점)")
        gain = catalog().reward(new[-1]).gain
        shown = amount_text(gain)
        if owner == before.ai_index:
            kept = amount_text(tuple((r, n) for r, n in gain if r in ("virtue", "marble")))
            return say(
                f" and reveals a Reward card ({shown}), keeping {kept}",
                f" (보상 카드 공개: {shown}; 그중 {kept}만 가짐)",
            )
        return say(f" and reveals a Reward card: {shown}", f" (보상 카드 공개: {shown})")

    # ----- the AI
    def ai_turn(self, stage: Stage, destroyed: Stage | None) -> str:
        before, after = stage.before, stage.after
        ai = before.ai_index
        who = self.name(before, ai)
        automa = after.automa
        if automa.went == "recall":
            recall = self.recall(before, after)
            return say(f"{who} has no worker at home: {recall}.", f"{topic(who)} 보드에 일꾼이 없습니다: {recall}.")
        cat = catalog()
        number = int(automa.last.removeprefix("scheme"))
        scheme = cat.scheme(automa.last)
        went = automa.went
        where = self.where(before, went)
        if korean():
            line = f"{subject(who)} 책략 카드 {number}번을 공개하고 {where}에 일꾼을 놓았습니다"
        else:
            line = f"{who} reveals Scheme card {number} and places a worker {where}"
        effect = scheme.effect
        if went != scheme.location:
            closed = location(scheme.location)
            line += say(f" ({closed} is closed to it)", f" ({closed}에는 갈 수 없음)")
            effect = cat.ai_effect_at(went)
        parts = [part for part in (self.ai_effect(effect, before, after), self.ai_balance(before, after)) if part]
        if destroyed is not None:
            count = destroyed.before.ai.debts - destroyed.after.ai.debts
            if count:
                debts = plural(count, "unpaid debt")
                parts.append(say(f"virtue past 14 destroys {debts}", f"선행 14점 초과로 {debts} 파기"))
        if refreshed(before, after):
            parts.append(say("the Workshop is refreshed", "작업장 새로 고침"))
        return line + (": " + "; ".join(parts) if parts else "") + "."

    def where(self, before: ArchitectsState, went: str) -> str:
        """English: the place with its preposition ('at the Forest'); Korean: the place alone
        (the sentence adds 에)."""
        if went == "black_market":
            space = before.market.index(-1) + 1
            return say(f"on {market_space(space)}", market_space(space))
        if went == "guildhall":
            index = len(before.guildhall)
            if index >= guild_capacity(before):
                return say("beside the full Guildhall", "가득 찬 길드홀 옆")
            row, column = guild_position(before, index)
            return say(f"in the Guildhall ({guild_space(row, column)})", f"길드홀 ({guild_space(row, column)})")
        return say(f"at {location(went)}", location(went))

    def recall(self, before: ArchitectsState, after: ArchitectsState) -> str:
        ai = before.ai_index
        home = after.ai.home - before.ai.home
        sources = []
        if before.prison[ai]:
            sources.append(say(f"{before.prison[ai]} from the Prison", f"교도소에서 {before.prison[ai]}개"))
        for holder in range(before.owners):
            held = before.owner(holder).captives[ai] if holder != ai else 0
            if held:
                owner = self.name(before, holder)
                sources.append(say(f"{held} from {owner}'s board", f"{owner}의 개인 보드에서 {held}개"))
        board = home - before.prison[ai] - sum(before.owner(h).captives[ai] for h in range(before.owners) if h != ai)
        if board:
            sources.insert(0, say(f"{board} from the board", f"게임판에서 {board}개"))
        came = ", ".join(sources) or say("none away", "밖에 있던 일꾼 없음")
        workers = plural(home, "worker")
        return say(
            f"{workers} come home ({came}) and its Scheme discards are shuffled into its deck",
            f"{subject(workers)} 돌아오고 ({came}) 버린 책략 카드를 책략 카드 더미에 섞음",
        )

    def ai_effect(self, effect: str, before: ArchitectsState, after: ArchitectsState) -> str:
        ai = before.ai_index
        if effect == "capture_largest":
            taken = {}
            for owner in range(before.owners):
                count = after.ai.captives[owner] - before.ai.captives[owner]
                if count > 0:
                    spots = [location(loc) for loc in LARGE if before.at(loc, owner) and not after.at(loc, owner)]
                    taken[owner] = (count, spots)
            if not taken:
                return say("nobody to capture", "포획할 일꾼 없음")
            if korean():
                return (
                    word_list(
                        f"{word_list(spots)}에서 {self.name(before, owner)}의 일꾼 {count}개"
                        for owner, (count, spots) in taken.items()
                    )
                    + " 포획"
                )
            return "captures " + word_list(
                f"{count} of {self.name(before, owner)}'s workers at {' and '.join(spots)}"
                for owner, (count, spots) in taken.items()
            )
        if effect == "imprison_or_release":
            sent = {o: after.prison[o] - before.prison[o] for o in range(before.owners) if o != ai}
            if any(count > 0 for count in sent.values()):
                names = workers_of(sent, lambda o: self.name(before, o))
                return say(f"sends its captives to the Prison ({names})", f"포로를 교도소로 보냄 ({names})")
            freed = before.prison[ai] - after.prison[ai]
            if freed:
                workers = plural(freed, "worker")
                return say(f"frees its {workers} from the Prison", f"교도소에서 자기 {workers} 석방")
            return say(
                "no captives to send to the Prison and nobody of its own there",
                "교도소로 보낼 포로도, 교도소에 있는 자기 일꾼도 없음",
            )
        if effect == "steal_tax":
            return say(
                f"the {before.tax} silver on the Tax Stand go back to the supply",
                f"세금 관리소의 은화 {before.tax}개가 공급처로 돌아감",
            )
        if effect == "cathedral":
            level = after.ai.cathedral
            if level > before.ai.cathedral:
                reward = self.reward(before, after, ai)
                return say(f"climbs to Cathedral level {level}{reward}", f"{cathedral_level(level)}에 오름{reward}")
            if before.ai.cathedral >= len(catalog().cathedral):
                return say("already at the top of the Cathedral", "이미 대성당 꼭대기에 있음")
            return say("no free space on the next Cathedral level", "대성당 다음 레벨에 빈 칸 없음")
        return ""

    def ai_balance(self, before: ArchitectsState, after: ArchitectsState) -> str:
        """The AI's virtue, marble and debts moved by its turn."""
        b, a = before.ai, after.ai
        parts = []
        if a.virtue < b.virtue:
            parts.append(
                say(
                    f"loses {b.virtue - a.virtue} virtue (now {a.virtue})",
                    f"선행 {b.virtue - a.virtue}점 잃음 (현재 {a.virtue}점)",
                )
            )
        elif a.virtue > b.virtue:
            parts.append(
                say(
                    f"gains {a.virtue - b.virtue} virtue (now {a.virtue})",
                    f"선행 {a.virtue - b.virtue}점 얻음 (현재 {a.virtue}점)",
                )
            )
        if a.marble > b.marble:
            parts.append(say(f"takes {a.marble - b.marble} marble", f"대리석 {a.marble - b.marble}개 받음"))
        if a.debts > b.debts:
            debts = plural(a.debts - b.debts, "debt")
            parts.append(say(f"takes {debts}", f"{debts} 받음"))
        return ", ".join(parts)

    # ----- the Black Market reset
    def reset(self, start: Stage | None, finish: Stage | None) -> str:
        parts = []
        if start is not None:
            parts.extend(self.reset_start(start))
        if finish is not None:
            if start is None:
                parts.append(say("the Gatekeepers have chosen", "문지기 선택 완료"))
            parts.extend(self.reset_finish(finish))
        if start is not None:
            lead = say("Black Market reset", "암시장 재설정")
        else:
            lead = say("The Black Market reset ends", "암시장 재설정 마무리")
        return f"{lead}: " + "; ".join(parts) + "."

    def reset_start(self, stage: Stage) -> list[str]:
        before, after = stage.before, stage.after
        jailed = {o: before.market.count(o) for o in range(before.owners)}
        if any(jailed.values()):
            moved = workers_of(jailed, lambda o: self.name(before, o), say("nobody", "아무도"))
            parts = [say(f"{moved} go from the Black Market to the Prison", f"{subject(moved)} 암시장에서 교도소로 감")]
        else:
            parts = [say("nobody was on the Black Market", "암시장에 일꾼 없음")]
        if not before.market_left:
            parts.append(say("the spent cards are shuffled into a new pile", "사용한 카드를 섞어 새 더미를 만듦"))
        small, large = amount_text(market_reward(after, 1)), amount_text(market_reward(after, 3))
        parts.append(
            say(
                f"now on offer: space 1 gives {small}, space 3 gives {large}",
                f"새 보상: 1번 칸 ({small}), 3번 칸 ({large})",
            )
        )
        if before.automa is not None and len(after.automa.future) < len(before.automa.future):
            ai = self.name(before, before.ai_index)
            parts.append(
                say(f"a new Scheme card joins {ai}'s discards", f"새 책략 카드 1장이 {ai}의 버린 카드에 더해짐")
            )
        waiting = len(after.decisions) - len(before.decisions)
        if waiting:
            parts.append(
                say(
                    "Gatekeepers may free prisoners before the debts are given",
                    "채권을 주기 전에 문지기가 교도소의 일꾼을 석방할 수 있음",
                )
            )
        return parts

    def reset_finish(self, stage: Stage) -> list[str]:
        before, after = stage.before, stage.after
        order = owners_in_turn_order(before)
        parts = []
        for owner in order:
            if before.prison[owner] == 0 and C.count_kind(before.owner(owner), "squire"):
                pay = gained(before, after, owner)
                if pay:
                    who, paid = self.name(before, owner), amount_text(pay)
                    parts.append(say(f"{who}'s Squires pay {paid}", f"{who}의 종자가 {obj(paid)} 줌"))
        crowded = [self.name(before, o) for o in order if before.prison[o] >= PRISON_VIRTUE_FROM]
        if crowded:
            if korean():
                parts.append(f"{subject(word_list(crowded))} 선행 1점 잃음 (교도소에 {PRISON_VIRTUE_FROM}개 이상)")
            else:
                parts.append(
                    f"{word_list(crowded)} lose{'s' if len(crowded) == 1 else ''} 1 virtue "
                    f"({PRISON_VIRTUE_FROM} or more in the Prison)"
                )
        most = max(before.prison)
        if most == 0:
            parts.append(say("the Prison is empty: no debt", "교도소가 비어 채권 없음"))
        else:
            debtors = [self.name(before, o) for o in order if before.prison[o] == most]
            each = " each" if len(debtors) > 1 else ""
            if korean():
                parts.append(
                    f"교도소에 가장 많음 ({most}개): {subject(word_list(debtors))} 채권을 "
                    f"{'1장씩' if each else '1장'} 받음"
                )
            else:
                parts.append(
                    f"most in the Prison ({most}): {word_list(debtors)} take{'' if each else 's'} a debt{each}"
                )
        return parts

    # ----- the end of a turn
    def turn_end(self, stage: Stage) -> Iterable[LogLine]:
        before, after = stage.before, stage.after
        if before.final_turns == -1 and after.final_turns != -1:
            ai_too = self.name(before, before.ai_index) if before.ai is not None else ""
            if korean():
                everyone = f"모두({ai_too} 포함)" if ai_too else "모두"
                text = f"길드홀이 가득 찼습니다: 마지막 라운드입니다. {everyone} 차례를 한 번씩 더 갖습니다."
            else:
                ai = f" ({ai_too} too)" if ai_too else ""
                text = f"The Guildhall is full: final round, everyone{ai} takes one more turn."
            yield LogLine(text, NOBODY, ROUND)
        if after.phase == FINAL:
            yield LogLine(
                say("The final round is over: the game ends.", "마지막 라운드가 끝났습니다: 게임이 끝납니다."),
                NOBODY,
                END_OF_GAME,
            )


REFRESHED = "The Workshop is refreshed: the left-most apprentices leave and new ones come in."


def refreshed_line() -> str:
    return say(REFRESHED, "작업장이 새로 고쳐졌습니다: 맨 왼쪽 수습생이 나가고 새 수습생이 들어옵니다.")


def refreshed(before: ArchitectsState, after: ArchitectsState) -> bool:
    """The Guildhall refresh icon fired: a Guildhall worker came and the rows moved."""
    return before.rules.guildhall_refresh and len(after.guildhall) > len(before.guildhall) and after.rows != before.rows


#: The list join of the log lines ('a, b and c'), one with the labels' (`words.word_list`).
join = word_list


def workers_of(counts: dict[int, int], name, nobody: str = "nobody") -> str:
    """ "2 of Ann's workers and 1 of Ben's" from {owner: count} / "민준의 일꾼 2개와 지아의 일꾼 1개"."""
    items = [(owner, count) for owner, count in counts.items() if count > 0]
    if not items:
        return nobody
    if korean():
        return word_list(f"{name(owner)}의 일꾼 {count}개" for owner, count in items)
    first, rest = items[0], items[1:]
    texts = [f"{first[1]} of {name(first[0])}'s workers"] + [f"{count} of {name(owner)}'s" for owner, count in rest]
    return word_list(texts)
