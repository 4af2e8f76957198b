// Every size from 1 up to the input's, searched without recursion: a new block of columns for
// each size (new int[n]), given back when its count is printed. The next size's block is taken
// where the last was, and its search goes through the last size's rows first: 5 queens in
// the first rows of a board of 6 are no solution of 5.
#include <cstdlib>
#include <iostream>

static bool safe (const int *column, int row)
{
  for (int above = 0; above < row; above++)
    if (column[above] == column[row] || std::abs (column[above] - column[row]) == row - above)
      return false;
  return true;
}

int main ()
{
  int limit;
  std::cin >> limit;
  for (int n = 1; n <= limit; n++)
    {
      int *column = new int[n];
      int found = 0, row = 0;
      column[0] = -1;
      while (row >= 0)
        {
          column[row]++;
          if (column[row] == n)
            row--;
          else if (safe (column, row) && row == n - 1)
            found++;
          else if (safe (column, row))
            column[++row] = -1;
        }
      std::cout << n << " queens: " << found << "\n";
      delete[] column;
    }
  return 0;
}
