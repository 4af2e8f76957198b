# The knight's path kept as a list of (row, col) squares counted from 0, appended and popped,
# beside a grid of 0 and 1 that only marks the squares visited; "n row col" on standard input;
# stops at its first tour.
import sys

JUMPS = [(2, 1), (1, 2), (-1, 2), (-2, 1), (-2, -1), (-1, -2), (1, -2), (2, -1)]
n, row, col = map(int, sys.stdin.read().split())
seen = [[0] * n for _ in range(n)]
path = []


def go(r, c):
    seen[r][c] = 1
    path.append((r, c))
    if len(path) == n * n:
        return True
    for dr, dc in JUMPS:
        nr, nc = r + dr, c + dc
        if 0 <= nr < n and 0 <= nc < n and not seen[nr][nc] and go(nr, nc):
            return True
    seen[r][c] = 0
    path.pop()
    return False


if go(row - 1, col - 1):
    print(' -> '.join('(%d, %d)' % (r + 1, c + 1) for r, c in path))
