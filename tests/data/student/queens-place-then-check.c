/* n queens on a grid of 0 and 1, a column at a time: each row's square of the column is set
 * first, then the whole board checked (its rows, columns and both diagonals summed), and set
 * back to 0 after. For a moment a row holds two queens. */
#include <stdio.h>

static int n, total, board[16][16];

static int
board_ok (void)
{
  for (int i = 0; i < n; i++)
    {
      int row = 0, col = 0;

      for (int j = 0; j < n; j++)
        {
          row += board[i][j];
          col += board[j][i];
        }
      if (row > 1 || col > 1)
        return 0;
    }
  for (int d = 0; d < 2 * n - 1; d++)
    {
      int up = 0, down = 0;

      for (int r = 0; r < n; r++)
        {
          int c = d - r;

          if (c >= 0 && c < n)
            {
              up += board[r][c];
              down += board[r][n - 1 - c];
            }
        }
      if (up > 1 || down > 1)
        return 0;
    }
  return 1;
}

static void
show (void)
{
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j < n; j++)
        printf ("%d ", board[i][j]);
      printf ("\n");
    }
  printf ("----------\n");
}

static void
column (int c)
{
  if (c == n)
    {
      total++;
      show ();
      return;
    }
  for (int r = 0; r < n; r++)
    {
      board[r][c] = 1;
      if (board_ok ())
        column (c + 1);
      board[r][c] = 0;
    }
}

int
main (void)
{
  if (scanf ("%d", &n) != 1 || n < 1 || n > 16)
    return 1;
  column (0);
  printf ("%d\n", total);
  return 0;
}
