/* A knight that marks its squares 10000 + the move, Warnsdorff's rule with no going back
 * ("n row col", counted from 1), its tour printed as a chessboard in a terminal's colours:
 * each square's move number between escape sequences (ESC [ 47 m white, ESC [ 40 m black,
 * ESC [ 0 m plain). No board it can read: the tour is read from what it printed, the
 * colours' numbers no part of it. */
#include <stdio.h>

int map[12][12], n;
int dr[8] = {-2, -1, 1, 2, 2, 1, -1, -2}, dc[8] = {1, 2, 2, 1, -1, -2, -2, -1};

int free_square (int r, int c)
{
  return r >= 0 && r < n && c >= 0 && c < n && map[r][c] == 0;
}

int onward (int r, int c)
{
  int k, count = 0;

  for (k = 0; k < 8; k++)
    count += free_square (r + dr[k], c + dc[k]);
  return count;
}

int main (void)
{
  int r, c, k, t, best, fewest, d;

  if (scanf ("%d %d %d", &n, &r, &c) != 3 || n < 1 || n > 12)
    return 1;
  r--, c--;
  map[r][c] = 10000;
  for (t = 1; t < n * n; t++) {
    best = -1, fewest = 9;
    for (k = 0; k < 8; k++)
      if (free_square (r + dr[k], c + dc[k]) && (d = onward (r + dr[k], c + dc[k])) < fewest)
        best = k, fewest = d;
    if (best < 0)
      break;
    r += dr[best], c += dc[best];
    map[r][c] = 10000 + t;
  }
  for (r = 0; r < n; r++) {
    for (c = 0; c < n; c++)
      printf ("\033[%dm%3d \033[0m", (r + c) % 2 ? 40 : 47, map[r][c] - 9999);
    printf ("\n");
  }
  return 0;
}
