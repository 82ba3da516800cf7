"""The state of a Princes of Florence game: frozen attrs values holding card and tile ids.

Cards are instance ids '<kind>:<data id>' ('profession:poet', 'bonus:per_forest',
'prestige:most_forests'): each card is unique, and the prefix keeps an id from matching any
other string of a view. Recruitment cards are 'recruit-1'..'recruit-5'. The decision stack
holds one frame per pending choice (top last); the round's controller (auction or action
phase) builds the next frame when the stack runs empty.
"""

from __future__ import annotations

from typing import Union

import attrs

from rules.core.commits import CommitSlots

Seat = int

# phases
DRAFT = "draft"
AUCTION = "auction"
ACTIONS = "actions"
CHARACTERS = "characters"  # Muses & Ladies: the character auction after the normal one
ENDING = "ending"  # Muses & Ladies: a round-7 Professor is used before the final count
OVER = "over"

# auction items
ITEMS = ("forest", "lake", "park", "jester", "builder", "prestige", "recruitment")
LANDSCAPE_ITEM = "landscape"  # the single landscape item of a 2-player game
TWO_PLAYER_ITEMS = (LANDSCAPE_ITEM, "jester", "builder", "prestige", "recruitment")

RECRUIT_PREFIX = "recruit-"


def is_recruitment(card: str) -> bool:
    return card.startswith(RECRUIT_PREFIX)


def instance(kind: str, data_id: str) -> str:
    return f"{kind}:{data_id}"


def data_id(card: str) -> str:
    """The data id of a profession, bonus or prestige card instance."""
    return card.partition(":")[2]


@attrs.frozen
class Rules:
    """Which rule set is in play (from GAME.options and the seat count)."""

    players: int
    tight_freedoms: bool = False
    automa: str = "normal"
    automa_florins: int = -1  # -1: by difficulty
    solo_players: int = 4
    muses_and_ladies: bool = False
    shared_buildings: bool = False

    @property
    def two_players(self) -> bool:
        return self.players == 2

    @property
    def solo(self) -> bool:
        return self.players == 1


@attrs.frozen
class Tile:
    """A building or landscape tile on an estate."""

    piece: str
    orientation: int
    row: int
    col: int
    mask: int
    shared_with: int = -1  # Shared Buildings: the seat whose board holds the building's other part


@attrs.frozen
class PlayerState:
    florins: int
    prestige: int = 0
    hand: tuple[str, ...] = ()  # professions and recruitment cards
    front: tuple[str, ...] = ()  # completed works (face up), incl. recruitment cards put there
    bonus: tuple[str, ...] = ()  # bonus cards in hand
    prestige_cards: tuple[str, ...] = ()  # face down until the end
    tiles: tuple[Tile, ...] = ()
    jesters: int = 0
    builders: int = 0
    freedoms: tuple[str, ...] = ()
    characters: tuple[str, ...] = ()  # Muses & Ladies cards held, face up
    known: tuple[str, ...] = ()  # hand cards everyone saw arrive (recruited from a face-up row)

    @property
    def occupied(self) -> int:
        mask = 0
        for tile in self.tiles:
            mask |= tile.mask
        return mask


# --- decision frames -------------------------------------------------------------------------
@attrs.frozen
class OpenFrame:
    """`actor` opens the next auction (or gives up the phase)."""

    actor: Seat


@attrs.frozen
class BidFrame:
    """`actor` raises `item`'s bid or passes; `leader` holds the current `high` bid."""

    actor: Seat
    item: str
    high: int
    leader: Seat
    opener: Seat
    passed: tuple[int, ...] = ()


@attrs.frozen
class LastFrame:
    """The last seat without an item may buy one at the starting bid."""

    actor: Seat


@attrs.frozen
class PlaceFrame:
    """`actor` lays one of `pieces` on the estate (a won landscape or a paid building)."""

    actor: Seat
    pieces: tuple[str, ...]


@attrs.frozen
class DrawFrame:
    """`actor` looked at `cards` from `deck`; keeps one, then orders the rest under the deck."""

    actor: Seat
    deck: str  # "prestige", "profession" or "bonus"
    cards: tuple[str, ...]
    kept: bool = False


@attrs.frozen
class RecruitFrame:
    """Right after winning a recruitment card: use it now or keep it."""

    actor: Seat


@attrs.frozen
class TurnFrame:
    """`actor`'s turn in the action phase."""

    actor: Seat
    actions_left: int
    freedom_done: bool = False
    profession_done: bool = False
    shared_refused: bool = False  # an offer of a shared building was refused this turn


@attrs.frozen
class WorkFrame:
    """A work under way: the card is chosen, bonus cards are being added."""

    actor: Seat
    card: str
    bonuses: tuple[str, ...] = ()


@attrs.frozen
class SoloPickFrame:
    """Solo auction: the player picks the next item to try on the automa card (or stops)."""

    actor: Seat


@attrs.frozen
class SoloOfferFrame:
    """Solo auction: the automa bid `bid` for `item`; the player takes it for bid + 100 or passes."""

    actor: Seat
    item: str
    bid: int
    roll: int
    must: bool = False


@attrs.frozen
class CharacterFrame:
    """Muses & Ladies: `actor` puts its pawn on a character's bid space or passes."""

    actor: Seat


@attrs.frozen
class ProfessorFrame:
    """The Professor's free draw: now (prestige or bonus deck) or later."""

    actor: Seat
    later: bool = True  # False at the end of the game: use it now or never


