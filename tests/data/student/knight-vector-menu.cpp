// A knight's tour on a board made for each size asked (a menu: 0 ends), the board a vector of
// rows filled with -1, local to solve () and given back as it returns while main goes on; the
// moves' steps are solve ()'s own arrays, handed down the recursion with the board.
#include <iostream>
#include <vector>

using Board = std::vector<std::vector<int>>;

int jump (int r, int c, int move, Board &board, int dr[8], int dc[8]);

bool free_square (int r, int c, const Board &board)
{
  int n = board.size ();

  return r >= 0 && r < n && c >= 0 && c < n && board[r][c] == -1;
}

void show (const Board &board)
{
  for (const std::vector<int> &row : board)
    {
      for (int cell : row)
        std::cout << cell << ' ';
      std::cout << '\n';
    }
}

int solve (int n)
{
  Board board (n, std::vector<int> (n, -1));
  int dr[8] = {2, 1, -1, -2, -2, -1, 1, 2};
  int dc[8] = {1, 2, 2, 1, -1, -2, -2, -1};

  board[0][0] = 0;
  if (jump (0, 0, 1, board, dr, dc) == 0)
    {
      std::cout << "no tour on " << n << " x " << n << '\n';
      return 0;
    }
  show (board);
  return 1;
}

int jump (int r, int c, int move, Board &board, int dr[8], int dc[8])
{
  int n = board.size ();

  if (move == n * n)
    return 1;
  for (int k = 0; k < 8; k++)
    {
      int nr = r + dr[k], nc = c + dc[k];

      if (free_square (nr, nc, board))
        {
          board[nr][nc] = move;
          if (jump (nr, nc, move + 1, board, dr, dc) == 1)
            return 1;
          board[nr][nc] = -1;
        }
    }
  return 0;
}

int main ()
{
  while (true)
    {
      int n;

      std::cout << "size (0 ends): ";
      std::cin >> n;
      if (n == 0)
        break;
      if (n >= 4)
        solve (n);
      else
        std::cout << "too small\n";
    }
  std::cout << "bye\n";
  return 0;
}
