# n queens that ends itself with SIGTERM at its first solution: what it did before the
# signal is all there is to see.
import os
import signal
import sys

n = int(sys.stdin.readline())
col = [0] * n


def place(row):
    for c in range(n):
        if all(col[k] != c and abs(col[k] - c) != row - k for k in range(row)):
            col[row] = c
            if row == n - 1:
                print(col)
                os.kill(os.getpid(), signal.SIGTERM)
            else:
                place(row + 1)


place(0)
