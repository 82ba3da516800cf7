"""Log lines (one English sentence per action, for one viewer, with what it set off) and the rules
section in play.

The words are those of `rules.duel.words` (shared with the action list). A line names the acting
seat by the players' names when they are given ("Bob builds Altar for 2 coins."); without names it
says "You" to the actor and "Player N" to the others. Whatever happened automatically because of the
action (the last wonder of a draft round handed out, military tokens, a new Age, coins from decrees,
the end of the game) is told in the same line, since it has no action of its own.
"""

from __future__ import annotations

import functools
from typing import Any

from rules.core.decisions import top
from rules.core.engine import GOD, rng_for
from rules.core.words import korean, say, with_particle
from rules.duel import data as D
from rules.duel import effects as E
from rules.duel import hooks, turns
from rules.duel import structure as S
from rules.duel import words as W
from rules.duel.costs import Payment
from rules.duel.state import DraftWonder, DuelState, EndOfTurn, PickDestroy, PickFromDiscard, PickProgress, PickStarter

#: Kept for callers that only need a name (glossary look-ups, tests).
name_of = W.name_of


def seat_name(seat: int) -> str:
    return say(f"Player {seat + 1}", f"플레이어 {seat + 1}")


class Voice:
    """How seats are named for one reader: by `names`, else 'you' / 'Player N'."""

    def __init__(self, viewer: int, names: tuple[str, ...] | None) -> None:
        self.viewer = viewer
        self.names = tuple(names) if names else None

    def who(self, seat: int) -> str:
        if self.names is not None and 0 <= seat < len(self.names) and self.names[seat]:
            return self.names[seat]
        return say("you", "당신") if seat == self.viewer else seat_name(seat)

    def subject(self, seat: int) -> tuple[str, bool]:
        """The subject of a sentence about `seat` and whether it is 'You' (verbs then take no -s)."""
        name = self.who(seat)
        return ("You", True) if name == "you" else (name, False)

    def whose(self, seat: int) -> str:
        name = self.who(seat)
        if korean():
            return f"{name}의"
        return "your" if name == "you" else f"{name}'s"

    def said(self, seat: int) -> str:
        """A seat as the subject of a Korean sentence, with its particle: '민준이', '지아가'."""
        return with_particle(self.who(seat), "이/가")


class StateFacts:
    """`words.Facts` read from the state before the action, as `viewer` may know them."""

    def __init__(self, state: DuelState, viewer: int, seat: int, voice: Voice) -> None:
        self.state, self.viewer, self.seat, self.voice = state, viewer, seat, voice

    def who(self, seat: int) -> str:
        return self.voice.who(seat)

    def whose(self, seat: int) -> str:
        return self.voice.whose(seat)

    def card(self, ident: str) -> str:
        return W.local_name(ident)

    def price(self, action: Any) -> Payment | None:
        return E.price(self.state, self.seat, action)

    def chain_source(self, card_id: str) -> str | None:
        return (
            W.chain_source(card_id, self.state.players[self.seat].buildings)
            if E.chain_available(self.state, self.seat, card_id)
            else None
        )

    def discard_coins(self) -> int:
        return E.discard_value(self.state, self.seat)

    def age(self) -> int:
        return self.state.age

    def frame(self) -> Any:
        return top(self.state.decisions)

    def knows(self, seat: int) -> bool:
        """Whether the reader may see `seat`'s secrets."""
        return self.viewer in (seat, GOD)


def describe(action: Any, state: DuelState, viewer: int, seat: int, names: tuple[str, ...] | None = None) -> str:
    voice = Voice(viewer, names)
    subject, you = voice.subject(seat)
    said = W.phrase(action, StateFacts(state, viewer, seat, voice), hooks.phrase)
    if said is not None:
        line = said.sentence(subject, you)
    else:
        line = say(
            f"{subject} {'play' if you else 'plays'} {type(action).__name__}.",
            f"{voice.said(seat)} {type(action).__name__} 행동을 했습니다.",
        )
    return " ".join([line, *events(action, state, viewer, seat, voice)])


