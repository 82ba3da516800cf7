"""The one vocabulary of Sheriff of Nottingham: goods, terms, seats and every action in words.

An action becomes a `Phrase`, a text whose verbs are marked `{verb}`. The log conjugates them for
the acting seat ("Bob declares 3 Apples."), the action list uses them in the imperative
("Declare 3 Apples (a lie)"), and a bot's report uses them too. What a phrase says comes from
`Facts`: the seats, the declarations, the deal on the table and what the reader may know, read
from the state before the action (log lines, `describe.py`) or from the acting seat's own view
(labels, the composer, bots), so both say the same thing. Seats are named by a `Voice`.

Pure: no Textual, no game state is changed. Unknown good or promise ids (data that grows) fall
back to the id itself.
"""
from __future__ import annotations

import re
from collections import Counter
from typing import Any, Iterable, Sequence

import attrs

from rules.core.engine import GOD, Seat
from rules.sheriff import actions as A
from rules.sheriff.data import catalog, good_of
from rules.sheriff.state import Terms

_VERB = re.compile(r"\{(\w+)\}")
_IRREGULAR = {"have": "has", "are": "is", "do": "does", "go": "goes"}


# ----------------------------------------------------------------------------- goods
def good_info(good_id: str) -> Any | None:
    try:
        return catalog().good(good_id)
    except Exception:
        return None


def good_kind(good_id: str) -> str:
    info = good_info(good_id)
    return info.kind if info is not None else "legal"


def good_name(good_id: str, count: int = 2) -> str:
    """'Apples', 'Apple' (count 1), 'Cheese'; an unknown id as it is."""
    info = good_info(good_id)
    name = info.name if info is not None else good_id.replace("_", " ")
    if count == 1 and name.endswith("s") and not name.endswith("ss"):
        return name[:-1]
    return name


def amount(count: int, good_id: str) -> str:
    """'1 Apple', '3 Cheese'."""
    return f"{count} {good_name(good_id, count)}"


def good_rank(good_id: str) -> int:
    goods = catalog().goods
    return next((i for i, g in enumerate(goods) if g.id == good_id), len(goods))


def tally(goods: Iterable[str]) -> list[tuple[str, int]]:
    """(good, count) in catalog order."""
    return sorted(Counter(goods).items(), key=lambda item: good_rank(item[0]))


def cards_to_goods(cards: Iterable[str]) -> list[str]:
    """Card instance ids ('apple-07') to good ids: words never name instance ids."""
    return [good_of(card) for card in cards]


def goods_text(goods: Iterable[str], empty: str = "nothing") -> str:
    """'2 Apples, 1 Silk' from good ids (repeats counted), in catalog order."""
    return ", ".join(amount(count, good) for good, count in tally(goods)) or empty


def counts_text(pairs: Iterable[tuple[str, int]], empty: str = "nothing") -> str:
    return ", ".join(amount(count, good) for good, count in pairs if count) or empty


def promise_text(kind: str) -> str:
    """A promise's own words, without the full stop (it is quoted inside sentences)."""
    for promise in catalog().promises:
        if promise.id == kind:
            return promise.text.rstrip(".")
    return kind.replace("_", " ")


def black_market_card(card_id: str) -> Any | None:
    try:
        return catalog().black_market_card(card_id)
    except Exception:
        return None


def declaration(player: Any) -> str:
    """'3 Apples' as declared, or '' before the declaration."""
    good = getattr(player, "declared_good", None)
    if not good:
        return ""
    return amount(getattr(player, "declared_count", 0), good)


def bag_tag(goods: Sequence[str]) -> str:
    """'3 cards, 1 contraband' / '3 cards, honest' (one legal good) / '2 cards, mixed legal'."""
    size = f"{len(goods)} card{'s' if len(goods) != 1 else ''}"
    hidden = sum(1 for g in goods if good_kind(g) != "legal")
    if hidden:
        return f"{size}, {hidden} contraband"
    return f"{size}, {'honest' if len(set(goods)) == 1 else 'mixed legal'}"


