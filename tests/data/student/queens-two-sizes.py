# Every placement for two sizes fixed in the code, 5 then 8: a new board of "." for each, its
# queens 'Q', the placements kept as strings and printed when a size is done.
def free(board, row, col, n):
    for up in range(1, row + 1):
        if board[row - up][col] == 'Q':
            return False
        if col - up >= 0 and board[row - up][col - up] == 'Q':
            return False
        if col + up < n and board[row - up][col + up] == 'Q':
            return False
    return True


def place(board, row, n, found):
    if row == n:
        found.append(' '.join(''.join(line) for line in board))
        return
    for col in range(n):
        if free(board, row, col, n):
            board[row][col] = 'Q'
            place(board, row + 1, n, found)
            board[row][col] = '.'


def solve(size):
    board = [['.'] * size for _ in range(size)]
    found = []
    place(board, 0, size, found)
    return found


for size in (5, 8):
    found = solve(size)
    print(size, len(found))
    for text in found:
        print(text)
