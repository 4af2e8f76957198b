# Queens as whole permutations: each one tried at once, kept when its diagonals are all
# different. No array is ever written a queen at a time, so no board can be followed; what
# it prints is read instead.
import itertools

n = int(input())
for columns in itertools.permutations(range(n)):
    if len({row + col for row, col in enumerate(columns)}) == n and \
       len({row - col for row, col in enumerate(columns)}) == n:
        print(list(columns))
