# Queens kept in dictionaries: the board a dict of dicts, board['queen'][row] its queen's column
# (-1: none), the marks board['col'], board['up'], board['down'] keyed by column and diagonal;
# n on standard input; every solution printed.
n = int(input())
board = {'queen': {r: -1 for r in range(n)}, 'col': {c: False for c in range(n)},
         'up': {s: False for s in range(2 * n - 1)}, 'down': {d: False for d in range(1 - n, n)}}


def mark(r, c, taken):
    board['col'][c] = board['up'][r + c] = board['down'][r - c] = taken


def place(r):
    for c in range(n):
        if not (board['col'][c] or board['up'][r + c] or board['down'][r - c]):
            board['queen'][r] = c
            mark(r, c, True)
            if r == n - 1:
                print(' '.join('(%d, %d);' % (i + 1, board['queen'][i] + 1) for i in range(n)))
            else:
                place(r + 1)
            mark(r, c, False)
            board['queen'][r] = -1


place(0)
