"""The hot-seat leak test: no screen ever shows a seat's secrets to the wrong person.

Seeded hot-seat games of every game are driven through the real app with the real guards
(shorter delays, the same mechanism), the way people really type: a confirming key, then
more keys at once (a double press, key repeat, someone still typing). After every key the
rendered screen (every widget's whole text, and the cells drawn) must hold no secret of a
seat other than the one whose private panel is deliberately open; on a hand-off screen, no
secret of anyone. Every frame written, between keys too, shows a table only to the seat shown,
and a hand-off's frame nothing of the table under it (`watch_frames`): the next player's
table is drawn there while the hand-off waits. Secrets are listed per game in `SECRET_PHRASES` and grow with each game.
"""

from __future__ import annotations

import random
import time
from pathlib import Path
from typing import Any, Callable

import pytest

from rules.core.compose import StepComposition
from rules.core.engine import SPECTATOR
from rules.core.options import make_config
from rules.core.registry import get_game
from rules.core.session import SeatConfig
from tests.tui.architects_privacy import architects_phrases
from tests.tui.privacy import _occurs, screen_text, visible_text, watch_frames
from tui.app import MeepleApp
from tui.screens.dialogs import GameOverScreen
from tui.screens.handoff import HandoffScreen
from tui.screens.table import TableScreen

HANDOFF_DELAY = 0.4
TURN_GUARD = 0.3
#: Keys people press right after confirming (none of them may show anything private).
FOLLOW_UP = ("enter", "space", "1", "enter", "2", "space")


# ----------------------------------------------------------------- what each game keeps secret
def _glossary_names(game: Any) -> dict[str, str]:
    """Each component's name as the screen draws it: in the language the app is read in."""
    from rules.core.words import say

    return {entry.id: say(entry.name, entry.name_ko or entry.name) for entry in game.glossary()}


#: Card names that are also words of the public board: the Age III card "Senate" and Agora's
#: senate, where the word alone proves nothing.
DUEL_AMBIGUOUS = {"senate", "Senate"}


def duel_phrases(game: Any, state: Any, viewer: int) -> set[str]:
    """Face-down and undrawn cards, other seats' conspiracies, unchosen tokens: by id and name
    (a name that belongs to one component only proves it was shown). Ids that are
    plain words ("press") are checked by their capitalised name; a name inside a longer one
    ("Temple" in "Temple of Artemis") by its id only."""
    ids = game.secrets(state, viewer)
    names = _glossary_names(game)
    every = list(names.values())
    found = {i for i in ids if ("_" in i or any(c.isdigit() for c in i))}  # plain-word ids: by name
    for ident in ids:
        name = names.get(ident)
        if (
            not name
            or name in DUEL_AMBIGUOUS
            or every.count(name) > 1
            or any(name != other and name in other for other in every)
        ):
            continue
        found.add(name)
    return found


def sheriff_phrases(game: Any, state: Any, viewer: int) -> set[str]:
    """Other seats' hands and bags, as the screens would word them ("2 Apples, 1 Silk")."""
    from rules.sheriff.data import good_of
    from rules.sheriff.words import goods_text as goods_phrase

    def phrase(cards: tuple[str, ...]) -> str | None:
        # short or one-kind phrases turn up in public text by chance (a discard, your own bag)
        goods = [good_of(c) for c in cards]
        return goods_phrase(goods) if len(goods) >= 4 and len(set(goods)) >= 2 else None

    # what the viewer may see (their own view: own hand and bag, bags found open, proofs
    # shown to them, market discards) proves nothing when the same goods sit elsewhere
    view = game.view(state, viewer)
    seen = {goods_phrase(good_of(x) for x in group) for group in _string_tuples(view)}
    # every stand's legal goods lie face up, shown as counts (a failure in a full run: a stand of
    # 2 Apples, 2 Cheese, 1 Bread matched another seat's hand of the same goods)
    seen |= {goods_phrase(g for g, k in player.stand_legal_counts for _ in range(k)) for player in view.players}
    found = set(game.secrets(state, viewer))
    for seat, player in enumerate(state.players):
        if seat == viewer:
            continue
        for cards in (player.hand, player.bag):
            text = phrase(cards)
            if text and text not in seen:
                found.add(text)
    return found


