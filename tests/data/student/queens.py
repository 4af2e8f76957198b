# Lesson 001's Try(i) in Python: x[i] is row i's column, a, b, c mark the
# columns and both diagonals, all counted from 1 as the lesson counts.
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
