// A slip on n queens in C++: the loop stops one column early (col < n - 1), so every solution
// with a queen in the last column is missed. The board is a global grid of bools, 0-based.
#include <cstdio>

const int MAX = 8;
int n, solutions = 0;
bool board[MAX][MAX];

bool safe (int row, int col)
{
  for (int r = 0; r < row; r++) {
    int d = row - r;
    if (board[r][col] || (col - d >= 0 && board[r][col - d]) || (col + d < n && board[r][col + d]))
      return false;
  }
  return true;
}

void solve (int row)
{
  for (int col = 0; col < n - 1; col++)
    if (safe (row, col)) {
      board[row][col] = true;
      if (row == n - 1)
        solutions++;
      else
        solve (row + 1);
      board[row][col] = false;
    }
}

int main ()
{
  if (std::scanf ("%d", &n) != 1 || n < 1 || n > MAX)
    return 2;
  solve (0);
  std::printf ("%d\n", solutions);
  return 0;
}
