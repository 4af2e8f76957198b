# A slip: the while loop never moves on to the next column, so it never ends.
def Try(i):
    j = 1
    while j <= n:
        if a[j] and b[i + j] and c[i - j + n]:
            x[i] = j
            if i == n:
                print(x[1:])
            else:
                a[j] = b[i + j] = c[i - j + n] = False
                Try(i + 1)
                a[j] = b[i + j] = c[i - j + n] = True


n = int(input())
x = [0] * (n + 1)
a = [True] * (n + 1)
b = [True] * (2 * n + 1)
c = [True] * (2 * n)
Try(1)
