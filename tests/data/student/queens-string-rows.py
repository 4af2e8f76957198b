# n queens read from the input, searched a column at a time, the board a list of strings, one
# a row ('.Q..'), a row made anew to put a queen down and to take it back; marks for the rows
# and both diagonals. Every solution is kept as a copy of the board and all printed at the
# end as one list, as LeetCode's solveNQueens returns them.
def place(col, board, found, rows, up, down, n):
    if col == n:
        found.append(board[:])
        return
    for row in range(n):
        if not rows[row] and not down[row + col] and not up[n - 1 + col - row]:
            board[row] = board[row][:col] + 'Q' + board[row][col + 1:]
            rows[row] = down[row + col] = up[n - 1 + col - row] = True
            place(col + 1, board, found, rows, up, down, n)
            board[row] = board[row][:col] + '.' + board[row][col + 1:]
            rows[row] = down[row + col] = up[n - 1 + col - row] = False


def queens(n):
    found = []
    board = ['.' * n for _ in range(n)]
    place(0, board, found, [False] * n, [False] * (2 * n - 1), [False] * (2 * n - 1), n)
    return found


print(queens(int(input())))
