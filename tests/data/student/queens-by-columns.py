# n queens column by column on a grid of 0 and 1, as the most-copied web version places them:
# each column's queen tried row by row, the row and the two diagonals to its left tested first,
# so the rows fill in any order. Every placement counted.
def safe(board, row, col, n):
    if any(board[row][c] for c in range(col)):
        return False
    if any(board[row - k][col - k] for k in range(1, min(row, col) + 1)):
        return False
    return not any(board[row + k][col - k] for k in range(1, min(n - 1 - row, col) + 1))


def place(board, col, n):
    if col == n:
        return 1
    found = 0
    for row in range(n):
        if safe(board, row, col, n):
            board[row][col] = 1
            found += place(board, col + 1, n)
            board[row][col] = 0
    return found


n = int(input())
print(place([[0] * n for _ in range(n)], 0, n))
