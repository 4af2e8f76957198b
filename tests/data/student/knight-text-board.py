# A knight's tour on a board of text cells: "_" free, the move number as text ("7"), the
# board's width and height read first, then the start, then whether to play.
class Puzzle:
    jumps = [(-2, 1), (-2, -1), (-1, 2), (1, 2), (2, 1), (2, -1), (1, -2), (-1, -2)]

    def __init__(self):
        self.width, self.height = [int(v) for v in input("Board size: ").split()]
        self.cells = [["_"] * self.width for _ in range(self.height)]

    def free(self, x, y):
        return 0 <= x < self.width and 0 <= y < self.height and self.cells[y][x] == "_"

    def walk(self, x, y, step):
        if step > self.width * self.height:
            return True
        for dx, dy in self.jumps:
            nx, ny = x + dx, y + dy
            if self.free(nx, ny):
                self.cells[ny][nx] = str(step)
                if self.walk(nx, ny, step + 1):
                    return True
                self.cells[ny][nx] = "_"
        return False

    def __str__(self):
        rows = []
        for y in range(self.height - 1, -1, -1):
            rows.append("%d| %s |" % (y + 1, " ".join(c.rjust(2) for c in self.cells[y])))
        rows.append("   " + " ".join(str(x + 1).rjust(2) for x in range(self.width)))
        return "\n".join(rows)


puzzle = Puzzle()
x, y = [int(v) - 1 for v in input("Start: ").split()]
play = input("Play yourself? (y/n): ")
puzzle.cells[y][x] = "1"
if play == "n" and puzzle.walk(x, y, 2):
    print("Here's the solution!")
    print(puzzle)
else:
    print("No solution exists!")
