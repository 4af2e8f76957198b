// Lesson 001's n queens in C++: a board of 'Q' and '.', checked by walking back up the
// rows, as students often write it before they learn the marking arrays.
#include <cstdio>

const int MAX = 8;
int n;
char board[MAX][MAX];  // 0-based: board[row][col]
int solutions = 0;

bool safe (int row, int col)
{
  for (int r = 0; r < row; r++) {
    int d = row - r;
    if (board[r][col] == 'Q')
      return false;
    if (col - d >= 0 && board[r][col - d] == 'Q')
      return false;
    if (col + d < n && board[r][col + d] == 'Q')
      return false;
  }
  return true;
}

void solve (int row)
{
  if (row == n) {
    solutions++;
    for (int r = 0; r < n; r++)
      for (int c = 0; c < n; c++)
        if (board[r][c] == 'Q')
          std::printf ("(%d, %d); ", r + 1, c + 1);
    std::printf ("\n");
    return;
  }
  for (int col = 0; col < n; col++)
    if (safe (row, col)) {
      board[row][col] = 'Q';
      solve (row + 1);
      board[row][col] = '.';
    }
}

int main ()
{
  if (std::scanf ("%d", &n) != 1 || n < 1 || n > MAX)
    return 2;
  for (int r = 0; r < MAX; r++)
    for (int c = 0; c < MAX; c++)
      board[r][c] = '.';
  solve (0);
  return 0;
}
