# Queens as namedtuples (row, col) on a stack, the search until row n; all 4 of 6 printed.
from collections import namedtuple

Square = namedtuple("Square", "row col")


def free(stack, row, col):
    return all(s.col != col and abs(s.row - row) != abs(s.col - col) for s in stack)


def search(n, stack, out):
    if len(stack) == n:
        out.append([s.col for s in stack])
        return
    row = len(stack)
    for col in range(n):
        if free(stack, row, col):
            stack.append(Square(row, col))
            search(n, stack, out)
            stack.pop()


out = []
search(6, [], out)
for cols in out:
    print(*(col + 1 for col in cols))
print(len(out))
