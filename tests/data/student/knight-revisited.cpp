// A slip on lesson 000 in C++: the test forgets to ask whether h[u][v] is still 0, so the
// knight comes back to a square it has visited. The board is made with new, row by row.
#include <cstdio>

const int a[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };
const int b[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };
int n, count = 0;
int **h;

void Try (int i, int x, int y)
{
  for (int k = 0; k < 8; k++) {
    int u = x + a[k], v = y + b[k];
    if (1 <= u && u <= n && 1 <= v && v <= n) {
      h[u][v] = i;
      if (i < n * n)
        Try (i + 1, u, v);
      else
        count++;
      h[u][v] = 0;
    }
  }
}

int main ()
{
  int x0, y0;

  if (std::scanf ("%d %d %d", &n, &x0, &y0) != 3 || n < 1)
    return 2;
  h = new int *[n + 1];
  for (int r = 0; r <= n; r++)
    h[r] = new int[n + 1] ();
  h[x0][y0] = 1;
  Try (2, x0, y0);
  std::printf ("%d\n", count);
  return 0;
}
