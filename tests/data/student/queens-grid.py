# Right, another way: a 2-D board of 0 and 1, the queen put down first and
# tested after (it is taken away again when the test fails).
def safe(board, row, col):
    for r in range(row):
        for c in range(n):
            if board[r][c] and (c == col or abs(c - col) == row - r):
                return False
    return True


def solve(board, row):
    global count
    if row == n:
        count += 1
        return
    for col in range(n):
        board[row][col] = 1
        if safe(board, row, col):
            solve(board, row + 1)
        board[row][col] = 0


n = int(input())
board = [[0] * n for _ in range(n)]
count = 0
solve(board, 0)
print(count)
