# n queens with the columns in a list named a (as many C++ exercises write int a[20]), the
# test before the queen is put down; all solutions printed. Reads n from QUEENS.INP.
def safe(row, col):
    for k in range(1, row):
        if a[k] == col or abs(a[k] - col) == row - k:
            return False
    return True


def place(row):
    for col in range(1, n + 1):
        if safe(row, col):
            a[row] = col
            if row == n:
                print(*a[1:])
            else:
                place(row + 1)


n = int(open("QUEENS.INP").read())
a = [0] * (n + 1)
place(1)
