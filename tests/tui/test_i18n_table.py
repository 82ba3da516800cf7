"""The table in Korean (issue 26): its frame and panels, the action list, the composer, the
log, rules and why-not screens, notices, palette commands and the command line's messages
show no English the catalog has words for, and their boxes close at 80x24 and 120x40."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rich.cells import cell_len

from rules.core.options import make_config
from rules.core.registry import get_game, register
from rules.core.session import SeatConfig
from tests.fixtures.tinygame import GAME as TINY
from tui import cli, i18n
from tui.app import MeepleApp
from tui.screens.handoff import HandoffScreen
from tui.screens.log import LogScreen
from tui.screens.rules import RulesScreen
from tui.screens.table import TableScreen
from tui.screens.why_not import WhyNotScreen
from tui.widgets.panels import score_table

from .privacy import screen_text, visible_text
from .test_i18n import SIZES, _settle, check_korean

register(TINY)  # as tests/tui/test_flow.py uses it: "tiny"
NAMES = ("안나", "철수", "영희")


async def _sit(app: MeepleApp, pilot: Any, game_id: str) -> TableScreen:
    game = get_game(game_id)
    players = max(game.min_players, 2)
    config = make_config(game.options, players, {}, game.min_players, game.max_players)
    app.start_new_game(game, config, tuple(SeatConfig(name) for name in NAMES[:players]), 3)
    await _settle(pilot)
    if isinstance(app.screen, HandoffScreen):
        await pilot.press("space")
        await _settle(pilot)
    assert isinstance(app.screen, TableScreen)
    return app.screen


async def _open(pilot: Any, key: str) -> None:
    await pilot.press(key)
    await _settle(pilot)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", ["tiny", "sheriff"])
async def test_korean_table_log_rules_and_why_not(tmp_path: Path, game_id: str, size: tuple[int, int]) -> None:
    app = MeepleApp(tmp_path / "saves", pace=0, language="ko")
    async with app.run_test(size=size) as pilot:
        await _settle(pilot)
        table = await _sit(app, pilot, game_id)
        shown = visible_text(app)
        check_korean(app, f"{game_id}: table")
        assert "내 선택" in shown and "점수" in shown and "고르기" in shown, shown
        assert "합계" in screen_text(app) and " - 둘 차례" in screen_text(app)

        await _open(pilot, "slash")  # the filter: its hint and its count in Korean
        assert "행동 거르기 (Esc: 닫기)" in screen_text(app)
        await _open(pilot, "z")
        assert "중 'z'에 맞는 것 0개" in screen_text(app)
        check_korean(app, f"{game_id}: filter")
        await _open(pilot, "escape")
        assert app.screen is table

        await _open(pilot, "u")  # nothing to undo yet: said in Korean
        assert "아직 무를 것이 없습니다." in screen_text(app)

        await _open(pilot, "l")
        assert isinstance(app.screen, LogScreen)
        assert "님의 기록: 0줄" in visible_text(app) and "(아직 일어난 일이 없음)" in visible_text(app)
        check_korean(app, f"{game_id}: log")
        await _open(pilot, "slash")
        check_korean(app, f"{game_id}: log search")
        assert "기록 검색" in visible_text(app)
        await _open(pilot, "escape")
        await _open(pilot, "escape")
        assert app.screen is table

        await _open(pilot, "r")
        assert isinstance(app.screen, RulesScreen)
        assert "규칙: " in visible_text(app) and "Esc 뒤로" in visible_text(app)
        check_korean(app, f"{game_id}: rules")
        for _ in range(3):  # escape steps back from the search box, then out
            if app.screen is table:
                break
            await _open(pilot, "escape")
        assert app.screen is table
        await _open(pilot, "w")
        assert isinstance(app.screen, WhyNotScreen)
        check_korean(app, f"{game_id}: why not")
        await _open(pilot, "escape")

        await _open(pilot, "question_mark")  # the help names the focused list and its own words
        assert "목록에서" in screen_text(app)
        await _open(pilot, "escape")

        commands = [str(command.title) for command in app.get_system_commands(app.screen)]
        assert "봇 속도: 즉시 (지금 설정)" in commands and "게임 저장" in commands, commands
        assert "테마" in commands and "끝내기" in commands
        from tui.commands import key_commands

        keys = [str(command.title) for command in key_commands(app.screen)]
        assert "1번 고르기 (1)" in keys and "기록 전체 화면 (l)" in keys, keys
        assert not [c for c in commands if "Bot speed" in c or "Save game" in c or "Theme" in c]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_korean_composer(tmp_path: Path, size: tuple[int, int]) -> None:
    """Sheriff's market is made in the composer: its heading, keys and state in Korean."""
    app = MeepleApp(tmp_path / "saves", pace=0, language="ko")
    async with app.run_test(size=size) as pilot:
        await _settle(pilot)
        await _sit(app, pilot, "sheriff")
        for _ in range(20):
            screen = app.screen
            if isinstance(screen, TableScreen) and screen.composing:
                break
            await _open(pilot, "space" if isinstance(screen, HandoffScreen) else "1")
        else:
            raise AssertionError("no composer came up")
        await _settle(pilot, 5)
        shown = screen_text(app)  # unwrapped: the heading wraps at 120x40
        assert "수 만들기" in visible_text(app) and "+/- 바꾸기, Enter 보내기" in shown, shown
        assert "준비됨: Enter를 누르면 보냅니다." in shown or "아직 안 됨: " in shown
        check_korean(app, "composer")
        await _open(pilot, "l")  # the log has lines now, some since the last turn
        assert "님의 기록: 2줄 - * 내 지난 차례 이후 2줄" in visible_text(app)
        check_korean(app, "log with a line")