# ----------------------------------------------------------------------------- automatic events


@functools.lru_cache(maxsize=64)  # one action is described for every reader in turn
def _after(action: Any, state: DuelState, seat: int) -> DuelState | None:
    """The state the action leads to (the same rng as the real step), or None if it is not legal here."""
    if state.phase == "end" or action not in turns.legal_actions(state, seat):
        return None
    return turns.apply_action(state, action, rng_for(state.seed, state.ply), seat)


def events(action: Any, before: DuelState, viewer: int, seat: int, voice: Voice) -> list[str]:
    """Sentences for what the action set off by itself, as `viewer` may know it."""
    after = _after(action, before, seat)
    if after is None:
        return []
    said: list[str] = []
    said += _draft_events(before, after, action, voice)
    said += _coin_events(before, after, action, seat, voice)
    said += _military_events(before, after, voice)
    said += hooks.events(before, action, after, seat, voice)
    said += _wonder_limit_events(before, after)
    said += _replay_events(before, after, seat, voice)
    said += _age_events(before, after, voice)
    said += _end_events(after, voice)
    return said


def _draft_events(before: DuelState, after: DuelState, action: Any, voice: Voice) -> list[str]:
    said = []
    for seat in (0, 1):
        new = [w.id for w in after.players[seat].wonders[len(before.players[seat].wonders) :]]
        for wonder in new:
            if wonder != getattr(action, "wonder", None) and before.phase == "draft":
                name = W.local_name(wonder)
                said.append(
                    say(
                        f"{voice.subject(seat)[0]} {'receive' if voice.subject(seat)[1] else 'receives'} "
                        f"{name}, the last wonder of the round.",
                        f"{voice.said(seat)} 이번 라운드의 마지막 불가사의 {W.obj(name)} 받았습니다.",
                    )
                )
    if after.phase == "draft" and after.draft_offer and set(after.draft_offer) - set(before.draft_offer):
        shown = ", ".join(W.local_name(w) for w in after.draft_offer)
        said.append(
            say(
                f"The second round's wonders are revealed: {shown}.",
                f"두 번째 라운드의 불가사의를 공개합니다: {shown}.",
            )
        )
    return said


def _coin_events(before: DuelState, after: DuelState, action: Any, seat: int, voice: Voice) -> list[str]:
    """Economy: the trading coins the acting seat paid go to its opponent."""
    price = E.price(before, seat, action)
    other = E.opponent(seat)
    if price is None or not price.trade or not E.has_progress(before, other, "economy"):
        return []
    subject, you = voice.subject(other)
    economy = W.local_name("economy")
    return [
        say(
            f"{subject} {'take' if you else 'takes'} the {W.coins_text(price.trade)} of trading ({economy}).",
            f"{voice.said(other)} 거래에 쓰인 {W.obj(W.coins_text(price.trade))} 받았습니다 ({economy}).",
        )
    ]


def _military_events(before: DuelState, after: DuelState, voice: Voice) -> list[str]:
    said = []
    moved = after.military - before.military
    if moved and after.phase != "end" or (moved and after.result is not None and after.result.end != "military"):
        toward = 1 if moved > 0 else 0
        said.append(
            say(
                f"The Conflict pawn moves {W.plural(abs(moved), 'space')} toward {voice.whose(toward)} capital.",
                f"전쟁 마커가 {voice.whose(toward)} 수도 쪽으로 {abs(moved)}칸 움직였습니다.",
            )
        )
    data = D.load()
    for token_id in before.military_tokens:
        if token_id in after.military_tokens:
            continue
        token = data.military_tokens.get(token_id) or data.agora.military_tokens[token_id]
        if token.opponent_loses_coins:
            subject, you = voice.subject(token.side)
            lost = W.coins_text(max(before.players[token.side].coins - after.players[token.side].coins, 0))
            said.append(
                say(
                    f"Military token: {subject} {'lose' if you else 'loses'} {lost}.",
                    f"약탈 토큰: {voice.said(token.side)} {W.obj(lost)} 잃었습니다.",
                )
            )
        else:
            mover = 1 - token.side
            subject, you = voice.subject(mover)
            said.append(
                say(
                    f"Military token: {subject} {'use' if you else 'uses'} {token.name}.",
                    f"{voice.said(mover)} {W.obj(W.local_name(token_id))} 사용합니다.",
                )
            )
    return said


