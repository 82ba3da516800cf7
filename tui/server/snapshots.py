"""A `Snapshot` as plain JSON data for the wire: the viewer's view, its choices (label and
the action as the save format writes it, so a client can send one back), and the public
rest. Built from the snapshot alone, which is built from that viewer's view alone."""

from __future__ import annotations

from typing import Any

import attrs

from rules.core.serialize import action_to_json, to_plain
from tui.table.snapshot import Snapshot


def snapshot_to_plain(game: Any, snap: Snapshot) -> dict[str, Any]:
    return {
        "game_id": snap.game_id,
        "title": snap.title,
        "viewer": snap.viewer,
        "view": to_plain(game, snap.view),
        "version": snap.version,
        "moves": snap.moves,
        "last_actor": snap.last_actor,
        "choices": [{"label": c.label, "action": action_to_json(game, c.action)} for c in snap.choices],
        "seats": [attrs.asdict(s) for s in snap.seats],
        "scores": [attrs.asdict(s) for s in snap.scores],
        "outcome": attrs.asdict(snap.outcome) if snap.outcome is not None else None,
        "over": snap.over,
        "status": snap.status,
        "log": list(snap.log),
        "since_last_turn": list(snap.since_last_turn),
        "undo_refusal": snap.undo_refusal,
        "rules_section": snap.rules_section,
        "clock": attrs.asdict(snap.clock) if snap.clock is not None else None,
        "seed": snap.seed,
        "save_error": snap.save_error,
    }
