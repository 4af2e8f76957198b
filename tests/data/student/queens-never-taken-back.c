/* The most-copied grid search, by columns on int board[8][8], n the program's own, that never
 * takes a queen back (board[i][col] = 0 left out after the call): the queens of a column given
 * up stay, attack the next ones put down, and no solution is ever found. Its queens went to
 * the grid's last row: its board is the grid, searched whole. */
#include <stdio.h>
#include <stdbool.h>
#define N 8
static int board[N][N];
static bool safe (int row, int col)
{
  for (int k = 0; k < col; k++)
    if (board[row][k])
      return false;
  for (int i = row, j = col; i >= 0 && j >= 0; i--, j--)
    if (board[i][j])
      return false;
  for (int r = row, c = col; r < N && c >= 0; r++, c--)
    if (board[r][c])
      return false;
  return true;
}
static bool solve (int col)
{
  if (col >= N)
    return true;
  for (int i = 0; i < N; i++)
    if (safe (i, col))
      {
        board[i][col] = 1;
        if (solve (col + 1))
          return true;
      }
  return false;
}
int main (void)
{
  if (!solve (0))
    printf ("Solution does not exist\n");
  else
    for (int r = 0; r < N; r++, printf ("\n"))
      for (int j = 0; j < N; j++)
        printf ("%d ", board[r][j]);
  return 0;
}
