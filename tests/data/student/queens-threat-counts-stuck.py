# Four queens on a grid that counts, for each square, the queens attacking it; a queen is -1.
# Two slips: a queen's own row is never marked, and taking a queen back is written as a
# comparison (grid[r][c] == 0), so every queen put down stays. Its queens go down along the
# first row, attacked, and it prints "True" and that row of four. Its grid holds counts beside
# its queens: queens in one line are queens, and the first attacked one is its slip.
N = 4
grid = [[0] * N for _ in range(N)]


def mark(r, c, step):
    for k in range(N):
        for rr, cc in ((k, c), (r + k, c + k), (r - k, c - k), (r + k, c - k), (r - k, c + k)):
            if 0 <= rr < N and 0 <= cc < N and grid[rr][cc] >= 0 and (rr, cc) != (r, c):
                grid[rr][cc] += step


def solve(c):
    if c == N:
        return True
    for r in range(N):
        if grid[r][c] == 0:
            grid[r][c] = -1
            mark(r, c, 1)
            if solve(c + 1):
                return True
            grid[r][c] == 0
            mark(r, c, -1)
    return False


print(solve(0))
for row in grid:
    print(' '.join('Q' if v == -1 else '.' for v in row))
