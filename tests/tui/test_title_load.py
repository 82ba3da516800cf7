"""Title (Continue names the game, not a file) and the Load list (headers, outcome, delete)."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest

from rules.core.options import make_config
from rules.core.registry import get_game
from rules.core.saves import save, session_to_json
from rules.core.session import SeatConfig, Session
from tests.tui.privacy import screen_text
from tui.app import MeepleApp
from tui.screens.dialogs import ConfirmScreen
from tui.screens.title import LoadScreen, TitleScreen

GAME = get_game("tiny")
SIZES = [(80, 24), (120, 40)]


def tiny_session(names=("Ann", "Bob", "Cy"), seed: int = 5) -> Session:
    config = make_config(GAME.options, len(names), {}, GAME.min_players, GAME.max_players)
    seats = tuple(SeatConfig(n, "bot", "random") if n == "Cy" else SeatConfig(n) for n in names)
    return Session(GAME, config, seats, seed)


def play(session: Session, moves: int | None = None) -> Session:
    """The first legal action of the lowest acting seat, `moves` times or to the end."""
    done = 0
    while not session.over and (moves is None or done < moves):
        seat = min(session.to_act())
        session.play(seat, session.legal(seat)[0])
        done += 1
    return session


def write(path: Path, session: Session, age: int = 0) -> Path:
    save(session, path)
    stamp = 1_900_000_000 - age
    os.utime(path, (stamp, stamp))
    return path


async def settle(pilot, times: int = 2) -> None:
    for _ in range(times):
        await pilot.pause()


@pytest.mark.parametrize("size", SIZES)
async def test_continue_names_game_seats_move_and_date(tmp_path: Path, size) -> None:
    path = write(tmp_path / "tiny-20261123-214000.json", play(tiny_session(), 2))
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        text = screen_text(app)
        assert re.search(
            r"Continue: High card - Ann, Bob, Cy \(bot: random\) - move 2 - \d\d [A-Z][a-z]{2} \d\d:\d\d", text
        )
        assert path.name not in text and ".json" not in text
        await pilot.press("c")
        await settle(pilot)
        assert app.screen is not None and not isinstance(app.screen, TitleScreen)


async def test_continue_skips_finished_games(tmp_path: Path) -> None:
    write(tmp_path / "a.json", play(tiny_session(("Ann", "Bob"))), age=0)
    write(tmp_path / "b.json", play(tiny_session(("Dee", "Eve")), 1), age=100)
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        text = screen_text(app)
        assert "Continue: High card - Dee, Eve - move 1" in text


async def test_an_error_note_clears_when_you_move_on(tmp_path: Path) -> None:
    (tmp_path / "tiny-broken.json").write_text('{"format": "meeple-save", "format_version": 1, "gam')
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert "Continue (the newest save cannot be read)" in screen_text(app)
        await pilot.press("c")
        await settle(pilot)
        assert "corrupt or truncated" in screen_text(app)
        await pilot.press("down")  # highlight change
        await settle(pilot)
        assert "corrupt or truncated" not in screen_text(app)
        await pilot.press("c")
        await settle(pilot)
        assert "corrupt or truncated" in screen_text(app)
        await pilot.press("o")
        await settle(pilot)
        assert isinstance(app.screen, LoadScreen)
        await pilot.press("escape")  # screen resume
        await settle(pilot)
        assert isinstance(app.screen, TitleScreen)
        assert "corrupt or truncated" not in screen_text(app)


def old_style_save(path: Path, session: Session, age: int) -> Path:
    data = session_to_json(session)
    for key in ("title", "moves", "finished", "winners"):
        del data[key]
    path.write_text(json.dumps(data, indent=1))
    stamp = 1_900_000_000 - age
    os.utime(path, (stamp, stamp))
    return path


@pytest.mark.parametrize("size", SIZES)
async def test_load_list_describes_each_save(tmp_path: Path, size) -> None:
    running = write(tmp_path / "tiny-1.json", play(tiny_session(), 3), age=10)
    finished = play(tiny_session(("Ann", "Bob")))
    winners = [finished.seats[w].name for w in finished.outcome().winners]
    write(tmp_path / "tiny-2.json", finished, age=20)
    old_style_save(tmp_path / "tiny-3.json", play(tiny_session(("Old", "Timer")), 1), age=30)
    (tmp_path / "notes.json").write_bytes(b"\xff\xfeshopping list")
    os.utime(tmp_path / "notes.json", (1_900_000_000 - 40,) * 2)
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        await pilot.press("o")
        await settle(pilot)
        assert isinstance(app.screen, LoadScreen)
        menu = app.screen.query_one("#load-list")
        prompts = [str(menu.get_option_at_index(i).prompt) for i in range(menu.option_count)]
        assert prompts[0].startswith("High card - Ann, Bob, Cy (bot: random)") and "move 3" in prompts[0]
        assert "in progress" in prompts[0] and running.name not in prompts[0]
        won = winners[0] if len(winners) == 1 else " and ".join(winners)
        assert f"finished: {won} won" in prompts[1]
        assert prompts[2].startswith("High card - Old, Timer") and "move ?" in prompts[2]
        assert prompts[3] == "notes.json\n    cannot be loaded: not a Meeple save"
        text = screen_text(app)
        assert "codec" not in text and "utf-8" not in text.lower()
        for _ in range(3):
            await pilot.press("down")
        await pilot.press("enter")
        await settle(pilot)
        assert "Refused notes.json: not a Meeple save" in screen_text(app)
        assert isinstance(app.screen, LoadScreen)


async def test_delete_asks_first(tmp_path: Path) -> None:
    first = write(tmp_path / "tiny-1.json", play(tiny_session(), 1), age=10)
    second = write(tmp_path / "tiny-2.json", play(tiny_session(("Dee", "Eve")), 2), age=20)
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("o")
        await settle(pilot)
        for keep in ("n", "escape"):
            await pilot.press("d")
            await settle(pilot)
            assert isinstance(app.screen, ConfirmScreen)
            assert "Delete this save?" in screen_text(app) and "Ann, Bob, Cy (bot: random)" in screen_text(app)
            await pilot.press(keep)
            await settle(pilot)
            assert isinstance(app.screen, LoadScreen) and first.exists()
        await pilot.press("delete")
        await settle(pilot)
        await pilot.press("y")
        await settle(pilot)
        assert isinstance(app.screen, LoadScreen)
        assert not first.exists() and second.exists()
        menu = app.screen.query_one("#load-list")
        assert menu.option_count == 1 and "Dee, Eve" in str(menu.get_option_at_index(0).prompt)
        assert "Deleted" in screen_text(app)
        await pilot.press("d")
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        assert not second.exists()
        assert "No saves left." in screen_text(app)
        await pilot.press("d")  # nothing to delete: nothing happens
        await settle(pilot)
        assert isinstance(app.screen, LoadScreen)


async def test_the_open_games_save_is_not_deleted(tmp_path: Path) -> None:
    path = write(tmp_path / "tiny-1.json", play(tiny_session(), 1))
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert app.open_save(path) is None
        await settle(pilot)
        app.push_screen(LoadScreen(tmp_path))
        await settle(pilot)
        await pilot.press("d")
        await settle(pilot)
        assert isinstance(app.screen, LoadScreen)
        assert "That game is open" in screen_text(app)
        assert path.exists()


async def test_two_hundred_saves_list(tmp_path: Path) -> None:
    session = play(tiny_session(), 4)
    text = json.dumps(session_to_json(session), indent=1)
    for index in range(200):
        path = tmp_path / f"tiny-{index:03}.json"
        path.write_text(text)
        os.utime(path, (1_900_000_000 - index,) * 2)
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("o")
        await settle(pilot)
        menu = app.screen.query_one("#load-list")
        assert menu.option_count == 200
        await pilot.press("end")
        await settle(pilot)
        assert menu.highlighted == 199


async def test_saves_at_move_zero_are_not_offered(tmp_path: Path) -> None:
    """An older Meeple wrote a save before the first move; there is nothing in it to resume."""
    write(tmp_path / "tiny-old.json", tiny_session(), age=0)
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert "Continue:" not in screen_text(app)
        app.push_screen(LoadScreen(tmp_path))
        await settle(pilot)
        assert "No saves yet." in screen_text(app) and "move 0" not in screen_text(app)


def test_a_save_says_whom_it_plays_against(tmp_path: Path) -> None:
    """Solo and AI games say so, with the level, and bots say theirs."""
    from rules.core.saves import read_header
    from tui.screens.title import seats_text

    florence = get_game("florence")
    solo = Session(florence, make_config(florence.options, 1, {"automa": "hard"}, 1, 5), (SeatConfig("Ann"),), 3)
    assert seats_text(read_header(write(tmp_path / "f.json", play(solo, 1)))) == "Ann solo vs the automa (hard)"
    architects = get_game("architects")
    two = Session(
        architects,
        make_config(architects.options, 2, {"automa": "helena"}, 1, 5),
        (SeatConfig("Ann"), SeatConfig("Bo", "bot", "greedy")),
        3,
    )
    assert seats_text(read_header(write(tmp_path / "a.json", play(two, 1)))) == "Ann, Bo (bot: greedy) vs AI Helena"


async def test_a_refused_save_is_marked_refused_and_continue_names_it(tmp_path: Path) -> None:
    """A save whose header reads "in progress" but whose log no longer replays: Load marks it
    refused in the list once tried, and Continue names the file it could not resume."""
    path = write(tmp_path / "tiny-bent.json", play(tiny_session(), 3))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["log"][1]["seat"] = 2  # a move by a seat that was not to act
    path.write_text(json.dumps(data), encoding="utf-8")
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("c")
        await settle(pilot)
        assert "Cannot continue the newest save, tiny-bent.json:" in " ".join(screen_text(app).split())
        await pilot.press("o")
        await settle(pilot)
        menu = app.screen.query_one("#load-list")
        assert "in progress" in str(menu.get_option_at_index(0).prompt)
        await pilot.press("enter")
        await settle(pilot)
        prompt = str(menu.get_option_at_index(0).prompt)
        assert "refused:" in prompt and "in progress" not in prompt
