/* A knight's tour on a rectangle, its rows, columns and start read as "n m row col" (the
 * contest's "5 4 1 1": 5 rows of 4), in a grid larger than the board. */
#include <stdio.h>
#include <stdlib.h>

int n, m, h[10][10];
const int dr[8] = { -1, 1, 2, 2, 1, -1, -2, -2 };
const int dc[8] = { 2, 2, 1, -1, -2, -2, -1, 1 };

void try_move (int k, int r, int c)
{
  for (int d = 0; d < 8; d++)
    {
      int u = r + dr[d], v = c + dc[d];

      if (u >= 1 && u <= n && v >= 1 && v <= m && h[u][v] == 0)
        {
          h[u][v] = k;
          if (k == n * m)
            {
              for (int i = 1; i <= n; i++)
                for (int j = 1; j <= m; j++)
                  printf ("%3d%s", h[i][j], j == m ? "\n" : "");
              exit (0);
            }
          try_move (k + 1, u, v);
          h[u][v] = 0;
        }
    }
}

int main (void)
{
  int r, c;

  if (scanf ("%d %d %d %d", &n, &m, &r, &c) != 4 || m < 1 || m > 8 || n < 1 || n > 8)
    return 1;
  h[r][c] = 1;
  try_move (2, r, c);
  printf ("none\n");
  return 1;
}
