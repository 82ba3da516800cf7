"""The command line: play, selfplay, replay, rules. Headless commands never import Textual."""

from __future__ import annotations

import argparse
import gc
import json
import os
import sys
import textwrap
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, Mapping, NoReturn, Sequence

from rules.core.bots import BOT_LEVELS, UnknownBotLevel
from rules.core.registry import GAMES, UnknownGame, get_game
from rules.core.words import DEFAULT_LANGUAGE, LANGUAGES, speaking
from tui.i18n import N_, _, catalog

if TYPE_CHECKING:
    from tui.quickstart import StartRequest

#: `--bots` entry of a seat a person plays.
HUMAN = "human"
#: The bot level the new-game form offers for every seat but the first.
DEFAULT_OPPONENT = BOT_LEVELS[min(1, len(BOT_LEVELS) - 1)]
#: Longest seat name, as the new-game form allows (every table is laid out for it).
NAME_LENGTH = 20


def version() -> str:
    """The installed distribution's version; a checkout run without installing reads pyproject.toml."""
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as dist_version

    try:
        return dist_version("meeple")
    except PackageNotFoundError:
        import tomllib

        from rules.core.resources import checkout_root

        checkout = checkout_root()
        if checkout is None:
            return "unknown"
        return tomllib.loads((checkout / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def local_escape_delay(environ: Mapping[str, str]) -> str:
    """ESCDELAY, in ms, for `meeple play` (one set by the user wins). A lone Escape is told from
    the start of a key's escape sequence by waiting this long for the rest (Textual's default:
    100 ms, felt on every Escape). The input loop wakes exactly at that deadline
    (`tui.textual_compat.escape`), so the wait is all the player feels. A terminal on this
    machine writes a key's whole sequence at once, so 5 ms is plenty; in a login over SSH the
    network may split it, so 25. Terminals speaking the kitty keyboard protocol send Escape
    unambiguously and never wait. `meeple serve` sessions keep Textual's 100 ms."""
    return "25" if environ.get("SSH_CONNECTION") else "5"


class _VersionAction(argparse.Action):
    """`--version`, looked up only when asked (reading package metadata costs tens of ms at start-up)."""

    def __init__(self, option_strings: Sequence[str], dest: str, **kwargs: Any) -> None:
        super().__init__(option_strings, dest, nargs=0, help=_("print the version and exit"), **kwargs)

    def __call__(self, parser: argparse.ArgumentParser, *args: Any) -> None:
        print(f"meeple {version()}")
        parser.exit()


_LANG_HELP = N_(
    "language of the screens: ko or en (default: $MEEPLE_LANG, else the one chosen on the title "
    "screen, else the locale)"
)
#: argparse's own words in a help or usage text (it says them in English, `gettext` unset):
#: `_Formatter` says the usage prefix and the section headings from the catalog.
_USAGE = N_("usage: ")
_HEADINGS = (N_("positional arguments"), N_("options"))

#: argparse's error details worth saying in another language (English pattern, the catalog's
#: text with its fields); any other detail is shown as argparse words it.
_ERROR_DETAILS = (
    (
        r"invalid choice: (?P<value>.+) \(choose from (?P<choices>.+)\)",
        N_("invalid choice: {value} (choose from {choices})"),
    ),
    (r"the following arguments are required: (?P<names>.+)", N_("the following arguments are required: {names}")),
    (r"unrecognized arguments: (?P<arguments>.+)", N_("unrecognized arguments: {arguments}")),
    (r"expected one argument", N_("expected one argument")),
    (r"invalid int value: (?P<value>.+)", N_("invalid int value: {value}")),
    (r"invalid float value: (?P<value>.+)", N_("invalid float value: {value}")),
)


def _said_error(message: str) -> str:
    """An argparse error message in the current language, where it is one of the common ones."""
    import re

    argument = re.fullmatch(r"argument (?P<argument>.+?): (?P<detail>.+)", message, re.DOTALL)
    detail = argument["detail"] if argument else message
    for pattern, text in _ERROR_DETAILS:
        found = re.fullmatch(pattern, detail, re.DOTALL)
        if found:
            detail = _(text, **found.groupdict())
            break
    else:
        return message
    return _("argument {argument}: {detail}", argument=argument["argument"], detail=detail) if argument else detail


def lang_flag(argv: Sequence[str]) -> str | None:
    """The language a command line asks for with `--lang X` / `--lang=X`, before or after the
    command (argparse keeps the last one), read before argparse does: its help and errors are
    made first. None when there is none, or not a known language (argparse says so)."""
    chosen = None
    words = list(argv)
    for index, word in enumerate(words):
        if word == "--":  # what follows is positional
            break
        if word == "--lang" and index + 1 < len(words):
            chosen = words[index + 1]
        elif word.startswith("--lang="):
            chosen = word.partition("=")[2]
    return chosen if chosen in LANGUAGES else None


class _Language:
    """The language of a command line's help and argparse's errors: as `meeple play` chooses it
    (`tui.i18n.settings.choose_language`: --lang, $MEEPLE_LANG, the title screen's choice, the
    locale). Decided only when one is shown: a command that runs reads no settings file for it."""

    def __init__(self, argv: Sequence[str] | None) -> None:
        self._argv = argv
        self._chosen: str | None = None

    def get(self) -> str:
        if self._chosen is None:
            from tui.i18n.settings import choose_language

            self._chosen = choose_language(lang_flag(sys.argv[1:] if self._argv is None else self._argv))
        return self._chosen


def _cells(text: str) -> int:
    """The cells `text` fills (a Korean letter two), measured as the screens measure it."""
    from rich.cells import cell_len  # loaded only for a help in wide letters

    return cell_len(text)


class _Formatter(argparse.HelpFormatter):
    """argparse's help and usage with its own words (the usage prefix, the section headings)
    in `language`; lines of wide letters (Korean) are wrapped by the cells they fill."""

    def __init__(self, prog: str, language: str = DEFAULT_LANGUAGE, **kwargs: Any) -> None:
        super().__init__(prog, **kwargs)
        self._words = catalog(language)

    def add_usage(self, usage: Any, actions: Any, groups: Any, prefix: str | None = None) -> None:
        super().add_usage(usage, actions, groups, self._words.get(_USAGE, _USAGE) if prefix is None else prefix)

    def _format_usage(self, usage: Any, actions: Any, groups: Any, prefix: str | None) -> str:
        if prefix is None or prefix.isascii():
            return super()._format_usage(usage, actions, groups, prefix)
        # argparse indents the usage's next lines by the prefix's letters, not its cells
        blank = " " * _cells(prefix)
        return prefix + super()._format_usage(usage, actions, groups, blank).removeprefix(blank)

    def start_section(self, heading: str | None) -> None:
        super().start_section(self._words.get(heading, heading) if heading else heading)

    def _split_lines(self, text: str, width: int) -> list[str]:
        if text.isascii():
            return super()._split_lines(text, width)
        lines: list[str] = []
        for word in text.split():
            if lines and _cells(lines[-1]) + 1 + _cells(word) <= width:
                lines[-1] += " " + word
            else:
                lines.append(word)
        return lines

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        if text.isascii():
            return super()._fill_text(text, width, indent)
        return "\n".join(indent + line for line in self._split_lines(text, width - len(indent)))


class _Parser(argparse.ArgumentParser):
    """A parser built in one language (`built_in`) that shows its help, usage and errors in
    the one `language` decides when they are shown: in another, the same parser built in that
    language speaks instead (built then, as help and errors end the run)."""

    def __init__(self, *args: Any, language: _Language, built_in: str, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.language = language
        self.built_in = built_in
        self.commands: dict[str, _Parser] = {}

    def _said(self) -> _Parser:
        chosen = self.language.get()
        if chosen == self.built_in:
            return self
        other = _build(self.language, chosen)
        return other.commands.get(self.prog.partition(" ")[2], other)

    def format_usage(self) -> str:
        said = self._said()
        return super().format_usage() if said is self else said.format_usage()

    def format_help(self) -> str:
        said = self._said()
        return super().format_help() if said is self else said.format_help()

    def error(self, message: str) -> NoReturn:
        said = self._said()
        if said is not self:
            said.error(message)
        if self.built_in == DEFAULT_LANGUAGE:
            super().error(message)
        self.print_usage(sys.stderr)
        with speaking(self.built_in):
            self.exit(2, _("{prog}: error: {message}", prog=self.prog, message=_said_error(message)) + "\n")


def _parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The command line's parser, in English; its help and errors are shown in the language
    `argv` (default: this process's) asks for."""
    return _build(_Language(argv), DEFAULT_LANGUAGE)


def _build(chosen: _Language, language: str) -> _Parser:
    with speaking(language):
        return _build_parser(chosen, language)


def _build_parser(chosen: _Language, language: str) -> _Parser:
    games = ", ".join(info.id for info in GAMES)
    formatter = partial(_Formatter, language=language)
    parser = _Parser(
        prog="meeple",
        description=_("Meeple: board games in the terminal. Games: {games}.", games=games),
        formatter_class=formatter,
        add_help=False,
        language=chosen,
        built_in=language,
    )
    parser.add_argument("-h", "--help", action="help", help=_("show this help message and exit"))
    parser.add_argument("--version", action=_VersionAction)
    parser.add_argument("--lang", choices=LANGUAGES, help=_(_LANG_HELP))
    parser.add_argument(
        "--saves",
        metavar="DIR",
        help=_(
            "folder for save files (default: $MEEPLE_SAVES, else saves/ of a source checkout, "
            "else the per-user data folder)"
        ),
    )
    # --lang after the command too (`meeple play --lang ko`); SUPPRESS keeps one given before it
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("-h", "--help", action="help", help=_("show this help message and exit"))
    common.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS, help=_(_LANG_HELP))
    sub = parser.add_subparsers(
        dest="command",
        parser_class=partial(
            _Parser,
            parents=[common],
            add_help=False,
            formatter_class=formatter,
            language=chosen,
            built_in=language,
        ),
    )

    play = sub.add_parser(
        "play",
        help=_("start the game (the default); with GAME, sit straight down at a new table"),
        description=_(
            "Without GAME: the title screen. With GAME: a new table of that game at once, "
            "checked here before the screen opens."
        ),
    )
    play.add_argument("game", nargs="?", help=_("start a new game of this id at once ({games})", games=games))
    play.add_argument("--load", metavar="FILE", help=_("resume this save file"))
    play.add_argument(
        "--players",
        type=int,
        help=_("seat count (default: as many as --bots or --name list, else the fewest the game allows)"),
    )
    play.add_argument(
        "--bots",
        metavar="LEVELS",
        help=_(
            "who sits where, from seat 1: '{human}' or a bot level ({levels}), comma-separated; the "
            "last entry fills the seats left over, so '{human},strong' is you against strong bots "
            "(default: {human},{opponent})",
            human=HUMAN,
            levels=", ".join(BOT_LEVELS),
            opponent=DEFAULT_OPPONENT,
        ),
    )
    play.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help=_("a game option, once per option (as selfplay; a wrong name lists the game's options)"),
    )
    play.add_argument(
        "--name",
        action="append",
        default=[],
        metavar="NAME",
        help=_("seat names in seat order, once per seat (default: Player 1, Player 2, ...)"),
    )
    play.add_argument("--seed", help=_("the game's seed (default: a random one, shown when the game ends)"))

    selfplay = sub.add_parser("selfplay", help=_("play bot-vs-bot games to the end"))
    selfplay.add_argument("game")
    selfplay.add_argument("--players", type=int)
    selfplay.add_argument("--seed", default="1", help=_("seed of the first game; game k uses seed+k (default 1)"))
    selfplay.add_argument("--games", type=int, default=1)
    selfplay.add_argument(
        "--bots",
        default="random",
        help=_("levels, one per seat or one for all: {levels}", levels=", ".join(BOT_LEVELS)),
    )
    selfplay.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    selfplay.add_argument("--save-dir", metavar="DIR", help=_("also write each finished game's save here"))
    selfplay.add_argument(
        "--think",
        type=float,
        metavar="SECONDS",
        help=_("time cap a move for bots that search (strong bots; default: each bot's own, ~1 s)"),
    )
    selfplay.add_argument("--json", action="store_true", help=_("one JSON object per game per line"))

    replay = sub.add_parser("replay", help=_("load a save, replay it, print its summary or its log"))
    replay.add_argument("file")
    replay.add_argument(
        "--json",
        action="store_true",
        help=_("the summary as one JSON object; with --log, one object per log line"),
    )
    replay.add_argument(
        "--log",
        action="store_true",
        help=_("print the game's log as a spectator reads it, one line per event"),
    )
    replay.add_argument(
        "--seat",
        type=int,
        metavar="N",
        help=_(
            "print seat N's own log instead, its secrets included (seats counted from 1, "
            "as the table shows them; implies --log; finished games only)"
        ),
    )

    serve = sub.add_parser("serve", help=_("host tables for players who connect with ssh"))
    serve.add_argument(
        "--host", default="127.0.0.1", help=_("address to listen on (default 127.0.0.1: this machine only)")
    )
    serve.add_argument("--port", type=int, default=2222, help=_("SSH port (default 2222)"))
    serve.add_argument(
        "--host-key",
        metavar="FILE",
        help=_("host key file (made, mode 0600, if missing; default: in the per-user config folder)"),
    )
    serve.add_argument(
        "--state", metavar="DIR", help=_("where tables and seat codes are kept (default: per-user data folder)")
    )
    serve.add_argument("--allow", metavar="FILE", help=_("authorized_keys file: only these keys may connect"))
    serve.add_argument("--no-keyless", action="store_true", help=_("refuse users without a key (no seat codes)"))
    serve.add_argument("--max-connections", type=int, default=50, help=_("connections at once (default 50)"))
    serve.add_argument(
        "--attempts-per-minute",
        type=int,
        default=20,
        metavar="N",
        help=_("connection attempts per minute from one address (default 20)"),
    )
    serve.add_argument(
        "--tables-per-player",
        type=int,
        default=5,
        metavar="N",
        help=_("unfinished tables one player may have made (default 5)"),
    )
    serve.add_argument(
        "--max-tables", type=int, default=200, metavar="N", help=_("unfinished tables in all (default 200)")
    )
    serve.add_argument(
        "--archive-after-days",
        type=float,
        default=7,
        metavar="DAYS",
        help=_("finished tables move to the archive folder this long after they end (default 7)"),
    )
    serve.add_argument(
        "--bot-tables",
        action="store_true",
        help=_("allow tables of bots only (a show for watchers; off by default: nobody plays them)"),
    )
    serve.add_argument(
        "--code-expiry-days",
        type=float,
        default=30,
        metavar="DAYS",
        help=_("seat codes unused this long expire; their seats open again (default 30)"),
    )

    rules = sub.add_parser("rules", help=_("print rules sections or look up cards"))
    rules.add_argument("game")
    rules.add_argument("query", nargs="*")
    parser.commands = dict(sub.choices)
    return parser


class CliError(Exception):
    pass


class _ThinkingGame:
    """A game whose bots are given `think` seconds a move: a bot that searches has a float
    `think` attribute (its time cap a move); bots without one are left as they are."""

    def __init__(self, game: Any, think: float) -> None:
        self._game = game
        self._think = think

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)

    def bot(self, level: str) -> Any:
        bot = self._game.bot(level)
        if hasattr(bot, "think"):
            bot.think = self._think
        return bot


def _game(game_id: str) -> Any:
    try:
        return get_game(game_id)
    except UnknownGame as error:
        raise CliError(str(error)) from None


def _parse_options(game: Any, pairs: Sequence[str]) -> dict[str, Any]:
    from rules.core.options import parse_options

    try:
        return parse_options(game.options, list(pairs))
    except ValueError as error:
        raise CliError(f"{game.id}: {error}") from None


def _split_levels(text: str) -> tuple[str, ...]:
    return tuple(level.strip() for level in text.split(",") if level.strip())


def _check_bot_levels(game: Any, levels: Sequence[str]) -> None:
    """Every level but `HUMAN` must be one of the game's bots (selfplay passes no humans)."""
    for level in sorted(set(levels) - {HUMAN}):
        try:
            game.bot(level)
        except UnknownBotLevel:
            raise CliError(
                _(
                    "{game} has no bot level {level}; levels: {levels}",
                    game=game.id,
                    level=repr(level),
                    levels=", ".join(BOT_LEVELS),
                )
            ) from None


def _config(game: Any, players: int, chosen: dict[str, Any]) -> Any:
    from rules.core.options import config_for

    try:
        return config_for(game, players, chosen)
    except ValueError as error:
        raise CliError(f"{game.id}: {error}") from None


def _parse_seed(text: str | None) -> int | str | None:
    """As the new-game form reads its seed field: digits are a number, nothing is a random seed."""
    text = (text or "").strip()
    if not text:
        return None
    return int(text) if text.lstrip("-").isdigit() else text


def _seed_at(seed: str, offset: int) -> int | str:
    return int(seed) + offset if seed.lstrip("-").isdigit() else f"{seed}-{offset}" if offset else seed


def _print_summary(result: dict[str, Any], as_json: bool) -> None:
    if as_json:
        print(json.dumps(result, ensure_ascii=False), flush=True)
        return
    winners = ", ".join(str(w + 1) for w in result["winners"]) or "-"
    totals = "  ".join(f"seat {s['seat'] + 1}: {s['total']}" for s in result["scores"])
    seconds = f" in {result['seconds']:.3f}s" if result.get("seconds") is not None else ""
    print(
        f"{result['game']} seed {result['seed']}: {result['plies']} plies{seconds}; end: {result['end']}; "
        f"winner(s): seat {winners}; {totals}",
        flush=True,
    )


def cmd_selfplay(args: argparse.Namespace) -> int:
    from rules.core.options import fewest_players
    from rules.core.selfplay import play_bots

    game = _game(args.game)
    chosen = _parse_options(game, args.option)
    players = args.players if args.players is not None else fewest_players(game, chosen)
    config = _config(game, players, chosen)
    levels = _split_levels(args.bots)
    if len(levels) == 1:
        levels = levels * players
    if len(levels) != players:
        raise CliError(_("--bots names {count} levels for {players} seats", count=len(levels), players=players))
    if HUMAN in levels:
        raise CliError(_("selfplay seats bots only; 'human' is for play"))
    _check_bot_levels(game, levels)
    if args.games < 1:
        raise CliError(_("--games must be at least 1"))
    if args.think is not None:
        if not args.think > 0:
            raise CliError(_("--think must be a positive number of seconds"))
        game = _ThinkingGame(game, args.think)
    save_dir = Path(args.save_dir) if args.save_dir else None
    for index in range(args.games):
        result = play_bots(game, config, _seed_at(str(args.seed), index), levels, save_dir)
        _print_summary(result, args.json)
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    from rules.core.saves import SaveError, load
    from rules.core.selfplay import summary

    if args.log or args.seat is not None:
        return _print_log(args)
    try:
        session = load(Path(args.file))
    except SaveError as error:
        print(f"meeple: {args.file}: {error}", file=sys.stderr)
        return 1
    _print_summary(summary(session), args.json)
    return 0


def _print_log(args: argparse.Namespace) -> int:
    """`replay FILE --log [--seat N]`: the log exactly as the table tells it to that viewer
    (the public one by default); a seat's secrets only once the game is over."""
    from rules.core.engine import SPECTATOR
    from rules.core.saves import SaveError
    from tui.table.table import Table  # no Textual: the table is apart from the terminal

    try:
        table = Table.load(Path(args.file))
    except SaveError as error:
        reason = str(error)
        raise CliError(reason if args.file in reason else f"{args.file}: {reason}") from None
    except Exception as error:  # a game module that is broken or still being written
        raise CliError(
            _(
                "{file}: this game cannot be loaded now ({error})",
                file=args.file,
                error=f"{type(error).__name__}: {error}",
            )
        ) from None
    viewer = SPECTATOR
    if args.seat is not None:
        players = len(table.seats)
        if not 1 <= args.seat <= players:
            seats = _("only seat 1") if players == 1 else _("seats 1 to {players}", players=players)
            raise CliError(_("--seat {seat}: this game has {seats}", seat=args.seat, seats=seats))
        if not table.over:
            raise CliError(
                _(
                    "{file}: the game is still running; a seat's own log is shown "
                    "only once it has ended (without --seat: the public log)",
                    file=args.file,
                )
            )
        viewer = args.seat - 1
    for _seat, line in table.told(viewer):
        if args.json:
            print(json.dumps({"actor": line.actor, "kind": line.kind, "text": line.text}, ensure_ascii=False))
        else:
            print(line.text)
    return 0


def cmd_rules(args: argparse.Namespace) -> int:
    from rules.core.rulesdoc import language_of, lookup, sections
    from rules.core.words import language_from_environment

    game = _game(args.game)
    query = " ".join(args.query)
    # the global --lang when there is one, else MEEPLE_LANG / the locale; a game without a
    # Korean rules.ko.md answers in English
    language = language_of(getattr(args, "lang", None) or language_from_environment())
    try:
        if not query:
            for section in sections(game.id, language):
                print(f"\n## {section.title}  [{section.id}]\n\n{section.body}")
            return 0
        hits = lookup(game.id, game.glossary(), query, language)
    except FileNotFoundError:
        raise CliError(_("{game} has no rules text yet", game=game.id)) from None
    if not hits:
        print(_("nothing in {game} matches {query}", game=game.id, query=repr(query)))
        return 1
    for hit in hits[:8]:
        label = "rules" if hit.kind == "rules" else hit.kind
        print(f"\n## {hit.title}  [{label}: {hit.id}]\n")
        print(hit.text if hit.kind == "rules" else textwrap.fill(hit.text, 78))
    return 0


def _not_a_terminal() -> str | None:
    """Which of stdin/stdout is not a terminal, or None. Textual without one spins instead of failing."""
    missing = [
        name for name, stream in (("stdin", sys.stdin), ("stdout", sys.stdout)) if stream is None or not stream.isatty()
    ]
    if not missing:
        return None
    streams = _(" and ").join(missing)
    return (
        _("{streams} is not a terminal", streams=streams)
        if len(missing) == 1
        else _("{streams} are not a terminal", streams=streams)
    )


def quick_start(args: argparse.Namespace) -> StartRequest:
    """`play GAME ...` checked in full, before any screen: the new table to open."""
    from rules.core.options import fewest_players
    from rules.core.session import SeatConfig
    from tui.quickstart import StartRequest

    game = _game(args.game)
    chosen = _parse_options(game, args.option)
    entries = _split_levels(args.bots) if args.bots is not None else ()
    if args.bots is not None and not entries:
        raise CliError(_("--bots needs at least one entry: {human} or a bot level", human=HUMAN))
    listed = max(len(entries), len(args.name))
    if args.players is not None:
        players = args.players
    elif listed > 1:  # one entry says nothing of the count: it fills every seat
        players = listed
    else:
        players = fewest_players(game, chosen)
    config = _config(game, players, chosen)
    if not entries:  # as the new-game form opens: you, then its default bot
        entries = (HUMAN, DEFAULT_OPPONENT)[:players]
    if len(entries) > players:
        raise CliError(_("--bots names {count} seats for a {players}-player game", count=len(entries), players=players))
    if len(args.name) > players:
        raise CliError(
            _("--name is given {count} times for a {players}-player game", count=len(args.name), players=players)
        )
    _check_bot_levels(game, entries)
    kinds = entries + (entries[-1],) * (players - len(entries))
    seats = []
    for index, kind in enumerate(kinds):
        name = " ".join(args.name[index].split()) if index < len(args.name) else _("Player {number}", number=index + 1)
        if not name:
            raise CliError(_("--name of seat {number} is empty", number=index + 1))
        if len(name) > NAME_LENGTH:
            raise CliError(_("--name {name}: names have at most {most} letters", name=repr(name), most=NAME_LENGTH))
        seats.append(SeatConfig(name) if kind == HUMAN else SeatConfig(name, "bot", kind))
    if len({seat.name.casefold() for seat in seats}) != len(seats):
        raise CliError(_("every seat needs a different name"))
    return StartRequest(game, config, tuple(seats), _parse_seed(args.seed))


def cmd_play(args: argparse.Namespace) -> int:
    start = None
    if args.game is not None:
        if args.load:
            raise CliError(_("play takes a GAME to start or --load FILE to resume, not both"))
        start = quick_start(args)
    elif args.players is not None or args.bots is not None or args.option or args.name or args.seed is not None:
        raise CliError(
            _("--players, --bots, --option, --name and --seed need a GAME, e.g. meeple play duel --bots human,strong")
        )
    missing = _not_a_terminal()
    if missing:
        raise CliError(
            _("play needs a terminal, but {missing} (without one, use selfplay, replay or rules)", missing=missing)
        )
    os.environ.setdefault("TEXTUAL_ANIMATIONS", "none")
    os.environ.setdefault("ESCDELAY", local_escape_delay(os.environ))
    # No collector pass until the title is drawn: start-up makes ~50,000 objects that live as
    # long as the app, and young passes over them were ~20 ms of a cold start (traced on a
    # pty). `tui.collector.freeze_startup_objects` freezes them and turns the collector back on
    # after the first frame; the `finally` does if the app stops before it.
    collecting = gc.isenabled()
    gc.disable()
    try:
        from rules.core.save_files import saves_dir
        from tui.app import run_app

        load = Path(args.load) if getattr(args, "load", None) else None
        from tui.i18n.settings import choose_language

        language = choose_language(args.lang)
        # English is run_app's own default: only another language is passed
        run_app(saves_dir(args.saves), load, start=start, **({"language": language} if language != "en" else {}))
    finally:
        if collecting:
            gc.enable()
    return 0


def cmd_serve(args: argparse.Namespace) -> int:
    from tui.server.serve import run_serve

    day = 24 * 3600
    limits = {
        "max_open_per_identity": args.tables_per_player,
        "max_open_tables": args.max_tables,
        "archive_after": args.archive_after_days * day,
        "code_expiry": args.code_expiry_days * day,
        "bots_only": args.bot_tables,
    }
    return run_serve(
        args.host,
        args.port,
        args.host_key,
        args.state,
        args.allow,
        not args.no_keyless,
        args.max_connections,
        args.attempts_per_minute,
        limits,
    )


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    """The command line; bare `meeple` (or with only --saves) is `meeple play`."""
    parser = _parser(argv)
    args = parser.parse_args(list(argv))
    if args.command is None:
        args = parser.parse_args([*argv, "play"])
    return args


def run(argv: Sequence[str]) -> int:
    args = parse_args(argv)
    if args.lang:  # for every command, and for whatever reads MEEPLE_LANG (rules.core.words)
        from tui.i18n import set_language

        os.environ["MEEPLE_LANG"] = args.lang
        set_language(args.lang)
    command = args.command
    handlers = {
        "play": cmd_play,
        "selfplay": cmd_selfplay,
        "replay": cmd_replay,
        "rules": cmd_rules,
        "serve": cmd_serve,
    }
    try:
        return handlers[command](args)
    except CliError as error:
        print(f"meeple: {error}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # `meeple selfplay ... | head`
        return 0
