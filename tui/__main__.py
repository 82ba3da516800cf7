"""`meeple` / `python -m tui`: play (default), or the headless commands.

Only argparse and the CLI module load here; Textual is imported when play starts.
"""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    import gc

    # No collector pass while the command line's modules load (young passes over objects that
    # live as long as the process were ~3 ms of a cold start); frozen, they stay out of later
    # passes too. `meeple play` then keeps the collector off until its title is drawn.
    collecting = gc.isenabled()
    gc.disable()
    from tui.cli import run

    gc.freeze()
    if collecting:
        gc.enable()
    return run(sys.argv[1:] if argv is None else argv)


if __name__ == "__main__":
    sys.exit(main())
