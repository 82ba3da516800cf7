"""The `greedy` seat of Architects of the West Kingdom, and the appraisal the `strong` one's
rollouts and evaluation share (rules.architects.bot_strong). `greedy`: one ply, from the seat's own view only: every
legal move gets a value (points it builds now, resources weighted by what the hand of
buildings still needs, virtue, silver spent), the best one is played (seeded ties). The AI
opponent of the solo game is part of the rules (rules.architects.automa), not a bot.
"""

from __future__ import annotations

import random
from typing import Any

from rules.architects import actions as A
from rules.architects.data import catalog

BASE_VALUE = {
    "silver": 0.45,
    "clay": 0.6,
    "wood": 0.8,
    "stone": 0.8,
    "gold": 1.6,
    "marble": 1.6,
    "virtue": 0.9,
    "building": 1.5,
    "wood_stone": 0.8,
}


def virtue_unit(virtue: int) -> float:
    """One more virtue: steep at the bottom (points, debts, the Cathedral ban), flat in the middle."""
    if virtue >= 14:
        return 0.1
    if virtue <= 5:
        return 2.2
    return 0.6 if virtue < 9 else 1.2


SURPLUS = {"silver": 0.15, "clay": 0.15, "wood": 0.2, "stone": 0.2, "gold": 0.9, "marble": 0.9}


class Appraisal:
    """What the seat needs, read from its view once per move."""

    def __init__(self, view: Any) -> None:
        self.view = view
        self.me = view.owners[view.viewer]
        cat = catalog()
        need: dict[str, int] = {}
        for card in self.me.hand:
            for resource, n in cat.building(card).cost:
                need[resource] = need.get(resource, 0) + n
        self.deficit = {r: max(0, n - self.me.amount(r)) for r, n in need.items()}
        self.skills = {s for a in self.me.apprentices for s in cat.apprentice(a).skills}
        self.wanted_skills = {s for c in self.me.hand for s in cat.building(c).skills} - self.skills

    def unit(self, resource: str) -> float:
        value = BASE_VALUE.get(resource, 0.5)
        if resource == "virtue":
            return virtue_unit(self.me.virtue)
        return value * (1.6 if self.deficit.get(resource, 0) > 0 else 1.0)

    def worth(self, amount: Any) -> float:
        return sum(self.unit(r) * n for r, n in amount)

    def gain_worth(self, amount: Any) -> float:
        """What the hand still needs counts in full; the rest only as end-game points."""
        total = surplus = 0.0
        for resource, n in amount:
            useful = min(n, self.deficit.get(resource, 0)) if resource in SURPLUS else n
            total += useful * self.unit(resource)
            surplus += (n - useful) * SURPLUS.get(resource, 0.0)
        # hoarding is worth little while the hand still needs something else
        return total + min(surplus, 1.0 if any(self.deficit.values()) else 2.5)

    def building_worth(self, card: str) -> float:
        b = catalog().building(card)
        missing = len(set(b.skills) - self.skills)
        return b.vp + 0.5 * b.virtue - 0.25 * sum(n for _, n in b.cost) - 1.5 * missing

    def apprentice_worth(self, card: str) -> float:
        a = catalog().apprentice(card)
        value = 1.0 + 2.5 * len(set(a.skills) & self.wanted_skills) + 0.5 * len(set(a.skills) - self.skills)
        return value + 0.9 * a.virtue


CAPTURABLE = (
    "quarry",
    "forest",
    "mines",
    "silversmith",
    "storehouse",
    "workshop",
    "town_centre",
    "guardhouse",
    "tax_stand",
)


def capture_worth(ap: Appraisal, owner: int, count: int) -> float:
    """Rivals' workers are worth silver at the Guardhouse; own ones only when home runs low."""
    if owner == ap.view.viewer:
        return (0.6 if ap.me.home < 4 else 0.05) * count
    return 0.6 * count


