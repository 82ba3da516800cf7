"""Meeple's terminal front end (Textual) and its command line."""

import os

# Textual draws changes on a 60 Hz timer: a change made just after a frame waits for the next
# slot, up to 16.7 ms. A key often ends in two frames (the move, then the scrollbars the layout
# moved), so on a pty the second slot was a third of a confirm's time. At 240 Hz a slot is
# 4.2 ms; frames still come only when something changed. Read when Textual is first imported,
# so it is set here, before any of Meeple's modules import it; TEXTUAL_FPS set by the user wins.
os.environ.setdefault("TEXTUAL_FPS", "240")
