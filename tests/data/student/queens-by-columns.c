/* n queens column by column: each column's queen goes in the first free row, kept as the
 * column of each row (queen_in_row[r] = c), so the rows fill in any order; cleared on the
 * way back. Only the count is printed. */
#include <stdio.h>

static int n, total, queen_in_row[20], up[40], down[40];

static void
column (int c)
{
  for (int r = 1; r <= n; r++)
    if (queen_in_row[r] == 0 && !up[r + c] && !down[r - c + n])
      {
        queen_in_row[r] = c;
        up[r + c] = down[r - c + n] = 1;
        if (c == n)
          total++;
        else
          column (c + 1);
        queen_in_row[r] = 0;
        up[r + c] = down[r - c + n] = 0;
      }
}

int
main (void)
{
  if (scanf ("%d", &n) != 1 || n < 1 || n > 16)
    return 1;
  column (1);
  printf ("%d\n", total);
  return 0;
}
