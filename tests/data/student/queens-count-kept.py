# Eight queens counted, the columns taken and both diagonals packed in one int passed down the
# recursion, the placement so far in another (a digit a row); the first three placements are
# copied into a list to print, and the count: the list is all of the search the trace can
# read, three of the 92, and the program says it found 92: nothing it missed is told.
N = 8
FULL = (1 << N) - 1
board = [0] * N
kept = []
count = 0


def place(row, state, path):
    global count
    if row == N:
        count += 1
        if len(kept) < 3:
            for r in range(N):
                board[r] = path // 10 ** (N - 1 - r) % 10 + 1
            kept.append(list(board))
        return
    cols, left, right = state & FULL, state >> N & FULL, state >> 2 * N & FULL
    free = ~(cols | left | right) & FULL
    while free:
        bit = free & -free
        free -= bit
        state = (cols | bit) | ((left | bit) << 1 & FULL) << N | ((right | bit) >> 1) << 2 * N
        place(row + 1, state, path * 10 + bit.bit_length() - 1)


place(0, 0, 0)
for placement in kept:
    print(' '.join(str(c) for c in placement))
print("Solutions found:", count)
