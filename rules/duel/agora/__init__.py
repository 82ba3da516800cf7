"""The Agora expansion of 7 Wonders Duel, as a plug-in: importing this package registers it
with `rules.duel.hooks` (the base game finds it by walking `rules.duel`'s sub-packages).

Modules: `state` (state, frames, actions, views), `play` (setup, decrees, senators, the action
dispatch), `senate` (cubes, control, supremacy), `conspiracies` (conspire, prepare, trigger, the
16 effects), `view` (views, secrets), `describe` (words, events, rules anchors), `bot` (greedy
scoring), `plugin` (the hooks), `why` (its reasons for `rules.duel.reasons`). Agora imports the base game; the base game never imports Agora.
"""

from rules.duel.agora import why  # noqa: F401  (registers Agora's reasons with the base game's)
from rules.duel.agora.plugin import AGORA

__all__ = ["AGORA"]
