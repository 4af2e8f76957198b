// The knight in C++ with its board a std::array of std::arrays, a member of a class template
// sized by its parameter (0-based, -1 for a square not visited, the start move 0), the board a
// local object of main; "n row col" on standard input, n = 5 only. Prints the first tour.
#include <array>
#include <cstdio>

template <int N> class Board {
public:
  std::array<std::array<int, N>, N> cells;

  Board () { for (auto &row : cells) row.fill (-1); }

  bool jump (int move, int r, int c)
  {
    static const int dr[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };
    static const int dc[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };

    cells[r][c] = move;
    if (move == N * N - 1)
      return true;
    for (int k = 0; k < 8; k++) {
      int u = r + dr[k], v = c + dc[k];
      if (u >= 0 && u < N && v >= 0 && v < N && cells[u][v] == -1 && jump (move + 1, u, v))
        return true;
    }
    cells[r][c] = -1;
    return false;
  }
};

int main ()
{
  int n, r, c;
  Board<5> board;

  if (std::scanf ("%d %d %d", &n, &r, &c) != 3 || n != 5)
    return 2;
  if (!board.jump (0, r - 1, c - 1))
    return 1;
  for (auto &row : board.cells) {
    for (int v : row)
      std::printf ("%3d", v);
    std::printf ("\n");
  }
  return 0;
}
