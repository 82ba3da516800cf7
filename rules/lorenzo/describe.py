"""Log lines in English for Lorenzo actions (nothing here is secret: all moves are public)."""
from __future__ import annotations

from rules.lorenzo import actions as A
from rules.lorenzo import effects as E
from rules.lorenzo import hooks
from rules.lorenzo.data import card_record, catalog, excom_record, tile_record
from rules.lorenzo import state as S
from rules.lorenzo.state import LorenzoState

FLOOR = ("1st", "2nd", "3rd", "4th")


def amounts(pairs) -> str:
    return ", ".join(f"{n} {k}" for k, n in pairs) or "nothing"


def _who(seat: int, names) -> str:
    return names[seat] if names and seat < len(names) else f"Seat {seat + 1}"


def _member(member: str, servants: int) -> str:
    who = f"the {member} member" if member else "a card's action"
    return who + (f" (+{servants} servants)" if servants else "")


def _leader(leader_id: str) -> str:
    from rules.lorenzo.leaders import leader_catalog

    found = leader_catalog().get(leader_id)
    return found.name if found else leader_id


def _tower_index(state: LorenzoState, tower: str) -> int:
    from rules.lorenzo.rules import tower_kinds

    return tower_kinds(state).index(tower)


def _privilege(state: LorenzoState, seat: int, key: str) -> dict:
    from rules.lorenzo.rules import privilege_options

    return next((p for p in privilege_options(state, seat) if p["key"] == key), {"gain": {}})


def _never_excommunicated(state: LorenzoState, seat: int) -> bool:
    from rules.lorenzo.leaders import has_ability

    return bool(has_ability(state.players[seat], "never_excommunicated"))


def _tower_cost(state: LorenzoState, seat: int, action: A.PlaceTower) -> str:
    """The card's price and, for a tower a member already stands in, the coins paid to enter it (some in
    servants with Paracelsus): '2 wood for the card and 3 coins to enter the occupied tower'."""
    from rules.lorenzo.rules import tower_fee

    fee = tower_fee(state, state.players[seat], action.tower) if 0 <= seat < len(state.players) else 0
    coins = fee - action.fee_servants
    parts = []
    if coins > 0:
        parts.append(f"{coins} coin{'s' if coins != 1 else ''} to enter the occupied tower")
    if action.fee_servants:
        servants = action.fee_servants
        parts.append(f"{servants} servant{'s' if servants != 1 else ''} in place of the entry fee's coins")
    price = [(k, n) for k, n in action.payment if n]  # military held but not spent (Malatesta) is no price
    if price:
        parts.insert(0, amounts(price) + (" for the card" if parts else ""))
    return " and ".join(parts) or "nothing"


