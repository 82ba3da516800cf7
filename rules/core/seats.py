"""Who sits at a table: seat ids, the viewers that are not seats, and each seat's player.

Plain Python, no attrs and no engine: the app and its title (the saves list shows each save's
players) start before either is imported, which keeps a cold start short. `rules.core.engine`
and `rules.core.session` re-export these names.
"""

from __future__ import annotations

from typing import NamedTuple

Seat = int
#: Viewer ids that are not seats: public information only, or everything (tests, debugging).
SPECTATOR: Seat = -1
GOD: Seat = -2
#: `ScoreLine.seat` of a row for an opponent that has no seat (an automa, an AI).
NO_SEAT: Seat = -3


class SeatConfig(NamedTuple):
    """A seat's player: a person by name, or a bot of a level (`rules.core.bots.BOT_LEVELS`).

    A named tuple, immutable like the attrs values around it: made at import in ~0.1 ms where a
    frozen attrs or dataclass class takes ~1 ms (measured), and read by the title's saves list."""

    name: str
    kind: str = "human"  # "human" or "bot"
    level: str | None = None

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"
