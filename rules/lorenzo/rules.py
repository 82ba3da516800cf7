"""Legal actions and their effects: placements (L90-L290), card effects, privileges, Vatican (L292-L330),
round end (L332-L345). One path: `legal_actions` offers, `apply` resolves, `advance` runs forced steps."""

from __future__ import annotations

import random

import attrs

from rules.core import decisions as D
from rules.lorenzo import actions as A
from rules.lorenzo import effects as E
from rules.lorenzo import hooks
from rules.lorenzo import leaders as L
from rules.lorenzo.data import catalog, tile_record
from rules.lorenzo.setup import start_round, tower_order
from rules.lorenzo.state import (
    COLOURED,
    OVER,
    PLAY,
    VATICAN,
    BonusTakeFrame,
    BonusWorkFrame,
    CopyFrame,
    DraftFrame,
    ExchangeFrame,
    FreeLeaderFrame,
    LeaderWindowFrame,
    LorenzoState,
    MemberChoiceFrame,
    Placement,
    Player,
    PrivilegeFrame,
    TilePickFrame,
    VaticanFrame,
)

WORKS = ("harvest", "production")


def board() -> dict:
    return catalog().board


def to_act(state: LorenzoState) -> frozenset[int]:
    if state.phase == OVER:
        return frozenset()
    if state.decisions:
        return frozenset({state.decisions[-1].actor})
    if state.queue:
        return frozenset({state.queue[0]})
    return frozenset()


# ---- values and costs ---------------------------------------------------------------------------------


def servants_needed(player: Player, value: int, need: int) -> int | None:
    """Servants to pay to bring `value` up to `need` (None if the seat has too few)."""
    points = max(0, need - value)
    cost = points * E.servants_per_point(player)
    return cost if cost <= player.servant else None


def occupied(state: LorenzoState, space: str) -> bool:
    return any(p.space == space for p in state.placements)


def tower_kinds(state: LorenzoState) -> tuple[str, ...]:
    """The towers of this game, in board order (an expansion may add one: the special tower)."""
    return tower_order() + hooks.towers(state)


def floor_value(state: LorenzoState, kind: str, floor: int) -> int:
    found = hooks.floor_value(state, kind, floor)  # the change tile, the special tower
    return board()["floor_values"][floor] if found is None else found


def privilege_options(state: LorenzoState, seat: int) -> tuple[dict, ...]:
    return tuple(board()["privilege"]) + hooks.privileges(state, seat)


def tower_has_member(state: LorenzoState, kind: str) -> bool:
    return any(p.space.startswith(f"tower:{kind}:") for p in state.placements)


def tower_fee(state: LorenzoState, player: Player, kind: str) -> int:
    if (
        not tower_has_member(state, kind)
        or L.has_ability(player, "no_occupied_tower_fee")
        or hooks.no_tower_fee(state, player, kind)
    ):
        return 0
    return board()["occupied_tower_fee"]


def floor_bonus(state: LorenzoState, player: Player, kind: str, floor: int) -> dict[str, int]:
    if E.no_floor_bonus(player):
        return {}
    found = hooks.floor_bonus(state, kind, floor)  # the special tower's
    return dict(board()["floor_bonus"][kind][floor] if found is None else found)


def card_payments(
    state: LorenzoState, player: Player, card_id: str, extra_discount: dict[str, int], budget: Player
) -> list[tuple]:
    """Every distinct way to pay `card_id` from `budget` (the stock after fee, servants and floor bonus)."""
    card = E.card(card_id)
    options = list(card.cost) or [{}]
    found: list[tuple] = []
    for option in options:
        military: tuple = ()
        if "military_required" in option:
            spent = hooks.military_spent(state, player, card_id, option["military_spent"])  # Malatesta: none
            if budget.military < option["military_required"] or budget.military < spent:
                continue
            military = (("military", spent),) if spent else ()
            option = {k: n for k, n in option.items() if k not in ("military_required", "military_spent")}
            if not option:  # a military cost alone (an expansion's may ask resources too)
                found.append(military or (("military", 0),))
                continue
        left = E.pay(budget, dict(military))
        for discount in E.discounts(player, card.type):
            discount = E.total([discount, extra_discount])
            due = {k: max(0, n - discount.get(k, 0)) for k, n in option.items()}
            for way in L.payment_ways(player, due, left):  # as printed, or servants in place (Paracelsus)
                found.append(tuple(sorted(((k, n) for k, n in way.items() if n), key=lambda kn: kn[0])) + military)
    unique: list[tuple] = []
    for pay in found:
        if pay not in unique:
            unique.append(pay)
    return unique


