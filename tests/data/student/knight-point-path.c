/* A knight's tour kept as a list of squares, each a record of two ints (struct square
 * path[k] = { r, c }), over a grid of visited marks; Warnsdorff's order is not used: the
 * lesson's moves in turn. Input: n x0 y0; it stops at its first tour and prints the path. */
#include <stdbool.h>
#include <stdio.h>

#define N 8

struct square
{
  int r, c;
};

static int n;
static struct square path[N * N + 1];
static bool used[N + 1][N + 1];
static const int dr[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };
static const int dc[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };

static bool
walk (int k)
{
  if (k > n * n)
    return true;
  for (int m = 0; m < 8; m++)
    {
      int u = path[k - 1].r + dr[m], v = path[k - 1].c + dc[m];

      if (u < 1 || u > n || v < 1 || v > n || used[u][v])
        continue;
      path[k] = (struct square) { u, v };
      used[u][v] = true;
      if (walk (k + 1))
        return true;
      used[u][v] = false;
    }
  return false;
}

int
main (void)
{
  if (scanf ("%d %d %d", &n, &path[1].r, &path[1].c) != 3 || n < 1 || n > N)
    return 2;
  used[path[1].r][path[1].c] = true;
  if (!walk (2))
    return 1;
  for (int k = 1; k <= n * n; k++)
    printf ("(%d, %d)%s", path[k].r, path[k].c, k < n * n ? " " : "\n");
  return 0;
}
