# Bench (issue 41): every placement of n queens, each printed, then how many, by a class
# whose methods search row by row: the queen's column in each row, the columns and both
# diagonals taken kept as lists of flags. 10 queens: 724 placements.


class Queens:
    def __init__(self, size):
        self.size = size
        self.where = [0] * size
        self.column_taken = [False] * size
        self.rising_taken = [False] * (2 * size - 1)
        self.falling_taken = [False] * (2 * size - 1)
        self.found = 0

    def free(self, row, col):
        if self.column_taken[col]:
            return False
        if self.rising_taken[row + col]:
            return False
        return not self.falling_taken[row - col + self.size - 1]

    def mark(self, row, col, taken):
        self.column_taken[col] = taken
        self.rising_taken[row + col] = taken
        self.falling_taken[row - col + self.size - 1] = taken

    def show(self):
        self.found += 1
        print(self.found, ' '.join(str(col + 1) for col in self.where))

    def place(self, row):
        for col in range(self.size):
            if self.free(row, col):
                self.where[row] = col
                self.mark(row, col, True)
                if row == self.size - 1:
                    self.show()
                else:
                    self.place(row + 1)
                self.mark(row, col, False)


def main():
    queens = Queens(int(input()))
    queens.place(0)
    print(queens.found, 'placements')


main()
