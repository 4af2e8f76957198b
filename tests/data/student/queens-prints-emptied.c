/* n queens on a grid of 'Q' and '.', a row at a time, each solution printed as it is found;
 * then, once the search is over, the board printed again as if it still held one: the search
 * took every queen back, and what is printed last is an empty board. */
#include <stdio.h>

static int n, total;
static char grid[16][16];

static int
free_square (int r, int c)
{
  for (int i = 0; i < r; i++)
    {
      int d = r - i;

      if (grid[i][c] == 'Q' || (c - d >= 0 && grid[i][c - d] == 'Q') ||
          (c + d < n && grid[i][c + d] == 'Q'))
        return 0;
    }
  return 1;
}

static void
print_grid (void)
{
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j < n; j++)
        printf ("%c ", grid[i][j]);
      printf ("\n");
    }
  printf ("\n");
}

static void
solve (int r)
{
  if (r == n)
    {
      total++;
      print_grid ();
      return;
    }
  for (int c = 0; c < n; c++)
    if (free_square (r, c))
      {
        grid[r][c] = 'Q';
        solve (r + 1);
        grid[r][c] = '.';
      }
}

int
main (void)
{
  if (scanf ("%d", &n) != 1 || n < 1 || n > 16)
    return 1;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      grid[i][j] = '.';
  solve (0);
  printf ("%d solutions. The board:\n", total);
  print_grid ();
  return 0;
}
