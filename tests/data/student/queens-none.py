# n queens as a class keeps them: self.column[r] is row r's column counted from 0, None while
# the row is empty; sets of the columns and diagonals taken.
class Queens:
    def __init__(self, n):
        self.n = n
        self.column = [None] * n
        self.found = 0

    def solve(self, r=0):
        for c in range(self.n):
            if all(self.column[k] != c and abs(self.column[k] - c) != r - k for k in range(r)):
                self.column[r] = c
                if r == self.n - 1:
                    self.found += 1
                else:
                    self.solve(r + 1)
                self.column[r] = None


q = Queens(int(input()))
q.solve()
print(q.found)
