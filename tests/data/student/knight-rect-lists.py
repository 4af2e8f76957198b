# A knight's tour on a rectangle kept as a list of lists exactly its size (-1 for free), its
# size and start read from words ("size 5 4 start 1 1"); stops at the first tour.
import sys

words = sys.stdin.read().split()
rows, cols = int(words[1]), int(words[2])
board = [[-1] * cols for _ in range(rows)]
jumps = [(2, 1), (1, 2), (-1, 2), (-2, 1), (-2, -1), (-1, -2), (1, -2), (2, -1)]


def tour(r, c, step):
    if step == rows * cols:
        return True
    for dr, dc in jumps:
        u, v = r + dr, c + dc
        if 0 <= u < rows and 0 <= v < cols and board[u][v] == -1:
            board[u][v] = step + 1
            if tour(u, v, step + 1):
                return True
            board[u][v] = -1
    return False


r0, c0 = int(words[4]) - 1, int(words[5]) - 1
board[r0][c0] = 1
if tour(r0, c0, 1):
    for line in board:
        print(' '.join('%2d' % x for x in line))
