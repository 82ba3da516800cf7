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
from rules.duel import data as D
from rules.duel import effects as E
from rules.duel import hooks, turns
from rules.duel import words as W
from rules.duel.costs import Payment
from rules.duel import structure as S
from rules.duel.state import DraftWonder, DuelState, EndOfTurn, PickDestroy, PickFromDiscard, PickProgress, PickStarter

#: Kept for callers that only need a name (glossary look-ups, tests).
name_of = W.name_of


def seat_name(seat: int) -> str:
    return f"Player {seat + 1}"


class Voice:
    """How seats are named for one reader: by `names`, else 'you' / 'Player N'."""

    def __init__(self, viewer: int, names: tuple[str, ...] | None) -> None:
        self.viewer = viewer
        self.names = tuple(names) if names else None

    def who(self, seat: int) -> str:
        if self.names is not None and 0 <= seat < len(self.names) and self.names[seat]:
            return self.names[seat]
        return "you" if seat == self.viewer else seat_name(seat)

    def subject(self, seat: int) -> tuple[str, bool]:
        """The subject of a sentence about `seat` and whether it is 'You' (verbs then take no -s)."""
        name = self.who(seat)
        return ("You", True) if name == "you" else (name, False)

    def whose(self, seat: int) -> str:
        name = self.who(seat)
        return "your" if name == "you" else f"{name}'s"


class StateFacts:
    """`words.Facts` read from the state before the action, as `viewer` may know them."""

    def __init__(self, state: DuelState, viewer: int, seat: int, voice: Voice) -> None:
        self.state, self.viewer, self.seat, self.voice = state, viewer, seat, voice

    def who(self, seat: int) -> str:
        return self.voice.who(seat)

    def whose(self, seat: int) -> str:
        return self.voice.whose(seat)

    def card(self, ident: str) -> str:
        return W.name_of(ident)

    def price(self, action: Any) -> Payment | None:
        return E.price(self.state, self.seat, action)

    def chain_source(self, card_id: str) -> str | None:
        return W.chain_source(card_id, self.state.players[self.seat].buildings) if E.chain_available(
            self.state, self.seat, card_id) else None

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
    line = said.sentence(subject, you) if said is not None else f"{subject} {'play' if you else 'plays'} {type(action).__name__}."
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
        new = [w.id for w in after.players[seat].wonders[len(before.players[seat].wonders):]]
        for wonder in new:
            if wonder != getattr(action, "wonder", None) and before.phase == "draft":
                said.append(f"{voice.subject(seat)[0]} {'receive' if voice.subject(seat)[1] else 'receives'} "
                            f"{W.name_of(wonder)}, the last wonder of the round.")
    if after.phase == "draft" and after.draft_offer and set(after.draft_offer) - set(before.draft_offer):
        said.append("The second round's wonders are revealed: " + ", ".join(W.name_of(w) for w in after.draft_offer) + ".")
    return said


def _coin_events(before: DuelState, after: DuelState, action: Any, seat: int, voice: Voice) -> list[str]:
    """Economy: the trading coins the acting seat paid go to its opponent."""
    price = E.price(before, seat, action)
    other = E.opponent(seat)
    if price is None or not price.trade or not E.has_progress(before, other, "economy"):
        return []
    subject, you = voice.subject(other)
    return [f"{subject} {'take' if you else 'takes'} the {W.coins_text(price.trade)} of trading (Economy)."]


def _military_events(before: DuelState, after: DuelState, voice: Voice) -> list[str]:
    said = []
    moved = after.military - before.military
    if moved and after.phase != "end" or (moved and after.result is not None and after.result.end != "military"):
        toward = 1 if moved > 0 else 0
        said.append(f"The Conflict pawn moves {W.plural(abs(moved), 'space')} toward {voice.whose(toward)} capital.")
    data = D.load()
    for token_id in before.military_tokens:
        if token_id in after.military_tokens:
            continue
        token = data.military_tokens.get(token_id) or data.agora.military_tokens[token_id]
        if token.opponent_loses_coins:
            subject, you = voice.subject(token.side)
            lost = before.players[token.side].coins - after.players[token.side].coins
            said.append(f"Military token: {subject} {'lose' if you else 'loses'} {W.coins_text(max(lost, 0))}.")
        else:
            mover = 1 - token.side
            subject, you = voice.subject(mover)
            said.append(f"Military token: {subject} {'use' if you else 'uses'} {token.name}.")
    return said


def _wonder_limit_events(before: DuelState, after: DuelState) -> list[str]:
    retired = after.retired_wonders[len(before.retired_wonders):]
    if not retired:
        return []
    return ["The seventh wonder is built: " + ", ".join(W.name_of(w) for w in retired) + " "
            + ("goes" if len(retired) == 1 else "go") + " back to the box."]


def _turn_ended(before: DuelState, after: DuelState) -> bool:
    """Whether the action finished a turn (its last follow-up choice, or a main action with none)."""
    ends = sum(isinstance(f, EndOfTurn) for f in before.decisions)
    if ends > sum(isinstance(f, EndOfTurn) for f in after.decisions):
        return True
    took = before.structure is not None and after.structure is not None and (
        S.cards_left(after.structure) < S.cards_left(before.structure))
    return top(before.decisions) is None and took and not any(isinstance(f, EndOfTurn) for f in after.decisions)


def _replay_events(before: DuelState, after: DuelState, seat: int, voice: Voice) -> list[str]:
    if after.phase != "play" or after.age != before.age or after.current != seat or not _turn_ended(before, after):
        return []
    subject, you = voice.subject(seat)
    return [f"{subject} {'play' if you else 'plays'} again."]


def _age_events(before: DuelState, after: DuelState, voice: Voice) -> list[str]:
    if after.phase == "play" and before.phase == "draft":
        return [f"Age I begins; {voice.who(after.current)} starts."]
    if after.age > before.age and after.phase == "play":
        age = W.ROMAN.get(after.age, str(after.age))
        frame = next((f for f in after.decisions if isinstance(f, PickStarter)), None)
        if frame is not None:
            return [f"Age {age} begins; {voice.who(frame.actor)} chooses who starts it."]
        return [f"Age {age} begins."]
    return []


def _end_events(after: DuelState, voice: Voice) -> list[str]:
    if after.result is None:
        return []
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
