"""7 Wonders Duel, with room for the Agora expansion.

Modules
- `data`: loads and validates `data/duel/*.toml` into frozen records (`load()` is cached).
- `state`: `DuelState`, decision frames (`Frame` union), view classes.
- `actions`: the base actions.
- `setup`: progress tokens, coins, wonder draft, the three Age deals.
- `structure`: card layouts, accessibility, taking and revealing cards.
- `costs`: `payment()`, the one cost function (production, "one of" producers, discounts, trading).
- `effects`: coins, the Conflict pawn, science, progress tokens, building cards and wonders.
- `turns`: `legal_actions`, `apply_action`, `advance` (end of turn, of Age, of game).
- `scoring`: live scores by category, civilian victory and tie-break.
- `view`: `view`, `secrets`, `reveals`.
- `describe`, `glossary`, `bots`: log lines, glossary texts, random and greedy bots.
- Agora: `agora` (every hook the base engine calls, setup, senators, decrees, the action dispatch),
  `agora_state` (state, frames, actions, views), `agora_senate` (cubes, control, supremacy),
  `agora_conspiracies` (conspire, prepare, trigger, the 16 effects), `agora_view` (views, secrets),
  `agora_describe` (log lines, rules anchors), `agora_bot` (greedy scoring).
- `game`: `GAME`, the object the registry loads.
"""
