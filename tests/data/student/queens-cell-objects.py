# Queens on a board of Cell objects, each holding its own flag, placed and lifted through a
# method: the board is printed with 'Q' and '.' for every solution.
class Cell:
    def __init__(self):
        self.queen = False

    def put(self, queen):
        self.queen = queen


def safe(board, n, row, col):
    for r in range(row):
        for c in range(n):
            if board[r][c].queen and (c == col or abs(c - col) == row - r):
                return False
    return True


def solve(board, n, row):
    if row == n:
        for line in board:
            print(' '.join('Q' if cell.queen else '.' for cell in line))
        print()
        return
    for col in range(n):
        if safe(board, n, row, col):
            board[row][col].put(True)
            solve(board, n, row + 1)
            board[row][col].put(False)


n = int(input())
solve([[Cell() for _ in range(n)] for _ in range(n)], n, 0)
