"""What `meeple play` imports before its title is drawn stays light (issue 25: cold start).

attrs (and with it the engine, sessions and the games) loads when a table opens, not before:
the title lists the games and the saves from plain modules. Measured, this path was ~50 ms of
imports beyond Textual's and is ~16 ms without them. Run in a fresh interpreter so that no
other test's imports count.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

FIXTURE_SAVES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"

#: Top-level packages or modules the title must not need.
HEAVY = ("attr", "attrs", "cattrs", "rules.core.engine", "rules.core.session", "tui.table.table", "tui.table.flow")

PROBE = """
import sys
from pathlib import Path

import tui.cli
from tui.app import MeepleApp
from tui.screens.title import TitleScreen, continue_label, resumable_save, seats_text

heavy = sys.argv[2].split(",")
found = []


def loaded() -> list[str]:
    return sorted(m for m in sys.modules if any(m == h or m.startswith(h + ".") for h in heavy))


async def at_the_title(pilot) -> None:
    app = pilot.app
    while not (isinstance(app.screen, TitleScreen) and app.screen.is_mounted):
        await pilot.pause(0.01)
    await pilot.pause(0.05)  # drawn, and what its first showing runs has run
    found.append(resumable_save(Path(sys.argv[1])))
    print("LOADED", ",".join(loaded()))
    app.exit()


run = MeepleApp.run
MeepleApp.run = lambda app: run(app, headless=True, size=(120, 40), auto_pilot=at_the_title)
tui.cli._not_a_terminal = lambda: ""  # the probe has no terminal; the app runs headless
assert tui.cli.run(["--saves", sys.argv[1], "--lang", "en"]) == 0
save = found[0]
assert save is not None and not isinstance(save[1], Exception), save
print(seats_text(save[1]), continue_label(save[1]))
"""


def test_the_title_path_imports_no_attrs_engine_or_game(tmp_path: Path) -> None:
    for save in FIXTURE_SAVES.glob("*.json"):  # a title with saves to list, as a player has
        (tmp_path / save.name).write_bytes(save.read_bytes())
    result = subprocess.run(
        [sys.executable, "-c", PROBE, str(tmp_path), ",".join(HEAVY)],
        capture_output=True,
        text=True,
        check=False,
        env={"MEEPLE_LANG": "en", "PATH": "", "HOME": str(tmp_path)},
    )
    assert result.returncode == 0, result.stderr
    loaded = result.stdout.split("LOADED", 1)[1].splitlines()[0].strip()
    assert loaded == "", f"imported before the title: {loaded}"


def test_the_light_values_behave_as_the_attrs_ones_did() -> None:
    from rules.core.save_files import SaveHeader
    from rules.core.seats import SeatConfig
    from rules.core.session import SeatConfig as SessionSeatConfig

    assert SessionSeatConfig is SeatConfig
    bot = SeatConfig("Bot 1", "bot", "strong")
    assert bot.is_bot and not SeatConfig("Ann").is_bot
    assert (
        SeatConfig("Ann") == SeatConfig("Ann", "human", None) and len({bot, SeatConfig("Bot 1", "bot", "strong")}) == 1
    )
    assert repr(SeatConfig("Ann")) == "SeatConfig(name='Ann', kind='human', level=None)"
    header = SaveHeader(Path("x.json"), "duel", "Duel", (bot,), 3, False, None, None)
    assert header.options == () and header.seats[0].level == "strong"
