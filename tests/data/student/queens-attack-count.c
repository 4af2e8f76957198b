/* n queens on a board of counts: each square holds how many queens attack it, a queen's own
 * square -1; putting a queen down counts up its row, column and diagonals, taking it away
 * counts them down. Every solution counted. */
#include <stdio.h>

static int n, total, cell[12][12];

static void
mark (int r, int c, int by)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if (i == r || j == c || i - j == r - c || i + j == r + c)
        cell[i][j] += by;
  cell[r][c] = by > 0 ? -1 : 0;
}

static void
row (int r)
{
  if (r == n)
    {
      total++;
      return;
    }
  for (int c = 0; c < n; c++)
    if (cell[r][c] == 0)
      {
        mark (r, c, 1);
        row (r + 1);
        cell[r][c] = 1;
        mark (r, c, -1);
      }
}

int
main (void)
{
  if (scanf ("%d", &n) != 1 || n < 1 || n > 12)
    return 1;
  row (0);
  printf ("%d\n", total);
  return 0;
}
