// n queens in C++ as a class: the columns in a vector member (x[i], 1-based) and the taken
// columns and diagonals in vector members too, written by the methods by their bare names
// and through this->. The solver is main's local. Counts the solutions.
#include <iostream>
#include <vector>

class Queens {
public:
  explicit Queens (int size) : n (size), solutions (0) {}

  int solve ()
  {
    x.assign (n + 1, 0);
    cols.assign (n + 1, 0);
    diag1.assign (2 * n + 1, 0);
    diag2.assign (2 * n + 1, 0);
    Try (1);
    return solutions;
  }

private:
  int n, solutions;
  std::vector<int> x, cols, diag1, diag2;

  void Try (int i)
  {
    for (int j = 1; j <= n; j++) {
      if (cols[j] || diag1[i + j] || diag2[i - j + n])
        continue;
      x[i] = j;
      if (i == n) {
        solutions++;
        continue;
      }
      cols[j] = 1; this->diag1[i + j] = 1; this->diag2[i - j + n] = 1;
      Try (i + 1);
      cols[j] = 0; this->diag1[i + j] = 0; this->diag2[i - j + n] = 0;
    }
  }
};

int main ()
{
  int n;

  if (!(std::cin >> n) || n < 1)
    return 2;
  Queens queens (n);
  std::cout << queens.solve () << "\n";
  return 0;
}
