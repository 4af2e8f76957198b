/* n queens kept in chars, as memory-saving contest code does: the column of each row and the
 * counters of the columns and diagonals are char arrays, counted up and down. */
#include <stdio.h>

static int n, found;
static char queen[16], used_col[16], used_up[32], used_down[32];

static void
go (int r)
{
  if (r == n)
    {
      found++;
      return;
    }
  for (int c = 0; c < n; c++)
    if (!used_col[c] && !used_up[r + c] && !used_down[r - c + 15])
      {
        queen[r] = (char) c;
        used_col[c]++, used_up[r + c]++, used_down[r - c + 15]++;
        go (r + 1);
        used_col[c]--, used_up[r + c]--, used_down[r - c + 15]--;
      }
}

int
main (void)
{
  if (scanf ("%d", &n) != 1 || n < 1 || n > 15)
    return 1;
  go (0);
  printf ("%d\n", found);
  return 0;
}
