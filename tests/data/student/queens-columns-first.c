/* Queens the way the web's most-copied program places them: a column at a time, left to
 * right, board[row][col] = 1 on a grid of N x N with N fixed in the code, reading nothing;
 * stops at its first solution. A corner of the grid holds no smaller board. */
#include <stdio.h>

#define N 6

int board[N][N];

int safe (int row, int col)
{
  int i, j;

  for (i = 0; i < col; i++)
    if (board[row][i])
      return 0;
  for (i = row, j = col; i >= 0 && j >= 0; i--, j--)
    if (board[i][j])
      return 0;
  for (i = row, j = col; j >= 0 && i < N; i++, j--)
    if (board[i][j])
      return 0;
  return 1;
}

int solve (int col)
{
  int i;

  if (col >= N)
    return 1;
  for (i = 0; i < N; i++)
    if (safe (i, col)) {
      board[i][col] = 1;
      if (solve (col + 1))
        return 1;
      board[i][col] = 0;
    }
  return 0;
}

int main (void)
{
  int i, j;

  if (!solve (0))
    return 1;
  for (i = 0; i < N; i++) {
    for (j = 0; j < N; j++)
      printf (" %d", board[i][j]);
    printf ("\n");
  }
  return 0;
}
