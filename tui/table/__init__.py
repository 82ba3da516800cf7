"""The table apart from the terminal (no Textual): `Table`, `Snapshot`, `Seating`.

`tui.table.table.Table` runs one game (session, autosave, bots, rule clock, log);
`tui.table.snapshot.Snapshot` is what one seat is shown; `tui.table.seating.Seating` decides,
for a terminal shared by several humans, whose private view may be drawn and when the
terminal must be handed over.
"""