def tower_takes(
    state: LorenzoState, seat: int, member: str, value: int, card_type: str, discount: dict[str, int]
) -> list[A.PlaceTower]:
    """Tower placements for a member (or a card's action when member == "") at base `value`."""
    player = state.players[seat]
    found = []
    per_type: dict[str, int | None] = {}  # card type -> the take's value modifier, None when no room

    def modifier_for(ctype: str) -> int | None:
        if ctype not in per_type:
            room = len(E.cards_of(player, ctype)) < max_cards(state, player, ctype)
            per_type[ctype] = E.take_card_modifier(player, ctype) if room else None
        return per_type[ctype]

    for t, kind in enumerate(tower_kinds(state)):
        if card_type not in ("any", kind):  # a card's action for a type: that type's main tower
            continue
        if member in COLOURED and any(
            p.space.startswith(f"tower:{kind}:") and p.seat == seat and p.member in COLOURED for p in state.placements
        ):
            continue
        if E.has_excom(player, "forbidden_area", area=f"{kind}_tower"):
            continue
        fee = tower_fee(state, player, kind)
        for floor in range(4):
            card_id = state.towers[t][floor]
            space = f"tower:{kind}:{floor}"
            if card_id is None or occupied(state, space):
                continue
            ctype = E.card(card_id).type  # the special tower holds cards of every type
            modifier = modifier_for(ctype)
            if modifier is None:  # no room for another card of this type
                continue
            servants = servants_needed(player, value + modifier, floor_value(state, kind, floor))
            if servants is None:
                continue
            for fee_servants in L.fee_ways(player, fee):
                paid = {"coin": fee - fee_servants, "servant": servants + fee_servants}
                if not E.can_pay(player, paid):
                    continue
                budget = E.gain(E.pay(player, paid), floor_bonus(state, player, kind, floor))
                if not territory_slot_open(player, ctype, budget.military):
                    continue
                for payment in card_payments(state, player, card_id, discount, budget):
                    found.append(A.PlaceTower(member, kind, floor, servants, payment, fee_servants))
    return found


def max_cards(state: LorenzoState, player: Player, kind: str) -> int:
    found = hooks.max_cards(state, player, kind)  # Medici: 8 characters
    return board()["max_cards_per_type"] if found is None else found


def territory_slot_open(player: Player, kind: str, military: int) -> bool:
    """The next territory slot's military requirement (held, not paid)."""
    if kind != "territory" or L.has_ability(player, "ignore_territory_military_requirement"):
        return True
    slots = board()["territory_slot_military"]
    owned = len(E.cards_of(player, kind))
    return owned >= len(slots) or military >= slots[owned]


def work_cards(player: Player, work: str, only: str = "") -> tuple[str, ...]:
    kind = "territory" if work == "harvest" else "building"
    return tuple(
        c for c in E.cards_of(player, kind) if E.card(c).permanent.get("trigger") == work and (not only or c == only)
    )


def work_options(
    player: Player, member: str, work: str, space: str, value: int, card_bonuses: bool = True, only: str = ""
) -> list[A.PlaceWork]:
    """Servant counts worth offering: from the least that reaches value 1 to the most that still
    activates another card."""
    base = (
        value
        + E.work_modifier(player, work, card_bonuses)
        + (board()["work"]["large_space_modifier"] if space == "large" else 0)
    )
    top = max([1] + [E.card(c).permanent["min_value"] for c in work_cards(player, work, only)])
    rate = E.servants_per_point(player)
    found = []
    for points in range(max(0, 1 - base), max(0, top - base) + 1):
        if points * rate > player.servant:
            break
        found.append(A.PlaceWork(member, work, space, points * rate))
    return found


def placements(state: LorenzoState, seat: int) -> list:
    player = state.players[seat]
    players = len(state.players)
    ariosto = L.has_ability(player, "may_place_in_occupied_action_spaces")  # R2: not a tower floor
    found: list = []
    for member in player.home:
        value = E.member_value(state, player, member)
        found += tower_takes(state, seat, member, value, "any", {})
        for work in WORKS:
            area = [p for p in state.placements if p.space.startswith(work + ":")]
            if member in COLOURED and any(p.seat == seat and p.member in COLOURED for p in area):
                continue
            spaces = ["single"] if ariosto or not occupied(state, f"{work}:single") else []
            if players >= board()["work"]["large_space_from_players"]:
                spaces.append("large")
            for space in spaces:
                found += work_options(player, member, work, space, value)
        if not E.has_excom(player, "forbidden_area", area="market"):
            for index, spot in enumerate(board()["market"]):
                if players < spot["from_players"] or (occupied(state, f"market:{index}") and not ariosto):
                    continue
                servants = servants_needed(player, value, 1)
                if servants is not None:
                    found.append(A.PlaceMarket(member, index, servants))
        servants = servants_needed(player, value, 1)
        if servants is not None:
            found.append(A.PlaceCouncil(member, servants))
        found += leader_space_placements(state, seat, member, value)  # played leaders' private spaces
    return found


