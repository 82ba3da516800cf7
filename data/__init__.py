"""Component data and rules text, one folder per game. Installed as `rules.data` (see pyproject.toml);
read it through `rules.core.resources`, never by a path relative to a module."""
