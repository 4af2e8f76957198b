# A knight's "tour" that is a depth-first search's visiting order: every square is numbered
# once, in the order the search first reaches it, kept in a dictionary (no board array). The
# grid printed is no tour: where the search goes back, the next number is no knight's move
# away, and that is the slip, read from what it printed.
n, row, col = map(int, input().split())
moves = [(2, 1), (1, 2), (-1, 2), (-2, 1), (-2, -1), (-1, -2), (1, -2), (2, -1)]
order = {}
stack = [(row - 1, col - 1)]
while stack:
    square = stack.pop()
    if square in order:
        continue
    order[square] = len(order) + 1
    for dr, dc in moves:
        nxt = (square[0] + dr, square[1] + dc)
        if 0 <= nxt[0] < n and 0 <= nxt[1] < n and nxt not in order:
            stack.append(nxt)
for r in range(n):
    print(' '.join('%2d' % order[(r, c)] for c in range(n)))
