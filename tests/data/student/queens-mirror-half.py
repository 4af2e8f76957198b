# Queens counted by symmetry, as USACO's checker does: the first row's queen tried in the left
# half only and those solutions counted twice (their mirror images), the middle column of an
# odd n searched whole; n on standard input; prints the count. No solution is missed: each
# one not searched is the mirror image of one found.
n = int(input())
cols = [0] * n
count = 0


def fits(r, c):
    return all(cols[i] != c and abs(cols[i] - c) != r - i for i in range(r))


def place(r, weight):
    global count
    if r == n:
        count += weight
        return
    for c in range(n):
        if fits(r, c):
            cols[r] = c
            place(r + 1, weight)


for first in range(n // 2):
    cols[0] = first
    place(1, 2)
if n % 2:
    cols[0] = n // 2
    place(1, 1)
print(count)
