# n queens with no board: the columns still free kept in the bits of an int, one fewer at
# each level, next to the row; only the count is printed.
import sys


def count(row, free, up, down, n):
    if row == n:
        return 1
    total = 0
    open_ = free & ~(up | down)
    while open_:
        bit = open_ & -open_
        open_ ^= bit
        total += count(row + 1, free ^ bit, ((up | bit) << 1) & ((1 << n) - 1),
                       (down | bit) >> 1, n)
    return total


n = int(sys.stdin.readline())
print(count(0, (1 << n) - 1, 0, 0, n))