def describe(action, state: LorenzoState, viewer: int, seat: int, names=None) -> str:
    who = _who(seat, names)
    found = hooks.describe(action, state, viewer, seat, who)  # an expansion's action, or a base one in its frame
    if found is not None:
        return found
    if isinstance(action, A.PlaceTower):
        t = _tower_index(state, action.tower)
        card_id = state.towers[t][action.floor] if state.towers else None
        name = E.card(card_id).name if card_id else "?"
        return (f"{who} takes {name} ({action.tower}, {FLOOR[action.floor]} floor) with "
                f"{_member(action.member, action.servants)}, paying {_tower_cost(state, seat, action)}")
    if isinstance(action, A.PlaceWork):
        where = f" on the {action.space} space" if action.space else ""
        return f"{who} starts a {action.work}{where} with {_member(action.member, action.servants)}"
    if isinstance(action, A.PlaceMarket):
        spot = catalog().board["market"][action.index]
        what = amounts(sorted(spot["gain"].items())) if spot["gain"] else f"{spot['council_privileges']} privileges"
        return f"{who} goes to the market ({what}) with {_member(action.member, action.servants)}"
    if isinstance(action, A.PlaceCouncil):
        return f"{who} goes to the council palace with {_member(action.member, action.servants)}"
    if isinstance(action, A.Pass):
        return f"{who} cannot place a member and passes"
    if isinstance(action, A.SkipBonus) and state.decisions and isinstance(state.decisions[-1], S.FreeLeaderFrame):
        return f"{who} plays no other leader"
    if isinstance(action, A.SkipBonus):
        return f"{who} does not use the card's bonus action"
    if isinstance(action, A.ChoosePrivilege):
        gain = _privilege(state, seat, action.key)["gain"]
        return f"{who} takes the council privilege: {amounts(sorted(gain.items()))}"
    if isinstance(action, A.Exchange):
        name = E.card(action.card).name
        if action.option < 0:
            return f"{who} does not use {name}'s exchange"
        option = E.card(action.card).permanent["exchange_choose_one"][action.option]
        got = amounts(sorted(option.get("gain", {}).items()))
        if option.get("council_privileges"):
            got += f" + {option['council_privileges']} privilege"
        paid = action.payment or tuple(sorted(option.get("pay", {}).items()))
        return f"{who} uses {name}: pays {amounts(paid)} for {got}"
    if isinstance(action, A.CopyLeader):
        return f"{who} copies {_leader(action.leader)}'s ability"
    if isinstance(action, A.ChooseMember):
        return f"{who} fixes the {action.member} member's value for this round"
    if isinstance(action, A.EndTurn):
        return f"{who} ends the turn"
    if isinstance(action, A.ChooseTile):
        tile = tile_record(action.key)
        return (f"{who} picks the personal bonus tile {action.key} (harvest {amounts(sorted(tile['harvest'].items()))}; "
                f"production {amounts(sorted(tile['production'].items()))})")
    if isinstance(action, A.DraftLeader):
        if viewer != seat:
            return f"{who} keeps a leader"
        return f"{who} keeps {_leader(action.leader)}"
    if isinstance(action, A.DiscardLeader):
        return f"{who} discards {_leader(action.leader)} for a council privilege"
    if isinstance(action, A.PlayLeader):
        return f"{who} plays the leader {_leader(action.leader)}"
    if isinstance(action, A.ActivateLeader):
        on = f" on {E.card(action.choice).name}" if action.choice else ""
        return f"{who} uses {_leader(action.leader)}'s once-a-round ability{on}"
    if isinstance(action, A.PlaceLeaderSpace):
        work = f" for a {action.work}" if action.work else ""
        return f"{who} goes to {_leader(action.leader)}'s private space{work} with {_member(action.member, action.servants)}"
    if isinstance(action, A.Support):
        return f"{who} supports the Church (faith to VP, faith back to 0)"
    if isinstance(action, A.Decline) and _never_excommunicated(state, seat):
        return f"{who} declines to support the Church (never excommunicated: Martin Luther)"
    if isinstance(action, A.Decline):
        return f"{who} declines to support the Church and is excommunicated"
    return f"{who}: {action!r}"


# ---- the screen's words: action-list labels and board phrases (tui/games/lorenzo draws with these) -------

TOWER_COLOUR = {"territory": "green", "character": "blue", "building": "yellow", "venture": "purple"}
TYPE_PLURAL = {"territory": "territories", "character": "characters", "building": "buildings", "venture": "ventures"}
SHORT = {"coin": "coin", "wood": "wood", "stone": "stone", "servant": "servant", "military": "mil", "faith": "faith",
         "vp": "VP", "special_token": "token"}
PERIOD = ("I", "II", "III")


def short_amounts(pairs) -> str:
    """'3 coin, 1 wood' with short point names ('2 mil', '1 faith', '4 VP'); 'nothing' when empty."""
    pairs = pairs.items() if isinstance(pairs, dict) else pairs
    parts = []
    for key, n in pairs:
        word = SHORT.get(key, key.replace("_", " "))
        parts.append(f"{n} {word}" + ("s" if key in ("servant", "special_token") and n != 1 else ""))
    return ", ".join(parts) or "nothing"


def tower_name(kind: str) -> str:
    """'Green tower' (territories): the colour is a word here, never a colour alone."""
    return f"{TOWER_COLOUR.get(kind, kind).capitalize()} tower"


def card_name(card_id: str | None) -> str:
    if not card_id:
        return "(empty)"
    try:
        return card_record(card_id).name
    except KeyError:
        return card_id


