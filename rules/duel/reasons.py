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
from rules.duel import data as D
from rules.duel import effects as E
from rules.duel import structure as S
from rules.duel import turns
from rules.duel import view as _view
from rules.duel import words as W
from rules.duel import hooks
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
    return "your opponent"


def short_text(cost: int, coins: int) -> str:
    """'you have 3: 4 coins short'."""
    return f"you have {coins}: {W.coins_text(cost - coins)} short"


def listing(items: list[str]) -> str:
    """'A', 'A and B', 'A, B and C'."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def chain_source(state: DuelState, seat: int, symbol: str) -> str:
    """The card whose chain symbol is `symbol`, by name while the seat may know where it is; else the
    symbol (a card removed unseen or face down is not named)."""
    hidden = _view.secrets(state, seat)
    known = [c.name for c in D.load().cards.values() if c.chain_grants == symbol and c.id not in hidden]
    return listing(known) if known else f"the {symbol.replace('_', ' ')} symbol"


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
            why = f"costs {W.payment_text(cost)}; {short_text(cost.total, coins)}"
            symbol = cards[card_id].chain_from
            if symbol is not None:
                why += f" (it would be free by chain with {chain_source(state, seat, symbol)}, not in your city)"
            found.append(Reason(f"Build {W.name_of(card_id)}", why, frozenset({("build", card_id)})))
        elif D.is_senator(card_id) and state.agora is not None:
            cost = agora_view(state, seat).players[seat].recruit_cost
            if cost > coins:
                why = f"recruiting costs 1 coin per senator in your city ({cost}); {short_text(cost, coins)}"
                found.append(Reason(f"Recruit {W.name_of(card_id)}", why, frozenset({("recruit", card_id)})))
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
        named = [W.name_of(s.card) for s in over if s.face_up]
        hidden = sum(not s.face_up for s in over)
        if hidden:
            named.append("a face-down card" if hidden == 1 else f"{hidden} face-down cards")
        them = "it" if len(over) == 1 else "them"
        moves = frozenset({("build", slot.card), ("discard", slot.card), ("recruit", slot.card),
                           ("prepare", slot.card)})
        found.append(Reason(f"Take {W.name_of(slot.card)}", f"covered by {listing(named)}: take {them} first",
                            moves))
    return found


# ---- wonders ------------------------------------------------------------------------------------------------

def wonder_reasons(state: DuelState, seat: int) -> list[Reason]:
    """Wonders too dear; once 7 are built, the unbuilt ones are out of the game."""
    limit = D.load().setup.max_wonders_built
    if E.total_wonders_built(state) >= limit:
        if not state.retired_wonders:
            return []
        back = [W.name_of(w) for w in state.retired_wonders]
        why = (f"{limit} wonders are built, the most a game allows: the unbuilt ones ({listing(back)}) "
               f"went back to the box")
        return [Reason("Build a wonder", why, frozenset(("wonder", w) for w in state.retired_wonders))]
    coins = state.players[seat].coins
    found = []
    for wonder in state.players[seat].wonders:
        if wonder.built:
            continue
        cost = E.wonder_cost(state, seat, wonder.id)
        if cost.total > coins:
            why = f"costs {W.payment_text(cost)}; {short_text(cost.total, coins)}"
            found.append(Reason(f"Build {W.name_of(wonder.id)}", why, frozenset({("wonder", wonder.id)})))
    return found


def draft_reasons(state: DuelState, seat: int) -> list[Reason]:
    """During the draft there is no Age card yet to tuck under a wonder."""
    wonders = [w.id for w in state.players[seat].wonders]
    if not wonders:
        return []
    why = "no Age card to tuck under it yet: wonders are built from Age I on, with a card taken from the structure"
    return [Reason(f"Build {W.name_of(w)}", why, frozenset({("wonder", w)})) for w in wonders]


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
            pairs.append(f"{card.name} ({SYMBOL_NAMES.get(card.science, card.science)})")
    why = "a token is taken when your city gets a second card of one science symbol"
    if pairs:
        why += f"; building {listing(pairs)} now would do it"
    else:
        why += "; no card you can build now would make a pair"
    return [Reason("Take a progress token", why, frozenset(("progress", t) for t in state.board_progress))]


def box_progress_reasons(state: DuelState, frame: PickProgress) -> list[Reason]:
    """The Great Library offers the tokens it drew from the box, not those on the board."""
    board = [t for t in state.board_progress if t not in frame.options]
    if not board:
        return []
    named = listing([W.name_of(t) for t in board])
    why = f"the wonder lets you keep one of the tokens drawn from the box; {named} stay on the board"
    return [Reason("Take a token from the board", why, frozenset(("progress", t) for t in board))]


def destroy_reasons(state: DuelState, seat: int, frame: PickDestroy, names: tuple[str, ...] | None) -> list[Reason]:
    other = E.opponent(seat)
    colors = (frame.color,) if isinstance(frame.color, str) else tuple(frame.color)
    rest = [c for c in state.players[other].buildings if c in D.load().cards and D.card(c).color not in colors]
    if not rest:
        return []
    why = f"this effect takes a {' or '.join(colors)} card only"
    return [Reason(f"Discard another of {opponent_name(seat, names)}'s cards", why,
                   frozenset(("destroy", c) for c in rest))]


# ---- Agora: conspiracies ------------------------------------------------------------------------------------

def agora_view(state: DuelState, seat: int) -> Any:
    """The senate and conspiracies as `seat` sees them: the public table and its own conspiracies."""
    return hooks.view(state, seat)


def conspiracy_reasons(state: DuelState, seat: int) -> list[Reason]:
    """Conspiracies not prepared yet, one trigger a turn, nothing to prepare."""
    mine = agora_view(state, seat).players[seat]
    found = []
    for conspiracy in mine.hand:
        why = "not prepared: tuck a card from the structure under it first (that is a turn's action)"
        found.append(Reason(f"Trigger {W.name_of(conspiracy)}", why, frozenset({("trigger", conspiracy)})))
    if state.agora.trigger_used:
        for plot in mine.prepared:
            why = "one conspiracy a turn, at its start: you have triggered one already"
            found.append(Reason(f"Trigger {W.name_of(plot.conspiracy)}", why,
                                frozenset({("trigger", plot.conspiracy)})))
    if not mine.hand:
        why = "you hold no unprepared conspiracy; a Conspirator you recruit may draw some"
        found.append(Reason("Prepare a conspiracy", why, frozenset(("prepare", c) for c in open_cards(state))))
    return found


def prepared_not_offered(state: DuelState, seat: int) -> list[Reason]:
    """Curia Julia triggers a conspiracy not yet prepared; prepared ones wait for a turn's start."""
    found = []
    for plot in agora_view(state, seat).players[seat].prepared:
        why = "already prepared: this effect triggers an unprepared one; prepared ones trigger at a turn's start"
        found.append(Reason(f"Trigger {W.name_of(plot.conspiracy)}", why, frozenset({("trigger", plot.conspiracy)})))
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
    why = "only by recruiting a senator from the structure, or through a wonder, military token or conspiracy"
    return [Reason("Place or move influence", why, moves)]