def legal_actions(state: LorenzoState, seat: int) -> tuple:
    if seat not in to_act(state):
        return ()
    frame = D.top(state.decisions)
    if frame is None:
        return (tuple(placements(state, seat)) or (A.Pass(),)) + leader_actions(state, seat)
    player = state.players[seat]
    if isinstance(frame, PrivilegeFrame):
        return tuple(A.ChoosePrivilege(p["key"]) for p in privilege_options(state, seat) if p["key"] not in frame.taken)
    if isinstance(frame, BonusTakeFrame):
        return tuple(tower_takes(state, seat, "", frame.value, frame.card_type, dict(frame.discount))) + (
            A.SkipBonus(),
        )
    if isinstance(frame, BonusWorkFrame):
        return tuple(work_options(player, "", frame.work, "", frame.value, frame.card_bonuses, frame.only_card)) + (
            A.SkipBonus(),
        )
    if isinstance(frame, ExchangeFrame):
        card_id = frame.cards[0]
        options = E.card(card_id).permanent["exchange_choose_one"]
        usable = [
            A.Exchange(card_id, i, () if way == o.get("pay", {}) else tuple(sorted(way.items())))
            for i, o in enumerate(options)
            if o.get("min_value", 0) <= frame.value
            for way in L.payment_ways(player, o.get("pay", {}), player)
        ]
        return tuple(usable) + (A.Exchange(card_id, -1),)
    if isinstance(frame, VaticanFrame):
        return (A.Support(), A.Decline())
    if isinstance(frame, CopyFrame):
        return tuple(A.CopyLeader(lid) for lid in L.copy_choices(state, seat))
    if isinstance(frame, FreeLeaderFrame):
        return tuple(A.PlayLeader(lid) for lid in L.free_plays(state, seat)) + (() if frame.must else (A.SkipBonus(),))
    if isinstance(frame, MemberChoiceFrame):
        return tuple(A.ChooseMember(m) for m in COLOURED)
    if isinstance(frame, LeaderWindowFrame):
        return (A.EndTurn(),) + leader_actions(state, seat)
    if isinstance(frame, DraftFrame):
        return tuple(A.DraftLeader(lid) for lid in state.draft[seat])
    if isinstance(frame, TilePickFrame):
        taken = {p.tile for p in state.players}
        keys = tuple(catalog().tiles) + hooks.tiles_offered(state)  # an expansion's fifth tile
        return tuple(A.ChooseTile(key) for key in keys if key != "basic" and key not in taken)
    found = hooks.legal_for_frame(state, frame, seat)
    if found is None:
        raise AssertionError(f"unknown frame {frame!r}")
    return found


def leader_actions(state: LorenzoState, seat: int) -> tuple:
    """Leader actions on one's own turn, before placing (L380-L391)."""
    player = state.players[seat]
    found: list = [A.DiscardLeader(lid) for lid in player.leader_hand]
    slack = hooks.leader_slack(state, player)
    found += [
        A.PlayLeader(lid)
        for lid in player.leader_hand
        if L.requirements_met(player, lid, slack)
        and (L.leader(lid).ability.get("kind") != "copy_leader_ability" or L.copy_choices(state, seat))
    ]
    found += leader_activations(state, seat)
    found += hooks.turn_actions(state, seat)  # an expansion's own-turn actions (special tokens, Este)
    return tuple(found)


