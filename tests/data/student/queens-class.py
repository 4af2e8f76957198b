# Right, another way: the search in a class, its board the attribute self.cols
# counted from 0 with -1 for an empty row.
class Solver:
    def __init__(self, n):
        self.n = n
        self.cols = [-1] * n
        self.count = 0

    def go(self, r):
        if r == self.n:
            self.count += 1
            return
        for c in range(self.n):
            if all(self.cols[i] != c and abs(self.cols[i] - c) != r - i for i in range(r)):
                self.cols[r] = c
                self.go(r + 1)
                self.cols[r] = -1


solver = Solver(int(input()))
solver.go(0)
print(solver.count)
