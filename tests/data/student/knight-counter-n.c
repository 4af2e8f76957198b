/* A knight's tour of 5 × 5 from (5, 5), its size fixed (#define SIDE), no input; the move
 * counter is a global named n (n++, then board[x][y] = n), its square tested on entry. A
 * program's n that counts moves is no board's side: it is 1 at the first write. */
#include <stdio.h>

#define SIDE 5

int board[SIDE][SIDE];
int jump[8][2] = { { 2, 1 }, { 1, 2 }, { -1, 2 }, { -2, 1 },
                   { -2, -1 }, { -1, -2 }, { 1, -2 }, { 2, -1 } };
int n;

int go (int x, int y)
{
  if (x < 0 || x >= SIDE || y < 0 || y >= SIDE || board[x][y] != 0)
    return 0;
  n++;
  board[x][y] = n;
  if (n == SIDE * SIDE)
    return 1;
  for (int k = 0; k < 8; k++)
    if (go (x + jump[k][0], y + jump[k][1]))
      return 1;
  n--;
  board[x][y] = 0;
  return 0;
}

int main (void)
{
  if (!go (4, 4))
    return 1;
  for (int i = 0; i < SIDE; i++)
    {
      for (int j = 0; j < SIDE; j++)
        printf (" %2d", board[i][j]);
      printf ("\n");
    }
  return 0;
}
