/* A knight's walk by Warnsdorff's rule, never taken back: the board holds 2 where the knight
 * stands and 1 on the trail it left, 0 free. No move is numbered: the order the squares were
 * marked is the tour. The start "row col" (from 0) is read; the board is 8 × 8. */
#include <stdio.h>

#define KNIGHT 2
#define TRAIL 1

static int board[8][8];
static const int dr[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };
static const int dc[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };

static int
onward (int r, int c)
{
  int count = 0;

  for (int k = 0; k < 8; k++)
    {
      int u = r + dr[k], v = c + dc[k];

      if (u >= 0 && u < 8 && v >= 0 && v < 8 && board[u][v] == 0)
        count++;
    }
  return count;
}

int
main (void)
{
  int r, c;

  if (scanf ("%d %d", &r, &c) != 2 || r < 0 || r > 7 || c < 0 || c > 7)
    return 1;
  board[r][c] = KNIGHT;
  printf ("(%d, %d)\n", r, c);
  for (int moves = 1; moves < 64; moves++)
    {
      int best = -1, fewest = 9;

      for (int k = 0; k < 8; k++)
        {
          int u = r + dr[k], v = c + dc[k];

          if (u >= 0 && u < 8 && v >= 0 && v < 8 && board[u][v] == 0 && onward (u, v) < fewest)
            {
              fewest = onward (u, v);
              best = k;
            }
        }
      if (best < 0)
        {
          printf ("stuck after %d moves\n", moves);
          return 0;
        }
      board[r][c] = TRAIL;
      r += dr[best];
      c += dc[best];
      board[r][c] = KNIGHT;
      printf ("(%d, %d)\n", r, c);
    }
  return 0;
}
