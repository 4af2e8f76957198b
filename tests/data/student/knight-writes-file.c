/* A knight's tour on a board fixed in the code, 5 × 5 from its corner, written to a file of
 * its own: the program reads nothing, and its fopen () is for writing. */
#include <stdio.h>

#define N 5

static int board[N][N];
static const int dx[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };
static const int dy[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };

static int
tour (int x, int y, int move)
{
  if (move > N * N)
    return 1;
  for (int k = 0; k < 8; k++)
    {
      int u = x + dx[k], v = y + dy[k];

      if (u >= 0 && u < N && v >= 0 && v < N && board[u][v] == 0)
        {
          board[u][v] = move;
          if (tour (u, v, move + 1))
            return 1;
          board[u][v] = 0;
        }
    }
  return 0;
}

int
main (void)
{
  FILE *out = fopen ("output.txt", "w");

  if (out == NULL)
    return 1;
  board[0][0] = 1;
  if (tour (0, 0, 2))
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++)
        fprintf (out, "%3d%s", board[i][j], j == N - 1 ? "\n" : "");
  fclose (out);
  return 0;
}
