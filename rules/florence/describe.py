"""Log lines: one sentence per action, written for one viewer (never another seat's secret), in
English or Korean from the words of `rules.florence.words` (the language spoken around the call)."""

from __future__ import annotations

from rules.core import decisions as stack
from rules.core.engine import GOD, Seat
from rules.core.words import korean, say
from rules.florence import actions as A
from rules.florence import words as W
from rules.florence.data import load
from rules.florence.state import DrawFrame, FlorenceState, SoloOfferFrame, WorkFrame
from rules.florence.words import DECK_NAMES, ITEM_NAMES, card_name, josa, piece_name, turned

__all__ = ["DECK_NAMES", "ITEM_NAMES", "card_name", "piece_name", "turned", "seam_spot", "describe", "label"]


def _who(seat: Seat, names: tuple[str, ...] | None) -> str:
    return W.who(seat, names)


def seam_spot(state, frame, action, names: tuple[str, ...] | None = None) -> str:
    """A shared building's top-left on the board it falls on: 'row 2, column 6 of Ana's board'."""
    from rules.florence import estate
    from rules.florence.shared import sides

    cols = estate.size()[1]
    left, right = sides(state, frame.actor, frame.partner)
    owner, col = (left, action.col) if action.col < cols else (right, action.col - cols)
    return say(
        f"row {action.row + 1}, column {col + 1} of {_who(owner, names)}'s board",
        f"{_who(owner, names)}의 영지판 {action.row + 1}행 {col + 1}열",
    )


