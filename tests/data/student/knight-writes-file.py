# A knight's tour on a board fixed in the code, 5 x 5 from its corner, its path a list of
# squares, written to a file of its own: the program reads nothing, its open () writes.
N = 5
MOVES = [(2, 1), (1, 2), (-1, 2), (-2, 1), (-2, -1), (-1, -2), (1, -2), (2, -1)]


def tour(path):
    if len(path) == N * N:
        return True
    x, y = path[-1]
    for dx, dy in MOVES:
        u, v = x + dx, y + dy
        if 0 <= u < N and 0 <= v < N and (u, v) not in path:
            path.append((u, v))
            if tour(path):
                return True
            path.pop()
    return False


path = [(0, 0)]
if tour(path):
    with open("tour.txt", "w") as out:
        out.write(" ".join("(%d, %d)" % square for square in path) + "\n")
