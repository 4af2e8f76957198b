// n queens counted by a class whose int *pos points at a variable-length array of the
// method that starts the search (int cells[n]: GCC's own extension in C++), beside a vector
// of strings kept for drawing; the column is put down first and tested after.
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

class Counter {
  int size = 0;
  int total = 0;
  int *pos = nullptr;
  std::vector<std::string> drawn;

  bool clash (int row) const {
    for (int r = 0; r < row; r++)
      if (pos[r] == pos[row] || std::abs (pos[r] - pos[row]) == row - r)
        return true;
    return false;
  }

  void place (int row) {
    if (row == size) {
      total++;
      return;
    }
    for (int c = 0; c < size; c++) {
      this->pos[row] = c;
      if (!clash (row))
        place (row + 1);
    }
  }

public:
  int count (int n) {
    size = n;
    int cells[n];
    this->pos = cells;
    place (0);
    drawn.assign (1, std::string (n, '.'));
    return total;
  }
};

int main () {
  int n;
  if (!(std::cin >> n) || n < 1 || n > 12)
    return 1;
  Counter counter;
  std::cout << counter.count (n) << std::endl;
  return 0;
}
