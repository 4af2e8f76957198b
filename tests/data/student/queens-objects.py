# Queens kept as objects in a list, each its row and column; its test of a diagonal looks one
# way only, so it goes on from a queen attacked from the other side (6 queens: 14 "found").
class Queen:
    def __init__(self, row, col):
        self.row = row
        self.col = col

    def threatens(self, other):
        return self.col == other.col or self.row - other.row == self.col - other.col


def place(n, queens, found):
    row = len(queens)
    if row == n:
        found.append([queen.col for queen in queens])
        return
    for col in range(n):
        queen = Queen(row, col)
        if not any(queen.threatens(other) for other in queens):
            queens.append(queen)
            place(n, queens, found)
            queens.pop()


found = []
place(6, [], found)
for cols in found:
    print(" ".join(str(col + 1) for col in cols))
print(len(found), "solutions")
