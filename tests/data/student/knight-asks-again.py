# A knight's tour from the corner of each board asked for, again and again, as a lab's menu
# does: driven from a file, its input () finds the input's end after the first board's tour.
MOVES = [(2, 1), (1, 2), (-1, 2), (-2, 1), (-2, -1), (-1, -2), (1, -2), (2, -1)]


def tour(board, n, x, y, move):
    if move > n * n:
        return True
    for dx, dy in MOVES:
        u, v = x + dx, y + dy
        if 0 <= u < n and 0 <= v < n and board[u][v] == 0:
            board[u][v] = move
            if tour(board, n, u, v, move + 1):
                return True
            board[u][v] = 0
    return False


while True:
    n = int(input("Board size: "))
    board = [[0] * n for _ in range(n)]
    board[0][0] = 1
    if tour(board, n, 0, 0, 2):
        for row in board:
            print(" ".join("%2d" % k for k in row))
