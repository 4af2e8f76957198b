/* A closed knight's tour: the first found, by plain backtracking from (1, 1). A tour is closed
 * when its last square is a knight's move from its first; the search completes open tours too,
 * and gives them up unprinted. */
#include <stdio.h>
#include <stdlib.h>

static int rows, cols;
static int board[10][10];
static const int dr[8] = { 2, 2, 1, -1, -2, -2, -1, 1 };
static const int dc[8] = { 1, -1, -2, -2, -1, 1, 2, 2 };

static int
closes (int r, int c)
{
  for (int k = 0; k < 8; k++)
    if (r + dr[k] == 1 && c + dc[k] == 1)
      return 1;
  return 0;
}

static int
try_move (int i, int r, int c)
{
  if (i > rows * cols)
    return closes (r, c);
  for (int k = 0; k < 8; k++)
    {
      int u = r + dr[k], v = c + dc[k];

      if (u >= 1 && u <= rows && v >= 1 && v <= cols && board[u][v] == 0)
        {
          board[u][v] = i;
          if (try_move (i + 1, u, v))
            return 1;
          board[u][v] = 0;
        }
    }
  return 0;
}

int
main (void)
{
  if (scanf ("%d", &rows) != 1 || rows < 1 || rows > 8)
    return 1;
  cols = rows;
  board[1][1] = 1;
  if (!try_move (2, 1, 1))
    {
      printf ("No closed tour\n");
      return 0;
    }
  for (int r = 1; r <= rows; r++)
    {
      for (int c = 1; c <= cols; c++)
        printf ("%3d", board[r][c]);
      printf ("\n");
    }
  return 0;
}
