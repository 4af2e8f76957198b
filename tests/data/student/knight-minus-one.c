/* The knight's tour as the web's most-copied version keeps it: a board counted from 0, -1 on
 * each square not visited, the start holding move 0, the tour stopped at its first. The size
 * is fixed in the code; the start is read as "row col", counted from 1. */
#include <stdio.h>

#define SIDE 5

int board[SIDE][SIDE];
const int dr[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };
const int dc[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };

static int tour (int r, int c, int move)
{
  if (move == SIDE * SIDE)
    return 1;
  for (int k = 0; k < 8; k++) {
    int nr = r + dr[k], nc = c + dc[k];
    if (nr >= 0 && nr < SIDE && nc >= 0 && nc < SIDE && board[nr][nc] == -1) {
      board[nr][nc] = move;
      if (tour (nr, nc, move + 1))
        return 1;
      board[nr][nc] = -1;
    }
  }
  return 0;
}

int main (void)
{
  int r, c;

  if (scanf ("%d %d", &r, &c) != 2 || r < 1 || r > SIDE || c < 1 || c > SIDE)
    return 2;
  for (int i = 0; i < SIDE; i++)
    for (int j = 0; j < SIDE; j++)
      board[i][j] = -1;
  board[r - 1][c - 1] = 0;
  if (!tour (r - 1, c - 1, 1))
    return 1;
  for (int i = 0; i < SIDE; i++) {
    for (int j = 0; j < SIDE; j++)
      printf ("%3d", board[i][j] + 1);
    printf ("\n");
  }
  return 0;
}
