# Queens counted for each test case's n with three marking lists and no board at all, as a
# contest's program does: the first line is how many cases, then one n a line; "#case count".


def count_from(row, n, column, down, up):
    if row == n:
        return 1
    found = 0
    for col in range(n):
        # (up[row - col] counts from the list's end when col > row)
        if column[col] == down[row + col] == up[row - col] == 0:
            column[col] = down[row + col] = up[row - col] = 1
            found += count_from(row + 1, n, column, down, up)
            column[col] = down[row + col] = up[row - col] = 0
    return found


cases = int(input())
for case in range(1, cases + 1):
    n = int(input())
    print(f"#{case} {count_from(0, n, [0] * n, [0] * (2 * n - 1), [0] * (2 * n - 1))}")
