/* Queens that keep off one square: T cases, each "n r c", the count of the placements of n
 * queens none of which stands on (r, c). The lesson's Try (i), its test one square more. */
#include <stdio.h>

int n, banned_row, banned_col, count, x[21], col_free[21], up_free[42], down_free[42];

void try_row (int i)
{
  for (int j = 1; j <= n; j++)
    if (col_free[j] && up_free[i + j] && down_free[i - j + n] &&
        !(i == banned_row && j == banned_col))
      {
        x[i] = j;
        col_free[j] = up_free[i + j] = down_free[i - j + n] = 0;
        if (i == n)
          count++;
        else
          try_row (i + 1);
        col_free[j] = up_free[i + j] = down_free[i - j + n] = 1;
      }
}

int main (void)
{
  int t;

  if (scanf ("%d", &t) != 1)
    return 2;
  while (t-- > 0)
    {
      if (scanf ("%d %d %d", &n, &banned_row, &banned_col) != 3 || n < 1 || n > 20)
        return 2;
      for (int k = 0; k < 42; k++)
        col_free[k % 21] = up_free[k] = down_free[k] = 1;
      count = 0;
      try_row (1);
      printf ("%d\n", count);
    }
  return 0;
}
