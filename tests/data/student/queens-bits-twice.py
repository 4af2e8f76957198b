# n queens twice, with no board: first the columns taken kept in the bits of an int, then, in
# a second function, the same search over again; each prints its own count.
import sys


def by_taken(cols, left, right, full, found):
    if cols == full:
        found.append(cols)
        return
    free = full & ~(cols | left | right)
    while free:
        low = free & -free
        free -= low
        by_taken(cols | low, (left | low) << 1, (right | low) >> 1, full, found)


def again(used, diag1, diag2, full):
    if used == full:
        return 1
    ways = 0
    spots = ~(used | diag1 | diag2) & full
    while spots:
        pick = spots & -spots
        spots ^= pick
        ways += again(used | pick, (diag1 | pick) >> 1, (diag2 | pick) << 1, full)
    return ways


n = int(sys.stdin.readline())
found = []
by_taken(0, 0, 0, (1 << n) - 1, found)
print(len(found))
print(again(0, 0, 0, (1 << n) - 1))
