# A slip: the test does not ask whether the square is still free (h[u][v] == 0).
def Try(i, x, y):
    global found
    for k in range(8):
        u, v = x + a[k], y + b[k]
        if 1 <= u <= n and 1 <= v <= n and not found:
            h[u][v] = i
            if i < n * n:
                Try(i + 1, u, v)
            else:
                found = True


a = [2, 1, -1, -2, -2, -1, 1, 2]
b = [1, 2, 2, 1, -1, -2, -2, -1]
n, x0, y0 = map(int, input().split())
h = [[0] * (n + 1) for _ in range(n + 1)]
found = False
h[x0][y0] = 1
Try(2, x0, y0)
