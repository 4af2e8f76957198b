/* n queens with no board: the row, then the columns taken and the two diagonals as unsigned
 * masks; the solutions counted, the count printed. */
#include <stdio.h>

static int n, solutions;

static void
solve (int row, unsigned cols, unsigned diag, unsigned anti)
{
  unsigned full = (1u << n) - 1, avail;

  if (row == n)
    {
      solutions++;
      return;
    }
  for (avail = full & ~(cols | diag | anti); avail != 0; avail &= avail - 1)
    {
      unsigned bit = avail & -avail;

      solve (row + 1, cols | bit, ((diag | bit) << 1) & full, (anti | bit) >> 1);
    }
}

int
main (void)
{
  if (scanf ("%d", &n) != 1 || n < 1 || n > 16)
    return 1;
  solve (0, 0, 0, 0);
  printf ("%d\n", solutions);
  return 0;
}
