"""Why a 7 Wonders Duel move is not offered now (`rules.core.reasons`), for the seat to act: cards it
cannot build or take yet, wonders it cannot build, progress tokens it cannot take, and with Agora the
senators, conspiracies and senate moves the rules forbid at this moment, each with its numbers.

Agora is a plug-in the base game never imports (imports run from `rules/duel/agora/` to the base): it
registers its actions' keys and its decision frames' reasons here by type (`rules.duel.agora.why`),
and the senate and the seat's own conspiracies are read from the expansion's view for the seat
(`hooks.view`).

Each `Reason` also names the moves it speaks for (`move_key` of an action), so tests can check that
none of them is legal. The reasons read only what the seat may know: the public table (structure,
cities, senate, discard pile) and its own conspiracies; never the opponent's hidden cards, nor a
face-down card of the structure.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.core.decisions import top
from rules.core.reasons import Reason, Unavailable
from rules.core.words import korean, say, with_particle
from rules.duel import data as D
from rules.duel import effects as E
from rules.duel import hooks, turns
from rules.duel import structure as S
from rules.duel import view as _view
from rules.duel import words as W
from rules.duel.actions import BuildWonder, ChooseProgress, Construct, DestroyCard, Discard
from rules.duel.glossary import SYMBOL_NAMES
from rules.duel.state import DuelState, PickDestroy, PickProgress

#: What `move_key` makes of an action: its kind, then what it names (card, wonder, token, chambers).
MoveKey = tuple[Any, ...]


#: An expansion's actions and decision frames, by type, as the expansion registers them (the base
#: never imports one): the key each action makes, and the reasons each frame's choice has.
EXPANSION_KEYS: dict[type, Callable[[Any], MoveKey]] = {}
EXPANSION_FRAMES: dict[type, Callable[[DuelState, int, Any, "tuple[str, ...] | None"], "list[Reason]"]] = {}


def move_key(action: Any) -> MoveKey | None:
    """The key a reason names this action by (None: an action no reason speaks of).

    A wonder is keyed without its card: what it costs is the same whatever card is tucked."""
    if isinstance(action, Construct):
        return ("build", action.card)
    if isinstance(action, Discard):
        return ("discard", action.card)
    if isinstance(action, BuildWonder):
        return ("wonder", action.wonder)
    if isinstance(action, ChooseProgress):
        return ("progress", action.token)
    if isinstance(action, DestroyCard):
        return ("destroy", action.card)
    maker = EXPANSION_KEYS.get(type(action))
    return maker(action) if maker is not None else None


def why_not(state: DuelState, seat: int, names: tuple[str, ...] | None = None) -> tuple[Unavailable, ...]:
    return tuple(r.unavailable() for r in reasons(state, seat, names))


def reasons(state: DuelState, seat: int, names: tuple[str, ...] | None = None) -> tuple[Reason, ...]:
    """What `seat` (to act) cannot do now and why, from what it may know."""
    if seat not in turns.to_act(state):
        return ()
    frame = top(state.decisions)
    if state.phase == "draft":
        return draft_reasons(state, seat)
    found: list[Reason] = []
    if frame is None:
        found += card_reasons(state, seat)
        found += covered_reasons(state, seat)
        found += wonder_reasons(state, seat)
        found += progress_reasons(state, seat)
        if state.agora is not None:
            found += conspiracy_reasons(state, seat)
            found += senate_outside_reasons(state)
    elif isinstance(frame, PickProgress) and frame.from_box:
        found += box_progress_reasons(state, frame)
    elif isinstance(frame, PickDestroy):
        found += destroy_reasons(state, seat, frame, names)
    elif state.agora is not None:
        found += agora_frame_reasons(state, seat, frame, names)
    return tuple(found)


def agora_frame_reasons(state: DuelState, seat: int, frame: Any, names: tuple[str, ...] | None) -> list[Reason]:
    """The reasons of an expansion's decision (the senate's and Curia Julia's choices), as the
    expansion registered them for the frame's type."""
    told = EXPANSION_FRAMES.get(type(frame))
    return told(state, seat, frame, names) if told is not None else []


