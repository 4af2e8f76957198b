# A slip: the test forgets one diagonal, so queens attack each other on it.
def solve(row):
    global count
    if row == n:
        count += 1
        print(col)
        return
    for c in range(n):
        if all(col[r] != c and col[r] - c != row - r for r in range(row)):
            col[row] = c
            solve(row + 1)


n = int(input())
col = [-1] * n
count = 0
solve(0)
print(count, "solutions")