def describe(action, state: FlorenceState, viewer: Seat, seat: Seat, names: tuple[str, ...] | None = None) -> str:
    who = _who(seat, names)
    sees = viewer == GOD or viewer == seat
    frame = stack.top(state.decisions)
    ko = korean()
    i = josa(who, "이/가")  # the seat as the subject of a Korean sentence
    if isinstance(action, A.ReturnCard):
        if ko:
            return (
                f"{i} {josa(card_name(action.card), '을/를')} 전문가 카드 더미로 되돌렸습니다."
                if sees
                else f"{i} 전문가 카드 1장을 되돌렸습니다."
            )
        return f"{who} returns {card_name(action.card)} to the deck." if sees else f"{who} returns a profession."
    if isinstance(action, A.OpenAuction):
        from rules.florence.auction import start_bid

        return say(
            f"{who} opens an auction for {ITEM_NAMES[action.item]} at {start_bid(state)}.",
            f"{i} {W.item_name(action.item)} 경매를 {start_bid(state)}플로린으로 시작했습니다.",
        )
    if isinstance(action, A.GiveUp):
        return say(f"{who} gives up this round's auction.", f"{i} 이번 라운드의 경매를 포기했습니다.")
    if isinstance(action, A.Bid):
        item = W.item_name(getattr(frame, "item", ""))
        return say(f"{who} bids {action.amount} for {item}.", f"{i} {item}에 {action.amount}플로린을 입찰했습니다.")
    if isinstance(action, A.Pass):
        return say(f"{who} passes.", f"{i} 패스했습니다.")
    if isinstance(action, A.BuyLast):
        from rules.florence.auction import start_bid

        item = W.item_name(action.item)
        return say(
            f"{who} buys {item} for {start_bid(state)} as the last without an item.",
            f"{i} 대상을 확보하지 못한 마지막 플레이어로서 {josa(item, '을/를')} {start_bid(state)}플로린에 샀습니다.",
        )
    if isinstance(action, A.DeclineLast):
        return say(f"{who} takes no item this round.", f"{i} 이번 라운드에는 대상을 확보하지 않습니다.")
    if isinstance(action, A.SellPrestige):
        return say(f"{who} sells 1 prestige for 100 florins.", f"{i} 명성 1을 100플로린에 팔았습니다.")
    if isinstance(action, A.PlaceTile):
        piece = piece_name(action.piece)
        return say(
            f"{who} places the {piece}{turned(action.orientation)} at row {action.row + 1}, column {action.col + 1}.",
            f"{i} {josa(piece, '을/를')}{turned(action.orientation)} {action.row + 1}행 {action.col + 1}열에 "
            "배치했습니다.",
        )
    if isinstance(action, A.KeepCard):
        deck = W.deck_name(frame.deck) if isinstance(frame, DrawFrame) else ""
        if sees:
            return say(
                f"{who} keeps {card_name(action.card)}.", f"{i} {josa(card_name(action.card), '을/를')} 가졌습니다."
            )
        return say(f"{who} keeps a {deck} card.", f"{i} {deck + ' ' if deck else ''}카드 1장을 가졌습니다.")
    if isinstance(action, A.PutUnder):
        if not sees:
            return ""
        return say(
            f"{who} puts {card_name(action.card)} under the deck.",
            f"{i} {josa(card_name(action.card), '을/를')} 더미 맨 아래에 놓았습니다.",
        )
    if isinstance(action, A.PutRestUnder):
        if not sees:
            return ""
        told = ", ".join(map(card_name, getattr(frame, "cards", ())))
        return say(
            f"{who} puts {told} under the deck in that order.",
            f"{i} {josa(told, '을/를')} 이 순서대로 더미 맨 아래에 놓았습니다.",
        )
    if isinstance(action, A.Recruit):
        source = _source(action.seat, state.solo is not None, names)
        return say(
            f"{who} recruits the {card_name(action.card)} from {source}.",
            f"{i} {source}에게서 {josa(card_name(action.card), '을/를')} 초빙했습니다.",
        )
    if isinstance(action, A.KeepRecruitment):
        return say(f"{who} keeps the recruitment card for later.", f"{i} 초빙 카드를 나중을 위해 남겨 두었습니다.")
    if isinstance(action, A.Work):
        return say(
            f"{who} starts a work with the {card_name(action.card)}.",
            f"{i} {josa(card_name(action.card), '으로/로')} 작업을 시작했습니다.",
        )
    if isinstance(action, A.AddBonus):
        if not sees:
            return ""
        return say(
            f"{who} adds {card_name(action.card)}.",
            f"{i} 보너스 카드 {josa(card_name(action.card), '을/를')} 더했습니다.",
        )
    if isinstance(action, A.FinishWork):
        if isinstance(frame, WorkFrame):
            from rules.florence.turns import value_of

            value = value_of(state, state.players[seat], frame.card, frame.bonuses)
            used = ", ".join(card_name(b) for b in frame.bonuses)
            keep = value * 100 - action.prestige * 200
            if ko:
                extra = f"보너스 카드 {josa(used, '을/를')} 더해 " if used else ""
                return f"{i} {extra}작품성 {value}의 작업을 완료하고 명성 {action.prestige}, {keep}플로린을 얻었습니다."
            extra = f" with {used}" if used else ""
            return f"{who} completes a work of value {value}{extra}: {action.prestige} prestige and {keep} florins."
        return say(f"{who} completes a work.", f"{i} 작업을 완료했습니다.")
    if isinstance(action, A.Build):
        piece = piece_name(action.building)
        return say(f"{who} builds the {piece}.", f"{i} {josa(piece, '을/를')} 지었습니다.")
    if isinstance(action, A.TakeFreedom):
        freedom = W.freedom_name(action.freedom)
        return say(f"{who} takes the {freedom}.", f"{i} {josa(freedom, '을/를')} 얻었습니다.")
    if isinstance(action, A.DrawProfession):
        return say(
            f"{who} pays 300 to look at the profession deck.",
            f"{i} 300플로린을 내고 전문가 카드 더미를 살펴보았습니다.",
        )
    if isinstance(action, A.DrawBonus):
        return say(
            f"{who} pays 300 to look at the bonus deck.", f"{i} 300플로린을 내고 보너스 카드 더미를 살펴보았습니다."
        )
    if isinstance(action, A.EndTurn):
        return say(f"{who} ends the turn.", f"{i} 차례를 마쳤습니다.")
    if isinstance(action, A.SoloTry):
        from rules.florence.solo import last_try

        item = W.item_name(action.item)
        if last_try(state):
            return say(
                f"{who} takes the {action.item} for 200 with the last try.",
                f"{i} 마지막 경매로 {josa(item, '을/를')} 200플로린에 확보했습니다.",
            )
        return say(
            f"{who} tries the {action.item}; the automa rolls its bid.",
            f"{i} {item} 경매를 시작했고, 오토마가 주사위로 입찰가를 정합니다.",
        )
    if isinstance(action, A.SoloTake):
        bid = getattr(frame, "bid", 0) + 100
        if ko:
            return f"{i} {josa(W.item_name(getattr(frame, 'item', '')), '을/를')} {bid}플로린에 확보했습니다."
        return f"{who} takes the {getattr(frame, 'item', 'item')} for {bid}."
    if isinstance(action, A.SoloStop):
        return say(f"{who} tries no more items this round.", f"{i} 이번 라운드에는 더 이상 경매하지 않습니다.")
    if isinstance(action, A.PlacePawn):
        character = W.character_name(action.character)
        return say(
            f"{who} bids {action.space * 100} for the {character}.",
            f"{i} {character}에 {action.space * 100}플로린을 입찰했습니다.",
        )
    if isinstance(action, A.PassCharacters):
        return say(f"{who} passes in the character auction.", f"{i} 특별 캐릭터 경매에서 패스했습니다.")
    if isinstance(action, A.UseProfessor):
        return say(
            f"{who} uses the Professor to look at the {action.deck} deck.",
            f"{i} 교수를 사용해 {W.deck_name(action.deck)} 카드 더미를 살펴보았습니다.",
        )
    if isinstance(action, A.KeepProfessor):
        if getattr(frame, "later", True):
            return say(f"{who} keeps the Professor for later.", f"{i} 교수를 나중을 위해 남겨 두었습니다.")
        return say(f"{who} lets the Professor go.", f"{i} 교수를 내려놓았습니다.")
    if isinstance(action, A.MerchantFree):
        price = getattr(frame, "price", 0)
        return say(
            f"{who} uses the Merchant: the item is free ({price} back).",
            f"{i} 상인을 사용해 대상을 무료로 얻었습니다 ({price}플로린 돌려받음).",
        )
    if isinstance(action, A.MerchantPay):
        from rules.florence.characters import rank

        points = rank(state, seat)
        return say(
            f"{who} pays for it and uses the Merchant for {points} prestige (rank on the track).",
            f"{i} 값을 치르고 상인으로 {josa(f'명성 {points}', '을/를')} 얻었습니다 (평판 트랙 순위).",
        )
    if isinstance(action, A.MerchantRank):
        from rules.florence.characters import rank

        points = rank(state, seat)
        return say(
            f"{who} uses the Merchant for {points} prestige (rank on the track).",
            f"{i} 상인으로 {josa(f'명성 {points}', '을/를')} 얻었습니다 (평판 트랙 순위).",
        )
    if isinstance(action, A.LadyWork):
        return say(f"{who} starts a work with the Lady.", f"{i} 귀부인으로 작업을 시작했습니다.")
    if isinstance(action, A.BuildShared):
        partner, piece = _who(action.partner, names), piece_name(action.building)
        return say(
            f"{who} proposes to {partner} a shared {piece}.",
            f"{i} {partner}에게 공동 건물로 {josa(piece, '을/를')} 제안했습니다.",
        )
    if isinstance(action, A.PlaceShared):
        where = seam_spot(state, frame, action, names)
        return say(
            f"{who} places it{turned(action.orientation)} across the seam, top-left at {where}.",
            f"{i} 공동 건물을{turned(action.orientation)} 두 영지판의 경계에 걸쳐 배치했습니다 (왼쪽 위 칸: {where}).",
        )
    if isinstance(action, A.OfferShared):
        partner = _who(getattr(frame, "partner", 0), names)
        return say(
            f"{who} asks {partner} for {action.amount} florins towards it.",
            f"{i} {partner}에게 건축 비용 중 {action.amount}플로린을 요청했습니다.",
        )
    if isinstance(action, A.AcceptShared):
        amount, piece = getattr(frame, "amount", 0), piece_name(frame.building)
        return say(
            f"{who} accepts and pays {amount}; the {piece} is shared.",
            f"{i} 수락하고 {amount}플로린을 냈습니다. {josa(piece, '은/는')} 공동 건물이 되었습니다.",
        )
    if isinstance(action, A.RefuseShared):
        return say(f"{who} refuses the shared building.", f"{i} 공동 건물을 거절했습니다.")
    return f"{who}: {action!r}"


