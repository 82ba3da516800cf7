"""Served tables survive upgrades (issue 24): a table saved before a field was added to its
game's state comes back by its log; one that cannot be loaded is set aside, never deleted,
named in `meeple serve`'s start-up output, and its players are told."""

from __future__ import annotations

import json

from rules.core.registry import get_game
from rules.core.saves import meeple_version
from tests.core.test_save_upgrades import _with_an_added_field
from tests.server.helpers import join
from tui.server import protocol as p
from tui.server.lobby import Lobby


def _duel_with_moves(state_dir, moves: int = 5) -> str:
    lobby = Lobby(state_dir, lambda: 9)
    live, _ = lobby.create("key:ann", "Ann", p.CreateTable("duel", (p.SeatSpec(), p.SeatSpec())))
    table = live.table
    while table.moves < moves:
        seat = sorted(table.to_act())[0]
        table.play(seat, table.legal(seat)[0])
    record = json.loads((state_dir / "tables" / f"{live.id}.json").read_text())
    assert record["meeple_version"] == meeple_version() and record["state_version"].startswith("duel-")
    return live.id


def test_a_table_saved_before_a_state_field_was_added_comes_back(tmp_path, monkeypatch):
    table_id = _duel_with_moves(tmp_path)
    moves = Lobby(tmp_path).tables[table_id].table.moves
    _with_an_added_field(monkeypatch, get_game("duel"))  # the upgrade
    lobby = Lobby(tmp_path)
    assert lobby.load_errors == [] and lobby.tables[table_id].table.moves == moves
    assert lobby.tables[table_id].table.session.state.added == 0
    record = json.loads((tmp_path / "tables" / f"{table_id}.json").read_text())
    assert record["state_version"] != "" and lobby.tables[table_id].record.state_version == record["state_version"]


async def test_a_table_that_cannot_load_is_set_aside_and_its_player_told(harness):
    ann = await join(harness, "Ann", fingerprint="SHA256:ann")
    harness.seed = 3
    await ann.send(p.CreateTable("duel", (p.SeatSpec(), p.SeatSpec("bot", "random"))))
    table_id = (await ann.until(lambda m: isinstance(m, p.Seated))).table
    snap = await ann.until(lambda m: isinstance(m, p.SnapshotMsg) and m.snapshot["choices"])
    await ann.send(p.Play(table_id, 0, snap.version, (snap.snapshot["choices"][0]["action"],)))
    await ann.until(lambda m: isinstance(m, p.SnapshotMsg) and m.version > snap.version)
    await ann.close()
    await harness.stop()
    save = harness.state_dir / "saves" / f"{table_id}.json"
    data = json.loads(save.read_text())
    data["log"][0]["action"] = {"_type": "NoSuchMove"}  # e.g. a move a newer Meeple renamed
    save.write_text(json.dumps(data))
    await harness.start()
    lobby = harness.server.lobby
    assert table_id not in lobby.tables
    (error,) = lobby.load_errors
    assert error.startswith(f"table {table_id} (duel): ") and "kept in" in error
    (aside,) = (harness.state_dir / "aside").iterdir()
    assert sorted(f.name for f in aside.iterdir()) == [f"saves-{table_id}.json", f"tables-{table_id}.json"]
    assert not save.exists()
    back = await join(harness, "Ann", fingerprint="SHA256:ann")
    notice = await back.until(lambda m: isinstance(m, p.Notice))
    assert table_id in notice.text and "could not be loaded" in notice.text
    await back.close()


async def test_serve_names_the_tables_it_could_not_load(tmp_path):
    import asyncio
    import io

    from tui.server import serve as serve_mod

    (tmp_path / "state" / "tables").mkdir(parents=True)
    (tmp_path / "state" / "tables" / "beef.json").write_text("{not json")
    out = io.StringIO()
    ready = asyncio.Event()
    task = asyncio.create_task(
        serve_mod.serve(
            "127.0.0.1",
            0,
            tmp_path / "key",
            tmp_path / "state",
            out=out,
            prefork=False,
            on_ready=lambda *_: ready.set(),
        )
    )
    await asyncio.wait_for(ready.wait(), 30)
    task.cancel()
    await asyncio.gather(task, return_exceptions=True)
    text = out.getvalue()
    assert "1 saved table(s) or file(s) could not be loaded:" in text and "table beef: " in text
    assert any((tmp_path / "state" / "aside").iterdir())
