"""One cattrs converter per game, with tagged unions for its actions.

Actions are stored as `{"_type": "ClassName", ...fields}`. Sets are written sorted so a
save is byte-stable whatever the process hash seed. A game whose state holds several
kinds of frames or values in one field lists those unions in `state_unions`.
"""

from __future__ import annotations

import functools
import json
from typing import Any, Union

import cattrs
from cattrs.strategies import configure_tagged_union

TAG = "_type"


def _seed_value(value: Any, _type: Any) -> int | str:
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise ValueError(f"a seed is a whole number or a string, not {value!r}")
    return value


def _base_converter() -> cattrs.Converter:
    conv = cattrs.Converter()
    conv.register_unstructure_hook(frozenset, lambda s: sorted(s, key=repr))
    # Seeds are `int | str`; cattrs has no default hook for that union.
    conv.register_structure_hook(Union[int, str], _seed_value)
    conv.register_structure_hook(int | str, _seed_value)
    return conv


def _register_union(conv: cattrs.Converter, classes: tuple[type, ...]) -> None:
    if len(classes) == 1:
        (only,) = classes
        base_unstructure = conv.get_unstructure_hook(only)
        base_structure = conv.get_structure_hook(only)
        conv.register_unstructure_hook(only, lambda v: {TAG: only.__name__, **base_unstructure(v)})
        conv.register_structure_hook(only, lambda d, _t: base_structure({k: v for k, v in d.items() if k != TAG}, only))
        return
    configure_tagged_union(Union[classes], conv, tag_name=TAG)


@functools.cache
def converter_for(game: Any) -> cattrs.Converter:
    conv = _base_converter()
    _register_union(conv, tuple(game.action_types))
    for union in game.state_unions:
        configure_tagged_union(union, conv, tag_name=TAG)
    return conv


def action_union(game: Any) -> Any:
    classes = tuple(game.action_types)
    return classes[0] if len(classes) == 1 else Union[classes]


def action_to_json(game: Any, action: Any) -> dict[str, Any]:
    data: dict[str, Any] = converter_for(game).unstructure(action, unstructure_as=action_union(game))
    return data


def action_from_json(game: Any, data: Any) -> Any:
    return converter_for(game).structure(data, action_union(game))


def to_plain(game: Any, value: Any) -> Any:
    """JSON-ready form of a state or view, normalised through JSON so it compares stably."""
    return json.loads(json.dumps(converter_for(game).unstructure(value), sort_keys=True))


def state_from_plain(game: Any, data: Any, state_type: type) -> Any:
    return converter_for(game).structure(data, state_type)
