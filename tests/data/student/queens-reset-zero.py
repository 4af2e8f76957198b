# Queens row by row on a list of columns counted from 0, each column written before it is
# tested and the row written back to 0 after each try: 0 is both the first column and empty.
# A 0 written over a column already tried takes the queen back; every solution is one.
def solve(n):
    board = [0] * n
    found = []

    def ok(row):
        return all(board[i] != board[row] and abs(board[i] - board[row]) != row - i
                   for i in range(row))

    def dfs(row):
        if row == n:
            found.append(board.copy())
            return
        for col in range(n):
            board[row] = col
            if ok(row):
                dfs(row + 1)
            board[row] = 0

    dfs(0)
    return found


solutions = solve(int(input()))
for columns in solutions:
    print(" ".join(str(c + 1) for c in columns))
print(len(solutions))
