/* Five queens, one board a query: stdin gives the first row's column (1 to 5) until its end;
 * the grid is filled with '-', the given queen is 'F' and the ones the search adds 'Q'. The
 * search stops at its first solution and prints the grid. */
#include <stdio.h>

#define N 5

static char grid[N][N];

static int
safe (int r, int c)
{
  for (int i = 0; i < r; i++)
    for (int j = 0; j < N; j++)
      if (grid[i][j] != '-' && (j == c || i - j == r - c || i + j == r + c))
        return 0;
  return 1;
}

static int
fill (int r)
{
  if (r == N)
    return 1;
  for (int c = 0; c < N; c++)
    if (safe (r, c))
      {
        grid[r][c] = 'Q';
        if (fill (r + 1))
          return 1;
        grid[r][c] = '-';
      }
  return 0;
}

int
main (void)
{
  int first;

  while (scanf ("%d", &first) == 1)
    {
      for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
          grid[i][j] = '-';
      if (first < 1 || first > N)
        continue;
      grid[0][first - 1] = 'F';
      if (!fill (1))
        {
          printf ("none from column %d\n", first);
          continue;
        }
      for (int i = 0; i < N; i++)
        printf ("%.*s\n", N, grid[i]);
      printf ("\n");
    }
  return 0;
}