# ---- words ----------------------------------------------------------------------------------------------


def opponent_name(seat: int, names: tuple[str, ...] | None) -> str:
    other = E.opponent(seat)
    if names and other < len(names) and names[other]:
        return names[other]
    return say("your opponent", "상대")


def short_text(cost: int, coins: int) -> str:
    """'you have 3: 4 coins short'."""
    return say(
        f"you have {coins}: {W.coins_text(cost - coins)} short", f"가진 주화 {coins}: {W.coins_text(cost - coins)} 부족"
    )


listing = W.listing  # 'A', 'A and B', 'A, B and C' (Korean: 'A과 B', 'A, B, C')


def chain_source(state: DuelState, seat: int, symbol: str) -> str:
    """The card whose chain symbol is `symbol`, by name while the seat may know where it is; else the
    symbol (a card removed unseen or face down is not named)."""
    hidden = _view.secrets(state, seat)
    known = [W.local_name(c.id) for c in D.load().cards.values() if c.chain_grants == symbol and c.id not in hidden]
    return listing(known) if known else say(f"the {symbol.replace('_', ' ')} symbol", "그 연쇄 기호가 있는 카드")


def open_cards(state: DuelState) -> list[str]:
    """The face-up cards that can be taken now, in slot order."""
    assert state.structure is not None
    slots = state.structure.slots
    return [slots[i].card for i in S.accessible(state.structure) if slots[i].card is not None and slots[i].face_up]


# ---- cards --------------------------------------------------------------------------------------------------


def card_reasons(state: DuelState, seat: int) -> list[Reason]:
    """Buildings too dear after trading (with the chain that would make them free), senators too dear."""
    coins = state.players[seat].coins
    cards = D.load().cards
    found = []
    for card_id in open_cards(state):
        if card_id in cards:
            cost = E.price(state, seat, Construct(card_id))
            if cost.total <= coins:
                continue
            why = say(
                f"costs {W.payment_text(cost)}; {short_text(cost.total, coins)}",
                f"비용 {W.payment_text(cost)}; {short_text(cost.total, coins)}",
            )
            symbol = cards[card_id].chain_from
            if symbol is not None:
                source = chain_source(state, seat, symbol)
                why += say(
                    f" (it would be free by chain with {source}, not in your city)",
                    f" ({with_particle(source, '이/가')} 자신의 도시에 있으면 연쇄로 공짜)",
                )
            name = W.local_name(card_id)
            found.append(Reason(say(f"Build {name}", f"{name} 건설"), why, frozenset({("build", card_id)})))
        elif D.is_senator(card_id) and state.agora is not None:
            cost = agora_view(state, seat).players[seat].recruit_cost
            if cost > coins:
                why = say(
                    f"recruiting costs 1 coin per senator in your city ({cost}); {short_text(cost, coins)}",
                    f"고용 비용은 자신의 도시의 원로원 의원 1명당 1주화(지금 {W.coins_text(cost)}); {short_text(cost, coins)}",
                )
                name = W.local_name(card_id)
                found.append(Reason(say(f"Recruit {name}", f"{name} 고용"), why, frozenset({("recruit", card_id)})))
    return found


def covered_reasons(state: DuelState, seat: int) -> list[Reason]:
    """Face-up cards still partly covered: they can be taken once the cards over them are gone."""
    assert state.structure is not None
    slots = state.structure.slots
    spec = S.layout(state.structure).slots
    open_now = set(S.accessible(state.structure))
    found = []
    for index, slot in enumerate(slots):
        if slot.card is None or not slot.face_up or index in open_now:
            continue
        over = [slots[j] for j in spec[index].covered_by if slots[j].card is not None]
        named = [W.local_name(s.card) for s in over if s.face_up]
        hidden = sum(not s.face_up for s in over)
        if hidden:
            named.append(
                say(
                    "a face-down card" if hidden == 1 else f"{hidden} face-down cards",
                    "뒷면 카드 1장" if hidden == 1 else f"뒷면 카드 {hidden}장",
                )
            )
        them = "it" if len(over) == 1 else "them"
        moves = frozenset(
            {("build", slot.card), ("discard", slot.card), ("recruit", slot.card), ("prepare", slot.card)}
        )
        name = W.local_name(slot.card)
        found.append(
            Reason(
                say(f"Take {name}", f"{name} 가져가기"),
                say(
                    f"covered by {listing(named)}: take {them} first",
                    f"{listing(named)}에 덮여 있음: 그 카드를 먼저 가져가야 함",
                ),
                moves,
            )
        )
    return found


