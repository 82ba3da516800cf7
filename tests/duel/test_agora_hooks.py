"""The base engine calls its expansion hooks where an expansion changes the rules (here a stand-in
expansion replaces Agora), and the base game never imports Agora."""

import ast
from pathlib import Path

import attrs
import pytest

from rules.duel import hooks
from rules.duel.actions import Construct, Discard
from rules.duel.costs import Discount
from rules.duel.state import Result
from tests.duel.helpers import city, drafted, offer, play, to_move

DUEL = Path(__file__).resolve().parents[2] / "rules" / "duel"


def base():
    state = to_move(drafted(71), 0)
    return city(city(state, 0, buildings=(), coins=10, progress=()), 1, buildings=(), coins=10)


class StandIn(hooks.Expansion):
    """Active in every game; each test overrides what it checks."""

    def active(self, state):
        return True


@pytest.fixture
def stand_in(monkeypatch):
    expansion = StandIn()
    monkeypatch.setattr(hooks, "load", lambda: (expansion,))
    return expansion


def test_card_discounts_hook_feeds_the_payment(stand_in, monkeypatch):
    monkeypatch.setattr(stand_in, "card_discounts", lambda s, seat, card: (Discount("decree", coins_or_unit=True),))
    state = play(offer(base(), "pretorium"), Construct("pretorium"), 0)  # 8 printed coins waived
    assert state.players[0].coins == 10


def test_discard_bonus_and_after_build_hooks(stand_in, monkeypatch):
    seen = []
    monkeypatch.setattr(stand_in, "discard_bonus", lambda s, seat: 2)
    monkeypatch.setattr(stand_in, "after_card_built", lambda s, seat, card: seen.append(card) or s)
    state = play(offer(base(), "altar"), Discard("altar"), 0)
    assert state.players[0].coins == 14
    play(offer(state, "baths"), Construct("baths"), 1)
    assert seen == ["baths"]


def test_an_expansion_winner_ends_the_game(stand_in, monkeypatch):
    state = offer(base(), "altar")
    monkeypatch.setattr(
        stand_in, "winner", lambda s: ((1,), "political") if "altar" in s.players[0].buildings else None
    )
    state = play(state, Construct("altar"), 0)
    assert state.result == Result((1,), "political")


def test_expansion_military_tokens_call_the_hook(monkeypatch):
    from rules.duel.agora import AGORA

    calls = []
    monkeypatch.setattr(AGORA, "apply_military_token", lambda s, seat, token: calls.append((seat, token)) or s)
    state = attrs.evolve(drafted(72, agora=True), military=2, current=0, decisions=())
    state = city(state, 1, coins=10)
    state = play(offer(state, "guard_tower"), Construct("guard_tower"), 0)
    assert calls == [(0, "agora_small_p2_side")] and state.players[1].coins == 10


def test_start_turn_hook(stand_in, monkeypatch):
    starts, state = [], offer(base(), "altar")
    monkeypatch.setattr(stand_in, "start_turn", lambda s, seat: starts.append(seat) or s)
    play(state, Construct("altar"), 0)
    assert starts == [1]


def _imported_modules(path: Path) -> set[str]:
    """Every module a file imports, with `from a import b` counted as both `a` and `a.b`."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


def test_no_base_module_imports_agora():
    """Issue 8: Agora is a plug-in; imports run one way, from rules/duel/agora/ to the base game."""
    base_files = [p for p in DUEL.rglob("*.py") if "agora" not in p.relative_to(DUEL).parts]
    assert len(base_files) > 10
    for path in base_files:
        bad = {m for m in _imported_modules(path) if m == "rules.duel.agora" or m.startswith("rules.duel.agora.")}
        assert not bad, f"{path.relative_to(DUEL)} imports {sorted(bad)}"


def test_agora_registers_itself_with_the_base_game():
    from rules.duel.agora import AGORA
    from rules.duel.game import GAME

    assert AGORA in hooks.load()
    assert set(AGORA.actions) <= set(GAME.action_types) and AGORA.option in GAME.options


def test_no_import_circle_in_rules_duel():
    """Issue 8, done when: no import circle in rules/ (module-level imports between rules.duel modules)."""
    modules = {}
    for path in DUEL.rglob("*.py"):
        parts = path.relative_to(DUEL.parents[1]).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        modules[name] = path
    graph = {}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        found = set()
        for node in tree.body:  # module level only: imports inside functions run at call time
            if isinstance(node, ast.Import):
                found.update(a.name for a in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module:
                found.add(node.module)
                found.update(f"{node.module}.{a.name}" for a in node.names)
        graph[name] = {m for m in found if m in modules and m != name}
    # a package's __init__ importing its own submodules is not a circle through the package
    seen, stack = set(), []

    def visit(node):
        if node in stack:
            cycle = stack[stack.index(node) :] + [node]
            raise AssertionError("import circle: " + " -> ".join(cycle))
        if node in seen:
            return
        stack.append(node)
        for target in graph[node]:
            if not (node.startswith(target + ".") or target.startswith(node + ".")):
                visit(target)
        stack.pop()
        seen.add(node)

    for name in graph:
        visit(name)
