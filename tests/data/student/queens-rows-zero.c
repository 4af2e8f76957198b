/* n queens by a recursion that counts the rows left: the rows counted from 0 (pos[n - left]),
 * the columns from 1 with 0 for none, put back to 0 on the way back; flags for the columns
 * and both diagonals. Only the count is printed. */
#include <stdio.h>

static int n, count, pos[16], col_used[17], sum_used[34], diff_used[34];

static void
solve (int left)
{
  int row = n - left;

  if (left == 0)
    {
      count++;
      return;
    }
  for (int c = 1; c <= n; c++)
    if (!col_used[c] && !sum_used[row + c] && !diff_used[row - c + n])
      {
        col_used[c] = sum_used[row + c] = diff_used[row - c + n] = 1;
        pos[row] = c;
        solve (left - 1);
        pos[row] = 0;
        col_used[c] = sum_used[row + c] = diff_used[row - c + n] = 0;
      }
}

int
main (void)
{
  if (scanf ("%d", &n) != 1 || n < 1 || n > 15)
    return 1;
  solve (n);
  printf ("%d\n", count);
  return 0;
}
