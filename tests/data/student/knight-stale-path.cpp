// Every tour of an n x n board from a corner: the move numbers in a grid never cleared (a way
// given up stays written until a later move overwrites it), the squares taken in a grid of
// bools (std::vector<bool>, which packs its bits) cleared on the way back. On 4 x 4 there is
// no tour: the whole search, and nothing wrong with it.
#include <iostream>
#include <vector>

static const int dr[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };
static const int dc[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };

static int tours;

static void walk (int r, int c, int k, int n, std::vector<std::vector<int>> &path,
                  std::vector<std::vector<bool>> &taken)
{
  path[r][c] = k;
  taken[r][c] = true;
  if (k == n * n)
    tours++;
  else
    for (int d = 0; d < 8; d++)
      {
        int u = r + dr[d], v = c + dc[d];

        if (u >= 0 && u < n && v >= 0 && v < n && !taken[u][v])
          walk (u, v, k + 1, n, path, taken);
      }
  taken[r][c] = false;
}

int main ()
{
  int n;

  if (!(std::cin >> n) || n < 1 || n > 8)
    return 2;
  std::vector<std::vector<int>> path (n, std::vector<int> (n, 0));
  std::vector<std::vector<bool>> taken (n, std::vector<bool> (n, false));
  walk (0, 0, 1, n, path, taken);
  std::cout << tours << "\n";
  return 0;
}
