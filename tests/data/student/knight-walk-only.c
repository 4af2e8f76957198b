/* The textbook's first knight exercise: one walk, no backtracking. From the square read (row,
 * col from 1) the knight takes the first of its eight jumps, in a fixed order, that lands on
 * a free square, until none does; then the walk's length and its board are printed. On 5 x 5
 * from the corner it is stuck long before a tour. */
#include <stdio.h>

#define N 5

static const int jump_row[8] = { -2, -1, 1, 2, 2, 1, -1, -2 };
static const int jump_col[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };
static int board[N][N];

int
main (void)
{
  int row, col, move = 1;

  if (scanf ("%d %d", &row, &col) != 2 || row < 1 || row > N || col < 1 || col > N)
    return 1;
  row--;
  col--;
  board[row][col] = move;
  for (;;)
    {
      int k = 0;

      while (k < 8)
        {
          int r = row + jump_row[k], c = col + jump_col[k];

          if (r >= 0 && r < N && c >= 0 && c < N && board[r][c] == 0)
            break;
          k++;
        }
      if (k == 8)
        break;
      row += jump_row[k];
      col += jump_col[k];
      board[row][col] = ++move;
    }
  printf ("The walk reached %d squares\n", move);
  for (int r = 0; r < N; r++)
    {
      for (int c = 0; c < N; c++)
        printf ("%3d", board[r][c]);
      printf ("\n");
    }
  return 0;
}
