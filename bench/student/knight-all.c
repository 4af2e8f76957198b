/* Bench (issue 41): every knight's tour of an n x n board from a square, each printed, then
 * how many: the lessons' Try (i) on a global board, 0 for a free square, i for the i-th move, the
 * moves in the lesson's order.
 * 5 x 5 from a corner: 304 tours, some 1.7 million calls of Try. Input: n row col (1-based). */
#include <stdio.h>

#define SIDE 8

int n;
int tours;
int board[SIDE][SIDE];
int dr[8] = {2, 1, -1, -2, -2, -1, 1, 2};
int dc[8] = {1, 2, 2, 1, -1, -2, -2, -1};

void show (void)
{
  tours++;
  printf ("Tour %d\n", tours);
  for (int r = 0; r < n; r++) {
    for (int c = 0; c < n; c++)
      printf (" %3d", board[r][c]);
    printf ("\n");
  }
}

void Try (int i, int r, int c)
{
  for (int k = 0; k < 8; k++) {
    int nr = r + dr[k];
    int nc = c + dc[k];
    if (nr >= 0 && nr < n && nc >= 0 && nc < n && board[nr][nc] == 0) {
      board[nr][nc] = i;
      if (i == n * n)
        show ();
      else
        Try (i + 1, nr, nc);
      board[nr][nc] = 0;
    }
  }
}

int main (void)
{
  int row, col;

  if (scanf ("%d %d %d", &n, &row, &col) != 3 || n < 1 || n > SIDE)
    return 2;
  board[row - 1][col - 1] = 1;
  Try (2, row - 1, col - 1);
  printf ("%d tours\n", tours);
  return 0;
}