def leader_name(leader_id: str) -> str:
    return _leader(leader_id)


def cost_text(card_id: str) -> str:
    """A card's cost alternatives: '3 coin, 1 wood or 7 mil held, 3 spent'; 'free' when none."""
    try:
        found = card_record(card_id)
    except KeyError:
        return "?"
    options = []
    for option in found.cost:
        if "military_required" in option:
            rest = [(k, n) for k, n in option.items() if k not in ("military_required", "military_spent")]
            options.append(f"{option['military_required']} mil held, {option['military_spent']} spent"
                           + (f" + {short_amounts(rest)}" if rest else ""))
        else:
            options.append(short_amounts(sorted(option.items())))
    return " or ".join(options) or "free"


TYPE_SHORT = {"territory": "territory", "character": "character", "building": "building", "venture": "venture"}


def _gains(gain: dict, plus: bool = False) -> str:
    return ("+" if plus and gain else "") + short_amounts(sorted(gain.items()))


def _immediate_words(effect: dict, short: bool) -> str:
    """One immediate effect of a base card: '+1 wood', '2 privileges', 'take a building at 6, 1 wood, 1 stone off'."""
    parts = []
    if effect.get("gain"):
        parts.append(_gains(effect["gain"], plus=True))
    if effect.get("council_privileges"):
        n = effect["council_privileges"]
        parts.append(f"{n} priv" if short else f"{n} privilege{'s' if n != 1 else ''}")
    if "gain_per_card" in effect:
        spec = dict(effect["gain_per_card"])
        kind = spec.pop("per_card_type")
        parts.append(f"{_gains(spec)} per {TYPE_SHORT.get(kind, kind)}")
    if "gain_per_points" in effect:
        spec = effect["gain_per_points"]
        parts.append(f"{spec['vp']} VP per {spec['per']} {SHORT.get(spec['points'], spec['points'])}")
    if effect.get("action") == "take_card":
        kind = effect["card_type"]
        what = ("any card" if kind == "any" else f"a {kind}") if not short else ("any" if kind == "any" else kind)
        words = f"take {what} at {effect['value']}" if not short else f"take {what} @{effect['value']}"
        if effect.get("discount"):
            words += f", {_gains(effect['discount'])} off" if not short else f" -{_gains(effect['discount'])}"
        parts.append(words)
    elif effect.get("action") in ("harvest", "production"):
        action = effect["action"] if not short else effect["action"][:4]
        parts.append(f"{action} at {effect['value']}" if not short else f"{action} @{effect['value']}")
    return ", ".join(parts)


def _permanent_words(perm: dict, short: bool) -> str:
    """A base card's lasting effect: 'harvest 2+: 1 wood', 'production 4+: 1 wood → 3 VP or ...', '+2 to take
    characters, 1 coin off', 'end: 5 VP'."""
    if not perm:
        return ""
    if "trigger" in perm:
        work = perm["trigger"]
        head = f"{work if not short else work[:4]} {perm['min_value']}+: "
        if "exchange_choose_one" in perm:
            ways = []
            for option in perm["exchange_choose_one"]:
                got = _gains(option.get("gain", {})) if option.get("gain") else ""
                if option.get("council_privileges"):
                    got = (got + " + " if got else "") + ("priv" if short else "privilege")
                ways.append(f"{_gains(option.get('pay', {}))} → {got}")
            return head + " or ".join(ways)
        parts = []
        if perm.get("gain"):
            parts.append(_gains(perm["gain"]))
        if perm.get("council_privileges"):
            parts.append("priv" if short else "a privilege")
        if "gain_per_card" in perm:
            spec = dict(perm["gain_per_card"])
            kind = spec.pop("per_card_type")
            parts.append(f"{_gains(spec)} per {TYPE_SHORT.get(kind, kind)}")
        return head + ", ".join(parts)
    kind = perm.get("kind")
    if kind == "take_card_value_bonus":
        target = TYPE_PLURAL.get(perm["card_type"], perm["card_type"])
        words = f"+{perm['bonus']} to take {target}" if not short else f"+{perm['bonus']} on {target}"
        if perm.get("discount"):
            words += f", {_gains(perm['discount'])} off"
        if perm.get("discount_choose_one"):
            words += ", " + " or ".join(_gains(d) for d in perm["discount_choose_one"]) + " off"
        return words
    if kind in ("harvest_value_bonus", "production_value_bonus"):
        work = kind.split("_")[0]
        return f"+{perm['bonus']} to every {work}" if not short else f"+{perm['bonus']} on {work}s"
    if kind == "no_tower_floor_bonus":
        return "no 3rd/4th floor bonus"
    if "end_game_vp" in perm:
        return f"end: {perm['end_game_vp']} VP"
    return ""


