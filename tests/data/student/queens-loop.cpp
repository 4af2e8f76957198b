// A slip on n queens in C++: the while loop never moves on to the next column, so it never
// ends.
#include <cstdio>

const int MAX = 8;
int n;
char board[MAX][MAX];

bool safe (int row, int col)
{
  for (int r = 0; r < row; r++) {
    int d = row - r;
    if (board[r][col] == 'Q' || (col - d >= 0 && board[r][col - d] == 'Q') ||
        (col + d < n && board[r][col + d] == 'Q'))
      return false;
  }
  return true;
}

void solve (int row)
{
  int col = 0;
  while (col < n) {
    if (row < n && safe (row, col)) {
      board[row][col] = 'Q';
      solve (row + 1);
      board[row][col] = '.';
    }
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
