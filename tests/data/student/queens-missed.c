/* A slip on n queens in C: the loop stops one column early (c < n - 1), so every solution with
 * a queen in the last column is missed. col is a local of main, 0-based, -1 for a row with no
 * queen yet, handed to Try as int col[]. */
#include <stdbool.h>
#include <stdio.h>

int n, count;

bool safe (const int col[], int row, int c)
{
  for (int r = 0; r < row; r++)
    if (col[r] == c || col[r] - r == c - row || col[r] + r == c + row)
      return false;
  return true;
}

void Try (int col[], int row)
{
  for (int c = 0; c < n - 1; c++)
    if (safe (col, row, c)) {
      col[row] = c;
      if (row == n - 1)
        count++;
      else
        Try (col, row + 1);
      col[row] = -1;
    }
}

int main (void)
{
  int col[20];

  if (scanf ("%d", &n) != 1 || n < 1 || n > 20)
    return 2;
  for (int r = 0; r < 20; r++)
    col[r] = -1;
  Try (col, 0);
  printf ("%d\n", count);
  return 0;
}