def _string_tuples(value: Any) -> list[tuple[str, ...]]:
    """Every tuple of strings inside a view (attrs values, tuples, dicts), iteratively."""
    import attrs

    found, pending = [], [value]
    while pending:
        item = pending.pop()
        if attrs.has(type(item)):
            pending.extend(getattr(item, f.name) for f in attrs.fields(type(item)))
        elif isinstance(item, dict):
            pending.extend(item.values())
        elif isinstance(item, (tuple, list)):
            if item and all(isinstance(x, str) for x in item):
                found.append(tuple(item))
            else:
                pending.extend(item)
    return found


def ids_only(game: Any, state: Any, viewer: int) -> set[str]:
    return set(game.secrets(state, viewer))


def florence_phrases(game: Any, state: Any, viewer: int) -> set[str]:
    """Ids, plus the names the screen draws (tui/games/florence) of the cards other seats hold
    hidden: hands, bonus and prestige cards (the decks are left to the ids: a card you put
    under a deck yourself is named in your own log)."""
    from rules.florence.describe import card_name
    from rules.florence.state import is_recruitment

    found = set(game.secrets(state, viewer))
    for seat, player in enumerate(state.players):
        if seat == viewer:
            continue
        cards = [c for c in player.hand if not is_recruitment(c) and c not in player.known] + list(player.bonus)
        if state.phase != "over":
            cards += list(player.prestige_cards)
        found.update(card_name(c) for c in cards)
    return found


def lorenzo_phrases(game: Any, state: Any, viewer: int) -> set[str]:
    """Ids, plus the names the screen draws (tui/games/lorenzo) of the leaders the viewer may not
    know: other hands, other draft hands, the undealt leaders (the decks are left to the ids:
    card names such as 'Church' are also words of the public board)."""
    from rules.lorenzo.leaders import leader_catalog
    from rules.lorenzo.words import named

    ids = set(game.secrets(state, viewer))
    return ids | {named(leader_catalog()[i]) for i in ids if i in leader_catalog()}


def whole_list_occurs(phrase: str, text: str) -> bool:
    """A goods phrase ("1 Apple, 1 Cheese, 2 Chickens") only as a whole list: the first items of a
    longer public list ("P3 discards 1 Apple, 1 Cheese, 2 Chickens, 1 Pepper face up") are not it.
    Seen twice in full runs, both times inside a public discard line."""
    import re

    return _occurs(phrase, text) and re.search(r"(?<!, )" + re.escape(phrase) + r"(?!, \d)", text) is not None


def sheriff_public(table: Any) -> set[str]:
    """Goods discarded face up at a market, as the log words them: public when it happened, so
    a later hand or bag of the same goods is not told by that line (a failure in CI: seat 1's
    discard of 1 Apple, 2 Bread, 1 Pepper, rounds earlier, matched another seat's bag)."""
    from rules.sheriff.actions import Exchange
    from rules.sheriff.data import good_of
    from rules.sheriff.words import goods_text as goods_phrase

    return {
        goods_phrase(good_of(c) for c in entry.action.discard)
        for entry in table.session.log
        if isinstance(entry.action, Exchange) and entry.action.discard
    }


#: Phrases the whole table saw in public at some point, per game: never counted as a leak.
PUBLIC_PHRASES: dict[str, Callable[[Any], set[str]]] = {"sheriff": sheriff_public}


#: How a game's phrases are matched in screen text (default: as whole tokens).
PHRASE_MATCH: dict[str, Callable[[str, str], bool]] = {"sheriff": whole_list_occurs}


SECRET_PHRASES: dict[str, Callable[[Any, Any, int], set[str]]] = {
    "tiny": ids_only,
    "duel": duel_phrases,
    "sheriff": sheriff_phrases,
    "florence": florence_phrases,
    "architects": architects_phrases,  # ids, and hidden buildings by the name the screen draws
    "lorenzo": lorenzo_phrases,
}


