/* Five queens on a 5 × 5 grid, each written as its number (1 for the first put down, 2 for the
 * second, …), any free square tried in turn, the whole board checked after each queen (place
 * then test), the search stopped at its first solution. Its numbers count up, but its queen 2
 * stands beside queen 1, no knight's move away: queens, not a knight's path. Reads nothing. */
#include <stdio.h>
#include <stdlib.h>

#define SIZE 5

static int board[SIZE][SIZE];

static int
board_fits (void)
{
  for (int r = 0; r < SIZE * SIZE; r++)
    for (int s = r + 1; s < SIZE * SIZE; s++)
      {
        int r1 = r / SIZE, c1 = r % SIZE, r2 = s / SIZE, c2 = s % SIZE;

        if (board[r1][c1] && board[r2][c2] &&
            (r1 == r2 || c1 == c2 || abs (r1 - r2) == abs (c1 - c2)))
          return 0;
      }
  return 1;
}

static int
put (int queen)
{
  if (!board_fits ())
    return 0;
  if (queen > SIZE)
    return 1;
  for (int row = 0; row < SIZE; row++)
    for (int col = 0; col < SIZE; col++)
      if (board[row][col] == 0)
        {
          board[row][col] = queen;
          if (put (queen + 1))
            return 1;
          board[row][col] = 0;
        }
  return 0;
}

int
main (void)
{
  put (1);
  for (int row = 0; row < SIZE; row++)
    for (int col = 0; col < SIZE; col++)
      printf ("%d%c", board[row][col], col + 1 < SIZE ? ' ' : '\n');
  return 0;
}