def effect_text(card_id: str | None, short: bool = False) -> str:
    """What a base card does, for the board and the tower labels: 'now +1 wood; harvest 2+: 1 wood' ('now'
    for its immediate effects, then its lasting one). `short` abbreviates for narrow screens and the action
    list ('harv 2+', 'take any @4', 'priv', 'serv'). '' for none, and for a special card (its own words say it:
    rules.lorenzo.houses.words)."""
    try:
        card = card_record(card_id) if card_id else None
    except KeyError:
        return ""
    if card is None or card.number > 96:
        return ""
    now = ", ".join(w for w in (_immediate_words(e, short) for e in card.immediate) if w)
    later = _permanent_words(card.permanent, short)
    text = "; ".join(part for part in (f"now {now}" if now else "", later) if part)
    return text.replace(" servants", " serv").replace(" servant", " serv") if short else text


def floor_bonus_text(kind: str, floor: int) -> str:
    bonus = catalog().board["floor_bonus"].get(kind, [{}] * 4)[floor]
    return "+" + short_amounts(sorted(bonus.items())) if bonus else ""


def market_text(index: int) -> str:
    spot = catalog().board["market"][index]
    if spot.get("gain"):
        return short_amounts(sorted(spot["gain"].items()))
    return f"{spot.get('council_privileges', 0)} privileges"


def privilege_text(key: str) -> str:
    for spot in catalog().board["privilege"]:
        if spot["key"] == key:
            return short_amounts(sorted(spot["gain"].items()))
    return key.replace("_", " ")


def tile_text(key: str) -> str:
    try:
        tile = tile_record(key)
    except KeyError:
        return key
    return (f"harvest {short_amounts(sorted(tile['harvest'].items()))}; "
            f"production {short_amounts(sorted(tile['production'].items()))}")


def tile_name(key: str) -> str:
    """'basic', 'advanced A' (the key 'advanced_a')."""
    return "advanced " + key.removeprefix("advanced_").upper() if key.startswith("advanced_") else key


def leader_needs(leader_id: str) -> str:
    """A leader's requirements, held and never paid: '5 ventures', 'at most 2 types', ..."""
    from rules.lorenzo.leaders import leader_catalog

    card = leader_catalog().get(leader_id)
    if card is None:
        return "?"
    parts = []
    needs, most = card.requires, card.at_most
    for kind, n in needs.get("cards", {}).items():
        parts.append(f"{n} {TYPE_PLURAL.get(kind, kind) if n != 1 else kind}")
    for key, n in needs.get("stock", {}).items():
        parts.append(short_amounts([(key, n)]))
    if needs.get("cards_of_one_type"):
        parts.append(f"{needs['cards_of_one_type']} cards of one type")
    if needs.get("total_cards"):
        parts.append(f"{needs['total_cards']} cards in all")
    for kind, n in most.get("cards", {}).items():
        parts.append(f"at most {n} {TYPE_PLURAL.get(kind, kind) if n != 1 else kind}")
    for key, n in most.get("stock", {}).items():
        parts.append("at most " + short_amounts([(key, n)]))
    if "wood_plus_stone" in most:
        parts.append(f"at most {most['wood_plus_stone']} wood+stone")
    if "card_types" in most:
        parts.append(f"cards of at most {most['card_types']} types")
    return ", ".join(parts) or "nothing"


def excom_text(tile_id: str) -> str:
    try:
        return excom_record(tile_id).text
    except KeyError:
        return tile_id


