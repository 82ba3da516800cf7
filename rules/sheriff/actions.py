"""Every move of Sheriff of Nottingham, as frozen attrs values.

Goods in actions are good ids ("apple", "silk"), never card instance ids: cards of one good
are interchangeable, so the engine picks which instances move. Terms of a deal are composed
step by step (DraftTerms, then Add*, then SendTerms) so that `legal_actions` stays a short list;
`rules.sheriff.deals.steps_for` turns a wanted set of terms into those steps, and
`deals.next_draft_step` gives the next one from the draft shown in the view.

Who may do what, by `SheriffView.step`:
  first_merchant  sheriff / lead deputy: ChooseFirstMerchant(m)
  market          the merchant in turn: Exchange(goods to discard, 0-5)
  load            every merchant at once (hidden commit): LoadBag(goods, 1-5)
  declare         merchants in order: Declare(good, count)
  inspect         sheriff: Approach(m) | PassBag(m) | OpenBag(m) per waiting bag (only OpenBag(m)
                  for a bag in `must_open`); lead deputy: Approach(m)
  stances         both deputies at once (hidden commit): ChooseStance(inspect)
  negotiation     merchant: AcceptTerms (if the inspector's terms are on the table) | DraftTerms
                  | RejectTerms; inspector: AcceptTerms (if the merchant's terms are on the
                  table) | DraftTerms | PassBag(m) | OpenBag(m). Each side drafts at most 3 times.
  draft           the drafter: AddGold(1/5/20/50) | AddStandGood(g) | AddBagGood(g) |
                  AddPromise(kind) | AddInspectOther(m) | SendTerms | DropDraft
  black_market    the merchant whose bag was just handled: ClaimBlackMarket(g) | DeclineBlackMarket
With the time limit, TimeUp is also legal for the sheriff (lead deputy) whenever they act during
the inspection: only the running-out of the sheriff's time ends it, never a merchant.
"""

from __future__ import annotations

import attrs


# ----- market, bags, declarations
@attrs.frozen
class ChooseFirstMerchant:
    """The sheriff (or lead deputy) names the merchant who exchanges first."""

    merchant: int


@attrs.frozen
class Exchange:
    """A merchant's market turn: discard these goods face up (0-5, sorted), then draw back up."""

    discard: tuple[str, ...]


@attrs.frozen
class LoadBag:
    """Secretly put these goods (1-5, sorted) from hand into the bag (simultaneous commit)."""

    goods: tuple[str, ...]


@attrs.frozen
class Declare:
    """Declare the bag: the exact number of cards and one legal good."""

    good: str
    count: int


# ----- inspection
@attrs.frozen
class Approach:
    """Sheriff: threaten this merchant / ask for a bribe. Lead deputy: face this merchant next."""

    merchant: int


@attrs.frozen
class PassBag:
    """Let the bag through without a deal (any offer on the table is ignored)."""

    merchant: int


@attrs.frozen
class OpenBag:
    """Open and inspect the bag (any offer on the table is refused)."""

    merchant: int


@attrs.frozen
class ChooseStance:
    """Deputies (6 players): secretly choose to inspect this merchant or to let them pass."""

    inspect: bool


@attrs.frozen
class DraftTerms:
    """Start composing terms: an offer (merchant) or a demand / counter-offer (inspector)."""


@attrs.frozen
class AddGold:
    amount: int


@attrs.frozen
class AddStandGood:
    """One card of this good from the merchant's stand."""

    good: str


@attrs.frozen
class AddBagGood:
    """One card of this good claimed to be in the merchant's bag (void if it is not there)."""

    good: str


@attrs.frozen
class AddPromise:
    """A promise by the drafter, from the fixed menu (recorded, never enforced)."""

    kind: str


@attrs.frozen
class AddInspectOther:
    """The sheriff must also open this other merchant's bag, whatever they offer."""

    merchant: int


@attrs.frozen
class SendTerms:
    """Put the drafted terms on the table; the other side must answer."""


@attrs.frozen
class DropDraft:
    """Abandon the draft (the turn to draft is used up)."""


@attrs.frozen
class AcceptTerms:
    """Agree to the terms on the table: the bag passes and the deal is carried out at once."""


@attrs.frozen
class RejectTerms:
    """Merchant: refuse the terms on the table, or decline to offer anything."""


@attrs.frozen
class TimeUp:
    """Time-limit variant: the clock ran out; every bag not yet handled passes without a deal."""


# ----- black market
@attrs.frozen
class ClaimBlackMarket:
    """Trade 3 contraband of this good from your stand for the top black market card of its pile."""

    good: str


@attrs.frozen
class DeclineBlackMarket:
    pass


ACTION_TYPES: tuple[type, ...] = (
    ChooseFirstMerchant,
    Exchange,
    LoadBag,
    Declare,
    Approach,
    PassBag,
    OpenBag,
    ChooseStance,
    DraftTerms,
    AddGold,
    AddStandGood,
    AddBagGood,
    AddPromise,
    AddInspectOther,
    SendTerms,
    DropDraft,
    AcceptTerms,
    RejectTerms,
    TimeUp,
    ClaimBlackMarket,
    DeclineBlackMarket,
)
