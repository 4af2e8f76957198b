// A knight's tour of 5 × 5 without recursion: the path a std::stack of squares, the squares on
// it marked 1 in a grid (visited[5][5]), each square with its directions sorted as it is put
// down, fewest onward moves first (Warnsdorff), by a comparator with an m and an n of its own
// beside the program's n, the squares to visit (25). Input: the start's row and column, from 1.
// Prints the tour's move numbers, read back off the stack.
#include <algorithm>
#include <iostream>
#include <stack>

struct Square
{
  int r, c, next;
  int dirs[8];
};

static int n = 25;
static int visited[5][5];
static const int dr[8] = { -2, -1, 1, 2, 2, 1, -1, -2 };
static const int dc[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };
static int from_r, from_c;

static bool
open_square (int r, int c)
{
  return r >= 0 && r < 5 && c >= 0 && c < 5 && visited[r][c] == 0;
}

static int
onward (int r, int c)
{
  int k = 0;

  for (int i = 0; i < 8; i++)
    k += open_square (r + dr[i], c + dc[i]);
  return k;
}

static bool
fewer (int a, int b)
{
  int m = 9, n = 9;

  if (open_square (from_r + dr[a], from_c + dc[a]))
    m = onward (from_r + dr[a], from_c + dc[a]);
  if (open_square (from_r + dr[b], from_c + dc[b]))
    n = onward (from_r + dr[b], from_c + dc[b]);
  return m < n;
}

static Square
square_at (int r, int c)
{
  Square s = { r, c, 0, { 0, 1, 2, 3, 4, 5, 6, 7 } };

  from_r = r;
  from_c = c;
  std::stable_sort (s.dirs, s.dirs + 8, fewer);
  return s;
}

int
main ()
{
  std::stack<Square> path;
  int r, c, board[5][5];

  if (!(std::cin >> r >> c) || r < 1 || r > 5 || c < 1 || c > 5)
    return 1;
  visited[r - 1][c - 1] = 1;
  path.push (square_at (r - 1, c - 1));
  while ((int) path.size () < n && !path.empty ())
    {
      Square &top = path.top ();

      if (top.next == 8)
        {
          visited[top.r][top.c] = 0;
          path.pop ();
          continue;
        }
      int d = top.dirs[top.next++];
      int u = top.r + dr[d], v = top.c + dc[d];

      if (!open_square (u, v))
        continue;
      visited[u][v] = 1;
      path.push (square_at (u, v));
    }
  if (path.empty ())
    {
      std::cout << "no tour\n";
      return 0;
    }
  for (int k = n; !path.empty (); k--)
    {
      board[path.top ().r][path.top ().c] = k;
      path.pop ();
    }
  for (int i = 0; i < 5; i++)
    {
      for (int j = 0; j < 5; j++)
        std::cout << board[i][j] << (j < 4 ? '\t' : '\n');
    }
  return 0;
}
