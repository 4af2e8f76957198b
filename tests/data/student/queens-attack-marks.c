/* n queens on a grid that counts, for each square, the queens whose lines cross it: a queen
 * put down adds 1 to its own square and to every other square of its row, column and
 * diagonals, and takes them away on the way back. A queen's own square holds 1, as does a
 * square one queen attacks: a free square is one at 0. Only the count is printed. */
#include <stdio.h>

static int n, total, attacks[16][16];

static void
mark (int row, int col, int delta)
{
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      if (r == row || c == col || r - c == row - col || r + c == row + col)
        attacks[r][c] += delta;
}

static void
search (int row)
{
  if (row == n)
    {
      total++;
      return;
    }
  for (int col = 0; col < n; col++)
    if (attacks[row][col] == 0)
      {
        mark (row, col, 1);
        search (row + 1);
        mark (row, col, -1);
      }
}

int
main (void)
{
  if (scanf ("%d", &n) != 1 || n < 1 || n > 16)
    return 1;
  search (0);
  printf ("%d\n", total);
  return 0;
}
