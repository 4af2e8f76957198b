/* A knight's tour that reads a move's square before it tests that the square is on the board:
 * board[r][c] for r = -1 or 5 is past the array, and the test after it saves the search by
 * chance (line 18). Its tour is right; reading past the array is its slip. */
#include <stdio.h>

#define N 5

int board[N][N];
int dr[8] = { 2, 1, -1, -2, -2, -1, 1, 2 }, dc[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };

int go (int move, int r, int c)
{
  int i;

  if (move > N * N)
    return 1;
  for (i = 0; i < 8; i++)
    if (board[r + dr[i]][c + dc[i]] == 0 && r + dr[i] >= 0 && r + dr[i] < N &&
        c + dc[i] >= 0 && c + dc[i] < N)
      {
        board[r + dr[i]][c + dc[i]] = move;
        if (go (move + 1, r + dr[i], c + dc[i]))
          return 1;
        board[r + dr[i]][c + dc[i]] = 0;
      }
  return 0;
}

int main (void)
{
  int r, c;

  board[0][0] = 1;
  if (!go (2, 0, 0))
    return 1;
  for (r = 0; r < N; r++)
    for (c = 0; c < N; c++)
      printf ("%3d%s", board[r][c], c + 1 < N ? "" : "\n");
  return 0;
}
