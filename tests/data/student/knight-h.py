# Right: lesson 000's Try(i, x, y) with h counted from 1 (row and column 0
# unused) and 0 for a free square, stopping at the first tour.
def Try(i, x, y):
    global found
    for k in range(8):
        u, v = x + a[k], y + b[k]
        if 1 <= u <= n and 1 <= v <= n and h[u][v] == 0 and not found:
            h[u][v] = i
            if i < n * n:
                Try(i + 1, u, v)
            else:
                found = True
            if not found:
                h[u][v] = 0


a = [2, 1, -1, -2, -2, -1, 1, 2]
b = [1, 2, 2, 1, -1, -2, -2, -1]
n, x0, y0 = map(int, input().split())
h = [[0] * (n + 1) for _ in range(n + 1)]
found = False
h[x0][y0] = 1
Try(2, x0, y0)
for row in h[1:]:
    print(" ".join("%2d" % v for v in row[1:]))
