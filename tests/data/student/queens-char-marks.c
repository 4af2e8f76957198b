/* Eight queens drawn as they go: a grid of characters, '.' for an empty square and '*' for a
 * queen, the test looking up the column and both diagonals above the row; every placement
 * printed, then their number. */
#include <stdio.h>
#include <string.h>

char grid[8][8];
int found;

int safe (int row, int col)
{
  for (int up = 1; up <= row; up++)
    if (grid[row - up][col] == '*' ||
        (col - up >= 0 && grid[row - up][col - up] == '*') ||
        (col + up < 8 && grid[row - up][col + up] == '*'))
      return 0;
  return 1;
}

void put (int row)
{
  if (row == 8)
    {
      for (int r = 0; r < 8; r++)
        printf ("%.8s\n", grid[r]);
      printf ("\n");
      found++;
      return;
    }
  for (int col = 0; col < 8; col++)
    if (safe (row, col))
      {
        grid[row][col] = '*';
        put (row + 1);
        grid[row][col] = '.';
      }
}

int main (void)
{
  memset (grid, '.', sizeof grid);
  put (0);
  printf ("%d\n", found);
  return 0;
}
