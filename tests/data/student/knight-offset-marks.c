/* A knight that marks its squares 10000 + the move (a map shared by several knights in the
 * program this shape comes from), Warnsdorff's rule with no going back; "n row col" on
 * standard input, counted from 1. Its numbers are no queens: the tracer says it found no
 * board it can read rather than judge one it misread. */
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
  printf ("%d moves\n", t);
  return 0;
}
