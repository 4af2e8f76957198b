/* A slip on lesson 000 in C: the test forgets to ask whether h[u][v] is still 0, so the knight
 * comes back to a square it has visited. The board is a local of main, handed to Try as a
 * pointer to its rows (int h[][N + 1]). */
#include <stdio.h>

#define N 8

int n, count;
const int a[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };
const int b[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };

void Try (int h[][N + 1], int i, int x, int y)
{
  for (int k = 0; k < 8; k++) {
    int u = x + a[k], v = y + b[k];
    if (1 <= u && u <= n && 1 <= v && v <= n) {
      h[u][v] = i;
      if (i < n * n)
        Try (h, i + 1, u, v);
      else
        count++;
      h[u][v] = 0;
    }
  }
}

int main (void)
{
  int h[N + 1][N + 1] = { { 0 } };
  int x0, y0;

  if (scanf ("%d %d %d", &n, &x0, &y0) != 3 || n < 1 || n > N)
    return 2;
  h[x0][y0] = 1;
  Try (h, 2, x0, y0);
  printf ("%d\n", count);
  return 0;
}