# ---- wonders ------------------------------------------------------------------------------------------------


def wonder_reasons(state: DuelState, seat: int) -> list[Reason]:
    """Wonders too dear; once 7 are built, the unbuilt ones are out of the game."""
    limit = D.load().setup.max_wonders_built
    if E.total_wonders_built(state) >= limit:
        if not state.retired_wonders:
            return []
        back = [W.local_name(w) for w in state.retired_wonders]
        why = say(
            f"{limit} wonders are built, the most a game allows: the unbuilt ones ({listing(back)}) "
            f"went back to the box",
            f"한 게임에 지을 수 있는 불가사의 {limit}개가 모두 지어졌음: 짓지 않은 불가사의({listing(back)})는 "
            f"상자로 돌아감",
        )
        return [
            Reason(say("Build a wonder", "불가사의 건설"), why, frozenset(("wonder", w) for w in state.retired_wonders))
        ]
    coins = state.players[seat].coins
    found = []
    for wonder in state.players[seat].wonders:
        if wonder.built:
            continue
        cost = E.wonder_cost(state, seat, wonder.id)
        if cost.total > coins:
            why = say(
                f"costs {W.payment_text(cost)}; {short_text(cost.total, coins)}",
                f"비용 {W.payment_text(cost)}; {short_text(cost.total, coins)}",
            )
            name = W.local_name(wonder.id)
            found.append(Reason(say(f"Build {name}", f"{name} 건설"), why, frozenset({("wonder", wonder.id)})))
    return found


def draft_reasons(state: DuelState, seat: int) -> list[Reason]:
    """During the draft there is no Age card yet to tuck under a wonder."""
    wonders = [w.id for w in state.players[seat].wonders]
    if not wonders:
        return []
    why = say(
        "no Age card to tuck under it yet: wonders are built from Age I on, with a card taken from the structure",
        f"아직 끼워 넣을 시대 카드가 없음: 불가사의는 {W.age_text(1)}부터 카드 구조물에서 가져온 카드로 지음",
    )
    return [
        Reason(say(f"Build {W.local_name(w)}", f"{W.local_name(w)} 건설"), why, frozenset({("wonder", w)}))
        for w in wonders
    ]


# ---- progress tokens ------------------------------------------------------------------------------------------


def progress_reasons(state: DuelState, seat: int) -> list[Reason]:
    """Tokens on the board come only with a second card of one science symbol; which card now would do it."""
    if not state.board_progress:
        return []
    symbols = E.science_symbols(state, seat)
    cards = D.load().cards
    coins = state.players[seat].coins
    pairs = []
    for card_id in open_cards(state):
        card = cards.get(card_id)
        if card is None or card.science is None or symbols[card.science] != 1:
            continue
        if E.price(state, seat, Construct(card_id)).total <= coins:
            symbol = (
                W.SYMBOLS_KO.get(card.science, card.science)
                if korean()
                else SYMBOL_NAMES.get(card.science, card.science)
            )
            pairs.append(f"{W.local_name(card_id)} ({symbol})")
    why = say(
        "a token is taken when your city gets a second card of one science symbol",
        "같은 과학 기호의 두 번째 카드가 자신의 도시에 들어오면 토큰을 가져감",
    )
    if pairs:
        why += say(f"; building {listing(pairs)} now would do it", f"; 지금 {listing(pairs)} 건설로 가능")
    else:
        why += say("; no card you can build now would make a pair", "; 지금 지을 수 있는 카드로는 짝이 생기지 않음")
    return [
        Reason(
            say("Take a progress token", "진보 토큰 가져가기"),
            why,
            frozenset(("progress", t) for t in state.board_progress),
        )
    ]