def apply_leader_action(state: LorenzoState, seat: int, action) -> LorenzoState:
    player = state.players[seat]
    if isinstance(action, A.DiscardLeader):
        player = attrs.evolve(player, leader_hand=tuple(x for x in player.leader_hand if x != action.leader))
        state = set_player(state, player)
        return attrs.evolve(
            state,
            leader_discard=state.leader_discard + (action.leader,),
            decisions=D.push(state.decisions, PrivilegeFrame(seat, 1)),
        )
    if isinstance(action, A.PlayLeader):
        if isinstance(D.top(state.decisions), FreeLeaderFrame):  # played whatever its requirements
            state = attrs.evolve(state, decisions=D.pop(state.decisions))
        player = attrs.evolve(
            player,
            leader_hand=tuple(x for x in player.leader_hand if x != action.leader),
            leaders=player.leaders + (action.leader,),
        )
        state = set_player(state, player)
        if L.leader(action.leader).ability.get("kind") == "copy_leader_ability":
            state = attrs.evolve(state, decisions=D.push(state.decisions, CopyFrame(seat, action.leader)))
        if L.leader(action.leader).ability.get("kind") == "play_leader_ignoring_requirements" and L.free_plays(
            state, seat
        ):
            state = attrs.evolve(state, decisions=D.push(state.decisions, FreeLeaderFrame(seat)))
        return hooks.on_leader_played(state, seat, action.leader)
    ability = L.effective(player, action.leader).ability
    player = attrs.evolve(player, leaders_flipped=player.leaders_flipped + (action.leader,))
    if "pay" in ability:  # Giulio II
        player = E.pay(player, ability["pay"])
    if "discard_card" in ability:  # Torquemada: the card goes to the discard pile (ruling R15)
        player = attrs.evolve(player, cards=tuple(c for c in player.cards if c != action.choice))
        state = attrs.evolve(state, discard=state.discard + (action.choice,))
    if "gain" in ability:
        player = E.gain(player, ability["gain"])
    if "gain_choose_one" in ability:  # Beatrice d'Este
        player = E.gain(player, ability["gain_choose_one"][int(action.choice)])
    state = set_player(state, player)
    state = hooks.on_activate(state, seat, action, ability)
    if ability.get("council_privileges"):
        state = attrs.evolve(
            state, decisions=D.push(state.decisions, PrivilegeFrame(seat, ability["council_privileges"]))
        )
    if ability.get("kind") == "one_colored_member_fixed_value":
        state = attrs.evolve(state, decisions=D.push(state.decisions, MemberChoiceFrame(seat, ability["value"])))
    if ability.get("action") in WORKS:
        frame = BonusWorkFrame(
            seat,
            ability["action"],
            ability["value"],
            bool(ability.get("card_bonuses_apply")),
            action.choice if ability.get("one_card") else "",
        )
        state = attrs.evolve(state, decisions=D.push(state.decisions, frame))
    return state


def apply_draft(state: LorenzoState, seat: int, action: A.DraftLeader) -> LorenzoState:
    draft = list(state.draft)
    draft[seat] = tuple(x for x in draft[seat] if x != action.leader)
    player = state.players[seat]
    state = set_player(
        attrs.evolve(state, draft=tuple(draft), decisions=D.pop(state.decisions)),
        attrs.evolve(player, leader_hand=player.leader_hand + (action.leader,)),
    )
    if any(isinstance(f, DraftFrame) for f in state.decisions) or not any(state.draft):
        return state
    # everyone has kept one: the hands pass on to the next seat (L370 "to the right")
    n = len(state.players)
    passed = tuple(state.draft[(s - 1) % n] for s in range(n))
    frames = [DraftFrame(s) for s in state.order]
    return attrs.evolve(state, draft=passed, decisions=D.push_in_order(state.decisions, *frames))


# ---- applying ---------------------------------------------------------------------------------------


def set_player(state: LorenzoState, player: Player) -> LorenzoState:
    players = list(state.players)
    players[player.seat] = player
    return attrs.evolve(state, players=tuple(players))


