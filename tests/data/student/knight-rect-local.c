/* A knight's tour of a rows × cols rectangle, kept in the corner of main's int b[8][8]: only
 * the rectangle is filled with -1, the rest holds whatever the stack held. The input is
 * "rows cols" then the start counted from 0; the path printed square by square. */
#include <stdio.h>

#define MAXN 8

static const int dr[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };
static const int dc[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };
static int rows, cols;

static int go (int b[MAXN][MAXN], int r, int c, int k)
{
  if (k == rows * cols)
    return 1;
  for (int d = 0; d < 8; d++)
    {
      int nr = r + dr[d], nc = c + dc[d];

      if (nr < 0 || nr >= rows || nc < 0 || nc >= cols || b[nr][nc] != -1)
        continue;
      b[nr][nc] = k;
      if (go (b, nr, nc, k + 1))
        return 1;
      b[nr][nc] = -1;
    }
  return 0;
}

int main (void)
{
  int b[MAXN][MAXN];
  int r0, c0;

  if (scanf ("%d %d %d %d", &rows, &cols, &r0, &c0) != 4 || rows < 1 || rows > MAXN ||
      cols < 1 || cols > MAXN || r0 < 0 || r0 >= rows || c0 < 0 || c0 >= cols)
    return 2;
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++)
      b[r][c] = -1;
  b[r0][c0] = 0;
  if (!go (b, r0, c0, 1))
    {
      printf ("no tour\n");
      return 0;
    }
  for (int k = 0; k < rows * cols; k++)
    for (int r = 0; r < rows; r++)
      for (int c = 0; c < cols; c++)
        if (b[r][c] == k)
          printf ("(%d, %d)\n", r, c);
  return 0;
}
