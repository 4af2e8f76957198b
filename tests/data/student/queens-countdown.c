/* Six queens, the rows counted down: place (n) puts a queen in row N - 1 - n, n the rows left
 * after it, and the search ends where n is below 0. Its row is written with the macro N in its
 * index, over a global row that starts as 0s (its first queen, column 0, holds what was there),
 * and taken back to -1. Prints each solution's columns, then the count. Reads nothing. */
#include <stdio.h>

#define N 6

static int pos[N];
static int solutions;

static int
free_square (int row, int col)
{
  for (int i = 0; i < row; i++)
    if (pos[i] == col || pos[i] - col == i - row || pos[i] - col == row - i)
      return 0;
  return 1;
}

static void
place (int n)
{
  if (n < 0)
    {
      solutions++;
      for (int i = 0; i < N; i++)
        printf ("%d%c", pos[i] + 1, i + 1 < N ? ' ' : '\n');
      return;
    }
  for (int col = 0; col < N; col++)
    if (free_square ((N - 1) - n, col))
      {
        pos[(N - 1) - n] = col;
        place (n - 1);
        pos[(N - 1) - n] = -1;
      }
}

int
main (void)
{
  place (N - 1);
  printf ("%d solutions\n", solutions);
  return 0;
}
