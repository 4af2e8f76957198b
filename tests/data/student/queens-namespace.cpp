// n queens in a namespace of its own: its globals are Solver::col, Solver::used…, written
// as col[row] = c, the column never cleared on the way back (the next try overwrites it,
// at times with the value it already holds); the count printed at the end.
#include <iostream>

namespace Solver
{
int n, found;
int col[20];
bool used[20], down[40], up[40];

void place (int row)
{
  if (row > n)
    {
      found++;
      return;
    }
  for (int c = 1; c <= n; c++)
    {
      if (used[c] || down[row - c + n] || up[row + c])
        continue;
      used[c] = down[row - c + n] = up[row + c] = true;
      col[row] = c;
      place (row + 1);
      used[c] = down[row - c + n] = up[row + c] = false;
    }
}
}

int main ()
{
  std::cin >> Solver::n;
  if (Solver::n < 1 || Solver::n > 12)
    return 1;
  Solver::place (1);
  std::cout << Solver::found << std::endl;
  return 0;
}