def box_progress_reasons(state: DuelState, frame: PickProgress) -> list[Reason]:
    """The Great Library offers the tokens it drew from the box, not those on the board."""
    board = [t for t in state.board_progress if t not in frame.options]
    if not board:
        return []
    named = listing([W.local_name(t) for t in board])
    why = say(
        f"the wonder lets you keep one of the tokens drawn from the box; {named} stay on the board",
        f"이 불가사의로는 상자에서 뽑은 토큰 중 하나만 가짐; {with_particle(named, '은/는')} 게임판에 남음",
    )
    return [
        Reason(
            say("Take a token from the board", "게임판의 토큰 가져가기"), why, frozenset(("progress", t) for t in board)
        )
    ]


def destroy_reasons(state: DuelState, seat: int, frame: PickDestroy, names: tuple[str, ...] | None) -> list[Reason]:
    other = E.opponent(seat)
    colors = (frame.color,) if isinstance(frame.color, str) else tuple(frame.color)
    rest = [c for c in state.players[other].buildings if c in D.load().cards and D.card(c).color not in colors]
    if not rest:
        return []
    why = say(
        f"this effect takes a {' or '.join(colors)} card only",
        f"이 효과는 {' 또는 '.join(W.color(c) for c in colors)} 카드만 고름",
    )
    who = opponent_name(seat, names)
    return [
        Reason(
            say(f"Discard another of {who}'s cards", f"{who}의 다른 카드 버리기"),
            why,
            frozenset(("destroy", c) for c in rest),
        )
    ]


# ---- Agora: conspiracies ------------------------------------------------------------------------------------


def agora_view(state: DuelState, seat: int) -> Any:
    """The senate and conspiracies as `seat` sees them: the public table and its own conspiracies."""
    return hooks.view(state, seat)


def conspiracy_reasons(state: DuelState, seat: int) -> list[Reason]:
    """Conspiracies not prepared yet, one trigger a turn, nothing to prepare."""
    mine = agora_view(state, seat).players[seat]
    found = []
    for conspiracy in mine.hand:
        why = say(
            "not prepared: tuck a card from the structure under it first (that is a turn's action)",
            "준비되지 않음: 먼저 카드 구조물의 카드 1장을 그 아래에 끼워 넣어야 함 (그것이 한 차례의 행동)",
        )
        found.append(Reason(trigger_what(conspiracy), why, frozenset({("trigger", conspiracy)})))
    if state.agora.trigger_used:
        for plot in mine.prepared:
            why = say(
                "one conspiracy a turn, at its start: you have triggered one already",
                "모략은 차례 시작에 한 번만: 이번 차례에 이미 발동했음",
            )
            found.append(Reason(trigger_what(plot.conspiracy), why, frozenset({("trigger", plot.conspiracy)})))
    if not mine.hand:
        why = say(
            "you hold no unprepared conspiracy; a Conspirator you recruit may draw some",
            "준비하지 않은 모략이 없음; 공모자를 고용하면 모략 카드를 뽑을 수 있음",
        )
        found.append(
            Reason(say("Prepare a conspiracy", "모략 준비"), why, frozenset(("prepare", c) for c in open_cards(state)))
        )
    return found


def trigger_what(conspiracy: str) -> str:
    """'Trigger Coup'; in Korean '모략 쿠데타 발동'."""
    name = W.local_name(conspiracy)
    return say(f"Trigger {name}", f"모략 {name} 발동")


def prepared_not_offered(state: DuelState, seat: int) -> list[Reason]:
    """Curia Julia triggers a conspiracy not yet prepared; prepared ones wait for a turn's start."""
    found = []
    for plot in agora_view(state, seat).players[seat].prepared:
        why = say(
            "already prepared: this effect triggers an unprepared one; prepared ones trigger at a turn's start",
            "이미 준비됨: 이 효과는 준비하지 않은 모략을 발동함; 준비된 모략은 차례 시작에 발동",
        )
        found.append(Reason(trigger_what(plot.conspiracy), why, frozenset({("trigger", plot.conspiracy)})))
    return found


# ---- Agora: the senate ------------------------------------------------------------------------------------------


def chambers() -> tuple[int, ...]:
    return tuple(sorted(c.number for c in D.load().agora.chambers))


