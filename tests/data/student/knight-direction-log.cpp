// A knight's tour on 8 x 8 by backtracking without recursion: each square keeps the
// direction the knight left it by (-1 free), a list keeps the directions taken, and the
// knight's square is moved through references. No move is numbered anywhere.
#include <iostream>
#include <iomanip>

using namespace std;

const int SIDE = 8;
const int ROW_STEP[8] = { -1, -2, -2, -1, 1, 2, 2, 1 };
const int COL_STEP[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };

static bool on_board (int v) { return v >= 0 && v < SIDE; }

static bool can_go (int b[][SIDE], int r, int c, int dir)
{
  int u = r + ROW_STEP[dir], v = c + COL_STEP[dir];
  return on_board (u) && on_board (v) && b[u][v] == -1;
}

static bool step (int b[][SIDE], int &r, int &c, int dir, int taken[], int count)
{
  if (!can_go (b, r, c, dir))
    return false;
  b[r][c] = dir;
  taken[count] = dir;
  r += ROW_STEP[dir];
  c += COL_STEP[dir];
  return true;
}

static void solve (int b[][SIDE], int r, int c)
{
  int taken[SIDE * SIDE];
  int count = 0, dir = -1;

  for (int i = 0; i < SIDE * SIDE; i++)
    taken[i] = -1;
  while (count < SIDE * SIDE - 1)
    {
      dir++;
      if (dir < 8 && step (b, r, c, dir, taken, count))
        {
          count++;
          dir = -1;
        }
      else if (dir >= 8)
        {
          if (count == 0)
            return;
          count--;
          dir = taken[count];
          b[r][c] = -1;
          r -= ROW_STEP[dir];
          c -= COL_STEP[dir];
          b[r][c] = -1;
        }
    }
}

int main ()
{
  int b[SIDE][SIDE];

  for (int i = 0; i < SIDE; i++)
    for (int j = 0; j < SIDE; j++)
      b[i][j] = -1;
  solve (b, 0, 0);
  for (int i = 0; i < SIDE; i++)
    {
      for (int j = 0; j < SIDE; j++)
        cout << setw (3) << b[i][j];
      cout << endl;
    }
  return 0;
}
