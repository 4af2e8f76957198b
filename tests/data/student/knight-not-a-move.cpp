// A slip on the knight in C++: dc[2] is 1 where it should be 2, so the third move tried from a
// square, (r - 1, c + 1), is not a knight's move. The board is a vector of vectors, 0-based,
// -1 on a square not visited yet and the move numbers counted from 0, as lesson 004 prints.
#include <cstdio>
#include <vector>

const int dr[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };
const int dc[8] = { 1, 2, 1, 1, -1, -2, -2, -1 };
int n, count = 0;
std::vector<std::vector<int>> board;

void Try (int i, int r, int c)
{
  for (int k = 0; k < 8; k++) {
    int u = r + dr[k], v = c + dc[k];
    if (0 <= u && u < n && 0 <= v && v < n && board[u][v] == -1) {
      board[u][v] = i;
      if (i < n * n - 1)
        Try (i + 1, u, v);
      else
        count++;
      board[u][v] = -1;
    }
  }
}

int main ()
{
  int r, c;

  if (std::scanf ("%d %d %d", &n, &r, &c) != 3 || n < 1)
    return 2;
  board.assign (n, std::vector<int> (n, -1));
  board[r - 1][c - 1] = 0;
  Try (1, r - 1, c - 1);
  std::printf ("%d\n", count);
  return 0;
}
