# Right, another way: a board of 'Q' and '.', counted from 0, rows tried
# in order and each queen tested before it is put down.
def ok(row, col):
    for r in range(row):
        c = grid[r].index('Q')
        if c == col or abs(c - col) == row - r:
            return False
    return True


def place(row):
    if row == n:
        print("\n".join("".join(line) for line in grid), end="\n\n")
        return
    for col in range(n):
        if ok(row, col):
            grid[row][col] = 'Q'
            place(row + 1)
            grid[row][col] = '.'


n = int(input())
grid = [['.'] * n for _ in range(n)]
place(0)
