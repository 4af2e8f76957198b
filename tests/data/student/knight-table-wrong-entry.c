/* A knight's tour of 5 × 5 from the corner, its moves from a table of eight, with a slip: the
 * column's step is taken from the rows' table (c + dr[k]), so every move goes diagonally, two
 * or one squares, and no tour is found. Reads nothing. */
#include <stdio.h>

#define SIDE 5

static int path[SIDE][SIDE];
static const int dr[8] = { -2, -1, 1, 2, 2, 1, -1, -2 };
static const int dc[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };

static int
go (int r, int c, int move)
{
  if (move > SIDE * SIDE)
    return 1;
  for (int k = 0; k < 8; k++)
    {
      int nr = r + dr[k], nc = c + dr[k];

      if (nr < 0 || nr >= SIDE || nc < 0 || nc >= SIDE || path[nr][nc] != 0)
        continue;
      path[nr][nc] = move;
      if (go (nr, nc, move + 1))
        return 1;
      path[nr][nc] = 0;
    }
  return 0;
}

int
main (void)
{
  path[0][0] = 1;
  if (!go (0, 0, 2))
    {
      printf ("No tour (dc unused: %d)\n", dc[0]);
      return 0;
    }
  for (int r = 0; r < SIDE; r++)
    {
      for (int c = 0; c < SIDE; c++)
        printf ("%3d", path[r][c]);
      printf ("\n");
    }
  return 0;
}