def space_name(space: str) -> str:
    """A placement's space in words: 'Green tower floor 3', 'Harvest (large)', 'Market: 5 coin', ..."""
    kind, _, rest = space.partition(":")
    if kind == "tower":
        tower, _, floor = rest.partition(":")
        return f"{tower_name(tower)} floor {int(floor) + 1}"
    if kind in ("harvest", "production"):
        return f"{kind.capitalize()} ({rest})"
    if kind == "market":
        return f"Market: {market_text(int(rest))}"
    if kind == "council":
        return "Council palace"
    if kind == "leader":
        from rules.lorenzo.leaders import PREFIX

        return f"{_leader(PREFIX + rest)}'s space"
    return space


def _value_words(state: LorenzoState, seat: int, member: str, servants: int) -> str:
    """'black 5 +1 servant', 'a card's action +2 servants': the member, its value and the servants spent."""
    if member and 0 <= seat < len(state.players):
        who = f"{member} {E.member_value(state, state.players[seat], member)}"
    elif member:
        who = member
    else:
        value = getattr(state.decisions[-1], "value", None) if state.decisions else None
        who = "card's action" + (f" {value}" if isinstance(value, int) else "")
    if servants:
        who += f" +{servants} servant" + ("s" if servants != 1 else "")
    return who


def label(action, view, names=None) -> str:
    """One line of the action list, in the imperative, from the actor's view (`view.state`)."""
    state = getattr(view, "state", view)
    seat = getattr(view, "viewer", -1)
    if not 0 <= seat < len(state.players):
        from rules.lorenzo.rules import to_act

        acting = to_act(state)
        seat = next(iter(acting)) if acting else -1
    top = state.decisions[-1] if state.decisions else None
    found = hooks.label(action, state, seat)  # an expansion's action
    if found is not None:
        return found
    if isinstance(action, A.PlaceTower):
        t = _tower_index(state, action.tower)
        card_id = state.towers[t][action.floor] if state.towers else None
        paid = [short_amounts(action.payment)] if action.payment else []
        if 0 <= seat < len(state.players):  # the coins for entering an occupied tower
            from rules.lorenzo.rules import tower_fee

            coins = tower_fee(state, state.players[seat], action.tower) - action.fee_servants
            if coins > 0:
                paid.append(f"{coins} coin to enter")
        if action.fee_servants:
            paid.append(f"fee: {action.fee_servants} servants for coins")
        how = _value_words(state, seat, action.member, action.servants)
        colour = TOWER_COLOUR.get(action.tower, action.tower).capitalize()  # 'Green 3': green tower, floor 3
        if action.tower not in TOWER_COLOUR:  # the special tower: say the card's type
            colour += f" ({E.card(card_id).type})" if card_id else ""
        does = effect_text(card_id, short=True)  # what the card brings, for the choice itself
        return (f"{colour} {action.floor + 1}: {card_name(card_id)} ({how}" + (f"; {'; '.join(paid)}" if paid else "")
                + ")" + (f" · {does}" if does else ""))
    if isinstance(action, A.PlaceWork):
        where = f" {action.space}" if action.space else ""
        return f"{action.work.capitalize()}{where} ({_value_words(state, seat, action.member, action.servants)})"
    if isinstance(action, A.PlaceMarket):
        return f"Market {market_text(action.index)} ({_value_words(state, seat, action.member, action.servants)})"
    if isinstance(action, A.PlaceCouncil):
        palace = catalog().board["council_palace"]
        gain = short_amounts(sorted(palace["gain"].items()))
        return f"Council: {gain} + privilege ({_value_words(state, seat, action.member, action.servants)})"
    if isinstance(action, A.PlaceLeaderSpace):
        work = f" for a {action.work}" if action.work else ""
        return (f"{_leader(action.leader)}'s space{work} "
                f"({_value_words(state, seat, action.member, action.servants)})")
    if isinstance(action, A.Pass):
        return "Pass (no member can be placed)"
    if isinstance(action, A.SkipBonus):
        if isinstance(top, S.FreeLeaderFrame):
            return "Play no other leader"
        return "Skip the card's bonus action"
    if isinstance(action, A.ChoosePrivilege):
        if action.key not in {p["key"] for p in catalog().board["privilege"]} and 0 <= seat < len(state.players):
            return f"Privilege: {short_amounts(sorted(_privilege(state, seat, action.key)['gain'].items()))}"
        return f"Privilege: {privilege_text(action.key)}"
    if isinstance(action, A.Exchange):
        try:
            found = card_record(action.card)
        except KeyError:
            found = None
        name = found.name if found else action.card
        if action.option < 0 or found is None:
            return f"{name}: no exchange"
        option = found.permanent["exchange_choose_one"][action.option]
        got = short_amounts(sorted(option.get("gain", {}).items()))
        if option.get("council_privileges"):
            got = (got + " + " if option.get("gain") else "") + f"{option['council_privileges']} privilege"
        paid = action.payment or tuple(sorted(option.get("pay", {}).items()))
        return f"{name}: pay {short_amounts(paid)} for {got}"
    if isinstance(action, A.Support):
        if 0 <= seat < len(state.players):
            from rules.lorenzo.rules import faith_vp

            faith = state.players[seat].faith
            return f"Support the Church: {faith} faith for {faith_vp(faith)} VP, faith back to 0"
        return "Support the Church"
    if isinstance(action, A.Decline):
        if 0 <= seat < len(state.players) and _never_excommunicated(state, seat):
            return "Decline the Church (Martin Luther: never excommunicated)"
        return "Decline the Church: take the excommunication"
    if isinstance(action, A.ChooseTile):
        return f"Tile {tile_name(action.key)}: {tile_text(action.key)}"
    if isinstance(action, A.DraftLeader):
        return f"Keep {_leader(action.leader)} (needs {leader_needs(action.leader)})"
    if isinstance(action, A.DiscardLeader):
        return f"Discard {_leader(action.leader)} for a privilege"
    if isinstance(action, A.PlayLeader):
        return f"Play leader {_leader(action.leader)}"
    if isinstance(action, A.ActivateLeader):
        on = f" on {card_name(action.choice)}" if action.choice else ""
        return f"Use {_leader(action.leader)} (once a round){on}"
    if isinstance(action, A.EndTurn):
        return "End the turn"
    if isinstance(action, A.ChooseMember):
        value = getattr(top, "value", None)
        return f"Fix the {action.member} member" + (f" at {value}" if value is not None else "")
    if isinstance(action, A.CopyLeader):
        return f"Copy {_leader(action.leader)}'s ability"
    return describe(action, state, seat, seat, names)


