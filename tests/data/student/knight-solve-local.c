/* The most-copied knight's tour's shape: the board is a local of the function that starts the
 * search (solve), -1 for free, the start move 0, handed down to the recursive search as
 * int board[N][N]; the first tour of 5 × 5 from the corner printed, and the search stops. */
#include <stdio.h>

#define N 5

static const int dx[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };
static const int dy[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };

static int free_square (int x, int y, int board[N][N])
{
  return x >= 0 && x < N && y >= 0 && y < N && board[x][y] == -1;
}

static int tour (int x, int y, int move, int board[N][N])
{
  if (move == N * N)
    return 1;
  for (int k = 0; k < 8; k++)
    {
      int u = x + dx[k], v = y + dy[k];

      if (free_square (u, v, board))
        {
          board[u][v] = move;
          if (tour (u, v, move + 1, board))
            return 1;
          board[u][v] = -1;
        }
    }
  return 0;
}

static int solve (void)
{
  int board[N][N];

  for (int x = 0; x < N; x++)
    for (int y = 0; y < N; y++)
      board[x][y] = -1;
  board[0][0] = 0;
  if (!tour (0, 0, 1, board))
    {
      printf ("no tour\n");
      return 0;
    }
  for (int x = 0; x < N; x++)
    {
      for (int y = 0; y < N; y++)
        printf (" %2d", board[x][y]);
      printf ("\n");
    }
  return 1;
}

int main (void)
{
  solve ();
  return 0;
}
