"""The shell in Korean (issue 26): the catalog covers every text the shell says and holds
nothing unused; the language is chosen by --lang, MEEPLE_LANG, the title's switch, the
locale; and Korean screens show no English the catalog has words for, in boxes that close."""

from __future__ import annotations

import ast
import re
from pathlib import Path
from typing import Any

import pytest
from rich.cells import cell_len

from rules.core.bots import BOT_LEVELS
from rules.core.options import make_config
from rules.core.registry import GAMES, get_game
from rules.core.session import SeatConfig
from tui import cli, i18n
from tui.app import MeepleApp
from tui.i18n import settings
from tui.keys import DESCRIPTIONS

from .privacy import screen_text, visible_text

TUI = Path(i18n.__file__).resolve().parents[1]
#: The names the shell's words are passed through (table.py imports `_` as `_t`).
MARKERS = {"_", "_t", "N_"}


def _calls(path: Path) -> list[ast.Call]:
    return [node for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))) if isinstance(node, ast.Call)]


def _name(call: ast.Call) -> str:
    func = call.func
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""


def _literal(node: ast.AST | None) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def marked_texts() -> dict[str, str]:
    """Every `_("...")` (and `_t`, `N_`) literal under tui/: text -> the file it is in."""
    found: dict[str, str] = {}
    for path in sorted(TUI.rglob("*.py")):
        for call in _calls(path):
            text = _literal(call.args[0]) if _name(call) in MARKERS and call.args else None
            if text:
                found.setdefault(text, str(path.relative_to(TUI)))
    return found


def binding_descriptions() -> set[str]:
    """Descriptions of the keys under tui/ (the key bar and help put them in words as shown)."""
    found: set[str] = set()
    for path in TUI.rglob("*.py"):
        for call in _calls(path):
            if _name(call) != "Binding":
                continue
            node = (
                call.args[2]
                if len(call.args) > 2
                else next((k.value for k in call.keywords if k.arg == "description"), None)
            )
            if _literal(node):
                found.add(str(_literal(node)))
    return found


def confirm_texts() -> set[str]:
    """Questions and answers given to ConfirmScreen as literals (it puts them in words as shown)."""
    found: set[str] = set()
    for path in TUI.rglob("*.py"):
        for call in _calls(path):
            if _name(call) == "ConfirmScreen":
                found.update(
                    str(_literal(node)) for node in [*call.args, *(k.value for k in call.keywords)] if _literal(node)
                )
    return found


def help_titles() -> set[str]:
    """What the help screen calls each screen (`HelpScreen.for_screen`): HELP_TITLE when a
    class has one, else its class name in words."""
    found: set[str] = set()
    for path in TUI.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.ClassDef) or not node.name.endswith("Screen"):
                continue
            found.add(re.sub(r"(?<!^)(?=[A-Z])", " ", node.name.removesuffix("Screen")))
            found.add(re.sub(r"(?<!^)(?=[A-Z])", " ", node.name))  # TableScreen_<game> keeps "Screen"
            for item in node.body:
                if isinstance(item, ast.Assign) and any(getattr(t, "id", "") == "HELP_TITLE" for t in item.targets):
                    found.add(str(_literal(item.value) or ""))
    return found


def option_texts() -> set[str]:
    """The games' option labels, help, placeholders and choices, and the bot levels."""
    found = set(BOT_LEVELS)
    for info in GAMES:
        for spec in get_game(info.id).options:
            found.update({spec.label, spec.help, spec.blank, *(str(c) for c in spec.choices)})
            found.update(text for _, text in spec.help_by_players)
    return {text for text in found if text}


def test_every_text_of_the_shell_has_korean() -> None:
    korean = i18n.catalog("ko")
    missing = {text: where for text, where in marked_texts().items() if text not in korean}
    assert not missing, "no Korean for:\n" + "\n".join(f"  {where}: {text!r}" for text, where in missing.items())


def test_every_catalog_entry_is_used() -> None:
    used = (
        set(marked_texts())
        | binding_descriptions()
        | option_texts()
        | help_titles()
        | confirm_texts()
        | set(DESCRIPTIONS.values())
    )
    unused = sorted(set(i18n.catalog("ko")) - used)
    assert not unused, f"catalog entries nothing says: {unused}"


def test_entries_keep_their_fields_and_sections_do_not_repeat() -> None:
    import tomllib

    data = tomllib.loads((TUI / "i18n" / "ko.toml").read_text(encoding="utf-8"))
    keys = [key for section in data.values() for key in section]
    assert len(keys) == len(set(keys)), "an English text is in two sections"
    for english, korean in i18n.catalog("ko").items():
        # the same fields, in any order (Korean puts them where its grammar does)
        assert set(re.findall(r"{(\w*)}", english)) == set(re.findall(r"{(\w*)}", korean)), english


def test_the_translation_follows_the_language() -> None:
    i18n.set_language("ko")
    try:
        assert i18n._("Players") == "인원"
        assert i18n._("Seat {number}", number=2) == "2번 자리"
        assert i18n._("a text with no entry") == "a text with no entry"
    finally:
        i18n.set_language("en")
    assert i18n._("Seat {number}", number=2) == "Seat 2"


