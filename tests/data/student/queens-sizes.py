# Sizes read until 0, the first placement of each printed: a new list of columns for every
# board, the search stopped at its first solution.
import sys


def first(cols, row):
    n = len(cols)
    if row == n:
        return True
    for col in range(n):
        if all(cols[r] != col and abs(cols[r] - col) != row - r for r in range(row)):
            cols[row] = col
            if first(cols, row + 1):
                return True
    return False


for word in sys.stdin.read().split():
    size = int(word)
    if size == 0:
        break
    cols = [-1] * size
    if first(cols, 0):
        print(' '.join(str(c + 1) for c in cols))