def inspection_risk(bag: Sequence[str], declared: str) -> str:
    """What opening this bag declared as `declared` would do, told to its owner."""
    wrong = [g for g in bag if g != declared]
    if not wrong:
        owed = sum(getattr(good_info(g), "penalty", 0) for g in bag)
        return f"if opened: honest, the inspector pays you {owed}"
    owed = sum(getattr(good_info(g), "penalty", 0) for g in wrong)
    return f"if opened: {goods_text(wrong)} seized, you pay {owed}"

# ----------------------------------------------------------------------------- seats
def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def conjugate(base: str) -> str:
    """'discards', 'has', 'pushes'."""
    if base in _IRREGULAR:
        return _IRREGULAR[base]
    if base.endswith(("s", "sh", "ch", "x")):
        return base + "es"
    if base.endswith("y") and base[-2:-1] not in "aeiou":
        return base[:-1] + "ies"
    return base + "s"


@attrs.frozen
class Voice:
    """How seats are named for one reader: by the players' own `names` (the stands' characters
    where missing); with `you`, the reader is "you" / "your" (the log uses the third person for
    everyone when it has names, so a line reads the same to the whole table)."""

    viewer: Seat = GOD
    names: tuple[str, ...] = ()
    you: bool = True

    def name(self, seat: Seat | None) -> str:
        """Always a name, never "you"."""
        if seat is None:
            return "nobody"
        if 0 <= seat < len(self.names) and self.names[seat]:
            return self.names[seat]
        merchants = catalog().merchants
        return merchants[seat].name if 0 <= seat < len(merchants) else f"Player {seat + 1}"

    def addressed(self, seat: Seat | None) -> bool:
        return self.you and seat is not None and seat == self.viewer

    def who(self, seat: Seat | None) -> str:
        return "you" if self.addressed(seat) else self.name(seat)

    def subject(self, seat: Seat | None) -> str:
        return _cap(self.who(seat))

    def whose(self, seat: Seat | None) -> str:
        return "your" if self.addressed(seat) else f"{self.name(seat)}'s"

    def verb(self, seat: Seat | None, base: str) -> str:
        """'discard' after "you", 'discards' after a name."""
        return base if self.addressed(seat) else conjugate(base)

    def does(self, seat: Seat | None, base: str) -> str:
        """'You discard' / 'Bob discards'."""
        return f"{self.subject(seat)} {self.verb(seat, base)}"


def log_voice(viewer: Seat, names: Sequence[str] | None) -> Voice:
    """The log's voice: third person by the players' names; without names, "you" and the characters."""
    names = tuple(names or ())
    return Voice(viewer, names, you=not names)


# ----------------------------------------------------------------------------- terms
def terms_text(terms: Terms | None, merchant: Seat | None, inspector: Seat | None, voice: Voice) -> str:
    """One deal's terms: '5 gold; 1 Cheese from Bob's stand; Bob promises "..."; Cy's bag must also be opened'."""
    if terms is None:
        return "nothing"
    parts = []
    if terms.gold:
        parts.append(f"{terms.gold} gold")
    if terms.stand_goods:
        parts.append(f"{goods_text(terms.stand_goods)} from {voice.whose(merchant)} stand")
    if terms.bag_goods:
        parts.append(f"{goods_text(terms.bag_goods)} from {voice.whose(merchant)} bag")
    parts += [f'{voice.who(merchant)} {voice.verb(merchant, "promise")} "{promise_text(k)}"'
              for k in terms.merchant_promises]
    parts += [f'{voice.who(inspector)} {voice.verb(inspector, "promise")} "{promise_text(k)}"'
              for k in terms.inspector_promises]
    if terms.inspect_others:
        bags = " and ".join(voice.whose(s) for s in terms.inspect_others)
        parts.append(f"{bags} bag{'s' if len(terms.inspect_others) > 1 else ''} must also be opened")
    return "; ".join(parts) or "nothing"


