/* n queens solved twice, by two searches of their own, each on a local array named col: first
 * without recursion, then by a recursion that a second function starts, its col passed down
 * (the recursion writes it through its argument). Each prints its count; n is the program's
 * own, it reads nothing. */
#include <stdio.h>

static int
fits (const int *col, int row)
{
  for (int above = 0; above < row; above++)
    {
      int apart = row - above;

      if (col[above] == col[row] || col[row] - col[above] == apart ||
          col[above] - col[row] == apart)
        return 0;
    }
  return 1;
}

static int
by_loop (int n)
{
  int col[16];
  int row = 0, found = 0;

  col[0] = 0;
  while (row >= 0)
    {
      if (col[row] == n)
        {
          if (--row >= 0)
            col[row]++;
        }
      else if (!fits (col, row))
        col[row]++;
      else if (row == n - 1)
        {
          found++;
          col[row]++;
        }
      else
        col[++row] = 0;
    }
  return found;
}

static int
extend (int *col, int n, int row)
{
  int found = 0;

  if (row == n)
    return 1;
  for (int c = 0; c < n; c++)
    {
      col[row] = c;
      if (fits (col, row))
        found += extend (col, n, row + 1);
    }
  return found;
}

static int
by_recursion (int n)
{
  int col[16];

  return extend (col, n, 0);
}

int
main (void)
{
  int n = 5;

  printf ("%d\n", by_loop (n));
  printf ("%d\n", by_recursion (n));
  return 0;
}
