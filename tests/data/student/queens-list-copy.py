# Queens as a list made anew for each call (cols + [c]), the levels' own copies; n on standard
# input; every solution printed, then their count.
import sys
count = 0


def place(n, row, cols):
    global count
    if row == n:
        count += 1
        print(cols)
        return
    for c in range(n):
        if all(c != q and abs(c - q) != row - i for i, q in enumerate(cols)):
            place(n, row + 1, cols + [c])


n = int(input())
place(n, 0, [])
print(count)