def terms_of_steps(steps: Iterable[Any], by_merchant: bool) -> Terms:
    """The terms a draft's Add* steps compose (what SendTerms would send)."""
    gold, stand, bag, promises, others = 0, [], [], [], []
    for step in steps:
        if isinstance(step, A.AddGold):
            gold += step.amount
        elif isinstance(step, A.AddStandGood):
            stand.append(step.good)
        elif isinstance(step, A.AddBagGood):
            bag.append(step.good)
        elif isinstance(step, A.AddPromise):
            promises.append(step.kind)
        elif isinstance(step, A.AddInspectOther):
            others.append(step.merchant)
    return Terms(
        gold=gold, stand_goods=tuple(stand), bag_goods=tuple(bag),
        merchant_promises=tuple(promises) if by_merchant else (),
        inspector_promises=() if by_merchant else tuple(promises), inspect_others=tuple(others),
    )


def step_text(step: Any, merchant: Seat | None, voice: Voice) -> str:
    """One draft step as a part of the terms ('+5 gold', '1 Cheese from your stand')."""
    if isinstance(step, A.AddGold):
        return f"+{step.amount} gold"
    if isinstance(step, A.AddStandGood):
        return f"{amount(1, step.good)} from {voice.whose(merchant)} stand"
    if isinstance(step, A.AddBagGood):
        return f"{amount(1, step.good)} from {voice.whose(merchant)} bag"
    if isinstance(step, A.AddPromise):
        return f'the promise "{promise_text(step.kind)}"'
    if isinstance(step, A.AddInspectOther):
        return f"{voice.whose(step.merchant)} bag must also be opened"
    raise TypeError(step)


# ----------------------------------------------------------------------------- phases, records, proofs
#: What is being decided, by `SheriffView.step`.
STEP_TEXT = {
    "first_merchant": "Market: the sheriff names who trades first",
    "market": "Market: merchants exchange cards in turn",
    "load": "Loading: merchants fill their bags in secret",
    "declare": "Declarations: each merchant names one legal good",
    "inspect": "Inspection: the sheriff picks the next bag",
    "stances": "Inspection: the deputies vote in secret",
    "negotiation": "Inspection: bargaining over a bag",
    "draft": "Inspection: terms are being drafted",
    "black_market": "Black market: a merchant may trade contraband",
    "over": "Game over: face-down goods are revealed",
}

RESULT_TEXT = {
    "passed": "passed unopened",
    "deal": "passed after a deal",
    "honest": "opened: honest",
    "caught": "opened: caught lying",
    "time_up": "passed: time ran out",
}


def outcome_text(record: Any, voice: Voice) -> str:
    """What happened to one bag, from the public record: 'Bob: 3 Apples declared, opened: honest; ...'."""
    name = voice.subject(record.merchant)
    line = f"{name}: {amount(record.declared_count, record.declared_good)} declared, "
    line += RESULT_TEXT.get(record.result, record.result)
    if record.found:
        line += f"; found {goods_text(record.found)}"
    face_up, face_down = record.face_up, record.face_down
    if record.result in ("passed", "deal", "time_up") and (face_up or face_down):
        line += f"; {goods_text(face_up, 'no legal goods')} face up, {face_down} face down"
    if record.result == "honest" and record.penalty:
        line += f"; the inspector paid {record.penalty}"
    elif record.result == "caught" and record.penalty:
        line += f"; {voice.who(record.merchant)} paid {record.penalty} in fines"
    if record.deal is not None:
        inspector = record.inspectors[0] if record.inspectors else None
        line += f"; deal: {terms_text(record.deal, record.merchant, inspector, voice)}"
    if record.void:
        line += (f"; {goods_text(record.void)} promised from the bag was in neither the bag nor the stand: "
                 f"void, the bag and the stand were shown to the inspector")
    return line


def void_text(void: Sequence[str], merchant: Seat, inspectors: str, voice: Voice) -> str:
    """The public half of a proof: that it happened, never what was shown."""
    one = len(void) == 1
    return (
        f"{goods_text(void)} promised from the bag {'is' if one else 'are'} in neither the bag nor the stand, "
        f"so {'it is' if one else 'they are'} not owed: {voice.does(merchant, 'show')} {inspectors} the bag "
        f"and the stand to prove it."
    )


def shown_text(merchant: Seat, bag: Iterable[str], stand: Iterable[str], voice: Voice) -> str:
    """The private half of a proof, for the inspectors it was shown to: 'What Bob shows: bag ...; stand ...'."""
    return f"What {voice.who(merchant)} {voice.verb(merchant, 'show')}: bag {goods_text(bag)}; stand {goods_text(stand)}."


