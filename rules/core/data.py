"""One data error for every game, and TOML tables structured into attrs classes (issue 25).

`structure(raw, cls, file)` turns parsed TOML into `cls` (an attrs class, or a tuple/list of them) with a
cattrs converter that takes no liberties: an int field refuses "3" and a str field refuses 3 (cattrs alone
would convert them). What goes wrong becomes one `DataError` naming the file and the path of the bad
value: `data/sheriff/goods.toml: good[3].value: expected an integer, got 'x'`. Checks across records stay
in each game's loader, raising the same DataError.
"""

from __future__ import annotations

from typing import Any, Iterator

import attrs
import cattrs
from cattrs.errors import ClassValidationError, ForbiddenExtraKeysError, IterableValidationError, IterableValidationNote

from rules.core.resources import read_toml


class DataError(ValueError):
    """A data file is missing, malformed or inconsistent; the message names the file and, when known,
    the path of the bad value inside it."""

    def __init__(self, problem: str, file: str | None = None, path: str | None = None) -> None:
        self.problem, self.file, self.path = problem, file, path
        super().__init__(": ".join(part for part in (file, path, problem) if part))


class _WrongType(TypeError):
    """A value of the wrong TOML type (its message is the whole story)."""


def _strict(kind: type, words: str, accepts: tuple[type, ...]) -> Any:
    def hook(value: Any, _: type) -> Any:
        # bool is an int in Python, never in a data file
        if isinstance(value, bool) and kind is not bool or not isinstance(value, accepts):
            raise _WrongType(f"expected {words}, got {value!r}")
        return kind(value)

    return hook


def make_converter() -> cattrs.Converter:
    """A converter for data files: detailed paths, strict scalars, unknown keys ignored (notes, provenance)."""
    converter = cattrs.Converter(detailed_validation=True)
    converter.register_structure_hook(int, _strict(int, "an integer", (int,)))
    converter.register_structure_hook(float, _strict(float, "a number", (int, float)))
    converter.register_structure_hook(str, _strict(str, "a string", (str,)))
    converter.register_structure_hook(bool, _strict(bool, "true or false", (bool,)))
    return converter


CONVERTER = make_converter()


def _describe(error: BaseException) -> str:
    if isinstance(error, KeyError):
        return "missing"
    if isinstance(error, ForbiddenExtraKeysError):
        return f"unknown fields {sorted(error.extra_fields)}"
    return str(error) or type(error).__name__


def problems(error: BaseException, path: str = "") -> Iterator[tuple[str, str]]:
    """(path, what is wrong) for each failure inside a cattrs error, like `cattrs.transform_error`."""
    if isinstance(error, (ClassValidationError, IterableValidationError)):
        with_notes, without = error.group_exceptions()
        for inner, note in with_notes:
            step = f"[{note.index!r}]" if isinstance(note, IterableValidationNote) else f".{note.name}"
            yield from problems(inner, f"{path}{step}")
        for inner in without:
            yield from problems(inner, path)
    elif len(error.args) > 1 and isinstance(error.args[1], attrs.Attribute):  # an attrs validator's
        yield f"{path}.{error.args[1].name}".lstrip("."), str(error.args[0])
    else:
        yield path.lstrip("."), _describe(error)


def structure(raw: Any, cls: Any, file: str, path: str = "", converter: cattrs.Converter = CONVERTER) -> Any:
    """`raw` (parsed TOML found at `path` in `file`) as a `cls`; DataError naming the first bad value."""
    try:
        return converter.structure(raw, cls)
    except Exception as error:  # cattrs' errors, and an attrs validator's inside them
        found = list(problems(error, path))
        where, what = found[0] if found else (path, _describe(error))
        more = f" (and {len(found) - 1} more)" if len(found) > 1 else ""
        raise DataError(what + more, file, where or None) from None


def read(folder: Any, name: str, label: str | None = None) -> dict[str, Any]:
    """One TOML file of a data folder, parsed; DataError when missing or not TOML, naming it `label`."""
    try:
        return read_toml(folder, name, DataError)
    except DataError as error:
        if label is None:
            raise
        raise DataError(error.problem.removeprefix(f"{name}: "), label) from None
