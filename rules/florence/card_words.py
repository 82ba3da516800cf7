"""What a drawn card does and what it would bring now, in words, for the seat looking at it.

A draw (profession, bonus or prestige deck) asks which card to keep; each option says what the
card does and what it would score with what the seat holds at this moment. Everything here is
worked out from the seat's own view (`rules.florence.view`): its own hand and purse, and the
public table (estates, tokens, freedoms, card counts), so no other seat's secret can reach the
words.
"""

from __future__ import annotations

from typing import Any

import attrs

from rules.core.words import korean, say
from rules.florence import words as W
from rules.florence.data import load
from rules.florence.glossary import bonus_text
from rules.florence.preview import own_player
from rules.florence.scoring import bonus_value, holdings, owns_piece, points_against
from rules.florence.state import PlayerState, data_id, is_recruitment

# short plural words for the counts a bonus or prestige card names (rules.florence.words.COUNTS)
COUNTS = {key: english for key, (english, _, _) in W.COUNTS.items()}


def _with(player: PlayerState, **more: tuple[str, ...]) -> PlayerState:
    return attrs.evolve(player, **{field: getattr(player, field) + cards for field, cards in more.items()})


def minimum(view: Any) -> int:
    return load().constants.minimums[view.round - 1]


# --- professions ---------------------------------------------------------------------------------
def preferences(player: PlayerState, card: str) -> tuple[tuple[str, int, bool], ...]:
    """(what the profession likes, work value it adds, held now) for its building, landscape, freedom."""
    data = load()
    c = data.constants
    p = data.profession_by_id[data_id(card)]
    return (
        (W.piece_name(p.building), c.value_building, owns_piece(player, p.building)),
        (W.piece_name(p.landscape) if korean() else p.landscape, c.value_landscape, owns_piece(player, p.landscape)),
        (W.freedom_name(p.freedom), c.value_freedom, p.freedom in player.freedoms),
    )


def missing_words(player: PlayerState, card: str) -> str:
    """'+4 with a Chapel, +3 with a park' for what the profession likes and the player lacks."""
    lacking = [(name, gain) for name, gain, held in preferences(player, card) if not held]
    if korean():
        return ", ".join(f"{name} 있으면 +{gain}" for name, gain in lacking)
    return ", ".join(f"+{gain} with {_article(name)}" for name, gain in lacking)


def _article(name: str) -> str:
    if name.startswith("Freedom"):
        return f"the {name}"
    vowel = name[0].lower() in "aeio" or (name[0].lower() == "u" and not name.lower().startswith("uni"))
    return f"an {name}" if vowel else f"a {name}"


def work_now(view: Any, player: PlayerState, card: str, bonuses: tuple[str, ...] = ()) -> int:
    """The value of working `card` (in `player`'s hand) now, the Muse included."""
    from rules.florence.turns import played, value_of

    return value_of(view, played(player, card), card, bonuses)


def _work_words(view: Any, me: PlayerState, card: str) -> str:
    value, best = work_now(view, me, card), work_now(view, me, card, me.bonus)
    text = say(f"work value now {value}", f"지금 작품성 {value}")
    if best != value:
        text += say(f", {best} with your bonus cards", f", 보너스 카드와 함께 {best}")
    return text + say(f" ({minimum(view)} needed)", f" (필요 {minimum(view)})")


def profession_option(view: Any, card: str) -> str:
    """A drawn profession in one line: 'work value now 14 (12 needed); +4 with a Chapel'."""
    me = _with(own_player(view), hand=(card,))
    lacking = missing_words(me, card)
    return _work_words(view, me, card) + (
        f"; {lacking}" if lacking else say("; it has all it likes", "; 선호하는 것을 모두 갖춤")
    )


def profession_text(view: Any, card: str) -> str:
    """A drawn profession in full: its value now first, then what it likes and which of those you hold."""
    me = _with(own_player(view), hand=(card,))
    likes = preferences(me, card)
    held = [name for name, _, yours in likes if yours]
    if korean():
        return (
            f"{_work_words(view, me, card)}. 선호: "
            + ", ".join(f"{name} +{gain}" for name, gain, _ in likes)
            + (f"; 보유: {', '.join(held)}." if held else "; 보유한 것 없음.")
        )
    return (
        f"{_sentence(_work_words(view, me, card))}. Likes "
        + ", ".join(f"{name} +{gain}" for name, gain, _ in likes)
        + (f"; yours: {', '.join(held)}." if held else "; none of them yours.")
    )


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


# --- bonus cards ---------------------------------------------------------------------------------
def work_counts(player: PlayerState) -> dict[str, int]:
    """The counts a bonus card would read in a work from the hand now: the worked card leaves the
    hand for the front (when a profession is in hand to work)."""
    counts = holdings(player)
    if any(not is_recruitment(c) for c in player.hand):
        counts["hand_cards"] -= 1
        counts["front_cards"] += 1
        counts["completed_works"] += 1
    return counts


def bonus_now(view: Any, card: str) -> int:
    return bonus_value(card, work_counts(own_player(view)))


def bonus_option(view: Any, card: str) -> str:
    return say(f"+{bonus_now(view, card)} to a work now", f"지금 작업에 +{bonus_now(view, card)}")


def bonus_words(view: Any, card: str) -> str:
    if korean():
        return f"{W.card_name(card)}. 지금 보유한 것으로: +{bonus_now(view, card)}."
    return f"{bonus_text(data_id(card))} With what you hold now: +{bonus_now(view, card)}."