def test_korean_score_table_and_action_labels_count_cells() -> None:
    """Columns of Hangul line up (two cells a letter); English stays as it was."""
    from types import SimpleNamespace

    lines = [
        SimpleNamespace(seat=0, name="", total=12, breakdown=(("금화", 10), ("상품", 2))),
        SimpleNamespace(seat=1, name="", total=3, breakdown=(("금화", 3), ("상품", 0))),
    ]
    i18n.set_language("ko")
    try:
        grid = score_table(["안나", "Bob"], lines, winners=(0,)).seats_as_columns().plain.split("\n")
    finally:
        i18n.set_language("en")
    assert "합계" in grid[-2] and "승자" in grid[-1]
    assert len({cell_len(line) for line in grid}) == 1, grid
    english = score_table(["Ann", "Bob"], lines).seats_as_columns().plain
    assert "Total" in english and "합계" not in english

    from tui.widgets.actions import _cut

    assert _cut("가나다라", 5) == "가나" and _cut("abc", 5) == "abc" and cell_len(_cut("가a나다", 4)) == 3


def test_korean_undo_refusals_and_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    from tui.table.table import Table

    game = get_game("tiny")
    config = make_config(game.options, 2, {}, game.min_players, game.max_players)
    table = Table.new(game, config, (SeatConfig("안나"), SeatConfig("철수")), 3, None)
    i18n.set_language("ko")
    try:
        assert table.undo_refusal(0) == "아직 무를 것이 없습니다."
        assert table.undo_refusal(-1) == "테이블에 앉은 플레이어만 자기 행동을 무를 수 있습니다."
        assert table.snapshot(-1).undo_refusal == "구경하는 사람은 무를 수 없습니다."
    finally:
        i18n.set_language("en")
    assert table.undo_refusal(0) == "Nothing to undo yet."
    assert cli.run(["selfplay", "duel", "--games", "0", "--lang", "ko"]) == 2
    assert "--games는 1 이상이어야 합니다" in capsys.readouterr().err
    i18n.set_language("en")
    assert cli.run(["selfplay", "duel", "--games", "0"]) == 2
    assert "--games must be at least 1" in capsys.readouterr().err
