# Queens as a path that grows and shrinks: the columns of the rows placed so far in a list,
# appended and popped, the marks in sets, the search a closure; n on standard input; every
# solution printed.
import sys


def solve(n):
    found = []

    def place(row, path, cols, down, up):
        if row == n:
            found.append(path[:])
            return
        for col in range(n):
            if col in cols or row - col in down or row + col in up:
                continue
            cols.add(col)
            down.add(row - col)
            up.add(row + col)
            path.append(col)
            place(row + 1, path, cols, down, up)
            path.pop()
            cols.discard(col)
            down.discard(row - col)
            up.discard(row + col)

    place(0, [], set(), set(), set())
    return found


for solution in solve(int(sys.stdin.readline())):
    print(' '.join('(%d, %d);' % (r + 1, c + 1) for r, c in enumerate(solution)))
