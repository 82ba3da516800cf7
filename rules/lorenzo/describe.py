"""Log lines in English for Lorenzo actions (nothing here is secret: all moves are public)."""
from __future__ import annotations

from rules.lorenzo import actions as A
from rules.lorenzo import effects as E
from rules.lorenzo.data import catalog
from rules.lorenzo.setup import tower_order
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


def _never_excommunicated(state: LorenzoState, seat: int) -> bool:
    from rules.lorenzo.leaders import has_ability

    return bool(has_ability(state.players[seat], "never_excommunicated"))


def describe(action, state: LorenzoState, viewer: int, seat: int, names=None) -> str:
    who = _who(seat, names)
    if isinstance(action, A.PlaceTower):
        t = tower_order().index(action.tower)
        card_id = state.towers[t][action.floor] if state.towers else None
        name = E.card(card_id).name if card_id else "?"
        fee = f" (fee: {action.fee_servants} servants in place of coins)" if action.fee_servants else ""
        return (f"{who} takes {name} ({action.tower}, {FLOOR[action.floor]} floor) with "
                f"{_member(action.member, action.servants)}, paying {amounts(action.payment)}{fee}")
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
    if isinstance(action, A.SkipBonus) and state.decisions and type(state.decisions[-1]).__name__ == "FreeLeaderFrame":
        return f"{who} plays no other leader"
    if isinstance(action, A.SkipBonus):
        return f"{who} does not use the card's bonus action"
    if isinstance(action, A.ChoosePrivilege):
        gain = next(p["gain"] for p in catalog().board["privilege"] if p["key"] == action.key)
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
        tile = catalog().tiles[action.key]
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