def adjacent(number: int) -> tuple[int, ...]:
    pairs = D.load().agora.adjacency
    return tuple(sorted({b for a, b in pairs if a == number} | {a for a, b in pairs if b == number}))


def senate_outside_reasons(state: DuelState) -> list[Reason]:
    """In a turn, cubes go to the senate only through a senator or an effect."""
    moves = frozenset({("place", n) for n in chambers()} | {("move", a, b) for a in chambers() for b in adjacent(a)})
    why = say(
        "only by recruiting a senator from the structure, or through a wonder, military token or conspiracy",
        "카드 구조물에서 원로원 의원을 고용하거나, 불가사의·군사 토큰·모략의 효과로만 가능",
    )
    return [Reason(say("Place or move influence", "영향력 배치 또는 이동"), why, moves)]


def chambers_text(numbers: tuple[int, ...]) -> str:
    return listing([str(n) for n in numbers])


def place_reasons(state: DuelState, seat: int, section: str | None) -> list[Reason]:
    """No cube left in the supply; a Politician places in its own section only."""
    cubes = D.load().agora.cubes_per_player
    if agora_view(state, seat).players[seat].cubes_in_supply <= 0:
        why = say(f"all {cubes} of your cubes are in the senate", f"영향력 마커 {cubes}개가 모두 원로원에 있음")
        return [Reason(say("Place a cube", "영향력 마커 배치"), why, frozenset(("place", n) for n in chambers()))]
    if section is None:
        return []
    allowed = tuple(c.number for c in D.load().agora.chambers if c.section == section)
    found = []
    for number in chambers():
        if number not in allowed:
            why = say(
                f"this Politician places in the {section} section only (chambers {chambers_text(allowed)})",
                f"이 정치가는 {W.section(section)} 구획에만 배치함 ({chambers_text(allowed)}번 의회실)",
            )
            found.append(
                Reason(
                    say(f"Place a cube in chamber {number}", f"{W.chamber_text(number)}에 영향력 마커 배치"),
                    why,
                    frozenset({("place", number)}),
                )
            )
    return found


def move_reasons(state: DuelState, seat: int) -> list[Reason]:
    """A cube moves from a chamber where you have one, to a chamber next to it."""
    senate = agora_view(state, seat).chambers
    mine = [c.number for c in senate if c.cubes[seat] > 0]
    found = []
    for number in chambers():
        if number not in mine:
            moves = frozenset(("move", number, d) for d in adjacent(number))
            found.append(
                Reason(
                    say(f"Move a cube from chamber {number}", f"{W.chamber_text(number)}에서 영향력 마커 이동"),
                    say("you have no cube there", "그곳에 자신의 영향력 마커가 없음"),
                    moves,
                )
            )
    far = frozenset(("move", a, b) for a in mine for b in chambers() if b != a and b not in adjacent(a))
    if far:
        found.append(
            Reason(
                say("Move a cube past the next chamber", "인접하지 않은 의회실로 영향력 마커 이동"),
                say("a cube moves one chamber, to a neighbour", "영향력 마커는 인접한 의회실로 한 칸만 움직임"),
                far,
            )
        )
    return found


def conspire_reasons(state: DuelState, seat: int) -> list[Reason]:
    if agora_view(state, seat).deck_size:
        return []
    return [
        Reason(
            say("Conspire", "모략"),
            say("the conspiracy deck is empty", "모략 카드 덱이 비었음"),
            frozenset({("conspire",)}),
        )
    ]


def removal_reasons(state: DuelState, seat: int, names: tuple[str, ...] | None) -> list[Reason]:
    other = E.opponent(seat)
    who = opponent_name(seat, names)
    return [
        Reason(
            say(f"Remove a cube from chamber {c.number}", f"{W.chamber_text(c.number)}에서 영향력 마커 제거"),
            say(f"{who} has no cube there", f"{with_particle(who, '은/는')} 그곳에 영향력 마커가 없음"),
            frozenset({("remove", c.number)}),
        )
        for c in agora_view(state, seat).chambers
        if c.cubes[other] <= 0
    ]
