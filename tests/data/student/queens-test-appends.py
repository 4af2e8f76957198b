# Eight queens with no board array: the test itself puts the queen down (two lists, its
# column and its row, appended when the square is safe) and undo () takes the last one back.
# n is the program's own 8, nowhere in a variable; the test walks the column and the two
# diagonals above the square, one square at a time, so the first placement comes late.
def standing(cols, rows, row, col):
    for k in range(len(cols)):
        if cols[k] == col and rows[k] == row:
            return True
    return False


def safe_then_add(cols, rows, row, col):
    for up in range(1, row + 1):
        if standing(cols, rows, row - up, col):
            return False
        if col - up >= 0 and standing(cols, rows, row - up, col - up):
            return False
        if col + up < 8 and standing(cols, rows, row - up, col + up):
            return False
    cols.append(col)
    rows.append(row)
    return True


def undo(cols, rows):
    if cols:
        cols.pop()
        rows.pop()


def place(cols, rows, row):
    found = 0
    for col in range(8):
        if safe_then_add(cols, rows, row, col):
            if row == 7:
                found += 1
            else:
                found += place(cols, rows, row + 1)
            undo(cols, rows)
    return found


print(place([], [], 0))
