# A slip: the loop stops one column early (range(1, n)), so every solution
# with a queen in the last column is missed.
def Try(i):
    for j in range(1, n):
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
