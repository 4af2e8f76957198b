// Lesson 000's knight in C++ on a board made with new, 1-based: new int*[n + 1] for the rows'
// pointers, new int[n + 1]() for rows 1..n, board[0] left as new made it. Prints the first tour.
#include <cstdio>

int n;
int **board;
const int dx[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };
const int dy[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };

bool Try (int i, int x, int y)
{
  for (int k = 0; k < 8; k++) {
    int u = x + dx[k], v = y + dy[k];
    if (1 <= u && u <= n && 1 <= v && v <= n && board[u][v] == 0) {
      board[u][v] = i;
      if (i == n * n || Try (i + 1, u, v))
        return true;
      board[u][v] = 0;
    }
  }
  return false;
}

int main ()
{
  int x, y;

  if (std::scanf ("%d %d %d", &n, &x, &y) != 3 || n < 1)
    return 2;
  board = new int *[n + 1];
  for (int r = 1; r <= n; r++)
    board[r] = new int[n + 1]();
  board[x][y] = 1;
  if (!Try (2, x, y)) {
    std::printf ("no tour\n");
    return 0;
  }
  for (int r = 1; r <= n; r++) {
    for (int c = 1; c <= n; c++)
      std::printf ("%3d", board[r][c]);
    std::printf ("\n");
  }
  return 0;
}
