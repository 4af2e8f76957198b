// Test cases, each its own size: a new block of columns for each (new int[n]), given back
// with delete[] when the case is counted. The next case's block is taken where the last was
// (the same address for 4 and 5 queens), holding what the last search left there.
#include <cstdlib>
#include <iostream>

static bool safe (const int *column, int row)
{
  for (int above = 0; above < row; above++)
    if (column[above] == column[row] || std::abs (column[above] - column[row]) == row - above)
      return false;
  return true;
}

static void place (int *column, int row, int n, int &found)
{
  if (row == n)
    {
      found++;
      return;
    }
  for (int c = 0; c < n; c++)
    {
      column[row] = c;
      if (safe (column, row))
        place (column, row + 1, n, found);
    }
}

int main ()
{
  int cases;
  std::cin >> cases;
  while (cases-- > 0)
    {
      int n;
      std::cin >> n;
      int *column = new int[n];
      int found = 0;
      place (column, 0, n, found);
      std::cout << found << "\n";
      delete[] column;
    }
  return 0;
}
