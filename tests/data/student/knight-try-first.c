/* A knight's tour that writes the move before it tests the square, and puts back what was
 * there after: a visited square is only tried, never taken. The board has a border of two
 * around it, so every try lands in the array. Stops at the first tour. */
#include <stdio.h>
#include <stdlib.h>

static int n, a[12][12];
static const int dr[8] = { 2, 2, 1, 1, -2, -2, -1, -1 };
static const int dc[8] = { 1, -1, 2, -2, 1, -1, 2, -2 };

static void
work (int r, int c, int k)
{
  if (k > n * n)
    {
      for (int i = 2; i < n + 2; i++)
        for (int j = 2; j < n + 2; j++)
          printf ("%3d%s", a[i][j], j == n + 1 ? "\n" : "");
      exit (0);
    }
  for (int d = 0; d < 8; d++)
    {
      int u = r + dr[d], v = c + dc[d], t = a[u][v];

      a[u][v] = k;
      if (u >= 2 && u < n + 2 && v >= 2 && v < n + 2 && t == 0)
        work (u, v, k + 1);
      a[u][v] = t;
    }
}

int
main (void)
{
  int r, c;

  /* the start counted from 0 */
  if (scanf ("%d %d %d", &n, &r, &c) != 3 || n < 1 || n > 8 || r < 0 || r >= n || c < 0 || c >= n)
    return 1;
  a[r + 2][c + 2] = 1;
  work (r + 2, c + 2, 2);
  puts ("none");
  return 0;
}
