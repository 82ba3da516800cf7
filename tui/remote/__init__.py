"""The per-connection client of the table server: the Meeple app in one SSH session's
terminal, its table fed by the server's snapshots instead of a local `Table`."""
