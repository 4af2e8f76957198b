# n queens (QUEENS.INP), every solution, a column at a time: the board a list whose rows are
# made one by one after it (board = [0] * n, then board[r] = [0] * n for each r), a queen 1.
# Each solution printed as its rows of 0s and 1s, then the count.

def new_board(n):
    board = [0] * n
    for r in range(n):
        board[r] = [0] * n
    return board


def free(board, r, c, n):
    for k in range(c):
        if board[r][k] == 1:
            return False
    for d in range(1, c + 1):
        if r - d >= 0 and board[r - d][c - d] == 1:
            return False
        if r + d < n and board[r + d][c - d] == 1:
            return False
    return True


def search(board, c, n, found):
    for r in range(n):
        if free(board, r, c, n):
            board[r][c] = 1
            if c == n - 1:
                found.append([row[:] for row in board])
            else:
                search(board, c + 1, n, found)
            board[r][c] = 0


with open('QUEENS.INP') as f:
    n = int(f.read().split()[0])
found = []
search(new_board(n), 0, n, found)
for solution in found:
    for row in solution:
        print(' '.join(str(v) for v in row))
    print()
print(len(found))
