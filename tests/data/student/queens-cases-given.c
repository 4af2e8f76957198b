/* Cases of 8 queens with one queen given: T, then "row col" a case. The board, a row for each
 * column, is cleared with memset in main and the given queen put down there; the search fills
 * the other columns, each over what the last try left there, never cleared. The second case's
 * first solution is the first case's first. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int row_of[9];
int given_col, found;

static int fits (int col, int row)
{
  if (row_of[given_col] == row || abs (row_of[given_col] - row) == abs (given_col - col))
    return 0;
  for (int c = 1; c < col; c++)
    if (c != given_col &&
        (row_of[c] == row || abs (row_of[c] - row) == abs (c - col)))
      return 0;
  return 1;
}

static void place (int col)
{
  if (col > 8)
    {
      printf ("%2d:", ++found);
      for (int c = 1; c <= 8; c++)
        printf (" %d", row_of[c]);
      printf ("\n");
      return;
    }
  if (col == given_col)
    {
      place (col + 1);
      return;
    }
  for (int row = 1; row <= 8; row++)
    if (fits (col, row))
      {
        row_of[col] = row;
        place (col + 1);
      }
}

int main (void)
{
  int cases, row;

  if (scanf ("%d", &cases) != 1)
    return 1;
  while (cases-- > 0 && scanf ("%d %d", &row, &given_col) == 2)
    {
      memset (row_of, 0, sizeof row_of);
      row_of[given_col] = row;
      found = 0;
      place (1);
      printf ("\n");
    }
  return 0;
}
