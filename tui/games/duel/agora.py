"""Agora in text: the senate, decrees and conspiracies, read from `view.agora`.

`AgoraView` is still growing, so every field is read with `getattr` and a default; fields
this module does not know are still listed (ids turned into names), so nothing the view
offers is lost. The senate, the deck and what each player shows go on the board; the
viewer's own conspiracies (hand, prepared, drawn, what they alone are looking at) go to
the private panel only.
"""

from __future__ import annotations

from typing import Any

import attrs
from rich.text import Text

from rules.core.words import korean, say
from rules.duel import data as D
from rules.duel import glossary as G
from rules.duel import words as W
from tui.games.duel import text as T

#: AgoraView fields drawn by name here; anything else is listed generically.
_KNOWN = {"chambers", "players", "deck_size", "drawn", "looking_at", "may_trigger", "blocked", "sabotaged", "adjacency"}
#: AgoraView fields that only ever hold the viewer's own secrets.
PRIVATE_FIELDS = {"drawn", "looking_at"}


def _fields(obj: Any) -> list[str]:
    return [f.name for f in attrs.fields(type(obj))] if attrs.has(type(obj)) else []


def plain_value(value: Any) -> str:
    """Ids become names; tuples are joined; attrs records show their fields."""
    if isinstance(value, str):
        return T.name(value)
    if isinstance(value, (tuple, list, frozenset)):
        items = sorted(value, key=str) if isinstance(value, frozenset) else value
        return ", ".join(plain_value(v) for v in items) or "-"
    if attrs.has(type(value)):
        return "; ".join(f"{f}: {plain_value(getattr(value, f))}" for f in _fields(value))
    return str(value)


def decree_short(decree: str) -> str:
    """A decree without its 'Decree: ' head, in the language spoken."""
    return W.local_name(decree).removeprefix("Decree: ").removeprefix("법령: ")


def chamber_label(number: int, view: Any = None, names: tuple[str, ...] = ()) -> str:
    """'chamber 3 (centre, 3 VP; cubes: you 2, Bob 0; +2 coins when discarding)'; in Korean
    '3번 의회실 (중앙 구획, 3승점; 영향력 마커: 당신 2, Bob 0; 카드를 버릴 때 2주화 추가)'."""
    spec = next((c for c in D.load().agora.chambers if c.number == number), None)
    parts = [say(f"{spec.section}, {spec.vp} VP", f"{W.section(spec.section)} 구획, {spec.vp}승점")] if spec else []
    agora = getattr(view, "agora", None)
    chamber = next((c for c in getattr(agora, "chambers", ()) or () if getattr(c, "number", None) == number), None)
    seat = getattr(view, "viewer", None)
    if chamber is not None and seat in (0, 1):
        cubes = tuple(getattr(chamber, "cubes", (0, 0)))
        other = 1 - seat
        opponent = names[other] if other < len(names) and names[other] else say("opponent", "상대")
        parts.append(
            say(
                f"cubes: you {cubes[seat]}, {opponent} {cubes[other]}",
                f"영향력 마커: 당신 {cubes[seat]}, {opponent} {cubes[other]}",
            )
        )
        parts += [decree_short(d) for d in getattr(chamber, "decrees", ()) or ()]
        parts += [say("decree face down", "뒷면 법령")] * (getattr(chamber, "face_down_decrees", 0) or 0)
    head = W.chamber_text(number)
    return f"{head} ({'; '.join(parts)})" if parts else head


