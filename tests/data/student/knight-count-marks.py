# Every knight's tour of an n x m board counted from a start, for each of T cases "n m x y"
# (0-based): the squares visited marked 1 on a list of lists of a fixed 10 x 10, the moves
# never kept, each case's count printed. n is the rows, m the columns.
JUMPS = ((2, -1), (2, 1), (-2, -1), (-2, 1), (-1, -2), (1, -2), (1, 2), (-1, 2))
tours = 0


def walk(seen, r, c, rows, cols, step):
    global tours
    if step == rows * cols:
        tours += 1
        return
    for dr, dc in JUMPS:
        nr, nc = r + dr, c + dc
        if 0 <= nr < rows and 0 <= nc < cols and not seen[nr][nc]:
            seen[nr][nc] = 1
            walk(seen, nr, nc, rows, cols, step + 1)
            seen[nr][nc] = 0


counts = []
for _ in range(int(input())):
    n, m, x, y = map(int, input().split())
    seen = [[0] * 10 for _ in range(10)]
    tours = 0
    seen[x][y] = 1
    walk(seen, x, y, n, m, 1)
    counts.append(tours)
print('\n'.join(map(str, counts)))
