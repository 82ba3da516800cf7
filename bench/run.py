"""`make bench`: every measurement Meeple reports, one after the other.

Each script is a measurement, never a pass/fail test; a missing one is skipped with a note.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SCRIPTS = [
    ("time per bot game", ["selfplay.py", "--count", "200"]),
    ("soak: random-bot games over every seat count and option set, crashes and freezes", ["soak.py", "--games", "500"]),
    ("Sheriff: strong vs greedy bots", ["sheriff_bots.py"]),
    ("every game screen: key to frame, cold start, memory", ["keys.py"]),
]


def main() -> int:
    for title, (script, *args) in SCRIPTS:
        print(f"\n== {title} ({script})", flush=True)
        if not (HERE / script).exists():
            print("   not present yet", flush=True)
            continue
        subprocess.run([sys.executable, str(HERE / script), *args], cwd=HERE.parent, check=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