def _chamber_lines(chamber: Any, names: tuple[str, str]) -> list[Text]:
    """Three short lines a chamber, whole words and whole names, so 37 cells hold them:
    'Chamber 4 · centre · 3 VP', '  Ann 0, Bob 1: Bob controls', '  decree: coins for wonders'."""
    number = getattr(chamber, "number", "?")
    cubes = tuple(getattr(chamber, "cubes", ()) or ())
    controller = getattr(chamber, "controller", None)
    head = Text(say(f"Chamber {number}", f"{number}번 의회실"), style="bold")
    spec = next((c for c in D.load().agora.chambers if c.number == number), None)
    if spec is not None:
        head.append(f" · {W.section(spec.section)} · {W.vp_text(spec.vp)}")
    out = [head]
    if len(cubes) >= 2:
        control = Text(f"  {names[0]} {cubes[0]}, {names[1]} {cubes[1]}: ")
        if isinstance(controller, int) and 0 <= controller < 2:
            control.append(say(f"{names[controller]} controls", f"{names[controller]} 지배"), style="bold")
        else:
            control.append(say("nobody controls", "지배하는 플레이어 없음"))
        out.append(control)
    shown = [decree_short(d) for d in getattr(chamber, "decrees", ()) or ()]
    shown += [say("face down", "뒷면")] * (getattr(chamber, "face_down_decrees", 0) or 0)
    label = say("decree" if len(shown) == 1 else "decrees", "법령")
    out.append(Text(f"  {label}: " + "; ".join(shown) if shown else say("  no decree", "  법령 없음")))
    return out


def _plots_public(plots: Any) -> str:
    """Prepared conspiracies as the table sees them: hidden, with the tucked card's name."""
    parts = []
    for plot in plots or ():
        card = getattr(plot, "card", None)
        parts.append(say(f"hidden over {T.name(card)}", f"{T.name(card)} 위에 숨김") if card else say("hidden", "숨김"))
    return ", ".join(parts)


def _player_lines(player: Any, names: tuple[str, str]) -> list[Text]:
    seat = getattr(player, "seat", 0)
    name = names[seat] if 0 <= seat < 2 else say(f"Player {seat + 1}", f"플레이어 {seat + 1}")
    line = Text(f"{name}: ", style="bold")
    chambers, vp = getattr(player, "chambers_controlled", 0), getattr(player, "senate_vp", 0)
    cubes, senators = getattr(player, "cubes_in_supply", 0), getattr(player, "senators", 0)
    line.append(
        say(
            f"controls {T.plural(chambers, 'chamber')} "
            f"({vp} VP), {T.plural(cubes, 'cube')} left "
            f"to place, {T.plural(senators, 'senator')}",
            f"의회실 {chambers}개 지배 ({vp}승점), 놓을 영향력 마커 {cubes}개, 원로원 의원 {senators}명",
        )
    )
    out = [line]
    hand = getattr(player, "hand_size", 0)
    plots = Text(say(f"  conspiracies: {hand} in hand", f"  모략: 손에 {hand}장"))
    prepared = getattr(player, "prepared", ()) or ()
    if prepared:
        plots.append(
            say(
                f"; {len(prepared)} prepared ({_plots_public(prepared)})",
                f"; 준비함 {len(prepared)}장 ({_plots_public(prepared)})",
            )
        )
    triggered = [getattr(p, "conspiracy", None) for p in getattr(player, "triggered", ()) or ()]
    if triggered:
        plots.append(say("; triggered: ", "; 발동함: ") + ", ".join(T.name(c) for c in triggered if c))
    out.append(plots)
    decrees = getattr(player, "active_decrees", ()) or ()
    if decrees:
        out.append(
            Text(say("  decrees in force: ", "  적용 중인 법령: ") + ", ".join(decree_short(d) for d in decrees))
        )
    return out


