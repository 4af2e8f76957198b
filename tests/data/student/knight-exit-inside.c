/* The knight's tour stopped at its first, in C: the line that writes the last move into the
 * board prints the tour and calls exit (0) too, deep inside the recursion, with no line of the
 * program after the write. h[u][v] = i: square (u, v) is move i (0: not visited).
 * Input: n x0 y0. */
#include <stdio.h>
#include <stdlib.h>

#define N 8

int n;
int h[N + 1][N + 1];
int a[8] = {2, 1, -1, -2, -2, -1, 1, 2};
int b[8] = {1, 2, 2, 1, -1, -2, -2, -1};

void Try (int i, int x, int y)
{
  int k, u, v;
  for (k = 0; k <= 7; k++) {
    u = x + a[k];
    v = y + b[k];
    if (1 <= u && u <= n && 1 <= v && v <= n && h[u][v] == 0) {
      h[u][v] = i; if (i == n * n) { for (u = 1; u <= n; u++) for (v = 1; v <= n; v++) printf ("%4d%s", h[u][v], v < n ? "" : "\n"); exit (0); }
      Try (i + 1, u, v);
      h[u][v] = 0;
    }
  }
}

int main (void)
{
  int x0, y0;
  if (scanf ("%d %d %d", &n, &x0, &y0) != 3 || n < 1 || n > N)
    return 2;
  h[x0][y0] = 1;
  Try (2, x0, y0);
  printf ("No tour\n");
  return 0;
}
