# Not a student's slip: a program that writes on its tracer's channel (fd 3) what is no event
# of its language (kq-student-events.h), then runs lesson 001's Try(i): each line is dropped,
# the run goes on as if none were written, nothing crashes and nobody is blamed.
import os

os.write(3, b"".join(line + b"\n" for line in [
    b"Z 1", b"L", b"L -1", b"L 2147483648", b"L 12 13", b"L 123456789012345678901", b"R 1",
    b"C", b"V i", b"V i 5 6", b"V i ''81", b"V a\tb 1", b"V \377 1", b"E 1 \377", b"Q 256",
    b"K 0", b"A 1 x 100000 100000 1 2 3", b"A 1 b 256 257 0 0 1", b"A 1 b 2 0 0 0 1",
    b"T 1 b 1 0", b"S 1 v 0", b"S 1 v 2 1 2 3", b"W 1 2147483648 0 1", b"L 1\0002",
    b"V " + b"x" * 2000 + b" 1", b"\036L 1",
]))


def Try(i):
    for j in range(1, n + 1):
        if a[j] and b[i + j] and c[i - j + n]:
            x[i] = j
            if i == n:
                print_result()
            else:
                a[j] = b[i + j] = c[i - j + n] = False
                Try(i + 1)
                a[j] = b[i + j] = c[i - j + n] = True


def print_result():
    out.write("".join("(%d, %d); " % (i, x[i]) for i in range(1, n + 1)).rstrip() + "\n")


with open("QUEENS.INP") as f:
    n = int(f.read())
x = [0] * (n + 1)
a = [True] * (n + 1)
b = [True] * (2 * n + 1)
c = [True] * (2 * n)
with open("QUEENS.OUT", "w") as out:
    Try(1)
