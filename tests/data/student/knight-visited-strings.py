# A knight whose board only marks the squares visited (True), the path kept as text ("(5,1)"
# a move); the input a board's rows and columns then the start, "5 5 5 1"; stops at its first
# tour. Its marks are no queens: the order they come in is its path.
import sys

JUMPS = [(2, 1), (1, 2), (-1, 2), (-2, 1), (-2, -1), (-1, -2), (1, -2), (2, -1)]
rows, cols, row, col = map(int, sys.stdin.read().split())
seen = [[False] * (cols + 1) for _ in range(rows + 1)]
path = ''


def go(r, c, depth):
    global path
    seen[r][c] = True
    path = path + '(%d,%d)' % (r, c)
    if depth == rows * cols:
        print(path)
        sys.exit(0)
    for dr, dc in JUMPS:
        u, v = r + dr, c + dc
        if 1 <= u <= rows and 1 <= v <= cols and not seen[u][v]:
            go(u, v, depth + 1)
    seen[r][c] = False
    path = path[:path.rindex('(')]


go(row, col, 1)
print('no tour')
