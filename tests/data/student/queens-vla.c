/* Queens on a variable-length array, as C99 lets a student write it once n is read: int
 * col[n] in main, handed down as int *col, 0-based, -1 for a row with no queen yet. Its size
 * is its frame's, not its type's. */
#include <stdio.h>

int n, count;

int safe (const int *col, int row, int c)
{
  for (int r = 0; r < row; r++)
    if (col[r] == c || col[r] - c == row - r || c - col[r] == row - r)
      return 0;
  return 1;
}

void place (int *col, int row)
{
  if (row == n)
    {
      count++;
      return;
    }
  for (int c = 0; c < n; c++)
    if (safe (col, row, c))
      {
        col[row] = c;
        place (col, row + 1);
        col[row] = -1;
      }
}

int main (void)
{
  if (scanf ("%d", &n) != 1 || n < 1 || n > 20)
    return 1;
  int col[n];

  for (int i = 0; i < n; i++)
    col[i] = -1;
  place (col, 0);
  printf ("%d\n", count);
  return 0;
}
