# Queens as compact Python writes them: the column put down on the test's own line, then the
# call, in a list never cleared. A write on a line that may not run it is seen only when it
# runs, and before the call that follows it, not once the whole search below has run.
n = int(input())
col = [0] * n
for i in range(n): col[i] = 0
solutions = 0


def safe(r, c): return all(col[i] != c and abs(col[i] - c) != r - i for i in range(r))


def place(r):
    global solutions
    if r == n: solutions += 1; return
    for c in range(n):
        if safe(r, c): col[r] = c; place(r + 1)


place(0)
print(solutions)
