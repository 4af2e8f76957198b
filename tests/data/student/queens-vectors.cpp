// Queens kept as two vectors that grow and shrink: the row and the column of each queen
// pushed as it is put down, popped as it is taken back, the marks in arrays of bool. The
// vectors are the board: their first push as well as the others.
#include <iostream>
#include <vector>

static int n, found;
static bool used_col[16], used_sum[32], used_diff[32];
static std::vector<int> rows, cols;

static void place (int row)
{
  for (int c = 1; c <= n; c++)
    {
      if (used_col[c] || used_sum[row + c] || used_diff[row - c + n])
        continue;
      rows.push_back (row);
      cols.push_back (c);
      used_col[c] = used_sum[row + c] = used_diff[row - c + n] = true;
      if ((int) rows.size () == n)
        found++;
      else
        place (row + 1);
      rows.pop_back ();
      cols.pop_back ();
      used_col[c] = used_sum[row + c] = used_diff[row - c + n] = false;
    }
}

int main ()
{
  std::cin >> n;
  place (1);
  std::cout << found << '\n';
  return 0;
}
