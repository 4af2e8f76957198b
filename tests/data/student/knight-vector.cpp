// Lesson 000's knight in C++: the board a vector of vectors made in main, 1-based (row and
// column 0 unused), handed to Try by reference.
#include <cstdio>
#include <vector>

using Board = std::vector<std::vector<int>>;

const int a[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };
const int b[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };
int n, count = 0;

void Try (Board &h, int i, int x, int y)
{
  for (int k = 0; k < 8; k++) {
    int u = x + a[k], v = y + b[k];
    if (1 <= u && u <= n && 1 <= v && v <= n && h[u][v] == 0) {
      h[u][v] = i;
      if (i < n * n)
        Try (h, i + 1, u, v);
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
  Board h (n + 1, std::vector<int> (n + 1, 0));
  h[x0][y0] = 1;
  Try (h, 2, x0, y0);
  std::printf ("%d\n", count);
  return 0;
}
