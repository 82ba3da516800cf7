"""The one expansion-hook registry (issue 25): on, chain, first; options and action types."""

from rules.core.hooks import Expansion, Hooks


class Base(Expansion):
    def active(self, state):
        return state is not None and type(self).__name__ in state

    def bonus(self, state):
        return 0

    def add(self, value, n):
        return value

    def answer(self, state):
        return None


class One(Base):
    options = ("opt_one",)
    actions = (int,)

    def bonus(self, state):
        return 1

    def add(self, value, n):
        return value + ("one", n)


class Two(Base):
    options = ("opt_two_a", "opt_two_b")
    actions = (str,)
    frames = (bytes,)
    state_type = dict

    def bonus(self, state):
        return 2

    def add(self, value, n):
        return value + ("two", n)

    def answer(self, state):
        return "two"


def hooks(*found):
    return Hooks("rules.core", lambda: found)


def test_declarations_join_every_registered_expansion():
    h = hooks(One(), Two())
    assert h.options() == ("opt_one", "opt_two_a", "opt_two_b")
    assert h.action_types() == (int, str) and h.frame_types() == (bytes,) and h.state_type() is dict


def test_on_asks_every_expansion_or_only_the_active_ones():
    h = hooks(One(), Two())
    assert h.on("bonus", None) == [1, 2]
    assert h.on("bonus", ("Two",), active_in=("Two",)) == [2]
    assert h.on("bonus", None, active_in=None) == []  # None is a state too: nobody is active in it
    assert h.joined("add", (), 3) == ("one", 3, "two", 3)


def test_chain_folds_a_value_in_registration_order():
    h = hooks(One(), Two())
    assert h.chain("add", (), 5) == ("one", 5, "two", 5)
    assert h.chain("add", ("One",), 1, active_in=("One",)) == ("One", "one", 1)


def test_first_is_the_first_answer_that_is_not_none():
    assert hooks(One(), Two()).first("answer", None) == "two"
    assert hooks(One()).first("answer", None) is None


def test_register_keeps_one_expansion_of_a_class():
    h = Hooks("rules.core")
    h.register(One())
    h.register(One())
    assert len(h.registry._registered) == 1
