/* The web's knight in a board sized for the largest n: board[10][10], only its n x n corner
 * filled with -1 (the rest stays 0), the start holding move 0, counted from 0; n on standard
 * input, the start fixed in the code at the last row's first square; stops at its first
 * tour. Empty is what the board's own squares hold, not the whole array. */
#include <stdio.h>

#define MAXN 10

int n, board[MAXN][MAXN];
int dr[8] = { 2, 1, -1, -2, -2, -1, 1, 2 }, dc[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };

int jump (int r, int c, int move)
{
  int k, u, v;

  if (move == n * n)
    return 1;
  for (k = 0; k < 8; k++) {
    u = r + dr[k], v = c + dc[k];
    if (u >= 0 && u < n && v >= 0 && v < n && board[u][v] == -1) {
      board[u][v] = move;
      if (jump (u, v, move + 1))
        return 1;
      board[u][v] = -1;
    }
  }
  return 0;
}

int main (void)
{
  int i, j;

  if (scanf ("%d", &n) != 1 || n < 1 || n > MAXN)
    return 1;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      board[i][j] = -1;
  board[n - 1][0] = 0;
  if (!jump (n - 1, 0, 1))
    return 1;
  for (i = 0; i < n; i++) {
    for (j = 0; j < n; j++)
      printf ("%3d", board[i][j]);
    printf ("\n");
  }
  return 0;
}
