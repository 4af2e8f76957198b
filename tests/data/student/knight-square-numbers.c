/* A knight's path kept as square numbers, path[k] = row * n + col, beside a grid of visited
 * marks, as bitboard and Warnsdorff programs keep it: the board is the path, move k + 1 on
 * the square path[k] names, -1 once taken back. Input "n row col", counted from 1; the first
 * tour printed. */
#include <stdio.h>
#include <stdbool.h>
#include <stdlib.h>

int n, path[100];
bool seen[10][10];
const int dr[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };
const int dc[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };

void go (int k, int r, int c)
{
  path[k] = r * n + c;
  seen[r][c] = true;
  if (k == n * n - 1)
    {
      for (int i = 0; i < n * n; i++)
        printf ("%d%c", path[i], i + 1 < n * n ? ' ' : '\n');
      exit (0);
    }
  for (int d = 0; d < 8; d++)
    {
      int u = r + dr[d], v = c + dc[d];

      if (u >= 0 && u < n && v >= 0 && v < n && !seen[u][v])
        go (k + 1, u, v);
    }
  seen[r][c] = false;
  path[k] = -1;
}

int main (void)
{
  int r, c;

  if (scanf ("%d %d %d", &n, &r, &c) != 3 || n < 1 || n > 10)
    return 1;
  go (0, r - 1, c - 1);
  printf ("none\n");
  return 1;
}
