/* Six queens, 0-based, on a board that is a local array of main made with an initializer,
 * int q[SIZE] = {0}, over a stack the call before it left full of numbers: the initializer
 * makes the board (column 0 in every row is no queen of the search's), which then places a
 * queen a row. Reads nothing. */
#include <stdio.h>
#include <stdlib.h>

#define SIZE 6

static int
leave_numbers (void)
{
  volatile int scratch[64];

  for (int i = 0; i < 64; i++)
    scratch[i] = 7 + i % 5;
  return scratch[3];
}

static int
safe (const int q[], int row, int col)
{
  for (int r = 0; r < row; r++)
    if (q[r] == col || abs (q[r] - col) == row - r)
      return 0;
  return 1;
}

static int
place (int q[], int row)
{
  int found = 0;

  if (row == SIZE)
    {
      for (int r = 0; r < SIZE; r++)
        printf ("%d%c", q[r] + 1, r + 1 < SIZE ? ' ' : '\n');
      return 1;
    }
  for (int col = 0; col < SIZE; col++)
    if (safe (q, row, col))
      {
        q[row] = col;
        found += place (q, row + 1);
      }
  return found;
}

static int
solve (void)
{
  int q[SIZE] = { 0 };

  return place (q, 0);
}

int
main (void)
{
  leave_numbers ();
  printf ("%d solutions\n", solve ());
  return 0;
}
