# Wirth's tour with its flag in a list, done = [False]: "if not done" asks whether the list
# is empty, which it never is, so no square is ever taken back on the way back.
import sys

n, r0, c0 = map(int, sys.stdin.read().split())
board = [[0] * (n + 1) for _ in range(n + 1)]
moves = [(2, 1), (1, 2), (-1, 2), (-2, 1), (-2, -1), (-1, -2), (1, -2), (2, -1)]


def jump(i, x, y, done):
    done[0] = False
    for dx, dy in moves:
        u, v = x + dx, y + dy
        if 1 <= u <= n and 1 <= v <= n and board[u][v] == 0:
            board[u][v] = i
            if i < n * n:
                jump(i + 1, u, v, done)
                if not done:
                    board[u][v] = 0
            else:
                done[0] = True
            if done[0]:
                return


board[r0][c0] = 1
jump(2, r0, c0, [False])
for row in board[1:]:
    print(' '.join('%3d' % v for v in row[1:]))
