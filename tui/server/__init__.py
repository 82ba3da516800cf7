"""Shared tables for many terminals: the lobby, the table server and its wire messages.

Nothing here imports Textual: the server holds `tui.table.table.Table` objects and talks to
per-connection clients in small typed JSON-line messages (`protocol`).
"""
