"""Houses of Renaissance (르네상스의 가문), the expansion of Lorenzo il Magnifico, as a plug-in: importing this
package registers it with `rules.lorenzo.hooks` (the base game finds it by walking `rules.lorenzo`'s
sub-packages).

Modules: `data` (houses.toml, houses_cards.toml, checked), `state` (its part of the state, frames, actions),
`play` (set-up, auction, tokens, families, special cards, round and game end), `words` (log lines and labels),
`plugin` (the hooks). It imports the base game; the base game never imports it.
"""

from rules.lorenzo.houses.plugin import HOUSES

__all__ = ["HOUSES"]
