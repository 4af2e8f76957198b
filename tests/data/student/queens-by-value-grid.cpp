// n queens in C++ with the board, a vector of strings of 'Q' and '.', passed by value under
// another name: main makes board and never writes it; each call of solve has its own copy, grid.
#include <cstdio>
#include <string>
#include <vector>

using Board = std::vector<std::string>;

int n, solutions = 0;

bool safe (const Board &board, int row, int col)
{
  for (int r = 0; r < row; r++) {
    int d = row - r;
    if (board[r][col] == 'Q' || (col - d >= 0 && board[r][col - d] == 'Q') ||
        (col + d < n && board[r][col + d] == 'Q'))
      return false;
  }
  return true;
}

void solve (Board grid, int row)
{
  if (row == n) {
    solutions++;
    return;
  }
  for (int col = 0; col < n; col++)
    if (safe (grid, row, col)) {
      grid[row][col] = 'Q';
      solve (grid, row + 1);
      grid[row][col] = '.';
    }
}

int main ()
{
  if (std::scanf ("%d", &n) != 1 || n < 1)
    return 2;
  Board board (n, std::string (n, '.'));
  solve (board, 0);
  std::printf ("%d\n", solutions);
  return 0;
}
