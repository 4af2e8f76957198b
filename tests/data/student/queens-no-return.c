/* n queens, the safety test's last return left out: the compiler says it can end without its
 * value, which the search reads (here every call returns before its end, as it happens). A
 * function called as a statement, its value unread, ends without one too, and is no slip. */
#include <stdio.h>
#include <stdlib.h>

static int n, count, x[20];

static int
safe (int row, int col)
{
  for (int i = 1; i < row; i++)
    if (x[i] == col || abs (x[i] - col) == row - i)
      return 0;
  if (row > 0)
    return 1;
}

static int
show (void)
{
  for (int i = 1; i <= n; i++)
    printf ("(%d, %d); ", i, x[i]);
  printf ("\n");
}

static void
try_row (int row)
{
  for (int col = 1; col <= n; col++)
    if (safe (row, col))
      {
        x[row] = col;
        if (row == n)
          {
            count++;
            show ();
          }
        else
          try_row (row + 1);
        x[row] = 0;
      }
}

int
main (void)
{
  if (scanf ("%d", &n) != 1 || n < 1 || n > 19)
    return 1;
  try_row (1);
  printf ("%d\n", count);
  return 0;
}