def test_choose_language_order(tmp_path: Path) -> None:
    saved = tmp_path / "settings.json"
    assert settings.choose_language("en", {"MEEPLE_LANG": "ko"}, saved) == "en"
    assert settings.choose_language(None, {"MEEPLE_LANG": "ko"}, saved) == "ko"
    assert settings.choose_language(None, {"LANG": "ko_KR.UTF-8"}, saved) == "ko"
    assert settings.choose_language(None, {"LANG": "C"}, saved) == "en"
    assert settings.save_language("ko", saved) is None
    assert settings.choose_language(None, {"LANG": "C"}, saved) == "ko"  # the title's choice beats the locale
    assert settings.choose_language(None, {"MEEPLE_LANG": "en"}, saved) == "en"
    saved.write_text("{not json", encoding="utf-8")
    assert settings.saved_language(saved) is None


def test_lang_is_accepted_before_and_after_every_command() -> None:
    assert cli.parse_args(["--lang", "ko"]).lang == "ko"
    for command in (["play"], ["selfplay", "duel"], ["replay", "x.json"], ["rules", "duel"], ["serve"]):
        assert cli.parse_args([*command, "--lang", "ko"]).lang == "ko"
        assert cli.parse_args(["--lang", "en", *command]).lang == "en"
        assert cli.parse_args(command).lang is None
    with pytest.raises(SystemExit):
        cli.parse_args(["--lang", "fr"])


# ----- Korean screens

#: English texts a Korean screen may show: game words not in Korean yet (the registry's
#: player counts name an expansion, "2-4, 5 with Houses of Renaissance").
GAME_WORDS = ("Houses of Renaissance",)
SIZES = [(80, 24), (120, 40)]
GAME_SETUPS = {"duel": 2, "sheriff": 3, "florence": 3, "architects": 2, "lorenzo": 2}


def _fragments(english: str) -> list[str]:
    """The words of a catalog text outside its {fields} worth looking for on a screen."""
    pieces = [piece.strip(" .,:;()<>-?\n") for piece in re.split(r"{\w*}", english)]
    fields = "{" in english or english != english.strip()
    # a short word joining fields or names ("with", " and ") is as likely a game's own word
    return [
        piece
        for piece in pieces
        if len(re.findall(r"[A-Za-z]", piece)) >= 3 and not (fields and re.fullmatch(r"[a-z]{1,4}", piece))
    ]


def untranslated(text: str) -> list[str]:
    """Catalog texts (with Korean words of their own) still shown in English in `text`."""
    found = []
    for english, korean in i18n.catalog("ko").items():
        if english == korean:
            continue
        for piece in _fragments(english):
            if piece in GAME_WORDS or piece in korean:  # key names ("y / Enter") stay as they are
                continue
            if re.search(rf"(?<![\w]){re.escape(piece)}(?![\w])", text):
                found.append(piece)
    return found


def broken_boxes(lines: list[str]) -> list[str]:
    """Heavy boxes whose sides do not line up: a side drawn off its column (a wide character
    counted as one cell) or missing. Columns are counted in cells."""

    def columns(line: str, char: str) -> list[int]:
        return [cell_len(line[:index]) for index, found in enumerate(line) if found == char]

    problems = []
    for top, line in enumerate(lines):
        for left in columns(line, "┏"):
            rights = [c for c in columns(line, "┓") if c > left]
            if not rights:
                problems.append(f"line {top}: a box top without its right corner")
                continue
            right = rights[0]
            for row in range(top + 1, len(lines)):
                if left in columns(lines[row], "┗"):
                    break
                sides = columns(lines[row], "┃")
                if left not in sides or right not in sides:
                    problems.append(f"line {row}: sides at {sides}, the box spans {left}-{right}: {lines[row]!r}")
                    break
    return problems


def check_korean(app: MeepleApp, where: str, text: str | None = None) -> None:
    lines = visible_text(app).split("\n")
    shown = "\n".join(lines) if text is None else text
    assert not untranslated(shown), f"{where}: English left: {untranslated(shown)}\n{shown}"
    assert not broken_boxes(lines), f"{where}: {broken_boxes(lines)}\n" + "\n".join(lines)


