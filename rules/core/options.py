"""Game options declared as data, so the new-game screen and the CLI build themselves."""

from __future__ import annotations

from typing import Any

import attrs

from rules.core.words import say


@attrs.frozen
class OptionSpec:
    """One option: name (snake_case), kind ('bool', 'int' or 'choice'), default and help text."""

    name: str
    kind: str
    default: Any
    label: str
    help: str = ""
    choices: tuple[Any, ...] = ()
    #: Player counts this option applies to; empty means all.
    players: tuple[int, ...] = ()
    #: (players, value): at these counts the rules set the value, so it is not a choice there
    #: (e.g. Sheriff's deputies with 6 players). `help` says why.
    fixed: tuple[tuple[int, Any], ...] = ()
    #: (players, value): a default of its own at that count (Architects alone: an AI).
    default_by_players: tuple[tuple[int, Any], ...] = ()
    #: (players, text): the help as it reads at that count, where it differs.
    help_by_players: tuple[tuple[int, str], ...] = ()
    #: For an 'int' option whose default means "decided otherwise": what an empty field means
    #: (the set-up form shows the field empty with this text, instead of the raw default).
    blank: str = ""

    def default_at(self, players: int) -> Any:
        return dict(self.default_by_players).get(players, self.default)

    def help_at(self, players: int) -> str:
        return dict(self.help_by_players).get(players, self.help)

    def applies(self, players: int) -> bool:
        """Whether the players choose this option at this count (a set-up screen hides it if not)."""
        return (not self.players or players in self.players) and players not in dict(self.fixed)

    def parse(self, text: str) -> Any:
        """Turn command-line text into a value, or raise ValueError with a clear reason."""
        if self.kind == "bool":
            lowered = text.strip().lower()
            if lowered in ("true", "yes", "on", "1"):
                return True
            if lowered in ("false", "no", "off", "0"):
                return False
            raise ValueError(self._wants_bool(text))
        if self.kind == "int":
            try:
                value = int(text)
            except ValueError:
                raise ValueError(
                    say(
                        f"option {self.name} takes a whole number, not {text!r}",
                        f"{self.name} 옵션 값은 정수여야 합니다 (받은 값: {text!r})",
                    )
                ) from None
            return self.check(value)
        return self.check(text)

    def check(self, value: Any) -> Any:
        if self.kind == "bool" and not isinstance(value, bool):
            raise ValueError(self._wants_bool(value))
        if self.choices and value not in self.choices:
            allowed = ", ".join(map(str, self.choices))
            raise ValueError(
                say(
                    f"option {self.name} takes one of {allowed}, not {value!r}",
                    f"{self.name} 옵션 값은 {allowed} 중 하나여야 합니다 (받은 값: {value!r})",
                )
            )
        return value

    def _wants_bool(self, given: Any) -> str:
        return say(
            f"option {self.name} takes true or false, not {given!r}",
            f"{self.name} 옵션 값은 true 또는 false여야 합니다 (받은 값: {given!r})",
        )


def parse_options(specs: tuple[OptionSpec, ...], pairs: list[str] | tuple[str, ...]) -> dict[str, Any]:
    """`NAME=VALUE` texts (command line) to checked values; ValueError names the bad one."""
    by_name = {spec.name: spec for spec in specs}
    chosen: dict[str, Any] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep:
            raise ValueError(
                say(
                    f"--option takes NAME=VALUE, not {pair!r}",
                    f"--option은 NAME=VALUE 꼴이어야 합니다 (받은 값: {pair!r})",
                )
            )
        if name not in by_name:
            known = ", ".join(by_name)
            raise ValueError(
                say(
                    f"no option {name!r}; options: {known or 'none'}",
                    f"{name!r} 옵션은 없습니다. 있는 옵션: {known or '없음'}",
                )
            )
        chosen[name] = by_name[name].parse(value)
    return chosen


@attrs.frozen
class GameConfig:
    """Player count plus chosen option values, as sorted (name, value) pairs (hashable)."""

    players: int
    options: tuple[tuple[str, Any], ...] = ()

    def get(self, name: str, default: Any = None) -> Any:
        for key, value in self.options:
            if key == name:
                return value
        return default

    def as_dict(self) -> dict[str, Any]:
        return dict(self.options)


def config_for(game: Any, players: int, chosen: dict[str, Any] | None = None) -> GameConfig:
    """`make_config` for `game`, then the game's own check of the combination (an optional
    `config_problem(config) -> str | None` method), so a combination the rules cannot play
    is refused here with its reason, before any set-up."""
    config = make_config(game.options, players, chosen, game.min_players, game.max_players)
    problem = game.config_problem(config)
    if problem:
        raise ValueError(problem)
    return config


def fewest_players(game: Any, chosen: dict[str, Any] | None = None) -> int:
    """The smallest player count `config_for` accepts with these options (Architects alone
    needs an AI chosen first, so it starts at 2); the game's minimum when none does."""
    for count in range(game.min_players, game.max_players + 1):
        try:
            config_for(game, count, chosen)
        except ValueError:
            continue
        return count
    minimum: int = game.min_players
    return minimum


def make_config(
    specs: tuple[OptionSpec, ...],
    players: int,
    chosen: dict[str, Any] | None = None,
    min_players: int = 1,
    max_players: int = 99,
) -> GameConfig:
    """Fill defaults, check every value and player count; unknown names are an error."""
    if not min_players <= players <= max_players:
        raise ValueError(
            say(
                f"this game takes {min_players}-{max_players} players, not {players}",
                f"이 게임은 {min_players}-{max_players}명이 합니다 ({players}명은 안 됩니다)",
            )
        )
    chosen = dict(chosen or {})
    by_name = {spec.name: spec for spec in specs}
    unknown = sorted(set(chosen) - set(by_name))
    if unknown:
        known = ", ".join(by_name)
        raise ValueError(
            say(
                f"unknown option(s): {', '.join(unknown)}; known: {known or 'none'}",
                f"알 수 없는 옵션: {', '.join(unknown)}. 있는 옵션: {known or '없음'}",
            )
        )
    values = []
    for spec in specs:
        default = spec.default_at(players)
        value = spec.check(chosen.get(spec.name, default))
        fixed = dict(spec.fixed)
        if players in fixed:
            if spec.name in chosen and value != fixed[players]:
                reason = f": {spec.help}" if spec.help else ""
                shown = {True: "on", False: "off"}.get(fixed[players], fixed[players])
                shown_ko = {True: "켬", False: "끔"}.get(fixed[players], fixed[players])
                raise ValueError(
                    say(
                        f"option {spec.name} is always {shown} with {players} players{reason}",
                        f"{spec.name} 옵션은 {players}명일 때 규칙상 늘 {shown_ko}입니다",
                    )
                )
            values.append((spec.name, fixed[players]))
            continue
        if spec.players and players not in spec.players and value != default:
            counts = ", ".join(map(str, spec.players))
            raise ValueError(
                say(f"option {spec.name} is only for {counts} players", f"{spec.name} 옵션은 {counts}명일 때만 씁니다")
            )
        values.append((spec.name, value))
    return GameConfig(players, tuple(sorted(values)))