def chambers_text(numbers: tuple[int, ...]) -> str:
    return listing([str(n) for n in numbers])


def place_reasons(state: DuelState, seat: int, section: str | None) -> list[Reason]:
    """No cube left in the supply; a Politician places in its own section only."""
    cubes = D.load().agora.cubes_per_player
    if agora_view(state, seat).players[seat].cubes_in_supply <= 0:
        why = f"all {cubes} of your cubes are in the senate"
        return [Reason("Place a cube", why, frozenset(("place", n) for n in chambers()))]
    if section is None:
        return []
    allowed = tuple(c.number for c in D.load().agora.chambers if c.section == section)
    found = []
    for number in chambers():
        if number not in allowed:
            why = f"this Politician places in the {section} section only (chambers {chambers_text(allowed)})"
            found.append(Reason(f"Place a cube in chamber {number}", why, frozenset({("place", number)})))
    return found


def move_reasons(state: DuelState, seat: int) -> list[Reason]:
    """A cube moves from a chamber where you have one, to a chamber next to it."""
    senate = agora_view(state, seat).chambers
    mine = [c.number for c in senate if c.cubes[seat] > 0]
    found = []
    for number in chambers():
        if number not in mine:
            moves = frozenset(("move", number, d) for d in adjacent(number))
            found.append(Reason(f"Move a cube from chamber {number}", "you have no cube there", moves))
    far = frozenset(("move", a, b) for a in mine for b in chambers() if b != a and b not in adjacent(a))
    if far:
        found.append(Reason("Move a cube past the next chamber", "a cube moves one chamber, to a neighbour", far))
    return found


def conspire_reasons(state: DuelState, seat: int) -> list[Reason]:
    if agora_view(state, seat).deck_size:
        return []
    return [Reason("Conspire", "the conspiracy deck is empty", frozenset({("conspire",)}))]


def removal_reasons(state: DuelState, seat: int, names: tuple[str, ...] | None) -> list[Reason]:
    other = E.opponent(seat)
    who = opponent_name(seat, names)
    return [Reason(f"Remove a cube from chamber {c.number}", f"{who} has no cube there",
                   frozenset({("remove", c.number)}))
            for c in agora_view(state, seat).chambers if c.cubes[other] <= 0]
