"""One log line per action (English or Korean, as `rules.core.words.speaking` says), written for a viewer, in the words of `rules.sheriff.words`.

`state` is the state *before* the action. With `names` (the players' display names) every line
is in the third person and names seats by them ("Bob declares 3 Apples."); without, the
viewer is "you" and other seats go by their stand's character (a fallback for tools).

The line is the action's `words.Phrase` (the one the action list shows in the imperative), read
from the state as the viewer may know it, followed by what the action set off by itself (a deal
carried out: the bag passes; a void promise: the merchant proves it). A line never tells what is
hidden from its viewer: a bag's content before it is handled, the steps of a draft (an empty
line: no log line at all), someone else's vote. When a deal turns out to promise bag goods that
exist nowhere, the line says so, and only the inspectors who were shown the bag and the stand
read what was in them.
"""

from __future__ import annotations

from typing import Any, Sequence

from rules.core import decisions as stack
from rules.core.engine import GOD, Seat
from rules.core.words import say
from rules.sheriff import actions as A
from rules.sheriff import words as W
from rules.sheriff.deals import plan_delivery
from rules.sheriff.state import DeputyStances, Negotiation, SheriffState
from rules.sheriff.view import deal_view


def state_facts(state: SheriffState, viewer: Seat, seat: Seat, voice: W.Voice) -> W.Facts:
    """`words.Facts` about `seat`'s action, read from the state before it as `viewer` may know it.

    The deal's draft is read whole: it is only worded when SendTerms makes it public (the draft
    steps themselves have no log line)."""
    top = stack.top(state.decisions)
    stance_merchant = top.merchant if isinstance(top, DeputyStances) else None
    own = viewer in (seat, GOD) and 0 <= seat < len(state.players)
    bag = tuple(W.cards_to_goods(state.players[seat].bag)) if own else None
    return W.Facts(seat, voice, state, deal_view(state, GOD), stance_merchant, bag or None)


def describe(
    action: object,
    state: SheriffState,
    viewer: Seat,
    seat: Seat,
    names: Sequence[str] | None = None,
) -> str:
    line = action_line(action, state, viewer, seat, names)
    if not line:
        return ""
    return " ".join([line, *events(action, state, W.log_voice(viewer, names))])


def action_line(
    action: object,
    state: SheriffState,
    viewer: Seat,
    seat: Seat,
    names: Sequence[str] | None = None,
) -> str:
    """The step alone, without what it set off (`narrate` tells that in lines of its own)."""
    if isinstance(action, W.DRAFT_STEPS):
        return ""  # the drafter alone sees the draft; what is sent is logged with SendTerms
    voice = W.log_voice(viewer, names)
    said = W.phrase(action, state_facts(state, viewer, seat, voice))
    if said is None:  # pragma: no cover - every action kind has a phrase
        return say(f"{voice.does(seat, 'act')}.", f"{voice.who_with(seat, '이/가')} 행동했습니다.")
    return said.sentence(voice, seat)


def events(action: Any, state: SheriffState, voice: W.Voice) -> list[str]:
    """Sentences for what the action set off by itself."""
    if isinstance(action, A.AcceptTerms):
        return _deal_done(state, voice)
    return []


def _inspectors_text(state: SheriffState, negotiation: Negotiation, voice: W.Voice) -> str:
    return W.inspectors_text(negotiation.joint, state.sheriff is not None, negotiation.authority, voice)


def _deal_done(state: SheriffState, voice: W.Voice) -> list[str]:
    """The bag passes; if goods promised from the bag exist nowhere, the merchant proves it by
    showing bag and stand to the inspectors, and only they read what they saw."""
    said = [say("The bag passes.", "주머니가 통과했습니다.")]
    negotiation = stack.top(state.decisions)
    if not isinstance(negotiation, Negotiation) or negotiation.pending is None:
        return said
    m = negotiation.merchant
    delivery = plan_delivery(state, m, negotiation.pending)
    if not delivery.void:
        return said
    said.append(W.void_text(delivery.void, m, _inspectors_text(state, negotiation, voice), voice))
    shown_to = state.deputies if negotiation.joint else (negotiation.authority,)
    if voice.viewer == GOD or voice.viewer in shown_to:
        player = state.players[m]
        said.append(
            W.shown_text(
                m, W.cards_to_goods(player.bag), W.cards_to_goods(player.stand_legal + player.stand_contraband), voice
            )
        )
    return said