def decision_text(state: LorenzoState, names=None) -> str:
    """What the player to act is deciding, when it is not a plain placement."""
    frame = state.decisions[-1] if state.decisions else None
    if frame is None:
        return ""
    actor = getattr(frame, "actor", None)
    who = _who(actor, names) if isinstance(actor, int) and actor >= 0 else "A player"
    kind = type(frame)
    words = {
        S.PrivilegeFrame: f"{who} takes council privileges ({getattr(frame, 'count', 1)} left, each different)",
        S.BonusTakeFrame: f"{who} takes a card by a card's action (value {getattr(frame, 'value', '?')})",
        S.BonusWorkFrame: f"{who} makes a {getattr(frame, 'work', 'work')} by an effect (value {getattr(frame, 'value', '?')})",
        S.ExchangeFrame: f"{who} chooses production exchanges",
        S.VaticanFrame: f"Vatican report: {who} decides whether to support the Church",
        S.TilePickFrame: f"{who} picks a personal bonus tile",
        S.DraftFrame: f"Leader draft: {who} keeps a leader",
        S.LeaderWindowFrame: f"{who} may still use leaders, then ends the turn",
        S.MemberChoiceFrame: f"{who} fixes a member's value",
        S.CopyFrame: f"{who} chooses a leader to copy",
        S.FreeLeaderFrame: f"{who} may play a leader for free",
    }
    if kind not in words:
        found = hooks.decision_text(frame, who)  # an expansion's decision
        if found:
            return found
    return words.get(kind, f"{who}: {kind.__name__.removesuffix('Frame')}")
