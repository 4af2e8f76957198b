/* No search at all: each row takes the first column no queen above attacks, and a row with
 * none is left empty. On 8 × 8 that puts down 5 queens, and the board printed as the answer
 * has 5. */
#include <stdio.h>
#include <stdlib.h>

static char board[12][12];

static int
attacked (int n, int row, int col)
{
  for (int r = 0; r < row; r++)
    for (int c = 0; c < n; c++)
      if (board[r][c] == 'Q' && (c == col || abs (r - row) == abs (c - col)))
        return 1;
  return 0;
}

int
main (void)
{
  int n;

  if (scanf ("%d", &n) != 1 || n < 1 || n > 12)
    return 1;
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      board[r][c] = '.';
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      if (!attacked (n, r, c))
        {
          board[r][c] = 'Q';
          break;
        }
  printf ("The queens:\n");
  for (int r = 0; r < n; r++)
    {
      for (int c = 0; c < n; c++)
        printf ("%c ", board[r][c]);
      printf ("\n");
    }
  return 0;
}