async def _settle(pilot: Any, times: int = 3) -> None:
    for _ in range(times):
        await pilot.pause()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_korean_title_forms_and_hand_off(tmp_path: Path, size: tuple[int, int]) -> None:
    from tui.screens.handoff import HandoffScreen
    from tui.screens.newgame import NewGameScreen
    from tui.screens.table import TableScreen
    from tui.widgets.keybar import KeyBar

    app = MeepleApp(tmp_path / "saves", pace=0, language="ko")
    async with app.run_test(size=size) as pilot:
        await _settle(pilot)
        check_korean(app, "title")
        assert "새 게임" in visible_text(app)
        await pilot.press("n")
        await _settle(pilot)
        check_korean(app, "game picker")
        await pilot.press("escape")
        for game_id in GAME_SETUPS:
            app.open_new_game(game_id)
            await _settle(pilot)
            assert isinstance(app.screen, NewGameScreen)
            check_korean(app, f"new game: {game_id}")
            app.screen.query_one("#name-0").value = ""  # a refused form says why in Korean too
            app.screen.action_start()
            await _settle(pilot)
            assert "1번 자리에 이름이 필요합니다" in str(app.screen.query_one("#setup-error").render())
            app.screen.dismiss(None)
            await _settle(pilot)
        game = get_game("sheriff")
        config = make_config(game.options, 3, {}, game.min_players, game.max_players)
        seats = tuple(SeatConfig(name) for name in ("안나", "Bob", "철수"))
        app.start_new_game(game, config, seats, 3)
        await _settle(pilot)
        assert isinstance(app.screen, HandoffScreen)
        check_korean(app, "hand-off")
        assert "님에게 넘겨 주세요" in visible_text(app)
        await pilot.press("space")
        await _settle(pilot)
        assert isinstance(app.screen, TableScreen)
        status = app.screen.snapshot.status
        bar = app.screen.query_one(KeyBar).keys_text().plain
        assert "둘 차례" in status, status
        check_korean(app, "table: status and keys", f"{status}\n{bar}")
        await pilot.press("w")
        await _settle(pilot)
        assert "님이 지금 할 수 없는 수" in visible_text(app)
        check_korean(app, "why not", str(app.screen.query_one("#why-head").render()))
        await pilot.press("escape", "g")
        await _settle(pilot)
        assert "바로 가기" in visible_text(app)
        check_korean(app, "go to", "")  # its parts are the board's own names; the boxes must close
        await pilot.press("escape", "question_mark")
        await _settle(pilot)
        assert "키: 테이블" in visible_text(app) and "이 화면에서" in visible_text(app)
        await pilot.press("escape")
        await _settle(pilot)
        await pilot.press("escape")  # leaving asks first, in Korean
        await _settle(pilot)
        assert "테이블에서 나가" in visible_text(app)
        check_korean(app, "leave the table?", screen_text(app))  # the question's own words, not the table's
        await pilot.press("escape")


async def test_the_title_switch_changes_and_remembers_the_language(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    saved = tmp_path / "config" / "settings.json"
    monkeypatch.setattr(settings, "settings_path", lambda: saved)
    app = MeepleApp(tmp_path / "saves", pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await _settle(pilot)
        assert "New game" in visible_text(app)
        await pilot.press("k")
        await _settle(pilot)
        assert app.language == "ko" and "새 게임" in visible_text(app)
        check_korean(app, "title after k")
        assert settings.saved_language(saved) == "ko"
        await pilot.press("k")
        await _settle(pilot)
        assert app.language == "en" and "New game" in visible_text(app)
    assert settings.saved_language(saved) == "en"


def test_the_screen_checks_see_english_and_broken_boxes() -> None:
    assert "New game" in untranslated("n  New game\n 인원 ")
    assert untranslated("Seat 3 of 5") == ["Seat"]
    assert not untranslated("7 Wonders Duel (+ Agora)  (2-4, 5 with Houses of Renaissance)")
    assert "Advanced rules" in untranslated("Advanced rules: off")
    whole = ["┏━━━━┓", "┃한글┃", "┗━━━━┛"]
    assert not broken_boxes(whole)
    assert broken_boxes(["┏━━━━┓", "┃한글 ┃", "┗━━━━┛"])


async def test_korean_end_screen_and_load_list(tmp_path: Path) -> None:
    from types import SimpleNamespace

    from tui.screens.dialogs import GameOverScreen

    saves = tmp_path / "saves"
    saves.mkdir()
    (saves / "broken.json").write_text("{not a save", encoding="utf-8")
    app = MeepleApp(saves, pace=0, language="ko")
    async with app.run_test(size=(80, 24)) as pilot:
        await _settle(pilot)
        assert "이어하기 (가장 최근 저장 파일을 읽을 수 없음)" in visible_text(app)
        await pilot.press("o")
        await _settle(pilot)
        shown = screen_text(app)  # unwrapped: the folder's path is long
        assert "의 저장 파일 (최근 것부터)" in shown and "불러올 수 없음:" in shown
        check_korean(app, "load list")
        await pilot.press("escape")
        outcome = SimpleNamespace(winners=(0, 1), end="goods")
        app.push_screen(
            GameOverScreen(
                "Sheriff of Nottingham",
                ["안나", "Bob"],
                [],
                outcome,
                seed=42,
                game_id="sheriff",
                save_path=saves / "a.json",
            )
        )
        await _settle(pilot)
        shown = visible_text(app)
        assert "게임 끝: Sheriff of Nottingham" in shown and "공동 승리: 안나, Bob" in shown
        assert "시드 42: meeple replay" in shown
        check_korean(app, "end screen", screen_text(app).replace("Total", ""))  # the score table: not yet
