"""Agora's actions in words (`phrase`, for log lines and labels alike: never another seat's hidden
conspiracy, nor a face-down decree), what they set off by themselves (`events`), and the rules.md
anchor of each Agora decision."""

from __future__ import annotations

from typing import Any

from rules.core.decisions import top
from rules.core.words import korean, say, with_particle
from rules.duel import data as D
from rules.duel import words as W
from rules.duel.agora import senate
from rules.duel.agora.state import (
    BlockProgress,
    BuildFromTopRow,
    BuildRemovedCard,
    ConspiracyEffect,
    ConspiratorChoice,
    Conspire,
    Decline,
    DiscardAccessible,
    KeepConspiracy,
    KeepDrawn,
    MoveCube,
    MoveDecree,
    OptionalMove,
    PlaceAnywhere,
    PlaceCube,
    PlayBoxToken,
    PrepareConspiracy,
    Recruit,
    RemoveCube,
    RemoveOpponentCube,
    SabotageWonder,
    SeizeCard,
    SeizeWonder,
    SenateActions,
    SwapCards,
    TriggerConspiracy,
    TriggerUnprepared,
)
from rules.duel.words import SUBJECT, Phrase, obj


def _name(ident: str) -> str:
    return W.local_name(ident)


def _decree_face_down(facts: Any, number: int) -> bool:
    """Whether chamber `number` still holds a face-down decree (read from the state, or the view)."""
    state = getattr(facts, "state", None)
    if state is not None:
        return any(d in state.agora.hidden_decrees for d in senate.chamber(state, number).decrees)
    chambers = getattr(getattr(getattr(facts, "view", None), "agora", None), "chambers", ()) or ()
    return any(c.number == number and c.face_down_decrees for c in chambers)


def _drawn(facts: Any, seat: int) -> tuple[str, ...]:
    state = getattr(facts, "state", None)
    if state is not None:
        return state.agora.players[seat].drawn
    return tuple(getattr(getattr(getattr(facts, "view", None), "agora", None), "drawn", ()) or ())


def _in_box(facts: Any, token: str) -> bool:
    state = getattr(facts, "state", None)
    return state is not None and token in state.box_progress


def _arrival(facts: Any, number: int) -> str:
    """', turning its decree face up' when a cube reveals a decree (the decree is named by the event)."""
    if not _decree_face_down(facts, number):
        return ""
    return say(", turning its decree face up", " (법령을 앞면으로 뒤집음)")


