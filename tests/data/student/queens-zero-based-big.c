/* n queens counted from 0 in an array far larger than n (int cols[64] for any n), each queen
 * tested against those above it before it is put down. n on standard input. */
#include <stdio.h>
#include <stdlib.h>

int n, cols[64], total;

static int fits (int row, int c)
{
  for (int r = 0; r < row; r++)
    if (cols[r] == c || abs (cols[r] - c) == row - r)
      return 0;
  return 1;
}

static void solve (int row)
{
  for (int c = 0; c < n; c++)
    if (fits (row, c)) {
      cols[row] = c;
      if (row == n - 1)
        total++;
      else
        solve (row + 1);
    }
}

int main (void)
{
  if (scanf ("%d", &n) != 1 || n < 1 || n > 64)
    return 2;
  solve (0);
  printf ("%d\n", total);
  return 0;
}
