# Queens as a generator (each solution built on the way back up, the deepest queen first):
# the solutions of 4 queens listed, those of 8 only counted.
def attacks(col, state):
    row = len(state)
    return any(abs(state[i] - col) in (0, row - i) for i in range(row))


def queens(n, state=()):
    for col in range(n):
        if not attacks(col, state):
            if len(state) == n - 1:
                yield (col,)
            else:
                for rest in queens(n, state + (col,)):
                    yield (col,) + rest


print("4 queens:", list(queens(4)))
print("8 queens:", len(list(queens(8))))