def _source(seat: int, solo: bool, names: tuple[str, ...] | None) -> str:
    """Whose row a recruited card comes from: a seat, or in a solo game the automa or a virtual player."""
    if solo:
        return W.automa() if seat == 1 else W.virtual_player(seat - 1)
    return _who(seat, names)


# --- choice labels: the same words, as the acting seat's options (a view is enough) -----------------
def _own(view):
    from rules.florence.preview import own_player

    return own_player(view)


def _work_value(view, card: str) -> str:
    from rules.florence.preview import hand_values

    for hv in hand_values(view):
        if hv.card == card:
            if hv.with_bonus != hv.value:
                return say(
                    f" (value {hv.value}, {hv.with_bonus} with your bonus cards)",
                    f" (작품성 {hv.value}, 보너스 카드와 함께 {hv.with_bonus})",
                )
            return say(f" (value {hv.value})", f" (작품성 {hv.value})")
    return ""


def label(action, view, names: tuple[str, ...] | None = None) -> str:
    """One legal action of the viewer as a short choice ("Bid 700 for the jester", "Pass").

    `view` is the acting seat's own view (`rules.florence.view.view`); nothing else is read, so
    a label can never show another seat's secret.
    """
    from rules.florence import auction, turns

    data = load()
    c = data.constants
    frame = stack.top(view.decisions)
    me = view.viewer
    if isinstance(action, A.ReturnCard):
        return say(f"Return the {card_name(action.card)} to the deck", f"{card_name(action.card)} 되돌리기")
    if isinstance(action, A.OpenAuction):
        item = W.item_name(action.item)
        return say(
            f"Open an auction for {item} at {auction.start_bid(view)}",
            f"{item} 경매 시작 ({auction.start_bid(view)}플로린)",
        )
    if isinstance(action, A.GiveUp):
        return say("Give up: no item for you this round", "포기: 이번 라운드에는 대상 없음")
    if isinstance(action, A.Bid):
        item = W.item_name(getattr(frame, "item", ""))
        return say(f"Bid {action.amount} for {item}", f"{item}에 {action.amount}플로린 입찰")
    if isinstance(action, A.Pass):
        if isinstance(frame, SoloOfferFrame):
            return say("Pass: let the automa keep its bid", "패스: 오토마의 입찰 그대로")
        return say("Pass: out of this auction for good", "패스: 이 경매에서 빠지기")
    if isinstance(action, A.BuyLast):
        item = W.item_name(action.item)
        return say(
            f"Buy {item} for {auction.start_bid(view)} (last without an item)",
            f"{item} 구입: {auction.start_bid(view)}플로린 (대상 없는 마지막 플레이어)",
        )
    if isinstance(action, A.DeclineLast):
        return say("Take no item this round", "이번 라운드에는 대상 확보 안 함")
    if isinstance(action, A.SellPrestige):
        return say(
            f"Sell 1 prestige for {c.sell_prestige_florins} florins", f"명성 1 팔기 ({c.sell_prestige_florins}플로린)"
        )
    if isinstance(action, A.PlaceTile):
        piece = piece_name(action.piece)
        return say(
            f"Place the {piece}{turned(action.orientation)} at row {action.row + 1}, column {action.col + 1}",
            f"{piece} 배치{turned(action.orientation)}: {action.row + 1}행 {action.col + 1}열",
        )
    if isinstance(action, A.KeepCard):
        if isinstance(frame, DrawFrame):
            from rules.florence.card_words import draw_option

            return say(f"Keep {card_name(action.card)}: ", f"{card_name(action.card)} 갖기: ") + draw_option(
                view, frame.deck, action.card
            )
        return say(f"Keep {card_name(action.card)}", f"{card_name(action.card)} 갖기")
    if isinstance(action, A.PutUnder):
        return say(
            f"Put {card_name(action.card)} under the deck next",
            f"다음으로 {card_name(action.card)} 더미 맨 아래에 놓기",
        )
    if isinstance(action, A.PutRestUnder):
        told = ", ".join(map(card_name, getattr(frame, "cards", ())))
        return say("All under the deck in this order: " + told, "모두 이 순서로 더미 맨 아래에: " + told)
    if isinstance(action, A.Recruit):
        source = _source(action.seat, view.solo is not None, names)
        return say(
            f"Recruit the {card_name(action.card)} from {source}", f"{source}에게서 {card_name(action.card)} 초빙"
        )
    if isinstance(action, A.KeepRecruitment):
        return say("Keep the recruitment card for later", "초빙 카드를 나중을 위해 남기기")
    if isinstance(action, A.Work):
        return say(f"Work: the {card_name(action.card)}", f"작업: {card_name(action.card)}") + _work_value(
            view, action.card
        )
    if isinstance(action, A.AddBonus):
        return say(f"Add the bonus card {card_name(action.card)}", f"보너스 카드 {card_name(action.card)} 더하기")
    if isinstance(action, A.FinishWork):
        if isinstance(frame, WorkFrame):
            value = turns.value_of(view, _own(view), frame.card, frame.bonuses)
            keep = value * c.work_florins_per_value - action.prestige * c.convert_florins_per_prestige
            return say(
                f"Finish the work (value {value}): {action.prestige} prestige, {keep} florins",
                f"작업 완료 (작품성 {value}): 명성 {action.prestige}, {keep}플로린",
            )
        return say(f"Finish the work: {action.prestige} prestige", f"작업 완료: 명성 {action.prestige}")
    if isinstance(action, A.Build):
        cost = turns.build_cost(view.players[me].builders)
        piece = piece_name(action.building)
        return say(
            f"Build the {piece}: {cost}, +{c.build_prestige} PP",
            f"{piece} 건설: {cost}플로린, 명성 +{c.build_prestige}",
        )
    if isinstance(action, A.TakeFreedom):
        freedom = W.freedom_name(action.freedom)
        return say(f"Take {freedom}: {c.action_cost}", f"{freedom} 얻기: {c.action_cost}플로린")
    if isinstance(action, A.DrawProfession):
        return say(
            f"Look at {c.draw_keep_from} professions, keep 1: {c.action_cost}",
            f"전문가 카드 {c.draw_keep_from}장 보고 1장 갖기: {c.action_cost}플로린",
        )
    if isinstance(action, A.DrawBonus):
        return say(
            f"Look at {c.draw_keep_from} bonus cards, keep 1: {c.action_cost}",
            f"보너스 카드 {c.draw_keep_from}장 보고 1장 갖기: {c.action_cost}플로린",
        )
    if isinstance(action, A.EndTurn):
        left = getattr(frame, "actions_left", 0)
        if not left:
            return say("End the turn", "차례 마치기")
        return say(
            f"End the turn ({left} action{'s' if left != 1 else ''} unused)", f"차례 마치기 (행동 {left}번 남김)"
        )
    if isinstance(action, A.SoloTry):
        name = W.item_name(action.item, action.item)
        if view.solo is not None and len(view.solo.tried) == view.solo.seats_total - 1:
            return say(
                f"Take {name} for 200 (the last try, no roll)", f"{name} 확보: 200플로린 (마지막 경매, 주사위 없음)"
            )
        return say(f"Try {name}: the automa rolls its bid", f"{name} 경매: 오토마가 주사위로 입찰")
    if isinstance(action, A.SoloTake):
        item = W.item_name(getattr(frame, "item", ""))
        price = getattr(frame, "bid", 0) + c.bid_step
        return say(f"Take {item} for {price}", f"{item} 확보: {price}플로린")
    if isinstance(action, A.SoloStop):
        return say("Try no more items this round", "이번 라운드 경매 그만하기")
    if isinstance(action, A.PlacePawn):
        character = W.character_name(action.character)
        return say(f"Bid {action.space * 100} for the {character}", f"{character}에 {action.space * 100}플로린 입찰")
    if isinstance(action, A.PassCharacters):
        return say("Pass: out of the character auction", "패스: 특별 캐릭터 경매에서 빠지기")
    if isinstance(action, A.UseProfessor):
        return say(
            f"Use the Professor: look at the {action.deck} deck, keep 1",
            f"교수 사용: {W.deck_name(action.deck)} 카드 더미를 보고 1장 갖기",
        )
    if isinstance(action, A.KeepProfessor):
        if getattr(frame, "later", True):
            return say("Keep the Professor for later", "교수를 나중을 위해 남기기")
        return say("Let the Professor go", "교수 내려놓기")
    if isinstance(action, A.MerchantFree):
        price = getattr(frame, "price", 0)
        return say(
            f"Use the Merchant: the item is free ({price} back)", f"상인 사용: 대상 무료 ({price}플로린 돌려받기)"
        )
    if isinstance(action, A.MerchantPay):
        from rules.florence.characters import rank

        return say(
            f"Pay for it; the Merchant gives {rank(view, me)} prestige (your rank)",
            f"값 치르기, 상인으로 명성 {rank(view, me)} (내 순위)",
        )
    if isinstance(action, A.MerchantRank):
        from rules.florence.characters import rank

        return say(
            f"Give back the Merchant for {rank(view, me)} prestige (your rank)",
            f"상인 반납: 명성 {rank(view, me)} (내 순위)",
        )
    if isinstance(action, A.LadyWork):
        value = turns.value_of(view, _own(view), turns.LADY)
        return say(f"Work with the Lady (value {value})", f"귀부인으로 작업 (작품성 {value})")
    if isinstance(action, A.BuildShared):
        partner, piece = _who(action.partner, names), piece_name(action.building)
        return say(f"Offer {partner} a shared {piece}", f"{partner}에게 공동 건물 {piece} 제안")
    if isinstance(action, A.PlaceShared):
        where = seam_spot(view, frame, action, names)
        return say(
            f"Place it{turned(action.orientation)} across the seam, top-left at {where}",
            f"경계에 걸쳐 배치{turned(action.orientation)}: 왼쪽 위 칸 {where}",
        )
    if isinstance(action, A.OfferShared):
        partner = _who(getattr(frame, "partner", 0), names)
        return say(f"Ask {partner} for {action.amount} florins towards it", f"{partner}에게 {action.amount}플로린 요청")
    if isinstance(action, A.AcceptShared):
        amount, piece = getattr(frame, "amount", 0), piece_name(frame.building)
        return say(f"Accept: pay {amount} and share the {piece}", f"수락: {amount}플로린 내고 {piece} 공유")
    if isinstance(action, A.RefuseShared):
        return say("Refuse the shared building", "공동 건물 거절")
    return type(action).__name__
