# Queens with one generator a row and no recursion: each row's generator yields the columns
# free of the rows above (kept as bits in a closure's list), and a list of rows' next ()
# functions is walked down and back by an index. A row's column is stored by
# cols[row] = step[row] (), whose call raises StopIteration when the row has no column
# left: nothing is stored then, and the board keeps the column the row had.
n = int(input())
taken = [0]


def columns(row):
    for c in range(n):
        mask = 1 << c | 1 << (n + row + c) | 1 << (4 * n + row - c)
        if not taken[0] & mask:
            taken[0] |= mask
            yield c
            taken[0] &= ~mask


cols = [None] * n
step = [None] * n
row = 0
found = 0
while row >= 0:
    if row == n:
        found += 1
        row -= 1
    try:
        if step[row] is None:
            step[row] = columns(row).__next__
        cols[row] = step[row]()
        row += 1
    except StopIteration:
        step[row] = None
        row -= 1
print(found)
