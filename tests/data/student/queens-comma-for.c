/* Six queens, no input: a global array of columns counted from 0, each row's column written
 * by its for header alone, at its start and at each step (a comma in the start, so the
 * column is set before it is tested), then tested against the rows above; the loop leaves
 * the row one past the board. The first writes of 0 change nothing in memory (the array is
 * all 0), so only the line's text tells they happened. */
#include <stdio.h>
#include <stdlib.h>

#define SIDE 6

int column[SIDE];
int solutions;

static int clash (int row)
{
  for (int above = 0; above < row; above++)
    if (column[above] == column[row] || abs (column[above] - column[row]) == row - above)
      return 1;
  return 0;
}

static void show (void)
{
  solutions++;
  for (int row = 0; row < SIDE; row++)
    printf ("%d%c", column[row] + 1, row + 1 < SIDE ? ' ' : '\n');
}

static void search (int row)
{
  int c;

  for (c = 0, column[row] = c; c < SIDE; column[row] = ++c)
    if (!clash (row))
      row == SIDE - 1 ? show () : search (row + 1);
}

int main (void)
{
  search (0);
  printf ("%d solutions\n", solutions);
  return 0;
}
