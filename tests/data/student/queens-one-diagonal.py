# Queens tried as whole permutations, one diagonal tested and the other forgotten; the first
# that passes is printed as a board. No array places its queens one by one, and the board
# printed has two queens on one diagonal: that is the slip.
from itertools import permutations

n = int(input())
for columns in permutations(range(n)):
    if all(r1 + c1 != r2 + c2
           for r1, c1 in enumerate(columns)
           for r2, c2 in enumerate(columns) if r1 < r2):
        for c in columns:
            print(" ".join("Q" if col == c else "." for col in range(n)))
        break
