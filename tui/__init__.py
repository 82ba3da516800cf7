"""Meeple's terminal front end (Textual) and its command line."""
