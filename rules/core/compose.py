"""Composing one move from parts, with `legal_actions` as the only judge of what is legal.

Many decisions are combinations: which cards go into a bag, what to discard, which gold,
goods and promises make an offer. Listing every combination makes a long list whose
numbers shift as you move. A composition instead gathers parts one at a time and offers
only the parts that keep some legal move reachable. Two kinds, both immutable:

- `FlatComposition`: the decision's legal actions are all listed, and the game names each
  action's parts (`game.parts(action)`, a multiset of hashable tokens, e.g. the goods in a
  bag). The composition is a multiset too; a part may be added while some legal action
  still contains the result, and the move can be sent when the parts equal one legal
  action exactly.
- `StepComposition`: the engine itself takes the move as sub-decision steps (open a draft,
  add gold, add goods, send). The composition keeps the chosen steps locally and asks a
  `legal_after(steps)` callback (the table: it applies them to a scratch copy of the state
  with the engine's own `step`) which steps are legal next. Nothing reaches the game until
  the whole sequence is sent, so the other seats never see the draft half-made.

A game opts in with two optional, pure methods of its GAME object:
  `parts(action) -> tuple[Hashable, ...] | None`   flat parts of an action (None: not composable)
  `step_role(action) -> str | None`                "open" | "step" | "send" | None
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Callable, Hashable, Sequence

import attrs

Token = Hashable
OPEN, STEP, SEND = "open", "step", "send"


def _key(tokens: Sequence[Token]) -> tuple[tuple[Token, int], ...]:
    counted = Counter(tokens)
    return tuple(sorted(counted.items(), key=lambda item: repr(item[0])))


def _contains(whole: Counter[Token], part: Counter[Token]) -> bool:
    return all(whole[token] >= count for token, count in part.items())


@attrs.frozen
class FlatComposition:
    """Parts chosen toward one of `actions`; `parts[i]` are the parts of `actions[i]`."""

    actions: tuple[Any, ...]
    parts: tuple[tuple[Token, ...], ...]
    chosen: tuple[Token, ...] = ()

    @classmethod
    def build(
        cls, actions: Sequence[Any], parts_of: Callable[[Any], Sequence[Token] | None]
    ) -> "FlatComposition | None":
        """A composition over `actions`, or None when one of them has no parts."""
        parts = []
        for action in actions:
            found = parts_of(action)
            if found is None:
                return None
            parts.append(tuple(found))
        return cls(tuple(actions), tuple(parts))

    @property
    def kind(self) -> str:
        return "flat"

    def _counters(self) -> list[Counter[Token]]:
        return [Counter(p) for p in self.parts]

    def tokens(self) -> tuple[Token, ...]:
        """Every token any legal action uses, in first-seen order (the rows of a composer)."""
        seen: dict[Token, None] = {}
        for parts in self.parts:
            for token in parts:
                seen.setdefault(token, None)
        return tuple(seen)

    def count(self, token: Token) -> int:
        return self.chosen.count(token)

    def can_add(self, token: Token) -> bool:
        wanted = Counter(self.chosen)
        wanted[token] += 1
        return any(_contains(c, wanted) for c in self._counters())

    def can_remove(self, token: Token) -> bool:
        return token in self.chosen

    def add(self, token: Token) -> "FlatComposition":
        if not self.can_add(token):
            raise ValueError(f"{token!r} cannot be added: no legal move would contain it")
        return attrs.evolve(self, chosen=self.chosen + (token,))

    def remove(self, token: Token) -> "FlatComposition":
        if token not in self.chosen:
            raise ValueError(f"{token!r} is not chosen")
        index = len(self.chosen) - 1 - self.chosen[::-1].index(token)
        return attrs.evolve(self, chosen=self.chosen[:index] + self.chosen[index + 1 :])

    def clear(self) -> "FlatComposition":
        return attrs.evolve(self, chosen=())

    def action(self) -> Any | None:
        """The legal action whose parts equal the chosen ones, if any."""
        key = _key(self.chosen)
        for action, parts in zip(self.actions, self.parts):
            if _key(parts) == key:
                return action
        return None

    def to_send(self) -> tuple[Any, ...] | None:
        action = self.action()
        return None if action is None else (action,)

    def problem(self) -> str:
        """Why the chosen parts cannot be sent yet ("" when they can)."""
        if self.action() is not None:
            return ""
        sizes = sorted({len(p) for p in self.parts})
        have = len(self.chosen)
        if sizes and have < sizes[0]:
            return f"choose at least {sizes[0]}" if sizes[0] != sizes[-1] else f"choose exactly {sizes[0]}"
        if sizes and have > sizes[-1]:
            return f"choose at most {sizes[-1]}"
        return "this combination is not allowed"


@attrs.frozen
class StepComposition:
    """Steps chosen after `opening` (which may be empty); `legal_after(steps)` is the judge."""

    opening: tuple[Any, ...]
    legal_after: Callable[[tuple[Any, ...]], tuple[Any, ...]] = attrs.field(eq=False, repr=False)
    role: Callable[[Any], str | None] = attrs.field(eq=False, repr=False)
    chosen: tuple[Any, ...] = ()

    @property
    def kind(self) -> str:
        return "steps"

    def offered(self) -> tuple[Any, ...]:
        """The legal actions after the chosen steps."""
        return self.legal_after(self.opening + self.chosen)

    def tokens(self) -> tuple[Any, ...]:
        """The steps that can be added now, then chosen ones no longer offered (to remove them)."""
        rows = [a for a in self.offered() if self.role(a) == STEP]
        rows += [a for a in dict.fromkeys(self.chosen) if a not in rows]
        return tuple(rows)

    def count(self, token: Any) -> int:
        return self.chosen.count(token)

    def can_add(self, token: Any) -> bool:
        return self.role(token) == STEP and token in self.offered()

    def can_remove(self, token: Any) -> bool:
        if token not in self.chosen:
            return False
        return self._without(token) is not None

    def _without(self, token: Any) -> tuple[Any, ...] | None:
        """The chosen steps without the last `token`, if the rest still applies in order."""
        index = len(self.chosen) - 1 - self.chosen[::-1].index(token)
        rest = self.chosen[:index] + self.chosen[index + 1 :]
        for cut in range(len(rest)):
            if rest[cut] not in self.legal_after(self.opening + rest[:cut]):
                return None
        return rest

    def add(self, token: Any) -> "StepComposition":
        if not self.can_add(token):
            raise ValueError(f"{token!r} is not a legal step now")
        return attrs.evolve(self, chosen=self.chosen + (token,))

    def remove(self, token: Any) -> "StepComposition":
        rest = self._without(token) if token in self.chosen else None
        if rest is None:
            raise ValueError(f"{token!r} cannot be taken back")
        return attrs.evolve(self, chosen=rest)

    def clear(self) -> "StepComposition":
        return attrs.evolve(self, chosen=())

    def sender(self) -> Any | None:
        return next((a for a in self.offered() if self.role(a) == SEND), None)

    def to_send(self) -> tuple[Any, ...] | None:
        send = self.sender()
        return None if send is None else self.opening + self.chosen + (send,)

    def problem(self) -> str:
        return "" if self.sender() is not None else "add something first"


Composition = FlatComposition | StepComposition


def flat_for(game: Any, legal: Sequence[Any]) -> FlatComposition | None:
    """A flat composition when the game names parts for every legal action of the decision."""
    parts_of = game.parts
    if parts_of is None or len(legal) < 2:
        return None
    return FlatComposition.build(legal, parts_of)