# --- prestige cards ------------------------------------------------------------------------------
def seen_player(pv: Any) -> PlayerState:
    """Another seat as the table sees it: its counts stand in for the cards it hides."""
    return PlayerState(
        florins=0,
        prestige=pv.prestige,
        hand=("?",) * pv.hand_count,
        front=pv.front,
        prestige_cards=("?",) * pv.prestige_card_count,
        tiles=pv.tiles,
        jesters=pv.jesters,
        builders=pv.builders,
        freedoms=pv.freedoms,
    )


def rival_holdings(view: Any) -> list[dict[str, int]]:
    """The others a prestige card is counted against: the other seats, and the automa in a solo game."""
    out = [holdings(seen_player(pv)) for seat, pv in enumerate(view.players) if seat != view.viewer]
    if view.solo is not None:
        from rules.florence.solo import automa_holdings
        from rules.florence.state import Automa, RowCard
        from rules.florence.view import HIDDEN

        a = view.solo.automa
        automa = Automa(
            florins=0,
            row=tuple(RowCard(c, face_up=c != HIDDEN) for c in a.row),
            tiles=a.tiles,
            jesters=a.jesters,
            builders=a.builders,
            freedoms=a.freedoms,
            prestige_cards=("?",) * a.prestige_card_count,
        )
        out.append(automa_holdings(automa))
    return out


def kept_holdings(view: Any, card: str) -> dict[str, int]:
    """Your counts with `card` among your prestige cards."""
    me = own_player(view)
    return holdings(me if card in me.prestige_cards else _with(me, prestige_cards=(card,)))


def prestige_now(view: Any, card: str) -> int:
    """What `card` would give you (once kept) if the game ended now."""
    return points_against(card, kept_holdings(view, card), rival_holdings(view))


def _need(key: str, n: int) -> str:
    """'2 large buildings', '1 lake', 'the Freedom of Travel' (rules.florence.words.need)."""
    return W.need(key, n)


def _prestige_detail(view: Any, card: str) -> str:
    """What a prestige card stands on now: 'lacks 1 lake, 1 park', 'you have 3'."""
    p = load().prestige_by_id[data_id(card)]
    mine = kept_holdings(view, card)
    if p.kind == "threshold":
        short = [_need(k, need - mine[k]) for k, need in p.needs if mine[k] < need]
        return say(f"lacks {', '.join(short)}", f"부족: {', '.join(short)}") if short else say("all there", "모두 갖춤")
    return say(f"you have {mine[p.metric]}", f"보유 {mine[p.metric]}")


def prestige_option(view: Any, card: str) -> str:
    """A drawn prestige card in one line (its name says what it asks): what it would give now first (a
    narrow action list cuts the end), then its points."""
    p = load().prestige_by_id[data_id(card)]
    if korean():
        points = f"충족 시 {p.points}" if p.kind == "threshold" else f"단독 {p.points}, 공동 {p.points_tied}"
        return f"지금 명성 {prestige_now(view, card)} ({_prestige_detail(view, card)}); {points}"
    points = f"{p.points} when met" if p.kind == "threshold" else f"{p.points} alone, {p.points_tied} tied"
    return f"scores {prestige_now(view, card)} now ({_prestige_detail(view, card)}); {points}"


def count_ko(key: str) -> str:
    """What a most/fewest card compares, as the Korean sentence's subject ('대형 건물이')."""
    return W.josa(W.COUNTS[key][1], "이/가")


def prestige_words(view: Any, card: str) -> str:
    """A drawn prestige card in full: its terms, and what it would give now."""
    p = load().prestige_by_id[data_id(card)]
    if korean():
        if p.kind == "threshold":
            terms = " + ".join(_need(k, n) for k, n in p.needs) + f" 보유 시 명성 {p.points} (다른 플레이어와 무관)"
        else:
            word = "가장 많으면" if p.kind == "most" else "가장 적으면"
            terms = f"{count_ko(p.metric)} 단독으로 {word} 명성 {p.points}, 공동이면 {p.points_tied}, 뒤지면 0" + (
                " (하나도 없어도 0)" if p.kind == "most" else ""
            )
        return (
            f"게임이 끝날 때 공개 (그때까지 뒷면): {terms}. 지금 끝난다면: 명성 {prestige_now(view, card)} "
            f"({_prestige_detail(view, card)})."
        )
    if p.kind == "threshold":
        terms = f"{p.points} if you hold " + " + ".join(_need(k, n) for k, n in p.needs) + ", whatever the others hold"
    else:
        word = "most" if p.kind == "most" else "fewest"
        terms = (
            f"{p.points} for strictly the {word} {COUNTS[p.metric]}, {p.points_tied} if tied for the {word}, "
            "0 if beaten" + (" or with none" if p.kind == "most" else "")
        )
    return (
        f"At the end (face down until then): {terms}. If the game ended now: {prestige_now(view, card)} "
        f"({_prestige_detail(view, card)})."
    )


# --- one entry point for a draw ------------------------------------------------------------------
def draw_option(view: Any, deck: str, card: str) -> str:
    """The short words after a drawn card's name in the keep-one choice."""
    if deck == "profession":
        return profession_option(view, card)
    if deck == "bonus":
        return bonus_option(view, card)
    return prestige_option(view, card)


def draw_text(view: Any, deck: str, card: str) -> str:
    """The full words for a drawn card (the private panel)."""
    if deck == "profession":
        return profession_text(view, card)
    if deck == "bonus":
        return bonus_words(view, card)
    return prestige_words(view, card)
