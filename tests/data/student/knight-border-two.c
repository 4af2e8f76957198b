/* A knight's tour on a board with a border of two around it, as Okumura's knight.c keeps
 * it: board[N + 4][N + 4], the border filled with 1 so that no move ever leaves the array,
 * the board's own squares 0, the search started at board[2][2]. The board is the 5 x 5 in
 * the middle: the border's 1s are no moves. */
#include <stdio.h>
#include <stdlib.h>

#define N 5

int board[N + 4][N + 4];
int dx[8] = { -2, -1, 1, 2, 2, 1, -1, -2 };
int dy[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };
int count;

void show (void)
{
  for (int i = 2; i <= N + 1; i++)
    {
      for (int j = 2; j <= N + 1; j++)
        printf ("%3d", board[i][j]);
      printf ("\n");
    }
  exit (0);
}

void try_move (int x, int y)
{
  if (board[x][y] != 0)
    return;
  board[x][y] = ++count;
  if (count == N * N)
    show ();
  for (int i = 0; i < 8; i++)
    try_move (x + dx[i], y + dy[i]);
  board[x][y] = 0;
  count--;
}

int main (void)
{
  for (int i = 0; i <= N + 3; i++)
    for (int j = 0; j <= N + 3; j++)
      board[i][j] = 1;
  for (int i = 2; i <= N + 1; i++)
    for (int j = 2; j <= N + 1; j++)
      board[i][j] = 0;
  try_move (2, 2);
  return 1;
}
