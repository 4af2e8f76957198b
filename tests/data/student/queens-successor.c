/* Queens without recursion, in the textbook's successor shape: a row starts empty (0) and
 * its column is counted up in place, through a pointer, until one fits; past n the search
 * goes back to the row above. Columns 1..n, rows from 0, a local array never cleared. */
#include <stdio.h>
#include <stdbool.h>
#include <stdlib.h>

static bool next_column (int *cell, int n)
{
  if (*cell < n)
    {
      (*cell)++;
      return true;
    }
  return false;
}

static bool fits (const int *col, int k)
{
  for (int i = 0; i < k; i++)
    if (col[i] == col[k] || abs (col[i] - col[k]) == k - i)
      return false;
  return true;
}

int main (void)
{
  int n, col[16], k = 0;

  if (scanf ("%d", &n) != 1 || n < 1 || n > 16)
    return 2;
  col[0] = 0;
  while (k >= 0)
    {
      bool found = false;

      while (!found && next_column (&col[k], n))
        found = fits (col, k);
      if (!found)
        k--;
      else if (k == n - 1)
        {
          for (int i = 0; i < n; i++)
            printf ("(%d, %d); ", i + 1, col[i]);
          printf ("\n");
        }
      else
        col[++k] = 0;
    }
  return 0;
}
