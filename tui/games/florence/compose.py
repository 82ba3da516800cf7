"""Princes of Florence's words for the composer (tui.widgets.composer): a character bid and what a
Shared Buildings partner is asked to pay. The parts are rules.florence.compose's: a character's id
and one "+100" per 100 florins; the summary says exactly what Enter sends.
"""

from __future__ import annotations

from typing import Any

from rules.core import decisions as stack
from rules.core.words import say
from rules.florence.compose import STEP
from rules.florence.data import load
from rules.florence.state import CharacterFrame, SharedPayFrame
from rules.florence.words import character_name, piece_name


def token_label(token: Any, view: Any) -> str:
    if token == STEP:
        return say("100 florins", "100플로린")
    character = load().character_by_id.get(token)
    if character is None:
        return str(token)
    name = character_name(character.id)
    return say(
        f"the {name} ({character.low * 100}-{character.high * 100})",
        f"{name} ({character.low * 100}-{character.high * 100}플로린)",
    )


def compose_title(composition: Any, view: Any) -> str:
    frame = stack.top(view.decisions)
    if isinstance(frame, CharacterFrame):
        return say(
            "Character auction: one character and your bid, or nothing to pass",
            "특별 캐릭터 경매: 캐릭터 하나와 입찰가 (아무것도 고르지 않으면 패스)",
        )
    if isinstance(frame, SharedPayFrame):
        piece = piece_name(frame.building)
        return say(f"What you ask towards the shared {piece}", f"공동 {piece} 비용 중 요청할 금액")
    return say("Compose your move", "수 만들기")


def compose_summary(composition: Any, view: Any) -> str:
    chosen = tuple(composition.chosen)
    florins = 100 * chosen.count(STEP)
    frame = stack.top(view.decisions)
    if isinstance(frame, SharedPayFrame):
        piece = piece_name(frame.building)
        return say(
            f"Ask for {florins} florins towards the {piece} (0 to 2000).",
            f"{piece} 비용 중 {florins}플로린 요청 (0-2000플로린).",
        )
    characters = [t for t in chosen if t != STEP]
    if not characters:
        if not florins:
            return say(
                "Nothing chosen: you pass and leave the character auction.",
                "고른 것 없음: 패스하고 특별 캐릭터 경매에서 빠집니다.",
            )
        return say(f"{florins} florins: now choose a character.", f"{florins}플로린: 이제 캐릭터를 고르세요.")
    character = load().character_by_id[characters[0]]
    name = character_name(character.id)
    pawns = {p.character: p.space for p in getattr(view.characters, "pawns", ())}
    low = pawns[character.id] + 1 if character.id in pawns else character.low
    if composition.action() is None:
        return say(
            f"The {name}: bid {low * 100} to {character.high * 100} (you have {florins}).",
            f"{name}: {low * 100}-{character.high * 100}플로린 입찰 (지금 {florins}플로린).",
        )
    return say(f"Bid {florins} for the {name}.", f"{name}에 {florins}플로린 입찰.")
