# Queens as a tuple passed down a generator's recursion (cols + (c,)): no list is ever written;
# n on standard input; every solution yielded and printed.
import sys


def safe(cols, c):
    r = len(cols)
    return all(c != q and abs(c - q) != r - i for i, q in enumerate(cols))


def solve(n, cols=()):
    if len(cols) == n:
        yield cols
        return
    for c in range(n):
        if safe(cols, c):
            yield from solve(n, cols + (c,))


n = int(sys.stdin.readline())
for s in solve(n):
    print(s)
