# The lesson's queens, its answer written to QUEENS.OUT as the lesson's format says: the run
# shows the file, and writes it back beside the program only when asked.
n = int(open("QUEENS.INP").read())
x = [0] * (n + 1)
a = [True] * (n + 1)
b = [True] * (2 * n + 1)
c = [True] * (2 * n + 1)
out = open("QUEENS.OUT", "w")


def try_row(i):
    for j in range(1, n + 1):
        if a[j] and b[i + j] and c[i - j + n]:
            x[i] = j
            if i == n:
                out.write(" ".join("(%d, %d);" % (k, x[k]) for k in range(1, n + 1)) + "\n")
            else:
                a[j] = b[i + j] = c[i - j + n] = False
                try_row(i + 1)
                a[j] = b[i + j] = c[i - j + n] = True


try_row(1)
out.close()
