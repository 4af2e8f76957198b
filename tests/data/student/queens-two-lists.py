# Queens kept as two lists that grow and shrink, rows and columns, appended as a queen is put
# down and popped as it is taken back: read as one list of squares, its first append too.
n = int(input())
rows, cols = [], []
free_col = [True] * (n + 1)
free_sum = [True] * (2 * n + 2)
free_diff = [True] * (2 * n + 2)
found = 0


def place(row):
    global found
    for c in range(1, n + 1):
        if not (free_col[c] and free_sum[row + c] and free_diff[row - c + n]):
            continue
        rows.append(row)
        cols.append(c)
        free_col[c] = free_sum[row + c] = free_diff[row - c + n] = False
        if len(rows) == n:
            found += 1
        else:
            place(row + 1)
        rows.pop()
        cols.pop()
        free_col[c] = free_sum[row + c] = free_diff[row - c + n] = True


place(1)
print(found)