def _wonder_limit_events(before: DuelState, after: DuelState) -> list[str]:
    retired = after.retired_wonders[len(before.retired_wonders) :]
    if not retired:
        return []
    back = ", ".join(W.local_name(w) for w in retired)
    return [
        say(
            f"The seventh wonder is built: {back} " + ("goes" if len(retired) == 1 else "go") + " back to the box.",
            f"일곱 번째 불가사의가 지어졌습니다: {with_particle(back, '은/는')} 상자로 돌아갑니다.",
        )
    ]


def _turn_ended(before: DuelState, after: DuelState) -> bool:
    """Whether the action finished a turn (its last follow-up choice, or a main action with none)."""
    ends = sum(isinstance(f, EndOfTurn) for f in before.decisions)
    if ends > sum(isinstance(f, EndOfTurn) for f in after.decisions):
        return True
    took = (
        before.structure is not None
        and after.structure is not None
        and (S.cards_left(after.structure) < S.cards_left(before.structure))
    )
    return top(before.decisions) is None and took and not any(isinstance(f, EndOfTurn) for f in after.decisions)


def _replay_events(before: DuelState, after: DuelState, seat: int, voice: Voice) -> list[str]:
    if after.phase != "play" or after.age != before.age or after.current != seat or not _turn_ended(before, after):
        return []
    subject, you = voice.subject(seat)
    return [say(f"{subject} {'play' if you else 'plays'} again.", f"{voice.said(seat)} 한 번 더 합니다.")]


def _age_events(before: DuelState, after: DuelState, voice: Voice) -> list[str]:
    if after.phase == "play" and before.phase == "draft":
        return [
            say(
                f"{W.age_text(1)} begins; {voice.who(after.current)} starts.",
                f"{W.age_text(1)}가 시작됩니다. {voice.said(after.current)} 먼저 합니다.",
            )
        ]
    if after.age > before.age and after.phase == "play":
        age = W.age_text(after.age)
        frame = next((f for f in after.decisions if isinstance(f, PickStarter)), None)
        if frame is not None:
            return [
                say(
                    f"{age} begins; {voice.who(frame.actor)} chooses who starts it.",
                    f"{age}가 시작됩니다. {voice.said(frame.actor)} 누가 먼저 할지 정합니다.",
                )
            ]
        return [say(f"{age} begins.", f"{age}가 시작됩니다.")]
    return []


def _end_events(after: DuelState, voice: Voice) -> list[str]:
    if after.result is None:
        return []
    if korean():
        winners = W.listing([voice.who(s) for s in after.result.winners])
        end = W.ENDS_KO.get(after.result.end, after.result.end)
        return [f"게임 종료: {with_particle(winners, '이/가')} 이겼습니다 ({end})."]
    winners = " and ".join(voice.who(s) for s in after.result.winners)
    verb = "win" if len(after.result.winners) > 1 or winners == "you" else "wins"
    return [f"Game over: {winners[:1].upper() + winners[1:]} {verb} ({after.result.end} victory)."]


def rules_section(state: DuelState) -> str:
    """The rules.md anchor that explains what is being decided now."""
    if state.phase == "end":
        return "end-of-game"
    frame = top(state.decisions)
    if isinstance(frame, DraftWonder) or state.phase == "draft":
        return "draft"
    if isinstance(frame, PickProgress):
        return "wonders" if frame.from_box else "science"
    if isinstance(frame, (PickDestroy, PickFromDiscard)):
        return "wonders"
    if isinstance(frame, PickStarter):
        return "end-of-age"
    return hooks.rules_section(state) or "turn"