def phrase(action: Any, facts: Any) -> Phrase | None:
    """The words for an Agora action (None if it is not Agora's), as `facts` lets the reader know."""
    seat = facts.seat
    theirs = facts.whose(1 - seat)
    frame = facts.frame()
    if isinstance(action, Recruit):
        card, price = facts.card(action.card), W.price_text(facts.price(action))
        return Phrase(
            f"{{recruit}} {card} {price}", f"{card} 고용 {price}", f"{SUBJECT} {obj(card)} 고용했습니다 {price}"
        )
    if isinstance(action, PrepareConspiracy):
        plot = _name(action.conspiracy) if facts.knows(seat) else say("a conspiracy", "모략 1장")
        card = facts.card(action.card)
        return Phrase(
            f"{{prepare}} {plot}, tucking {card} under it",
            f"모략 {plot} 준비 ({card} 끼워 넣기)" if facts.knows(seat) else f"{plot} 준비 ({card} 끼워 넣기)",
            f"{SUBJECT} {obj(card)} 끼워 넣어 {obj(plot)} 준비했습니다",
        )
    if isinstance(action, TriggerConspiracy):
        unprepared = isinstance(frame, TriggerUnprepared)
        plot = _name(action.conspiracy)
        how = (
            say(" (not prepared, through Curia Julia)", f" (준비 없이, {_name('curia_julia')} 효과)")
            if unprepared
            else ""
        )
        return Phrase(
            f"{{trigger}} the conspiracy {plot}{how}",
            f"모략 {plot} 발동{how}",
            f"{SUBJECT} 모략 {obj(plot)} 발동했습니다{how}",
        )
    if isinstance(action, PlaceCube):
        chamber, arrival = W.chamber_text(action.chamber), _arrival(facts, action.chamber)
        return Phrase(
            f"{{place}} an influence cube in {chamber}{arrival}",
            f"{chamber}에 영향력 마커 배치{arrival}",
            f"{SUBJECT} {chamber}에 영향력 마커를 놓았습니다{arrival}",
        )
    if isinstance(action, MoveCube):
        origin, destination = W.chamber_text(action.origin), W.chamber_text(action.destination)
        arrival = _arrival(facts, action.destination)
        return Phrase(
            f"{{move}} an influence cube from {origin} to {destination}{arrival}",
            f"영향력 마커 이동: {origin}에서 {destination}로{arrival}",
            f"{SUBJECT} 영향력 마커를 {origin}에서 {destination}로 옮겼습니다{arrival}",
        )
    if isinstance(action, RemoveCube):
        chamber = W.chamber_text(action.chamber)
        return Phrase(
            f"{{remove}} one of {theirs} influence cubes from {chamber}",
            f"{chamber}에서 {theirs} 영향력 마커 1개 제거",
            f"{SUBJECT} {chamber}에서 {theirs} 영향력 마커 1개를 제거했습니다",
        )
    if isinstance(action, Conspire):
        return Phrase(
            "{conspire}, drawing 2 conspiracies", "모략: 모략 카드 2장 뽑기", f"{SUBJECT} 모략 카드 2장을 뽑았습니다"
        )
    if isinstance(action, KeepConspiracy):
        where = "on top of" if action.other_on_top else "at the bottom of"
        where_ko = "덱 맨 위에" if action.other_on_top else "덱 맨 아래에"
        if facts.knows(seat):
            other = next((c for c in _drawn(facts, seat) if c != action.keep), None)
            other_name = _name(other) if other else say("the other", "나머지")
            keep = _name(action.keep)
            other_ko = with_particle(f"모략 {other_name}" if other else other_name, "은/는")
            return Phrase(
                f"{{keep}} {keep} and {{put}} {other_name} {where} the deck",
                f"모략 {keep} 갖기, {other_ko} {where_ko} 놓기",
                f"{SUBJECT} 모략 {obj(keep)} 갖고 {other_ko} {where_ko} 놓았습니다",
            )
        return Phrase(
            f"{{keep}} one conspiracy and {{put}} the other {where} the deck",
            f"모략 1장 갖기, 나머지는 {where_ko} 놓기",
            f"{SUBJECT} 모략 1장을 갖고 나머지는 {where_ko} 놓았습니다",
        )
    if isinstance(action, Decline):
        declined = _declined(frame)
        return Phrase(f"{{decline}} {declined}", f"{declined} 포기", f"{SUBJECT} {obj(declined)} 포기했습니다")
    if isinstance(action, SeizeWonder):
        wonder = _name(action.wonder)
        return Phrase(
            f"{{take}} {wonder} from {theirs} unbuilt wonders",
            f"{theirs} 짓지 않은 불가사의 {wonder} 빼앗기",
            f"{SUBJECT} {theirs} 짓지 않은 불가사의 {obj(wonder)} 빼앗았습니다",
        )
    if isinstance(action, SabotageWonder):
        wonder = _name(action.wonder)
        return Phrase(
            f"{{return}} {theirs} {wonder} to the box",
            f"{theirs} {wonder} 상자로 되돌리기",
            f"{SUBJECT} {theirs} {obj(wonder)} 상자로 되돌렸습니다",
        )
    if isinstance(action, BlockProgress):
        hidden = _in_box(facts, action.token) and not facts.knows(seat)
        if hidden:
            token = say("a progress token from the box", "상자의 진보 토큰 1개")
        else:
            token = say(f"the progress token {_name(action.token)}", f"진보 토큰 {_name(action.token)}")
        return Phrase(
            f"{{block}} {token} for the rest of the game",
            f"{token} 게임 끝까지 봉쇄",
            f"{SUBJECT} {obj(token)} 게임 끝까지 봉쇄했습니다",
        )
    if isinstance(action, BuildFromTopRow):
        card = facts.card(action.card)
        return Phrase(
            f"{{build}} {card} from the top row of the structure for free",
            f"카드 구조물 맨 윗줄의 {card} 공짜로 건설",
            f"{SUBJECT} 카드 구조물 맨 윗줄의 {obj(card)} 공짜로 건설했습니다",
        )
    if isinstance(action, BuildRemovedCard):
        card = facts.card(action.card)
        return Phrase(
            f"{{build}} {card}, a card removed at setup, for free",
            f"게임 준비 때 뺀 카드 {card} 공짜로 건설",
            f"{SUBJECT} 게임 준비 때 뺀 카드 {obj(card)} 공짜로 건설했습니다",
        )
    if isinstance(action, PlayBoxToken):
        token = _name(action.token)
        return Phrase(
            f"{{take}} the progress token {token} from the box",
            f"상자에서 진보 토큰 {token} 가져가기",
            f"{SUBJECT} 상자에서 진보 토큰 {obj(token)} 가져갔습니다",
        )
    if isinstance(action, DiscardAccessible):
        card = facts.card(action.card)
        return Phrase(
            f"{{discard}} {card} from the structure",
            f"카드 구조물에서 {card} 버리기",
            f"{SUBJECT} 카드 구조물에서 {obj(card)} 버렸습니다",
        )
    if isinstance(action, SeizeCard):
        card = facts.card(action.card)
        return Phrase(
            f"{{take}} {card} from {theirs} city",
            f"{theirs} 도시에서 {card} 가져오기",
            f"{SUBJECT} {theirs} 도시에서 {obj(card)} 가져왔습니다",
        )
    if isinstance(action, SwapCards):
        take, give = facts.card(action.take), facts.card(action.give)
        return Phrase(
            f"{{take}} {take} from {theirs} city and {{give}} {give} in exchange",
            f"{theirs} 도시에서 {take} 가져오고 {give} 내주기",
            f"{SUBJECT} {theirs} 도시에서 {obj(take)} 가져오고 {obj(give)} 내주었습니다",
        )
    if isinstance(action, MoveDecree):
        origin, destination = W.chamber_text(action.origin), W.chamber_text(action.destination)
        return Phrase(
            f"{{move}} the decree of {origin} under the decree of {destination}",
            f"{origin}의 법령을 {destination} 법령 아래로 옮기기",
            f"{SUBJECT} {origin}의 법령을 {destination} 법령 아래로 옮겼습니다",
        )
    return None


