"""Estate geometry: orientations of a tile, where it fits, and the placement rules.

Cells are numbered row * width + col; a set of cells is an int bit mask, so a legality
check is a few integer operations. An orientation is 0-7: rotation = o % 4 quarter turns
clockwise, then a mirror when o >= 4. Orientations giving the same cell set keep only the
lowest number, so no placement is listed twice.
"""

from __future__ import annotations

import functools

import attrs

from rules.florence.data import load


@attrs.frozen
class Spot:
    """One way to lay a tile: orientation, top-left of its bounding box, covered cells."""

    orientation: int
    row: int
    col: int
    mask: int


def grid() -> tuple[str, ...]:
    return load().estate_grid


def size() -> tuple[int, int]:
    g = grid()
    return len(g), len(g[0])


def bit(row: int, col: int) -> int:
    return 1 << (row * size()[1] + col)


@functools.cache
def mansion_mask() -> int:
    g = grid()
    return sum(bit(r, c) for r, row in enumerate(g) for c, mark in enumerate(row) if mark == "M")


@functools.cache
def free_cell_count() -> int:
    rows, cols = size()
    return rows * cols - bin(mansion_mask()).count("1")


def _normalise(cells: frozenset[tuple[int, int]]) -> frozenset[tuple[int, int]]:
    top = min(r for r, _ in cells)
    left = min(c for _, c in cells)
    return frozenset((r - top, c - left) for r, c in cells)


def oriented(cells: tuple[tuple[int, int], ...], orientation: int) -> frozenset[tuple[int, int]]:
    shape = frozenset(cells)
    for _ in range(orientation % 4):
        shape = frozenset((c, -r) for r, c in shape)
    if orientation >= 4:
        shape = frozenset((r, -c) for r, c in shape)
    return _normalise(shape)


@functools.cache
def orientations(piece_id: str) -> tuple[tuple[int, frozenset[tuple[int, int]]], ...]:
    """Distinct orientations of a piece: (lowest orientation number, cells)."""
    cells = load().piece_by_id[piece_id].cells
    seen: dict[frozenset[tuple[int, int]], int] = {}
    for o in range(8):
        shape = oriented(cells, o)
        seen.setdefault(shape, o)
    return tuple((o, shape) for shape, o in seen.items())


@functools.cache
def neighbours(mask: int) -> int:
    """Cells sharing an edge with `mask` and not in it."""
    rows, cols = size()
    out = 0
    for index in range(rows * cols):
        if mask >> index & 1:
            r, c = divmod(index, cols)
            for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if 0 <= nr < rows and 0 <= nc < cols:
                    out |= bit(nr, nc)
    return out & ~mask


@functools.cache
def spots(piece_id: str) -> tuple[Spot, ...]:
    """Every placement inside the grid that misses the mansion, in (orientation, row, col) order."""
    rows, cols = size()
    found = []
    for o, shape in orientations(piece_id):
        height = max(r for r, _ in shape) + 1
        width = max(c for _, c in shape) + 1
        for top in range(rows - height + 1):
            for left in range(cols - width + 1):
                mask = sum(bit(top + r, left + c) for r, c in shape)
                if not mask & mansion_mask():
                    found.append(Spot(o, top, left, mask))
    return tuple(sorted(found, key=lambda s: (s.orientation, s.row, s.col)))


@functools.cache
def spot_index(piece_id: str) -> dict[tuple[int, int, int], Spot]:
    return {(s.orientation, s.row, s.col): s for s in spots(piece_id)}


def why_not(
    piece_id: str,
    orientation: int,
    row: int,
    col: int,
    occupied: int,
    building_cells: int,
    builders: int,
    forbidden: int = 0,
) -> str:
    """'' when the tile may go there, else a short reason (for screens and tests).

    `forbidden`: seam cells a building may not use alone (Shared Buildings, see shared.seam_blocked).
    """
    data = load()
    piece = data.piece_by_id[piece_id]
    shape = oriented(piece.cells, orientation)
    rows, cols = size()
    if any(not (0 <= row + r < rows and 0 <= col + c < cols) for r, c in shape):
        return "the tile must lie inside the estate"
    mask = sum(bit(row + r, col + c) for r, c in shape)
    if mask & mansion_mask():
        return "the tile may not cover the mansion"
    if mask & occupied:
        return "the tile may not cover another tile"
    if piece.kind == "building" and builders < 2 and neighbours(mask) & (building_cells | mansion_mask()):
        return "below 2 builders a building may not touch another building or the mansion by an edge"
    if piece.kind == "building" and mask & forbidden:
        return (
            "alone, a building on the cells along a neighbour's board needs a builder, "
            "and 2 builders where it faces a building"
        )
    return ""