def immediate_effects(state: LorenzoState, seat: int, card_id: str) -> LorenzoState:
    """A card's immediate effects: gains now, then privileges, then its bonus action."""
    frames = []
    for effect in E.card(card_id).immediate:
        player = state.players[seat]
        if not any(k in effect for k in ("gain", "council_privileges", "gain_per_card", "gain_per_points", "action")):
            found = hooks.immediate_effect(state, seat, effect)  # an expansion's effect
            if found is not None:
                state = found
            continue
        if "gain" in effect:
            gained = dict(effect["gain"])
            if L.has_ability(player, "double_immediate_resources"):  # Santa Rita: resources, not points
                gained = {k: n * (2 if k in ("coin", "wood", "stone", "servant") else 1) for k, n in gained.items()}
            player = E.gain(player, gained)
        if "council_privileges" in effect:
            frames.append(PrivilegeFrame(seat, effect["council_privileges"]))
        if "gain_per_card" in effect:
            spec = dict(effect["gain_per_card"])
            kind = spec.pop("per_card_type")
            count = len(E.cards_of(player, kind))
            player = E.gain(player, {k: n * count for k, n in spec.items()})
        if "gain_per_points" in effect:
            spec = effect["gain_per_points"]
            player = E.gain(player, {"vp": getattr(player, spec["points"]) // spec["per"] * spec["vp"]})
        if effect.get("action") == "take_card":
            discount = tuple(sorted(effect.get("discount", {}).items()))
            frames.append(BonusTakeFrame(seat, effect["card_type"], effect["value"], discount))
        elif effect.get("action") in WORKS:
            frames.append(BonusWorkFrame(seat, effect["action"], effect["value"]))
        state = set_player(state, player)
    # the first listed is resolved first: push in reverse
    return attrs.evolve(state, decisions=D.push_in_order(state.decisions, *frames))


def take_card(state: LorenzoState, seat: int, action: A.PlaceTower) -> LorenzoState:
    player = state.players[seat]
    kind, floor = action.tower, action.floor
    t = tower_kinds(state).index(kind)
    card_id = state.towers[t][floor]
    fee = tower_fee(state, player, kind)
    player = E.pay(player, {"coin": fee - action.fee_servants, "servant": action.servants + action.fee_servants})
    player = E.gain(player, floor_bonus(state, player, kind, floor))
    player = E.pay(player, dict(action.payment))
    player = L.on_take(attrs.evolve(player, cards=player.cards + (card_id,)), card_id)
    if action.member:
        player = attrs.evolve(player, home=tuple(m for m in player.home if m != action.member))
    towers = list(state.towers)
    towers[t] = towers[t][:floor] + (None,) + towers[t][floor + 1 :]
    state = set_player(attrs.evolve(state, towers=tuple(towers)), player)
    if action.member:
        state = attrs.evolve(
            state, placements=state.placements + (Placement(f"tower:{kind}:{floor}", seat, action.member),)
        )
    state = immediate_effects(state, seat, card_id)
    return hooks.after_take(state, seat, card_id, dict(action.payment))


def start_work(
    state: LorenzoState, seat: int, work: str, value: int, only: str = "", tile: bool = True
) -> LorenzoState:
    """Harvest or production at `value` (all modifiers in): the tile and every card with min value <= value
    (`tile` False: the cards only, an expansion's 'activate a card')."""
    player = state.players[seat]
    pending = [(f"tile:{player.tile}", tuple(sorted(tile_record(player.tile)[work].items())))] if tile else []
    privileges = 0
    exchanges = []
    later: list = []
    for card_id in work_cards(player, work, only):
        perm = E.card(card_id).permanent
        if perm["min_value"] > value:
            continue
        found = hooks.work_card(state, seat, card_id, value)  # an expansion's card effect
        if found is not None:
            gains, extra, frames = found
            if gains:
                pending.append((card_id, tuple(sorted(gains.items()))))
            privileges += extra
            later += frames
            continue
        gains = dict(perm.get("gain", {}))
        if "gain_per_card" in perm:
            spec = dict(perm["gain_per_card"])
            per = len(E.cards_of(player, spec.pop("per_card_type")))
            gains = E.total([gains, {k: n * per for k, n in spec.items()}])
        if gains:
            pending.append((card_id, tuple(sorted(gains.items()))))
        privileges += perm.get("council_privileges", 0)
        if "exchange_choose_one" in perm:
            exchanges.append(card_id)
    frame = ExchangeFrame(seat, tuple(exchanges), tuple(pending), privileges, value)
    if later:  # resolved after the production's exchanges and privileges
        state = attrs.evolve(state, decisions=D.push_in_order(state.decisions, *later))
    if exchanges:
        return attrs.evolve(state, decisions=D.push(state.decisions, frame))
    return finish_work(state, frame)


def finish_work(state: LorenzoState, frame: ExchangeFrame) -> LorenzoState:
    player = state.players[frame.actor]
    for _source, gains in frame.pending:
        player = E.gain(player, dict(gains))
    state = set_player(state, player)
    if frame.privileges:
        state = attrs.evolve(state, decisions=D.push(state.decisions, PrivilegeFrame(frame.actor, frame.privileges)))
    return state


def place_work(
    state: LorenzoState, seat: int, action: A.PlaceWork, base: int, card_bonuses: bool = True, only: str = ""
) -> LorenzoState:
    player = state.players[seat]
    points = action.servants // E.servants_per_point(player)
    value = base + points + E.work_modifier(player, action.work, card_bonuses)
    if action.space == "large":
        value += board()["work"]["large_space_modifier"]
    player = E.pay(player, {"servant": action.servants})
    if action.member:
        player = attrs.evolve(player, home=tuple(m for m in player.home if m != action.member))
        state = attrs.evolve(
            state, placements=state.placements + (Placement(f"{action.work}:{action.space}", seat, action.member),)
        )
    return start_work(set_player(state, player), seat, action.work, value, only)


def apply(state: LorenzoState, action, rng: random.Random, seat: int) -> LorenzoState:
    frame = D.top(state.decisions)
    player = state.players[seat]
    if isinstance(action, (A.DiscardLeader, A.PlayLeader, A.ActivateLeader)):
        return advance(apply_leader_action(state, seat, action), rng)
    found = hooks.apply_action(state, action, rng, seat)  # an expansion's action or frame
    if found is not None:
        return advance(found, rng)
    if frame is None:
        state = attrs.evolve(state, queue=state.queue[1:])  # this turn is spent
        if state.leaders:  # under the placement's own effects: a last chance for leader actions
            state = attrs.evolve(state, decisions=D.push(state.decisions, LeaderWindowFrame(seat)))
        if isinstance(action, A.PlaceTower):
            state = take_card(state, seat, action)
        elif isinstance(action, A.PlaceWork):
            state = place_work(state, seat, action, E.member_value(state, player, action.member))
        elif isinstance(action, A.PlaceMarket):
            spot = board()["market"][action.index]
            player = E.pay(player, {"servant": action.servants})
            player = E.gain(
                attrs.evolve(player, home=tuple(m for m in player.home if m != action.member)), spot["gain"]
            )
            state = set_player(state, player)
            state = attrs.evolve(
                state, placements=state.placements + (Placement(f"market:{action.index}", seat, action.member),)
            )
            if spot.get("council_privileges"):
                state = attrs.evolve(
                    state, decisions=D.push(state.decisions, PrivilegeFrame(seat, spot["council_privileges"]))
                )
            state = hooks.after_place(state, seat, f"market:{action.index}")
        elif isinstance(action, A.PlaceLeaderSpace):
            state = place_on_leader_space(state, seat, action)
        elif isinstance(action, A.PlaceCouncil):
            palace = board()["council_palace"]
            player = E.pay(player, {"servant": action.servants})
            player = E.gain(
                attrs.evolve(player, home=tuple(m for m in player.home if m != action.member)), palace["gain"]
            )
            state = set_player(state, player)
            state = attrs.evolve(
                state,
                placements=state.placements + (Placement("council", seat, action.member),),
                decisions=D.push(state.decisions, PrivilegeFrame(seat, palace["council_privileges"])),
            )
        # Pass: nothing more
    elif isinstance(frame, PrivilegeFrame):
        chosen = next(p for p in privilege_options(state, seat) if p["key"] == action.key)
        state = set_player(state, E.gain(player, chosen["gain"]))
        state = hooks.exchange_extra(state, seat, chosen)
        rest = attrs.evolve(frame, count=frame.count - 1, taken=frame.taken + (action.key,))
        stack = D.pop(state.decisions)
        state = attrs.evolve(state, decisions=D.push(stack, rest) if rest.count else stack)
    elif isinstance(frame, BonusTakeFrame):
        state = attrs.evolve(state, decisions=D.pop(state.decisions))
        if isinstance(action, A.PlaceTower):
            state = take_card(state, seat, action)
    elif isinstance(frame, BonusWorkFrame):
        state = attrs.evolve(state, decisions=D.pop(state.decisions))
        if isinstance(action, A.PlaceWork):
            state = place_work(state, seat, action, frame.value, frame.card_bonuses, frame.only_card)
    elif isinstance(frame, ExchangeFrame):
        state = attrs.evolve(state, decisions=D.pop(state.decisions))
        pending, privileges = frame.pending, frame.privileges
        if action.option >= 0:
            option = E.card(action.card).permanent["exchange_choose_one"][action.option]
            state = set_player(state, E.pay(player, dict(action.payment) or option.get("pay", {})))
            if option.get("gain"):
                pending = pending + ((action.card, tuple(sorted(option["gain"].items()))),)
            privileges += option.get("council_privileges", 0)
            state = hooks.exchange_extra(state, seat, option)
        frame = attrs.evolve(frame, cards=frame.cards[1:], pending=pending, privileges=privileges)
        if frame.cards:
            state = attrs.evolve(state, decisions=D.push(state.decisions, frame))
        else:
            state = finish_work(state, frame)
    elif isinstance(frame, CopyFrame):
        player = attrs.evolve(player, copies=player.copies + ((frame.leader, action.leader),))
        state = set_player(attrs.evolve(state, decisions=D.pop(state.decisions)), player)
    elif isinstance(frame, MemberChoiceFrame):
        fixed = tuple(x for x in player.fixed_members if x[0] != action.member) + ((action.member, frame.value),)
        state = set_player(
            attrs.evolve(state, decisions=D.pop(state.decisions)), attrs.evolve(player, fixed_members=fixed)
        )
    elif isinstance(frame, (LeaderWindowFrame, FreeLeaderFrame)):
        state = attrs.evolve(state, decisions=D.pop(state.decisions))  # EndTurn, or no free leader (SkipBonus)
    elif isinstance(frame, DraftFrame):
        state = apply_draft(state, seat, action)
    elif isinstance(frame, TilePickFrame):
        state = set_player(attrs.evolve(state, decisions=D.pop(state.decisions)), attrs.evolve(player, tile=action.key))
    elif isinstance(frame, VaticanFrame):
        state = attrs.evolve(state, decisions=D.pop(state.decisions))
        if isinstance(action, A.Support):
            state = set_player(state, support(player))
        else:
            state = excommunicate(state, seat)
    return advance(state, rng)


# ---- Vatican report and round end -------------------------------------------------------------------


def period(state: LorenzoState) -> int:
    return (state.round + 1) // 2


def faith_vp(faith: int) -> int:
    track = board()["vatican"]["faith_vp"]
    return track[min(faith, len(track) - 1)]  # ruling R5: faith above 15 scores as 15


def support(player: Player, church: bool = True) -> Player:
    sisto = L.has_ability(player, "bonus_vp_on_church_support") if church else None
    extra = sisto["vp"] if sisto else 0
    return attrs.evolve(player, vp=player.vp + faith_vp(player.faith) + extra, faith=0)


def excommunicate(state: LorenzoState, seat: int) -> LorenzoState:
    player = state.players[seat]
    tile = state.excom_tiles[period(state) - 1]
    excommunicated = not L.has_ability(player, "never_excommunicated")  # Martin Luther (R11: may still support)
    if excommunicated:
        player = attrs.evolve(player, excoms=player.excoms + (tile,))
    if state.round == 6:  # L323, ruling R12: the last report scores faith for everyone
        player = support(player, church=False)
    state = set_player(state, player)
    return hooks.on_excommunicated(state, seat) if excommunicated else state


def vatican_report(state: LorenzoState) -> LorenzoState:
    need = board()["vatican"]["faith_required"][period(state) - 1]
    frames = []
    for seat in state.order:
        if state.players[seat].faith < need:
            state = excommunicate(state, seat)
        else:
            frames.append(VaticanFrame(seat))
    return attrs.evolve(state, phase=VATICAN, decisions=D.push_in_order(state.decisions, *frames))


def new_order(state: LorenzoState) -> tuple[int, ...]:
    """L336: first member in the council palace per seat (neutral counts); the rest keep their order."""
    first: list[int] = []
    for placement in state.placements:
        if placement.space == "council" and placement.seat not in first:
            first.append(placement.seat)
    return tuple(first) + tuple(s for s in state.order if s not in first)


def end_round(state: LorenzoState) -> LorenzoState:
    left = tuple(c for tower in state.towers for c in tower if c is not None)
    towers = tuple((None,) * len(tower) for tower in state.towers)
    players = tuple(attrs.evolve(p, leaders_flipped=()) for p in state.players)
    return attrs.evolve(state, discard=state.discard + left, towers=towers, order=new_order(state), players=players)


def advance(state: LorenzoState, rng: random.Random) -> LorenzoState:
    """Run the forced steps after an action until someone must choose (or the game is over)."""
    while True:
        state = hooks.settle(state, rng)  # an expansion's forced bookkeeping (tokens owed are drawn)
        top = D.top(state.decisions)
        if isinstance(top, LeaderWindowFrame) and not leader_actions(state, top.actor):
            state = attrs.evolve(state, decisions=D.pop(state.decisions))  # nothing to do: the turn ends
            continue
        if state.decisions or state.phase == OVER:
            return state
        if state.phase == PLAY:
            if state.queue:
                return state
            if state.round in board()["vatican"]["after_rounds"]:
                # phase 3 (L303) comes before the round end (L333), where the new order is set (L338): the
                # choices are asked in this round's order (ruling R20)
                state = vatican_report(state)
                continue
        # phase 4, the round end (L333): after play without a report, or after the report's choices
        asked = hooks.round_end(state)  # an expansion's round-end choices (Gonzaga), once a round
        if asked is not state:
            state = asked
            continue
        if state.round >= board()["setup"]["rounds"]:
            asked = hooks.before_game_over(state)  # last choices (special tokens spent), once
            if asked is not state:
                state = asked
                continue
            return attrs.evolve(hooks.after_round_end(end_round(state)), phase=OVER)
        state = start_round(hooks.after_round_end(end_round(state)), state.round + 1, rng)


# ---- leaders' own spaces and once-a-round abilities (L380-L391) -----------------------------------


def leader_space_placements(state, seat: int, member: str, value: int) -> list:
    """Placements on the private action spaces of the leaders this seat has played (one member each a round;
    every base rule applies: the member's value, raised by servants, must reach the space's value)."""
    player = state.players[seat]
    found: list = []
    for lid in player.leaders:
        card = L.leader(lid)
        if card.ability_type != "action_space" or not L.playable_in_engine(card) or occupied(state, L.space_id(lid)):
            continue
        need = card.space_value
        if card.ability.get("action") != "harvest_or_production":
            servants = servants_needed(player, value, need)
            if servants is not None:
                found.append(A.PlaceLeaderSpace(member, lid, servants))
            continue
        rate = E.servants_per_point(player)
        for work in WORKS:  # Bramante: from the least that reaches the space to the most worth paying
            bonus = E.work_modifier(player, work, card.ability.get("card_bonuses_apply", True))
            top = max([need, 1 - bonus] + [E.card(c).permanent["min_value"] - bonus for c in work_cards(player, work)])
            for points in range(max(0, need - value, 1 - bonus - value), max(0, top - value) + 1):
                if points * rate > player.servant:
                    break
                found.append(A.PlaceLeaderSpace(member, lid, points * rate, work))
    return found


def place_on_leader_space(state, seat: int, action):
    """A member on a played leader's own space: its gain, or the harvest or production it starts."""
    player = state.players[seat]
    value = E.member_value(state, player, action.member) + action.servants // E.servants_per_point(player)
    player = E.pay(player, {"servant": action.servants})
    player = attrs.evolve(player, home=tuple(m for m in player.home if m != action.member))
    state = attrs.evolve(
        state, placements=state.placements + (Placement(L.space_id(action.leader), seat, action.member),)
    )
    ability = L.leader(action.leader).ability
    if action.work:
        state = set_player(state, player)
        return start_work(
            state,
            seat,
            action.work,
            value + E.work_modifier(player, action.work, ability.get("card_bonuses_apply", True)),
        )
    return set_player(state, E.gain(player, ability["gain"]))


def leader_activations(state, seat: int) -> list:
    """Once-a-round abilities this seat may use now (each choice a separate action)."""
    player = state.players[seat]
    found: list = []
    for lid in player.leaders:
        ability = L.effective(player, lid).ability
        if L.effective(player, lid).ability_type != "once_per_round" or lid in player.leaders_flipped:
            continue
        if not L.playable_in_engine(L.effective(player, lid)):
            continue
        if "discard_card" in ability:  # Torquemada: which card goes
            found += [A.ActivateLeader(lid, c) for c in E.cards_of(player, ability["discard_card"])]
        elif ability.get("one_card"):  # Alberti, Strozzi: which one card works
            cards = work_cards(player, ability["action"])
            found += [A.ActivateLeader(lid, c) for c in cards] or [A.ActivateLeader(lid)]
        elif "gain_choose_one" in ability:  # Beatrice d'Este: pay, then one of the gains
            if E.can_pay(player, ability.get("pay", {})):
                found += [A.ActivateLeader(lid, str(i)) for i in range(len(ability["gain_choose_one"]))]
        elif "pay" in ability:  # Giulio II
            if E.can_pay(player, ability["pay"]):
                found.append(A.ActivateLeader(lid))
        elif (
            "gain" in ability
            or "council_privileges" in ability
            or ability.get("action") in WORKS
            or ability.get("kind") == "one_colored_member_fixed_value"
        ):
            found.append(A.ActivateLeader(lid))
        else:
            found += hooks.activation(state, seat, lid, ability) or []
    return found
