// A slip on n queens in C++: col is a vector (0-based, -1 for a row with no queen yet) handed
// to Try by reference, and the test forgets one of the diagonals (r - c), so a queen can be
// placed where an earlier one attacks it.
#include <cstdio>
#include <cstdlib>
#include <vector>

int n, solutions = 0;

bool safe (const std::vector<int> &col, int row, int c)
{
  for (int r = 0; r < row; r++)
    if (col[r] == c || col[r] + r == c + row)
      return false;
  return true;
}

void Try (std::vector<int> &col, int row)
{
  for (int c = 0; c < n; c++)
    if (safe (col, row, c)) {
      col[row] = c;
      if (row == n - 1)
        solutions++;
      else
        Try (col, row + 1);
      col[row] = -1;
    }
}

int main ()
{
  if (std::scanf ("%d", &n) != 1 || n < 1)
    return 2;
  std::vector<int> col (n, -1);
  Try (col, 0);
  std::printf ("%d\n", solutions);
  return 0;
}
