"""7 Wonders Duel, with the Agora expansion as a plug-in.

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
- `words`: the one vocabulary (actions in words, for the log and the action list).
- `describe`, `glossary`, `bots`: log lines and automatic events, glossary texts, random and greedy bots.
- `agora/`: the Agora expansion, a plug-in that registers into `hooks` (the base never imports it).
- `hooks`: where expansions plug in (costs, effects, the turn, the end, views, words, bots).
- `game`: `GAME`, the object the registry loads.
"""