def legal_spots(
    piece_id: str, occupied: int, building_cells: int, builders: int, forbidden: int = 0
) -> tuple[Spot, ...]:
    """Placements allowed now: no overlap; buildings keep off other buildings and the mansion below 2 builders.

    `forbidden`: cells a building may not use (Shared Buildings: seam cells, see shared.py).
    """
    is_building = load().piece_by_id[piece_id].kind == "building"
    blocked = building_cells | mansion_mask()
    occupied = occupied | (forbidden if is_building else 0)
    out = []
    for spot in spots(piece_id):
        if spot.mask & occupied:
            continue
        if is_building and builders < 2 and neighbours(spot.mask) & blocked:
            continue
        out.append(spot)
    return tuple(out)


def any_spot(piece_id: str, occupied: int, building_cells: int, builders: int, forbidden: int = 0) -> bool:
    is_building = load().piece_by_id[piece_id].kind == "building"
    blocked = building_cells | mansion_mask()
    occupied = occupied | (forbidden if is_building else 0)
    for spot in spots(piece_id):
        if spot.mask & occupied:
            continue
        if is_building and builders < 2 and neighbours(spot.mask) & blocked:
            continue
        return True
    return False


def render(occupied_by: dict[int, str]) -> tuple[str, ...]:
    """Rows of one character per cell: 'M' mansion, '.' free, else the given mark (tests, debugging)."""
    rows, cols = size()
    out = []
    for r in range(rows):
        line = []
        for c in range(cols):
            index = r * cols + c
            line.append("M" if mansion_mask() >> index & 1 else occupied_by.get(index, "."))
        out.append("".join(line))
    return tuple(out)


# --- Shared Buildings: two boards side by side, the left board's right column against the right
# board's left column. Combined coordinates: row, col in 0..2*width-1 (the right board from `width`).
@attrs.frozen
class SharedSpot:
    orientation: int
    row: int
    col: int
    left: int  # cells on the left board (its own bit numbering)
    right: int  # cells on the right board
    left_near: int  # edge neighbours on the left board
    right_near: int  # edge neighbours on the right board


def _split(cells: set[tuple[int, int]]) -> tuple[int, int]:
    cols = size()[1]
    left = sum(bit(r, c) for r, c in cells if c < cols)
    right = sum(bit(r, c - cols) for r, c in cells if c >= cols)
    return left, right


@functools.cache
def shared_spots(piece_id: str) -> tuple[SharedSpot, ...]:
    """Placements across the seam: cells on both boards, none on either mansion."""
    rows, cols = size()
    found = []
    for o, shape in orientations(piece_id):
        height = max(r for r, _ in shape) + 1
        width = max(c for _, c in shape) + 1
        for top in range(rows - height + 1):
            for left_col in range(2 * cols - width + 1):
                cells = {(top + r, left_col + c) for r, c in shape}
                left, right = _split(cells)
                if not left or not right or left & mansion_mask() or right & mansion_mask():
                    continue
                near = set()
                for r, c in cells:
                    for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                        if 0 <= nr < rows and 0 <= nc < 2 * cols and (nr, nc) not in cells:
                            near.add((nr, nc))
                left_near, right_near = _split(near)
                found.append(SharedSpot(o, top, left_col, left, right, left_near, right_near))
    return tuple(found)


@functools.cache
def shared_spot_index(piece_id: str) -> dict[tuple[int, int, int], SharedSpot]:
    return {(s.orientation, s.row, s.col): s for s in shared_spots(piece_id)}


@functools.cache
def seam_column(side: str) -> int:
    """The cells of a board that face a neighbour: its right column ('right') or left column ('left')."""
    rows, cols = size()
    col = cols - 1 if side == "right" else 0
    return sum(bit(r, col) for r in range(rows)) & ~mansion_mask()


def facing(mask: int, side: str) -> int:
    """The cells of the neighbour's board facing `mask` cells of this board's `side` column."""
    rows, cols = size()
    out = 0
    for r in range(rows):
        here, there = (cols - 1, 0) if side == "right" else (0, cols - 1)
        if mask & bit(r, here):
            out |= bit(r, there)
    return out
