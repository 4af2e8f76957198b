/* A knight's tour whose board holds only visited marks (bool seen[][]), no move numbers: the
 * path is the order in which the squares are marked, the last mark taken away on the way
 * back. Input: n x0 y0; it stops at its first tour and says so. */
#include <stdbool.h>
#include <stdio.h>

#define N 8

static int n;
static bool seen[N + 1][N + 1];
static const int dr[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };
static const int dc[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };

static bool
visit (int depth, int r, int c)
{
  seen[r][c] = true;
  if (depth == n * n)
    return true;
  for (int k = 0; k < 8; k++)
    {
      int u = r + dr[k], v = c + dc[k];

      if (u >= 1 && u <= n && v >= 1 && v <= n && !seen[u][v] && visit (depth + 1, u, v))
        return true;
    }
  seen[r][c] = false;
  return false;
}

int
main (void)
{
  int r, c;

  if (scanf ("%d %d %d", &n, &r, &c) != 3 || n < 1 || n > N)
    return 2;
  printf (visit (1, r, c) ? "a tour\n" : "no tour\n");
  return 0;
}
