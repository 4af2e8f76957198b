/* A knight's tour kept as its squares in order, path[k][0] and path[k][1], over a grid of
 * visited marks; the path is never cleared: a search gone back writes over it from an earlier
 * move on, and its later moves are gone with that. The first tour of 5 x 5 from the corner. */
#include <stdio.h>

#define N 5

int path[N * N][2], seen[N][N];
int dr[8] = { 2, 1, -1, -2, -2, -1, 1, 2 }, dc[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };

int go (int k, int r, int c)
{
  int i;

  if (k == N * N)
    return 1;
  for (i = 0; i < 8; i++)
    {
      int nr = r + dr[i], nc = c + dc[i];

      if (nr >= 0 && nr < N && nc >= 0 && nc < N && !seen[nr][nc])
        {
          path[k][0] = nr;
          path[k][1] = nc;
          seen[nr][nc] = 1;
          if (go (k + 1, nr, nc))
            return 1;
          seen[nr][nc] = 0;
        }
    }
  return 0;
}

int main (void)
{
  int k;

  path[0][0] = path[0][1] = 0;
  seen[0][0] = 1;
  if (!go (1, 0, 0))
    return 1;
  for (k = 0; k < N * N; k++)
    printf ("(%d,%d)%s", path[k][0] + 1, path[k][1] + 1, k + 1 < N * N ? " " : "\n");
  return 0;
}