# ----------------------------------------------------------------- the driver
class Stats:
    def __init__(self) -> None:
        self.keys = 0
        self.screens = 0
        self.handoffs = 0
        self.ignored = 0


def forbidden(table: Any, viewer: int) -> set[str]:
    """What `viewer`'s screen may not show: the secrets of the game as that viewer may not
    see them, less what the viewer learned by their own actions (the log of their own moves:
    e.g. the conspiracy they put back on the deck, which they know wherever it goes)."""
    game, state = table.game, table.state
    mine = SECRET_PHRASES.get(game.id, ids_only)(game, state, viewer)
    public = PUBLIC_PHRASES.get(game.id)
    if public is not None:
        mine -= public(table)
    if viewer < 0:
        return mine
    own_moves = "\n".join(line.text for seat, line in table.told(viewer) if seat == viewer)
    return {p for p in mine if not _occurs(p, own_moves)}


def check(app: MeepleApp, stats: Stats) -> None:
    """The rendered screen holds no secret of anyone but the seat deliberately shown."""
    table, seating = app.table, app.seating
    if table is None or seating is None:
        return
    shown = seating.shown if isinstance(app.screen, TableScreen) else None
    text = screen_text(app) + "\n" + visible_text(app)
    if shown is None:  # a hand-off or another screen in front: nobody's secrets at all
        phrases = SECRET_PHRASES.get(table.game.id, ids_only)
        public = PUBLIC_PHRASES.get(table.game.id, lambda _table: set())(table)
        banned = {
            (v, p)
            for v in [*range(len(table.seats)), SPECTATOR]
            for p in phrases(table.game, table.state, v)
            if p not in public
        }
    else:
        banned = {(shown, p) for p in forbidden(table, shown)}
    occurs = PHRASE_MATCH.get(table.game.id, _occurs)
    leaked = sorted((v, p) for v, p in banned if p and occurs(p, text))
    # a failure depends on key timing, so it says where the phrase stood: enough to find the cause
    where = [line for line in text.splitlines() for _v, p in leaked[:5] if occurs(p, line)]
    assert not leaked, (
        f"{table.game.id} ply {table.state.ply}: {type(app.screen).__name__} (seat shown: {shown}) "
        f"shows {leaked[:5]}; screens {[type(s).__name__ for s in app.screen_stack]}; "
        f"to act {sorted(table.to_act())}; in the lines {where[:5]}"
    )
    stats.screens += 1


async def press(pilot: Any, app: MeepleApp, stats: Stats, key: str) -> None:
    await pilot.press(key)
    stats.keys += 1
    check(app, stats)


async def confirm(pilot: Any, app: MeepleApp, stats: Stats, pick: random.Random) -> None:
    """A legal choice of the seat shown, by its keys: a list number, or the composer."""
    screen = app.screen
    if screen.composing:
        composition = screen.composer.composition
        rows = list(composition.tokens())
        if isinstance(composition, StepComposition):
            rows = [t for t in rows if composition.can_add(t)][:1]
        else:
            target = composition.actions[pick.randrange(len(composition.actions))]
            rows = list(app.table.game.parts(target))
        for token in rows:
            screen.composer.rows.highlighted = list(screen.composer.tokens).index(token)
            await press(pilot, app, stats, "plus")
        await press(pilot, app, stats, "enter")
        return
    shown = screen.actions.shown
    index = pick.randrange(min(len(shown), 9))
    await press(pilot, app, stats, str(index + 1))


