"""Princes of Florence (Korea Boardgames 2022 edition): rules engine, data loading, bots.

Module map: `game` (the GAME object), `state` / `actions` (frozen values), `setup`, `rules`
(dispatch over the decision stack and `advance`), `auction`, `turns` (action phase, round end,
final count), `estate` (tile geometry, bit masks), `common` (paying, tiles, draws,
recruitment), `scoring`, `solo` (the automa), `characters` (Muses & Ladies), `shared`
(Shared Buildings), `view` (views and secrets), `describe` (log lines), `glossary`,
`preview` (values worked out from a seat's own view), `bot_greedy`, `bot_strong`, `data`.

Secrets, for leak tests: card instance ids 'profession:<id>', 'bonus:<id>', 'prestige:<id>',
'automa:<id>' (`describe.card_name` gives the shown name); another seat's florins as the token
'florins:<seat>:<amount>', which a view carries only for its own seat (`PlayerView.purse`),
and for everyone once the game is over.
"""
