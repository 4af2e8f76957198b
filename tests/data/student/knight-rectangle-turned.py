# A knight's tour of an n x m rectangle read as "n m" (4 5): a list of n rows of m, 0 while
# free, the moves counted from 1 in the corner; the first tour found is printed.
n, m = map(int, input().split())
board = [[0] * m for _ in range(n)]
moves = [(2, 1), (1, 2), (-1, 2), (-2, 1), (-2, -1), (-1, -2), (1, -2), (2, -1)]


def go(x, y, k):
    board[x][y] = k
    if k == n * m:
        return True
    for dx, dy in moves:
        a, b = x + dx, y + dy
        if 0 <= a < n and 0 <= b < m and board[a][b] == 0:
            if go(a, b, k + 1):
                return True
    board[x][y] = 0
    return False


if go(0, 0, 1):
    for row in board:
        print(*row)
else:
    print("no tour")