@attrs.frozen
class MerchantFrame:
    """An item won at auction while holding the Merchant: take it free, or pay and take the rank prestige."""

    actor: Seat
    price: int


@attrs.frozen
class SharedPlaceFrame:
    """Shared Buildings: `actor` places `building` across the seam with `partner`'s board."""

    actor: Seat
    partner: Seat
    building: str


@attrs.frozen
class SharedPayFrame:
    """Shared Buildings: `actor` names what `partner` pays towards the building."""

    actor: Seat
    partner: Seat
    building: str
    orientation: int
    row: int
    col: int


@attrs.frozen
class SharedAnswerFrame:
    """Shared Buildings: the partner (`actor`) accepts or refuses `builder`'s offer."""

    actor: Seat
    builder: Seat
    building: str
    orientation: int
    row: int
    col: int
    amount: int


Frame = Union[
    OpenFrame,
    BidFrame,
    LastFrame,
    PlaceFrame,
    DrawFrame,
    RecruitFrame,
    TurnFrame,
    WorkFrame,
    SoloPickFrame,
    SoloOfferFrame,
    CharacterFrame,
    ProfessorFrame,
    MerchantFrame,
    SharedPlaceFrame,
    SharedPayFrame,
    SharedAnswerFrame,
]


@attrs.frozen
class Pawn:
    character: str
    seat: int
    space: int


@attrs.frozen
class CharacterBoard:
    """Muses & Ladies: the Banker's pot and this round's character auction."""

    pot: int
    pawns: tuple[Pawn, ...] = ()
    passed: tuple[int, ...] = ()
    won: tuple[str, ...] = ()  # per seat, '' = nothing this phase
    unavailable: tuple[str, ...] = ()  # used and returned during this auction (face down)
    next_seat: int = 0
    banker_won: bool = False


AUTOMA = 1  # the automa's seat number in actions that name a seat (recruitment); virtual players are 2, 3


@attrs.frozen
class RowCard:
    """A card in the automa's or a virtual player's row; bonus cards wait on a face-down card."""

    card: str
    face_up: bool = False
    bonus: tuple[str, ...] = ()


@attrs.frozen
class Automa:
    florins: int
    prestige: int = 0  # may go below 0 (it sells 1 per 200 florins it lacks)
    row: tuple[RowCard, ...] = ()
    tiles: tuple[str, ...] = ()  # piece ids: it ignores placement (its empty cells: ruling R10)
    jesters: int = 0
    builders: int = 0
    freedoms: tuple[str, ...] = ()
    prestige_cards: tuple[str, ...] = ()
    best_work: int = 0


@attrs.frozen
class SoloState:
    seats_total: int
    automa: Automa
    virtuals: tuple[tuple[RowCard, ...], ...]
    deck: tuple[str, ...]  # automa cards, top first
    automa_starts: bool
    card: str = ""  # this auction's automa card
    tried: tuple[tuple[str, int], ...] = ()  # (item, automa bid) for every item tried this auction
    player_item: str = ""  # what the player took this auction
    events: tuple[str, ...] = ()  # what the automa did lately, in words (public)


@attrs.frozen
class AuctionState:
    """This round's auction: who opens next, what each seat won ('' = nothing yet), who gave up."""

    opener: Seat
    won: tuple[str, ...]
    gave_up: tuple[bool, ...]

    def still_in(self, seat: Seat) -> bool:
        return not self.won[seat] and not self.gave_up[seat]


@attrs.frozen
class FlorenceState:
    seed: int | str
    ply: int
    phase: str
    rules: Rules
    players: tuple[PlayerState, ...]
    round: int = 1
    start_player: Seat = 0
    decisions: tuple[Frame, ...] = ()
    draft: CommitSlots | None = None
    auction: AuctionState | None = None
    turns_done: int = 0  # action-phase turns finished this round
    best_work: tuple[int, ...] = ()  # best work value per seat this round (0 = none)
    # supply
    buildings: tuple[tuple[str, int], ...] = ()
    landscapes: tuple[tuple[str, int], ...] = ()
    freedoms: tuple[tuple[str, int], ...] = ()
    jesters: int = 0
    builders: int = 0
    # decks, top first
    profession_deck: tuple[str, ...] = ()
    prestige_deck: tuple[str, ...] = ()
    bonus_deck: tuple[str, ...] = ()
    recruitment_deck: tuple[str, ...] = ()
    used_bonus: tuple[str, ...] = ()  # played bonus cards, out of the game (public)
    card_points: tuple[int, ...] = ()  # prestige card points per seat, set at the end
    discarded: tuple[str, ...] = ()  # cards out of the game (solo recruitment cards)
    solo: SoloState | None = None
    characters: CharacterBoard | None = None


def supply_count(pairs: tuple[tuple[str, int], ...], key: str) -> int:
    for name, count in pairs:
        if name == key:
            return count
    return 0


def supply_add(pairs: tuple[tuple[str, int], ...], key: str, delta: int) -> tuple[tuple[str, int], ...]:
    return tuple((name, count + delta if name == key else count) for name, count in pairs)


def set_player(state: FlorenceState, seat: Seat, player: PlayerState) -> FlorenceState:
    players = state.players[:seat] + (player,) + state.players[seat + 1 :]
    return attrs.evolve(state, players=players)
