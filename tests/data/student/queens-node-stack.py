# Six queens without recursion: a stack of square objects, each with the squares of the next row
# it has still to try (a cursor put back by reset () when it is popped). It reads nothing: n is
# fixed, and its reset () opens no file. Each solution printed as its squares.
class Square:
    def __init__(self, row, col):
        self.row, self.col = row, col
        self.below = []
        self.cursor = 0

    def next_square(self):
        if self.cursor == len(self.below):
            return None
        self.cursor += 1
        return self.below[self.cursor - 1]

    def reset(self):
        self.cursor = 0


def search(n):
    rows = [[Square(r, c) for c in range(n)] for r in range(n)]
    root = Square(-1, -1)
    root.below = rows[0]
    for r in range(n - 1):
        for square in rows[r]:
            square.below = rows[r + 1]
    stack, found = [root], 0
    while stack:
        square = stack[-1].next_square()
        if square is None:
            stack.pop().reset()
            continue
        if any(s.col == square.col or abs(s.col - square.col) == square.row - s.row
               for s in stack[1:]):
            continue
        if len(stack) == n:
            found += 1
            print(' '.join('(%d, %d)' % (s.row + 1, s.col + 1) for s in stack[1:] + [square]))
        else:
            stack.append(square)
    return found


print(search(6), 'solutions')
