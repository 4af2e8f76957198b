// Lesson 000's knight in C++ as a class with the board an array member (h[u][v], 1-based,
// 0 for a square not visited), written by its method through this->. The solver is a global
// object. Prints the first tour.
#include <cstdio>

const int dx[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };
const int dy[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };

class Knight {
public:
  int n;
  int h[9][9];

  bool Try (int i, int x, int y)
  {
    for (int k = 0; k < 8; k++) {
      int u = x + dx[k], v = y + dy[k];
      if (1 <= u && u <= n && 1 <= v && v <= n && h[u][v] == 0) {
        this->h[u][v] = i;
        if (i == n * n || Try (i + 1, u, v))
          return true;
        this->h[u][v] = 0;
      }
    }
    return false;
  }
};

Knight knight;

int main ()
{
  int x, y;

  if (std::scanf ("%d %d %d", &knight.n, &x, &y) != 3 || knight.n < 1 || knight.n > 8)
    return 2;
  knight.h[x][y] = 1;
  if (!knight.Try (2, x, y)) {
    std::printf ("no tour\n");
    return 0;
  }
  for (int r = 1; r <= knight.n; r++) {
    for (int c = 1; c <= knight.n; c++)
      std::printf ("%3d", knight.h[r][c]);
    std::printf ("\n");
  }
  return 0;
}
