/* n queens on a grid of 0 and 1, row by row, stopped at the first placement. The slip:
 * safe () looks up the column and the up-left diagonal only, so a queen on a square
 * that an earlier queen attacks up-right is put down (attacked). */
#include <stdio.h>

int n;
int grid[12][12];

int safe (int r, int c)
{
  for (int k = 1; k <= r; k++)
    {
      if (grid[r - k][c])
        return 0;
      if (c - k >= 0 && grid[r - k][c - k])
        return 0;
    }
  return 1;
}

int solve (int r)
{
  if (r == n)
    return 1;
  for (int c = 0; c < n; c++)
    if (safe (r, c))
      {
        grid[r][c] = 1;
        if (solve (r + 1))
          return 1;
        grid[r][c] = 0;
      }
  return 0;
}

int main (void)
{
  if (scanf ("%d", &n) != 1 || n < 1 || n > 12)
    return 2;
  if (solve (0))
    for (int r = 0; r < n; r++)
      {
        for (int c = 0; c < n; c++)
          printf ("%c ", grid[r][c] ? 'Q' : '.');
        printf ("\n");
      }
  return 0;
}