def proof_text(proof: Any, voice: Voice) -> str:
    """A proof shown to the reader (good ids as they were): why, and what was seen."""
    return (f"{amount(1, proof.void[0]) if len(proof.void) == 1 else goods_text(proof.void)} promised from the bag "
            f"could not be handed over. {shown_text(proof.merchant, proof.bag, proof.stand, voice)}")


# ----------------------------------------------------------------------------- phrases
@attrs.frozen
class Phrase:
    """An action in words; `{verb}` marks each verb of the acting seat."""

    text: str

    def sentence(self, voice: Voice, seat: Seat) -> str:
        """The log line: 'Bob declares 3 Apples.' ('You declare ...' to the actor without names)."""
        verbs = _VERB.sub(lambda m: voice.verb(seat, m.group(1)), self.text)
        return f"{voice.subject(seat)} {verbs}."

    def command(self) -> str:
        """The action list line, in the imperative: 'Declare 3 Apples'."""
        return _cap(_VERB.sub(lambda m: m.group(1), self.text))


@attrs.frozen
class Facts:
    """What a phrase may say about one action of `seat`, for one reader (`voice`).

    `table` is a state or a view: both hold `players` (declarations), `sheriff`, `must_open` and
    `black_market_left` under those names. `deal` is the deal on the table as a
    `view.DealView` (its draft: the terms being drafted, when this reader may know them);
    `stance_merchant` the bag the deputies vote on; `bag` the acting seat's bag (good ids),
    only when the reader may see it."""

    seat: Seat
    voice: Voice
    table: Any
    deal: Any = None
    stance_merchant: Seat | None = None
    bag: tuple[str, ...] | None = None

    def declared(self, merchant: Seat) -> str:
        players = getattr(self.table, "players", ())
        return declaration(players[merchant]) if 0 <= merchant < len(players) else ""

    def bag_note(self, merchant: Seat) -> str:
        said = self.declared(merchant)
        return f" ({said} declared)" if said else ""

    def knows(self) -> bool:
        """Whether the reader may know the acting seat's own secrets (its bag, its vote)."""
        return self.voice.viewer in (self.seat, GOD)

    def by_merchant(self) -> bool:
        return self.deal is not None and self.seat == self.deal.merchant

    def kind(self) -> str:
        """What the acting seat drafts: an 'offer' (the merchant) or a 'demand' (the inspector)."""
        return "offer" if self.by_merchant() else "demand"

    def inspector(self) -> Seat | None:
        return self.deal.authority if self.deal is not None else None


def facts_of_view(view: Any, names: Sequence[str] = ()) -> Facts:
    """Facts for the seat whose view this is (labels, the composer, bots' reports)."""
    seat = getattr(view, "viewer", GOD)
    players = getattr(view, "players", ())
    own = players[seat] if 0 <= seat < len(players) else None
    bag = tuple(cards_to_goods(own.bag)) if own is not None and own.bag else None
    return Facts(seat, Voice(seat, tuple(names)), view, getattr(view, "deal", None),
                 getattr(view, "stance_merchant", None), bag)


def _black_market_prize(facts: Facts, good_id: str) -> str:
    left = getattr(facts.table, "black_market_left", ())
    card = next((c for c in map(black_market_card, left) if c is not None and c.good == good_id), None)
    return f"{card.name}, worth {card.value}" if card is not None else "a black market card"


def phrase(action: Any, facts: Facts) -> Phrase | None:
    """The words for one Sheriff action; None for an unknown kind."""
    maker = PHRASES.get(type(action))
    return maker(action, facts) if maker is not None else None


def _first_merchant(action: A.ChooseFirstMerchant, f: Facts) -> Phrase:
    return Phrase(f"{{let}} {f.voice.who(action.merchant)} trade first at the market")


def _exchange(action: A.Exchange, f: Facts) -> Phrase:
    if not action.discard:
        return Phrase("{keep} the whole hand")
    return Phrase(f"{{discard}} {goods_text(action.discard)} face up and {{draw}} {len(action.discard)} from the deck")


