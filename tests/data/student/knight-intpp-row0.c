/* Lesson 000's knight in C on int **h counted from 1 as the lesson writes it: the row pointers
 * made for 0..n, the rows 1..n made with calloc (n + 1 ints, column 0 unused), h[0] never set.
 * Stops at its first tour, left on the board. */
#include <stdio.h>
#include <stdlib.h>

int n, tours;
int dx[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };
int dy[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };
int **h;

void Try (int i, int x, int y)
{
  for (int k = 0; k < 8; k++) {
    int u = x + dx[k], v = y + dy[k];
    if (u >= 1 && u <= n && v >= 1 && v <= n && h[u][v] == 0) {
      h[u][v] = i;
      if (i == n * n)
        tours++;
      else
        Try (i + 1, u, v);
      if (tours > 0)
        return;
      h[u][v] = 0;
    }
  }
}

int main (void)
{
  int row, col;

  if (scanf ("%d %d %d", &n, &row, &col) != 3 || n < 1)
    return 2;
  h = malloc ((n + 1) * sizeof (int *));
  for (int r = 1; r <= n; r++)
    h[r] = calloc (n + 1, sizeof (int));
  h[row][col] = 1;
  Try (2, row, col);
  printf ("%d\n", tours);
  return 0;
}
