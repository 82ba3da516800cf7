"""Test set-up shared by every test folder: the tiny fixture game is registered."""

from rules.core.registry import register
from tests.fixtures.tinygame import GAME as TINY_GAME

register(TINY_GAME)
