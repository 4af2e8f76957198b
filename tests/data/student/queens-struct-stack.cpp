// Queens a column at a time on a stack of (row, col) records, the candidates of the next
// column gathered in a vector of records of their own, counted, nothing printed but the
// count: the stack is the board, and no one is blamed.
#include <cstdlib>
#include <iostream>
#include <vector>

struct Cell
{
  int row, col;
};

static int n, solutions;

static bool attacks (const Cell &a, const Cell &b)
{
  return a.row == b.row || a.col == b.col || std::abs (a.row - b.row) == std::abs (a.col - b.col);
}

static void place (std::vector<Cell> &stack)
{
  std::vector<Cell> next;
  int col = stack.empty () ? 0 : stack.back ().col + 1;

  if ((int) stack.size () == n)
    {
      solutions++;
      return;
    }
  for (int i = 0; i < n; i++)
    {
      Cell cell = { i, col };
      bool free = true;

      for (const Cell &queen : stack)
        free = free && !attacks (queen, cell);
      if (free)
        next.push_back (cell);
    }
  for (int i = 0; i < (int) next.size (); i++)
    {
      stack.push_back (next[i]);
      place (stack);
      stack.pop_back ();
    }
}

int main ()
{
  std::vector<Cell> stack;

  if (!(std::cin >> n) || n < 1 || n > 12)
    return 2;
  place (stack);
  std::cout << solutions << "\n";
  return 0;
}
