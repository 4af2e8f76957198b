# Queens built as new lists: each level makes every candidate state + [col] at once, keeps the
# ones no diagonal attacks, and goes on from each; all solutions are returned, then printed.
def candidates(state, n):
    return [state + [col] for col in range(n) if col not in state]


def safe(state):
    last = len(state) - 1
    return all(abs(state[row] - state[last]) != last - row for row in range(last))


def solve(state, n):
    if len(state) == n:
        return [state]
    found = []
    for next_state in candidates(state, n):
        if safe(next_state):
            found += solve(next_state, n)
    return found


n = 6
solutions = solve([], n)
for solution in solutions:
    print(" ".join(str(col + 1) for col in solution))
print("Solutions:", len(solutions))
