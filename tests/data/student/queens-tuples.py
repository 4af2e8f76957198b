# Queens kept as a list of (row, col) squares counted from 1, appended and popped; the marks
# in dictionaries; n on standard input; every solution printed.
n = int(input())
queens = []
column = {c: False for c in range(1, n + 1)}
rising = {s: False for s in range(2, 2 * n + 1)}
falling = {d: False for d in range(1 - n, n)}


def mark(r, c, taken):
    column[c] = rising[r + c] = falling[r - c] = taken


def put(r):
    for c in range(1, n + 1):
        if column[c] or rising[r + c] or falling[r - c]:
            continue
        queens.append((r, c))
        mark(r, c, True)
        if r == n:
            print(' '.join('(%d, %d);' % q for q in queens))
        else:
            put(r + 1)
        queens.pop()
        mark(r, c, False)


put(1)
