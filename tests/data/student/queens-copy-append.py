# n queens by a recursion that copies its partial list at each level and appends the new
# column to the copy (columns counted from 1); every solution printed, the search going on.
import sys


def safe(cols, col):
    row = len(cols)
    return all(c != col and abs(c - col) != row - r for r, c in enumerate(cols))


def search(n, cols):
    if len(cols) == n:
        print(cols)
        return
    for col in range(1, n + 1):
        if safe(cols, col):
            longer = cols[:]
            longer.append(col)
            search(n, longer)


search(int(sys.stdin.readline()), [])
