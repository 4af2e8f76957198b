/* Lesson 000's knight in C on a board made with malloc, row by row (int **h), 0-based, -1 on
 * each square not visited yet, handed to Try as int **. */
#include <stdio.h>
#include <stdlib.h>

int n, count;
const int a[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };
const int b[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };

void Try (int **h, int i, int x, int y)
{
  for (int k = 0; k < 8; k++) {
    int u = x + a[k], v = y + b[k];
    if (0 <= u && u < n && 0 <= v && v < n && h[u][v] == -1) {
      h[u][v] = i;
      if (i < n * n)
        Try (h, i + 1, u, v);
      else
        count++;
      h[u][v] = -1;
    }
  }
}

int main (void)
{
  int x0, y0;

  if (scanf ("%d %d %d", &n, &x0, &y0) != 3 || n < 1)
    return 2;
  int **h = malloc (n * sizeof *h);
  for (int r = 0; r < n; r++) {
    h[r] = malloc (n * sizeof **h);
    for (int c = 0; c < n; c++)
      h[r][c] = -1;
  }
  h[x0 - 1][y0 - 1] = 1;
  Try (h, 2, x0 - 1, y0 - 1);
  printf ("%d\n", count);
  return 0;
}
