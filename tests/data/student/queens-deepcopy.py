# Queens on a grid each try copies whole from its level's grid (a list of lists made anew, not
# the grid the try before it changed): the queen marked 2, the squares it attacks below it 1,
# and the copy passed down. Nothing is taken back: a try's copy is dropped.
n = int(input())
found = 0


def place(row, grid):
    global found
    if row == n:
        found += 1
        return
    for col in range(n):
        if grid[row][col] != 0:
            continue
        mine = [line[:] for line in grid]
        mine[row][col] = 2
        for below in range(row + 1, n):
            mine[below][col] = 1
            for side in (col - (below - row), col + (below - row)):
                if 0 <= side < n:
                    mine[below][side] = 1
        place(row + 1, mine)


place(0, [[0] * n for _ in range(n)])
print(found)