def _load(action: A.LoadBag, f: Facts) -> Phrase:
    if not f.knows():
        return Phrase("{button} up the bag")
    return Phrase(f"{{load}} the bag with {goods_text(action.goods)} ({bag_tag(action.goods)})")


def _declare(action: A.Declare, f: Facts) -> Phrase:
    text = f"{{declare}} {amount(action.count, action.good)}"
    if f.bag:
        text += " (the truth)" if all(g == action.good for g in f.bag) else " (a lie)"
    return Phrase(text)


def _approach(action: A.Approach, f: Facts) -> Phrase:
    who = f.voice.who(action.merchant)
    if getattr(f.table, "sheriff", None) is None:
        return Phrase(f"{{call}} {who}{f.bag_note(action.merchant)} forward to face the deputies")
    return Phrase(f"{{stop}} {who}{f.bag_note(action.merchant)}: a deal, or the bag is opened")


def _pass(action: A.PassBag, f: Facts) -> Phrase:
    if f.deal is not None:
        return Phrase(f"{{let}} {f.voice.who(action.merchant)} through without a deal")
    return Phrase(f"{{let}} {f.voice.who(action.merchant)}{f.bag_note(action.merchant)} through without a deal")


def _open(action: A.OpenBag, f: Facts) -> Phrase:
    text = f"{{open}} {f.voice.whose(action.merchant)} bag{f.bag_note(action.merchant)}"
    deal = f.deal
    if deal is not None and deal.pending is not None and deal.pending_from == deal.merchant:
        text += ", refusing the offer"
    elif action.merchant in getattr(f.table, "must_open", ()):
        text += " as agreed in a deal"
    return Phrase(text)


def _stance(action: A.ChooseStance, f: Facts) -> Phrase:
    merchant = f.stance_merchant
    if not f.knows():
        return Phrase(f"{{vote}} in secret on {f.voice.whose(merchant)} bag")
    if action.inspect:
        return Phrase(f"{{vote}} in secret to open {f.voice.whose(merchant)} bag")
    return Phrase(f"{{vote}} in secret to let {f.voice.who(merchant)} through")


def _draft_terms(action: A.DraftTerms, f: Facts) -> Phrase:
    deal = f.deal
    if deal is None:
        return Phrase("{draft} terms")
    left = deal.merchant_drafts_left if f.by_merchant() else deal.authority_drafts_left
    if deal.pending is not None:
        return Phrase(f"{{draft}} a counter-{f.kind()} ({left} left)")
    return Phrase(f"{{draft}} an offer ({left} left)" if f.by_merchant() else f"{{draft}} a demand ({left} left)")


def _to_draft(f: Facts) -> str:
    return f"the {f.kind()}"


def _merchant(f: Facts) -> Seat | None:
    return f.deal.merchant if f.deal is not None else None


def _add_gold(action: A.AddGold, f: Facts) -> Phrase:
    draft = getattr(f.deal, "draft", None) if f.deal is not None else None
    total = (draft.gold if draft is not None else 0) + action.amount
    return Phrase(f"{{add}} to {_to_draft(f)}: {action.amount} gold ({total} gold in all)")


def _add_step(action: Any, f: Facts) -> Phrase:
    return Phrase(f"{{add}} to {_to_draft(f)}: {step_text(action, _merchant(f), f.voice)}")


def _send(action: A.SendTerms, f: Facts) -> Phrase:
    draft = getattr(f.deal, "draft", None) if f.deal is not None else None
    verb = "{offer}" if f.by_merchant() else "{demand}"
    if draft is None:
        return Phrase(f"{verb} the drafted terms")
    return Phrase(f"{verb}: {terms_text(draft, f.deal.merchant, f.deal.authority, f.voice)}")


def _drop(action: A.DropDraft, f: Facts) -> Phrase:
    return Phrase(f"{{withdraw}} {_to_draft(f)} before sending it (it still counts against the limit)")


def _accept(action: A.AcceptTerms, f: Facts) -> Phrase:
    deal = f.deal
    if deal is None or deal.pending is None:
        return Phrase("{accept}")
    what = "the demand" if f.by_merchant() else "the bribe"
    return Phrase(f"{{accept}} {what}: {terms_text(deal.pending, deal.merchant, deal.authority, f.voice)}")


