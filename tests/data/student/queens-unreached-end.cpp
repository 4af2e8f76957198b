// Six queens, the safety test's last return behind an if that always holds: g++ warns that
// ok () can end without its value, which the search reads, but no call ever gets there. Run
// with C++'s checks of each function's end, the program runs whole and none ends so: no slip.
#include <cstdio>

static int col[6], found;

static bool
ok (int row, int c)
{
  for (int r = 0; r < row; r++)
    if (col[r] == c || col[r] - c == r - row || col[r] - c == row - r)
      return false;
  if (row >= 0)
    return true;
}

static void
place (int row)
{
  if (row == 6)
    {
      found++;
      for (int r = 0; r < 6; r++)
        std::printf ("(%d, %d); ", r + 1, col[r] + 1);
      std::printf ("\n");
      return;
    }
  for (int c = 0; c < 6; c++)
    if (ok (row, c))
      {
        col[row] = c;
        place (row + 1);
      }
}

int
main ()
{
  place (0);
  std::printf ("%d solutions\n", found);
  return 0;
}
