# The knight's tour on a flat list: square (r, c) is board[r * n + c], -1 while not visited,
# the moves numbered from 1; n fixed in the code, "row col" on standard input, counted from 1.
# Stops at the first.
import sys

STEPS = [(2, 1), (1, 2), (-1, 2), (-2, 1), (-2, -1), (-1, -2), (1, -2), (2, -1)]


def jump(r, c, k):
    board[r * n + c] = k
    if k == n * n:
        return True
    for dr, dc in STEPS:
        nr, nc = r + dr, c + dc
        if 0 <= nr < n and 0 <= nc < n and board[nr * n + nc] == -1 and jump(nr, nc, k + 1):
            return True
    board[r * n + c] = -1
    return False


n = 5
row, col = map(int, sys.stdin.read().split())
board = [-1] * (n * n)
if jump(row - 1, col - 1, 1):
    for r in range(n):
        print(*board[r * n:(r + 1) * n])
