/* Seven queens in a calloc'd block of N ints, N a macro, 0-based, each row's column set before its
 * test: malloc's chunk holds 10 ints, and only the macro says 7. */
#include <stdio.h>
#include <stdlib.h>

#define N 7

static int
fits (const int *queen, int row)
{
  for (int r = 0; r < row; r++)
    if (queen[r] == queen[row] || abs (queen[r] - queen[row]) == row - r)
      return 0;
  return 1;
}

static void
place (int *queen, int row)
{
  if (row == N)
    {
      for (int r = 0; r < N; r++)
        printf ("(%d, %d); ", r + 1, queen[r] + 1);
      printf ("\n");
      return;
    }
  for (int c = 0; c < N; c++)
    {
      queen[row] = c;
      if (fits (queen, row))
        place (queen, row + 1);
    }
}

int
main (void)
{
  int *queen = calloc (N, sizeof *queen);

  place (queen, 0);
  free (queen);
  return 0;
}
