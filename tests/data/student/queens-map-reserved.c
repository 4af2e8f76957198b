/* Eight queens kept off the squares a map reserves ('#'), the map read as eight lines of
 * '.' and '#', and only their number printed: the map's copy is no board, and the marking
 * arrays count. */
#include <stdio.h>

static char map[8][9];
static int used_col[8], used_down[15], used_up[15];
static long placements;

static void
put_row (int row)
{
  if (row == 8)
    {
      placements++;
      return;
    }
  for (int col = 0; col < 8; col++)
    {
      if (map[row][col] == '#' || used_col[col] || used_down[row + col] ||
          used_up[row - col + 7])
        continue;
      used_col[col] = used_down[row + col] = used_up[row - col + 7] = 1;
      put_row (row + 1);
      used_col[col] = used_down[row + col] = used_up[row - col + 7] = 0;
    }
}

int
main (void)
{
  for (int row = 0; row < 8; row++)
    if (scanf ("%8s", map[row]) != 1)
      return 1;
  put_row (0);
  printf ("%ld\n", placements);
  return 0;
}
