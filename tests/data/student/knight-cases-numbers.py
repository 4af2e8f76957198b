# A knight's tour for each case of the input ("m n row col", a rectangle), stopping at its
# first: one board of move numbers, cleared only over the case's own rows and columns, so
# the last case's numbers stand on the rest of it. The next start is a new search: what
# stands there is no move of it.
JUMPS = [(1, -2), (2, -1), (2, 1), (1, 2), (-1, 2), (-2, 1), (-2, -1), (-1, -2)]
board = [[0] * 9 for _ in range(9)]


def tour(m, n, r, c, move):
    if move == m * n:
        return True
    for dr, dc in JUMPS:
        nr, nc = r + dr, c + dc
        if 1 <= nr <= m and 1 <= nc <= n and board[nr][nc] == 0:
            board[nr][nc] = move + 1
            if tour(m, n, nr, nc, move + 1):
                return True
            board[nr][nc] = 0
    return False


for _ in range(int(input())):
    m, n, r, c = map(int, input().split())
    for i in range(1, m + 1):
        for j in range(1, n + 1):
            board[i][j] = 0
    board[r][c] = 1
    if tour(m, n, r, c, 1):
        print(1)
        for i in range(1, m + 1):
            print(" ".join(str(board[i][j]) for j in range(1, n + 1)))
    else:
        print(0)