async def drive(pilot: Any, app: MeepleApp, stats: Stats, seed: int, max_actions: int) -> None:
    pick = random.Random(seed)
    actions = 0
    for _ in range(max_actions * 30):
        await pilot.pause()
        check(app, stats)
        screen = app.screen
        if isinstance(screen, GameOverScreen) or actions >= max_actions or app.table is None or app.table.over:
            return  # (an Enter among the follow-up keys may leave the end screen for the title)
        if isinstance(screen, HandoffScreen):
            stats.handoffs += 1
            appeared = screen._armed_at - screen.delay
            for key in ("enter", "space", "1"):
                await press(pilot, app, stats, key)
                if time.monotonic() - appeared < screen.delay * 0.8:
                    assert app.screen is screen, "a key inside the guard passed the hand-off"
            stats.ignored += screen.ignored
            if app.screen is screen:
                await pilot.pause(max(0.0, screen._armed_at - time.monotonic()) + 0.05)
                await press(pilot, app, stats, "space")
            continue
        if isinstance(screen, TableScreen) and (screen.actions.shown or screen.composing):
            if not screen.ready_for_input():
                await pilot.pause(TURN_GUARD + 0.05)
            await confirm(pilot, app, stats, pick)
            actions += 1
            for key in FOLLOW_UP[: pick.randrange(2, len(FOLLOW_UP) + 1)]:
                await press(pilot, app, stats, key)
            continue
        await pilot.pause(0.02)  # a bot is thinking
    raise AssertionError(f"the driver got stuck on {app.screen!r}")


CASES = [
    ("tiny", 2, {"bonus": True}, ("human", "human"), 40),
    ("tiny", 3, {}, ("human", "human", "bot"), 40),
    ("duel", 2, {"agora": True}, ("human", "human"), 30),
    ("sheriff", 4, {"black_market": True}, ("human", "human", "human", "bot"), 40),
    ("florence", 3, {}, ("human", "human", "bot"), 20),
    ("architects", 3, {}, ("human", "human", "bot"), 20),
    ("architects", 2, {"automa": "helena", "variant_boards": True, "variant_pick": "choose"}, ("human", "human"), 20),
    ("lorenzo", 3, {"leaders": True}, ("human", "human", "bot"), 30),
    (
        "lorenzo",
        3,
        {"leaders": True, "houses_of_renaissance": True, "leader_set": "mixed"},
        ("human", "human", "bot"),
        30,
    ),
]


#: The same drive with every screen in Korean (issue 26): the names and phrases looked for are the
#: Korean ones then (the phrase functions word them in the app's language). Every game's drives;
#: the tiny test game has no Korean words.
KOREAN_CASES = [(*case[:4], max(15, case[4] // 2)) for case in CASES if case[0] != "tiny"]  # half the keys: CI time
ALL_CASES = [(*case, "en") for case in CASES] + [(*case, "ko") for case in KOREAN_CASES]


@pytest.mark.parametrize(
    ("game_id", "players", "options", "kinds", "max_actions", "language"),
    ALL_CASES,
    ids=[f"{c[0]}-{c[1]}p-{c[5]}" for c in ALL_CASES],
)
async def test_no_screen_shows_another_seats_secrets(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    game_id: str,
    players: int,
    options: dict,
    kinds: tuple[str, ...],
    max_actions: int,
    language: str,
) -> None:
    monkeypatch.setattr(MeepleApp, "HANDOFF_DELAY", HANDOFF_DELAY)
    monkeypatch.setattr(MeepleApp, "TURN_GUARD", TURN_GUARD)
    game = get_game(game_id)
    config = make_config(game.options, players, options, game.min_players, game.max_players)
    seats = tuple(
        SeatConfig(f"P{i + 1}") if kind == "human" else SeatConfig(f"Bot{i + 1}", "bot", "random")
        for i, kind in enumerate(kinds)
    )
    stats = Stats()
    app = MeepleApp(tmp_path, pace=0, language=language)
    bad_frames = watch_frames(app, monkeypatch)  # between the keys too
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.start_new_game(game, config, seats, 21)
        await drive(pilot, app, stats, 21, max_actions)
    assert bad_frames == []
    assert stats.handoffs >= 2 and stats.ignored >= 1, "the guard was never exercised"
    print(
        f"leak test {game_id} {players}p: {stats.keys} keys, {stats.screens} screens checked, "
        f"{stats.handoffs} hand-offs, {stats.ignored} early keys ignored"
    )
