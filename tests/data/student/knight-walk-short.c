/* One walk by Warnsdorff's rule (the free square with fewest onward jumps next), no
 * backtracking, from the square read (row, col from 1). The slip: it walks while move < N * N
 * - 1, so it stops one square short of the tour it was making, the last free square a
 * knight's move away. */
#include <stdio.h>

#define N 5

static const int jump_row[8] = { -2, -1, 1, 2, 2, 1, -1, -2 };
static const int jump_col[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };
static int board[N][N];

static int
onward (int row, int col)
{
  int count = 0;

  for (int k = 0; k < 8; k++)
    {
      int r = row + jump_row[k], c = col + jump_col[k];

      count += r >= 0 && r < N && c >= 0 && c < N && board[r][c] == 0;
    }
  return count;
}

int
main (void)
{
  int row, col, move = 1;

  if (scanf ("%d %d", &row, &col) != 2 || row < 1 || row > N || col < 1 || col > N)
    return 1;
  row--;
  col--;
  board[row][col] = move;
  while (move < N * N - 1)
    {
      int best = -1, fewest = 9;

      for (int k = 0; k < 8; k++)
        {
          int r = row + jump_row[k], c = col + jump_col[k];

          if (r >= 0 && r < N && c >= 0 && c < N && board[r][c] == 0 && onward (r, c) < fewest)
            {
              fewest = onward (r, c);
              best = k;
            }
        }
      if (best < 0)
        break;
      row += jump_row[best];
      col += jump_col[best];
      board[row][col] = ++move;
    }
  printf ("%d squares\n", move);
  return 0;
}
