// n queens without recursion: the columns on a vector, pushed and popped, the next column
// to try resuming after the one popped; the board's size, fixed in the code, is named
// dimension. Only the count is printed.
#include <iostream>
#include <vector>

static bool
fits (const std::vector<int> &cols, int col)
{
  int row = (int) cols.size ();

  for (int r = 0; r < row; r++)
    if (cols[r] == col || cols[r] - r == col - row || cols[r] + r == col + row)
      return false;
  return true;
}

static int
count_all (int dimension)
{
  std::vector<int> cols;
  int found = 0, next = 0;

  while (true)
    {
      while (next < dimension && !fits (cols, next))
        next++;
      if (next < dimension)
        {
          cols.push_back (next);
          next = 0;
          if ((int) cols.size () < dimension)
            continue;
          found++;
        }
      if (cols.empty ())
        break;
      next = cols.back () + 1;
      cols.pop_back ();
    }
  return found;
}

int
main ()
{
  std::cout << count_all (6) << std::endl;
  return 0;
}
