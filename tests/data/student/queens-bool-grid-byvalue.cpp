// n queens (QUEENS.INP), every solution: the board a vector of vector<bool> (its bits packed),
// passed by value to the search and to the test of each square, each call its own copy.
#include <fstream>
#include <iostream>
#include <vector>

using Grid = std::vector<std::vector<bool>>;

static bool
safe (Grid board, int row, int col)
{
  int n = board.size ();

  for (int r = 0; r < row; r++)
    for (int c = 0; c < n; c++)
      if (board[r][c] && (c == col || r - c == row - col || r + c == row + col))
        return false;
  return true;
}

static int
place (Grid board, int row)
{
  int n = board.size (), found = 0;

  if (row == n)
    {
      for (const auto &line : board)
        {
          for (bool queen : line)
            std::cout << (queen ? 'Q' : '.');
          std::cout << '\n';
        }
      std::cout << '\n';
      return 1;
    }
  for (int col = 0; col < n; col++)
    if (safe (board, row, col))
      {
        board[row][col] = true;
        found += place (board, row + 1);
        board[row][col] = false;
      }
  return found;
}

int
main ()
{
  std::ifstream in ("QUEENS.INP");
  int n = 0;

  if (!(in >> n) || n < 1 || n > 12)
    return 1;
  std::cout << place (Grid (n, std::vector<bool> (n, false)), 0) << '\n';
  return 0;
}
