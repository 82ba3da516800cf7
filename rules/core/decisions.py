"""The decision stack: multi-step choices and interrupts as immutable frames.

A game keeps `decisions: tuple[Frame, ...]` in its state, top last. `legal_actions`
reads the top frame; `apply` resolves it and may push follow-ups (a chained effect,
another player's reaction) or pop. Games subclass nothing: any frozen attrs value
with an `actor` field works as a frame.
"""

from __future__ import annotations

from typing import Any, TypeVar

T = TypeVar("T")


def top(stack: tuple[T, ...]) -> T | None:
    """The frame to resolve now, or None when the stack is empty."""
    return stack[-1] if stack else None


def push(stack: tuple[T, ...], *frames: T) -> tuple[T, ...]:
    """Frames pushed in the order given: the last one is resolved first."""
    return stack + frames


def push_in_order(stack: tuple[T, ...], *frames: T) -> tuple[T, ...]:
    """Frames to resolve in the order given (the first one on top)."""
    return stack + tuple(reversed(frames))


def pop(stack: tuple[T, ...]) -> tuple[T, ...]:
    if not stack:
        raise IndexError("pop from an empty decision stack")
    return stack[:-1]


def replace_top(stack: tuple[T, ...], frame: T) -> tuple[T, ...]:
    if not stack:
        raise IndexError("replace_top on an empty decision stack")
    return stack[:-1] + (frame,)


def actor_of(stack: tuple[Any, ...]) -> Any:
    """The actor of the top frame, or None."""
    frame = top(stack)
    return None if frame is None else frame.actor
