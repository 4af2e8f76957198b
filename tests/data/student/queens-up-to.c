/* Queens for every n from 1 up to the input's, one global array for all: the input says how
 * far to go, not the board's n, which is the program's own global n, counted by main's loop.
 * Each size's count is printed on its line. */
#include <stdio.h>
#include <stdlib.h>

int col[16], n;

static int safe (int row)
{
  for (int above = 0; above < row; above++)
    if (col[above] == col[row] || abs (col[above] - col[row]) == row - above)
      return 0;
  return 1;
}

static int count_queens (void)
{
  int found = 0, row = 0;

  col[0] = -1;
  while (row >= 0)
    {
      col[row]++;
      while (col[row] < n && !safe (row))
        col[row]++;
      if (col[row] == n)
        row--;
      else if (row == n - 1)
        found++;
      else
        col[++row] = -1;
    }
  return found;
}

int main (void)
{
  int last;

  if (scanf ("%d", &last) != 1 || last < 1 || last > 12)
    return 1;
  for (n = 1; n <= last; n++)
    printf ("%d queens: %d\n", n, count_queens ());
  return 0;
}
