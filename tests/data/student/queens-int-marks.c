/* Lesson 001 in C with int marking arrays (free columns and diagonals as 1 and 0, not bool):
 * they must not be taken for the board, x is. n on standard input. */
#include <stdio.h>

#define LIMIT 20

int n, found;
int x[LIMIT + 1];
int col_free[LIMIT + 1], up[2 * LIMIT + 1], down[2 * LIMIT + 1];

void Try (int i)
{
  for (int j = 1; j <= n; j++)
    if (col_free[j] && up[i + j] && down[i - j + LIMIT]) {
      x[i] = j;
      if (i == n)
        found++;
      else {
        col_free[j] = 0; up[i + j] = 0; down[i - j + LIMIT] = 0;
        Try (i + 1);
        col_free[j] = 1; up[i + j] = 1; down[i - j + LIMIT] = 1;
      }
    }
}

int main (void)
{
  if (scanf ("%d", &n) != 1 || n < 1 || n > LIMIT)
    return 2;
  for (int k = 0; k <= 2 * LIMIT; k++) {
    if (k <= LIMIT)
      col_free[k] = 1;
    up[k] = down[k] = 1;
  }
  Try (1);
  printf ("%d\n", found);
  return 0;
}
