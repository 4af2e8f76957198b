# A knight's tour on a board of text cells, as a puzzle prints it: each square holds its
# move's number padded to the cells' width (" 1", "12") or "__" while free. Input: n x0 y0;
# it stops at its first tour and prints the board.
MOVES = [(2, 1), (1, 2), (-1, 2), (-2, 1), (-2, -1), (-1, -2), (1, -2), (2, -1)]


class Board:
    def __init__(self, n):
        self.n = n
        self.width = len(str(n * n))
        self.cells = [['_' * self.width for _ in range(n)] for _ in range(n)]

    def free(self, r, c):
        return 0 <= r < self.n and 0 <= c < self.n and self.cells[r][c].startswith('_')

    def tour(self, step, r, c):
        self.cells[r][c] = str(step).rjust(self.width)
        if step == self.n * self.n:
            return True
        for dr, dc in MOVES:
            if self.free(r + dr, c + dc) and self.tour(step + 1, r + dr, c + dc):
                return True
        self.cells[r][c] = '_' * self.width
        return False


n, x, y = map(int, input().split())
board = Board(n)
if board.tour(1, x - 1, y - 1):
    for row in board.cells:
        print(' '.join(row))