def _place_value(ap: Appraisal, action: A.Place) -> float:
    view, me = ap.view, ap.me
    location, option = action.location, action.option
    if location == "black_market":
        space = int(option)
        cost = catalog().market_silver[space - 1]
        reward = view.market_rewards[0] if space == 1 else view.market_rewards[1] if space == 3 else ()
        gain = ap.gain_worth(reward) if reward else 2.0
        return gain - 0.45 * cost - ap.unit("virtue")
    if location == "guildhall":
        cat = catalog()
        best = 0.0
        for card in me.hand:
            b = cat.building(card)
            if set(b.skills) <= ap.skills and all(me.amount(r) >= n for r, n in b.cost):
                best = max(best, b.vp + 8)
        if me.cathedral < 5 and me.virtue > 4:
            step = cat.cathedral[me.cathedral].vp - (cat.cathedral[me.cathedral - 1].vp if me.cathedral else 0)
            best = max(best, step + 5)
        return best
    n = view.at(location, view.viewer) + 1
    if location in ("quarry", "forest"):
        return ap.gain_worth(((("stone" if location == "quarry" else "wood"), n),))
    if location == "silversmith":
        return ap.gain_worth((("silver", n + 1),)) + (0.5 if me.silver < 6 else 0.0)
    if location == "mines":
        return ap.gain_worth((("clay", n + 1),) if option == "clay" else (("gold", n // 2),))
    if location == "storehouse":
        spare = (me.clay + me.wood + me.stone) // 2
        return min(n, spare) * 0.6
    if location == "workshop":
        if option == "draw":
            return (1 + n // 2) * (1.5 if me.hand_count < 4 else 0.2)
        return (3.0 if ap.wanted_skills else 1.0) - 1.8
    if location == "town_centre":
        affordable = min(n, me.silver + (1 if me.virtue <= 3 else 0))
        groups = sorted(
            (
                capture_worth(ap, o, view.at(loc, o) + (1 if (loc, o) == ("town_centre", view.viewer) else 0))
                for loc in CAPTURABLE
                for o in range(len(view.owners))
                if view.at(loc, o)
            ),
            reverse=True,
        )
        return sum(max(0.0, g - 0.45) for g in groups[:affordable]) - 0.3
    if location == "tax_stand":
        return view.tax * ap.unit("silver") - 2 * ap.unit("virtue")
    if location == "guardhouse":
        return 0.45 * sum(me.captives) + 0.6 * me.prison + (1.5 if me.debts and me.silver >= 6 else 0)
    return 0.0


def value(ap: Appraisal, action: Any) -> float:
    cat = catalog()
    me = ap.me
    if isinstance(action, (A.Pick, A.Keep)):
        return ap.building_worth(action.card)
    if isinstance(action, A.KeepCards):
        return sum(ap.building_worth(c) for c in action.cards)
    if isinstance(action, A.Place):
        return _place_value(ap, action)
    if isinstance(action, A.Trade):
        if action.kind == "virtue":
            gain = ap.unit("virtue") if me.virtue < 12 else 0.0
        elif action.kind == "marble":
            gain = ap.unit("marble")
        else:
            gain = ap.worth(cat.apprentice(action.kind).gain)
        return gain - ap.worth(action.pay)
    if isinstance(action, A.Hire):
        lost = ap.apprentice_worth(action.discard) if action.discard else 0.0
        return ap.apprentice_worth(action.card) - lost
    if isinstance(action, A.DrawFive):
        return 1.5
    if isinstance(action, A.Capture):
        return capture_worth(ap, action.owner, ap.view.at(action.location, action.owner)) - 0.45
    if isinstance(action, A.Guard):
        if action.kind == "send":
            return 0.45 * sum(me.captives) + 0.2
        if action.kind == "release":
            return 0.7 * me.prison
        if action.kind == "recover":
            held = sum(o.captives[ap.view.viewer] for o in ap.view.owners)
            return 0.6 * held - (2.25 if action.option == "silver" else 3.0)
        return 2.0 + ap.unit("virtue") - 6 * ap.unit("silver")
    if isinstance(action, A.Construct):
        return 10 + ap.building_worth(action.card) - 0.3 * ap.worth(action.pay)
    if isinstance(action, A.AdvanceCathedral):
        levels = cat.cathedral
        gain = levels[me.cathedral].vp - (levels[me.cathedral - 1].vp if me.cathedral else 0)
        return 9 + gain - 0.5 * ap.worth(action.pay)
    if isinstance(action, A.Discard):
        return -ap.building_worth(action.card)
    if isinstance(action, A.Choose):
        option = action.option
        if option in BASE_VALUE:
            return ap.unit(option) * (3 if option == "silver" else 1)
        return {"destroy": 2.0, "recover": 1.0, "capture": 1.2, "skip": -6.0}.get(option, 0.0)
    if isinstance(action, (A.DestroyDebts, A.Release)):
        return float(action.count)
    if isinstance(action, A.ResolveEnd):
        return 0.0 if cat.building(action.card).kind == "lose_virtue" else 1.0
    return 0.0  # Done, Pass, TakeBack, ChooseBoard


class GreedyBot:
    level = "greedy"

    def choose(self, view: Any, legal: tuple[Any, ...], rng: random.Random) -> Any:
        appraisal = Appraisal(view)
        scored = [(value(appraisal, action) + rng.random() * 1e-3, i) for i, action in enumerate(legal)]
        return legal[max(scored)[1]]
