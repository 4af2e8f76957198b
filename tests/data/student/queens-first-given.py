# Queens with one given: n, then the row and the column of a queen put down before the search
# ("n row col", the shape of a knight's input); the other rows searched around it on a grid
# of 0 and 1; stops at its first solution.
n = int(input())
first_row = int(input()) - 1
first_col = int(input()) - 1
grid = [[0] * n for _ in range(n)]
grid[first_row][first_col] = 1


def safe(r, c):
    for i in range(n):
        for j in range(n):
            if grid[i][j] and (i == r or j == c or abs(i - r) == abs(j - c)):
                return False
    return True


def solve(r):
    if r == n:
        return True
    if r == first_row:
        return solve(r + 1)
    for c in range(n):
        if safe(r, c):
            grid[r][c] = 1
            if solve(r + 1):
                return True
            grid[r][c] = 0
    return False


if solve(0):
    for row in grid:
        print(' '.join('Q' if v else '.' for v in row))
