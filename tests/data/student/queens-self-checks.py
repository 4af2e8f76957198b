# Each search stops at its first solution, on a list made anew: the program checks itself on
# 3 and 4 (4 twice) before it solves the n it reads. Its first solutions: 4's twice, then n's.


def fits(cols, col, row):
    for c in range(col):
        if cols[c] == row or abs(cols[c] - row) == col - c:
            return False
    return True


def place(cols, col):
    if col == len(cols):
        return True
    for row in range(len(cols)):
        if fits(cols, col, row):
            cols[col] = row
            if place(cols, col + 1):
                return True
    cols[col] = None
    return False


def first(n):
    cols = [None] * n
    if place(cols, 0):
        print(cols)
        return cols
    print("none")
    return None


assert first(3) is None
assert first(4) == [1, 3, 0, 2]
cols = [None] * 4
place(cols, 0)
assert cols == [1, 3, 0, 2]
first(int(input()))