def _declined(frame: Any) -> str:
    if isinstance(frame, SenateActions):
        return say(
            f"the remaining {frame.remaining} senate action{'s' if frame.remaining > 1 else ''}",
            f"남은 원로원 액션 {frame.remaining}회",
        )
    if isinstance(frame, OptionalMove):
        return say("to move an influence cube", "영향력 마커 이동")
    if isinstance(frame, TriggerUnprepared):
        return say("to trigger a conspiracy", "모략 발동")
    if isinstance(frame, ConspiracyEffect):
        return say(f"to use {_name(frame.conspiracy)} again", f"{_name(frame.conspiracy)} 다시 사용")
    return say("the option", "선택")


def events(before: Any, action: Any, after: Any, seat: int, voice: Any) -> list[str]:
    """What an action set off in the senate and with the decrees, told in its log line."""
    said: list[str] = []
    for decree in before.agora.hidden_decrees:
        if decree not in after.agora.hidden_decrees:
            shown = _name(decree).removeprefix("Decree: ").removeprefix("법령: ")
            said.append(say(f"A decree is turned face up: {shown}.", f"법령을 앞면으로 뒤집습니다: {shown}."))
    said += _coins_from_decrees(before, action, after, voice)
    said += _conspiracy_coins(before, action, after, seat, voice)
    for number in senate.CHAMBERS:
        was, now = senate.controller(before, number), senate.controller(after, number)
        if was != now:
            chamber = W.chamber_text(number)
            if now is None:
                said.append(say(f"Nobody controls {chamber} any more.", f"이제 {chamber}은 아무도 지배하지 않습니다."))
            else:
                subject, you = voice.subject(now)
                said.append(
                    say(
                        f"{subject} {'take' if you else 'takes'} control of {chamber}.",
                        f"{voice.said(now)} {chamber}을 지배합니다.",
                    )
                )
    return said


def _built_colour(before: Any, action: Any, after: Any) -> str | None:
    """The colour of what the action built ('wonder' for a wonder), if it built something."""
    data = D.load()
    for seat in (0, 1):
        new = after.players[seat].buildings[len(before.players[seat].buildings) :]
        built = [c for c in new if c in data.cards]
        if built and not isinstance(action, (SeizeCard, SwapCards)):  # moved, not built
            return data.cards[built[-1]].color
        if sum(w.built for w in after.players[seat].wonders) > sum(w.built for w in before.players[seat].wonders):
            return "wonder"
    return None


def _coins_from_decrees(before: Any, action: Any, after: Any, voice: Any) -> list[str]:
    colour = _built_colour(before, action, after)
    if colour is None:
        return []
    said = []
    for seat in (0, 1):
        for decree in senate.decrees_with(after, seat, "coins_when_built"):
            if decree.color == colour:
                subject, you = voice.subject(seat)
                coins, source = W.coins_text(after.age), _name(decree.id)
                said.append(
                    say(
                        f"{subject} {'take' if you else 'takes'} {coins} ({source}).",
                        f"{voice.said(seat)} {obj(coins)} 받았습니다 ({source}).",
                    )
                )
    return said


def _conspiracy_coins(before: Any, action: Any, after: Any, seat: int, voice: Any) -> list[str]:
    if not isinstance(action, TriggerConspiracy):
        return []
    effect = D.load().agora.conspiracies[action.conspiracy].effect
    if effect not in ("take_half_coins", "coins_per_cube"):
        return []
    parts = []
    for who in (seat, 1 - seat):
        change = after.players[who].coins - before.players[who].coins
        if change:
            subject, you = voice.subject(who)
            verb = ("gain" if change > 0 else "lose") if you else ("gains" if change > 0 else "loses")
            coins = obj(W.coins_text(abs(change)))
            parts.append(
                say(
                    f"{subject} {verb} {W.coins_text(abs(change))}",
                    f"{voice.said(who)} {coins} {'얻' if change > 0 else '잃'}",
                )
            )
    if korean():
        return ["고, ".join(parts) + "었습니다."] if parts else []
    return [" and ".join(parts) + "."] if parts else []


def rules_section(state: Any) -> str | None:
    """The rules.md anchor for an Agora decision (or an Agora turn), or None."""
    if state.agora is None:
        return None
    frame = top(state.decisions)
    if frame is None:
        return "agora-turn"
    if isinstance(frame, SenateActions):
        return "senate-actions"
    if isinstance(frame, (PlaceAnywhere, RemoveOpponentCube, OptionalMove)):
        return "senate-actions"
    if isinstance(frame, (ConspiratorChoice, KeepDrawn)):
        return "senators"
    if isinstance(frame, (TriggerUnprepared, ConspiracyEffect)):
        return "conspiracies"
    return None