def _reject(action: A.RejectTerms, f: Facts) -> Phrase:
    deal = f.deal
    if deal is not None and deal.pending is not None:
        return Phrase("{refuse} the demand")
    return Phrase("{offer} nothing: the inspector decides")


def _time_up(action: A.TimeUp, f: Facts) -> Phrase:
    return Phrase("{call} time: every bag still waiting passes without a deal")


def _claim(action: A.ClaimBlackMarket, f: Facts) -> Phrase:
    return Phrase(f"{{trade}} {amount(3, action.good)} at the black market for {_black_market_prize(f, action.good)}")


def _decline(action: A.DeclineBlackMarket, f: Facts) -> Phrase:
    return Phrase("{leave} the black market alone")


PHRASES: dict[type, Any] = {
    A.ChooseFirstMerchant: _first_merchant, A.Exchange: _exchange, A.LoadBag: _load, A.Declare: _declare,
    A.Approach: _approach, A.PassBag: _pass, A.OpenBag: _open, A.ChooseStance: _stance,
    A.DraftTerms: _draft_terms, A.AddGold: _add_gold, A.AddStandGood: _add_step, A.AddBagGood: _add_step,
    A.AddPromise: _add_step, A.AddInspectOther: _add_step, A.SendTerms: _send, A.DropDraft: _drop,
    A.AcceptTerms: _accept, A.RejectTerms: _reject, A.TimeUp: _time_up, A.ClaimBlackMarket: _claim,
    A.DeclineBlackMarket: _decline,
}

#: Draft steps are private until the terms are sent: no log line for anyone.
DRAFT_STEPS = (A.DraftTerms, A.AddGold, A.AddStandGood, A.AddBagGood, A.AddPromise, A.AddInspectOther)


def label(action: Any, view: Any, names: Sequence[str] = ()) -> str | None:
    """The action list line for one legal action of the view's seat (None: unknown kind)."""
    said = phrase(action, facts_of_view(view, names))
    return said.command() if said is not None else None


# ----------------------------------------------------------------------------- the composer
def compose_title(view: Any, names: Sequence[str] = ()) -> str:
    """The composer's heading for the view's seat: the market, the bag, or the terms of a deal."""
    step = getattr(view, "step", "")
    if step == "market":
        return "Market: discard 0-5 cards face up, then draw back up"
    if step == "load":
        return "Load your bag: 1-5 cards from your hand"
    deal = getattr(view, "deal", None)
    if deal is not None:
        voice = Voice(view.viewer, tuple(names))
        if deal.merchant == view.viewer:
            return f"Your offer to {voice.who(deal.authority)}"
        return f"Your terms for {voice.who(deal.merchant)}"
    return "Compose your move"


def compose_summary(chosen: Sequence[Any], view: Any, names: Sequence[str] = ()) -> str:
    """The composer's live summary: the move the parts chosen make, in the same words as its
    label and its log line (the parts are exactly what will be sent)."""
    chosen = tuple(chosen)
    facts = facts_of_view(view, names)
    step = getattr(view, "step", "")
    if step == "market":
        return phrase(A.Exchange(chosen), facts).command() + "."
    if step == "load":
        if not chosen:
            return "The bag is empty."
        line = phrase(A.LoadBag(chosen), facts).command() + "."
        declared = likely_declaration(chosen)
        return f"{line} Declared {good_name(declared)}, {inspection_risk(chosen, declared)}."
    if facts.deal is None or not chosen:
        return "Nothing yet: add gold, goods or promises."
    terms = terms_of_steps(chosen, facts.by_merchant())
    facts = attrs.evolve(facts, deal=attrs.evolve(facts.deal, draft=terms))
    return phrase(A.SendTerms(), facts).sentence(facts.voice, facts.seat)


def likely_declaration(goods: Sequence[str]) -> str:
    """The legal good there is most of (the declaration the bag's summary assumes)."""
    legal = Counter(g for g in goods if good_kind(g) == "legal")
    if legal:
        return max(legal, key=lambda g: (legal[g], -list(goods).index(g)))
    return catalog().legal_ids[0]
