# A knight's tour of 5 x 5 from the corner, its path kept as square numbers counted from 1
# (path[move] = row * 5 + col + 1, the move counted from 0) and its visited squares a set
# made anew for each call; the knight's moves come from a table of each square's neighbours,
# built once. No name gives the side: BOARD_SIZE is the squares' count. The first tour found
# is printed as its numbers.
ROWS = COLS = 5
BOARD_SIZE = ROWS * COLS
STEPS = [(-2, -1), (2, -1), (-1, -2), (1, -2), (-2, 1), (2, 1), (-1, 2), (1, 2)]

neighbours = []
for square in range(BOARD_SIZE):
    r, c = divmod(square, COLS)
    neighbours.append([(r + dr) * COLS + c + dc for dr, dc in STEPS
                       if 0 <= r + dr < ROWS and 0 <= c + dc < COLS])

path = [0] * BOARD_SIZE


def jump(square, move, visited):
    path[move] = square + 1
    if move == BOARD_SIZE - 1:
        return True
    for nxt in neighbours[square]:
        if nxt not in visited and jump(nxt, move + 1, visited | {nxt}):
            return True
    return False


if jump(0, 0, {0}):
    print(' '.join(str(number) for number in path))
else:
    print('no tour')
