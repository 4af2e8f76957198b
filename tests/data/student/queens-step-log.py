# Queens row by row, every step logged as the queens standing and what was done, the log
# printed once the first solution is found (the search stops there). A step's queens and the
# square its message names are no solution of their own: the program found one.
n = int(input())
board = [[0] * n for _ in range(n)]
log = []


def standing():
    return [{"row": r, "col": c} for r in range(n) for c in range(n) if board[r][c]]


def safe(row, col):
    for r in range(row):
        for c in range(n):
            if board[r][c] and (c == col or abs(c - col) == row - r):
                return False
    return True


def place(row):
    if row == n:
        log.append((standing(), "All queens placed."))
        return True
    for col in range(n):
        if safe(row, col):
            board[row][col] = 1
            log.append((standing(), "Put a queen at row %d, column %d." % (row, col)))
            if place(row + 1):
                return True
            board[row][col] = 0
            log.append((standing(), "Took the queen at row %d, column %d away." % (row, col)))
    return False


place(0)
for queens, message in log:
    print({"queens": queens, "message": message})
