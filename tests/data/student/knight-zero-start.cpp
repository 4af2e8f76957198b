// A knight's tour as a class with its board a member, Matrix[8][8], larger than the n it
// reads: n, then the start's row and column counted from 0, each on a line of its own
// ("5\n0\n0"). It prints its first tour and ends with exit (0).
#include <cstdlib>
#include <iostream>

class Knight
{
  int matrix[8][8] = { { 0 } };
  int dx[8] = { -2, -2, -1, -1, 1, 1, 2, 2 };
  int dy[8] = { -1, 1, -2, 2, -2, 2, -1, 1 };
  int count = 0;
  int n = 0;

  bool free_square (int x, int y)
  {
    return x >= 0 && y >= 0 && x < n && y < n && matrix[x][y] == 0;
  }

public:
  void move (int x, int y)
  {
    matrix[x][y] = ++count;
    if (count == n * n)
      {
        for (int i = 0; i < n; i++, std::cout << '\n')
          for (int j = 0; j < n; j++)
            std::cout << matrix[i][j] << ' ';
        std::exit (0);
      }
    for (int i = 0; i < 8; i++)
      if (free_square (x + dx[i], y + dy[i]))
        move (x + dx[i], y + dy[i]);
    matrix[x][y] = 0;
    count--;
  }

  void run ()
  {
    int x, y;

    std::cin >> n >> x >> y;
    move (x, y);
    std::cout << "none\n";
  }
};

int main ()
{
  Knight knight;

  knight.run ();
  return 0;
}
