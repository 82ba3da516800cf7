"""`meeple` / `python -m tui`: play (default), or the headless commands.

Only argparse and the CLI module load here; Textual is imported when play starts.
"""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from tui.cli import run

    return run(sys.argv[1:] if argv is None else argv)


if __name__ == "__main__":
    sys.exit(main())