def board_lines(agora: Any, names: tuple[str, str]) -> list[Text]:
    """The public part of `agora`: chambers and decrees, deck, what each player shows."""
    if agora is None:
        return []
    out: list[Text] = []
    chambers = getattr(agora, "chambers", ()) or ()
    if chambers:
        out.append(
            Text(
                say(
                    "Senate: more cubes than the other player controls a chamber",
                    "원로원: 의회실에 영향력 마커가 더 많은 플레이어가 그 의회실을 지배",
                ),
                style="dim",
            )
        )
        for chamber in chambers:
            out += _chamber_lines(chamber, names)
    if hasattr(agora, "deck_size"):
        out.append(Text(say(f"Conspiracy deck: {agora.deck_size} cards", f"모략 덱: {agora.deck_size}장")))
    for player in getattr(agora, "players", ()) or ():
        out += _player_lines(player, names)
    if getattr(agora, "may_trigger", False):
        out.append(
            Text(
                say(
                    "A prepared conspiracy may be triggered before the main action.",
                    "준비한 모략은 주 행동 전에 발동할 수 있습니다.",
                )
            )
        )
    blocked = getattr(agora, "blocked", ()) or ()
    if blocked:
        face_down = say("face down", "뒷면")
        out.append(
            Text(
                say("Blocked progress tokens: ", "막힌 진보 토큰: ")
                + ", ".join(T.name(t) if t else face_down for t in blocked)
            )
        )
    sabotaged = getattr(agora, "sabotaged", ()) or ()
    if sabotaged:
        out.append(
            Text(say("Wonders sabotaged: ", "사보타주로 잃은 불가사의: ") + ", ".join(T.name(w) for w in sabotaged))
        )
    for field in _fields(agora):
        if field in _KNOWN or field in PRIVATE_FIELDS:
            continue
        value = getattr(agora, field)
        if value not in (None, (), ""):
            out.append(Text(f"{field.replace('_', ' ')}: {plain_value(value)}"))
    return out


#: A conspiracy's status in the private panel, in Korean.
_STATUS = {"not prepared": "준비 안 함", "prepared": "준비함", "drawn": "뽑음"}


def _plot_line(ident: str | None, status: str, card: str | None = None) -> Text:
    record = D.load().agora.conspiracies.get(ident or "")
    line = Text(f"{T.name(ident)} ", style="bold")
    over = say(f", over {T.name(card)}", f", {T.name(card)} 위") if card else ""
    line.append(f"({_STATUS.get(status, status) if korean() else status}{over})")
    if record is not None:
        bonus = say(" You may also move 1 cube.", " 영향력 마커 1개도 옮길 수 있음.") if record.move_bonus else ""
        line.append(f": {G.conspiracy_text(record)}" + bonus)
    return line


def private_lines(agora: Any, viewer: int) -> list[Text]:
    """The viewer's own Agora secrets: conspiracies in hand and prepared (with effects), drawn ones."""
    if agora is None:
        return []
    players = getattr(agora, "players", ()) or ()
    me = next((p for p in players if getattr(p, "seat", None) == viewer), None)
    out: list[Text] = []
    if me is not None:
        hand = getattr(me, "hand", ()) or ()
        prepared = [p for p in getattr(me, "prepared", ()) or () if getattr(p, "conspiracy", None)]
        out.append(
            Text(
                say(
                    f"Your conspiracies: {len(hand)} not prepared, {len(prepared)} prepared",
                    f"당신의 모략: 준비 안 함 {len(hand)}장, 준비함 {len(prepared)}장",
                ),
                style="bold",
            )
        )
        out += [_plot_line(c, "not prepared") for c in hand]
        out += [_plot_line(p.conspiracy, "prepared", getattr(p, "card", None)) for p in prepared]
        senators, cost = getattr(me, "senators", 0), T.coins_text(getattr(me, "recruit_cost", 0))
        actions = getattr(me, "senate_actions", 0)
        out.append(
            Text(
                say(
                    f"Senators: {senators}; recruiting one costs {cost}"
                    f" and a Politician gives {T.plural(actions, 'senate action')} now.",
                    f"원로원 의원: {senators}명; 고용 비용 {cost}, 정치가는 지금 원로원 액션 {actions}번을 줌.",
                )
            )
        )
    drawn = getattr(agora, "drawn", ()) or ()
    if drawn:
        out.append(Text(say("Drawn, keep one:", "뽑은 모략, 1장을 가지세요:"), style="bold"))
        out += [_plot_line(c, "drawn") for c in drawn]
    looking = getattr(agora, "looking_at", ()) or ()
    if looking:
        out.append(Text(say("Only you see: ", "당신만 보는 카드: ") + ", ".join(T.name(i) for i in looking)))
    return out
