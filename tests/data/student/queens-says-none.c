/* Six queens, every solution printed, and after the search the program's own check of what
 * it found written the wrong way round (found != 0 where it means found == 0): it says there
 * is no solution after printing all four. That line is its slip. Reads nothing. */
#include <stdio.h>
#include <stdlib.h>

static int queen[7], found;

static int
free_square (int row, int col)
{
  for (int r = 1; r < row; r++)
    if (queen[r] == col || abs (queen[r] - col) == row - r)
      return 0;
  return 1;
}

static void
try_row (int row)
{
  for (int col = 1; col <= 6; col++)
    if (free_square (row, col))
      {
        queen[row] = col;
        if (row == 6)
          {
            found++;
            for (int r = 1; r <= 6; r++)
              printf ("(%d, %d); ", r, queen[r]);
            printf ("\n");
          }
        else
          try_row (row + 1);
      }
}

int
main (void)
{
  try_row (1);
  if (found != 0)
    printf ("There is no solution.\n");
  return 0;
}
