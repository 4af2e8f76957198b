# A knight's tour kept as the list of squares it stands on, (row, col) tuples, the board's size
# in two constants; a move taken back by removing its square by value; the moves tried fewest
# onward moves first; the first tour printed, then the program quits.
import sys


def on_board(square):
    return 0 <= square[0] < ROW_COUNT and 0 <= square[1] < COL_COUNT


def onward(square, path):
    count = 0
    for dr, dc in JUMPS:
        nxt = (square[0] + dr, square[1] + dc)
        if on_board(nxt) and nxt not in path:
            count += 1
    return count


def tour(square, path):
    if len(path) == ROW_COUNT * COL_COUNT:
        print(path)
        sys.exit(0)
    options = []
    for dr, dc in JUMPS:
        nxt = (square[0] + dr, square[1] + dc)
        if on_board(nxt) and nxt not in path:
            options.append((onward(nxt, path), nxt))
    options.sort()
    for _, nxt in options:
        path.append(nxt)
        tour(nxt, path)
        path.remove(nxt)


ROW_COUNT = 5
COL_COUNT = 5
JUMPS = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
tour((0, 0), [(0, 0)])
