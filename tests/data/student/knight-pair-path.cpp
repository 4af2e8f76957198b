// A knight's tour whose path is a vector of pairs, pushed and popped; the squares visited are
// in a std::set, which the trace cannot read: the path is the board.
#include <iostream>
#include <set>
#include <utility>
#include <vector>

static const int dr[8] = {2, 1, -1, -2, -2, -1, 1, 2};
static const int dc[8] = {1, 2, 2, 1, -1, -2, -2, -1};
static int n;
static std::vector<std::pair<int, int>> path;
static std::set<std::pair<int, int>> seen;

static bool tour(int r, int c)
{
    path.push_back(std::make_pair(r, c));
    seen.insert(std::make_pair(r, c));
    if ((int) path.size() == n * n)
        return true;
    for (int k = 0; k < 8; k++) {
        int nr = r + dr[k], nc = c + dc[k];
        if (nr >= 1 && nr <= n && nc >= 1 && nc <= n && !seen.count(std::make_pair(nr, nc)) &&
            tour(nr, nc))
            return true;
    }
    seen.erase(std::make_pair(r, c));
    path.pop_back();
    return false;
}

int main()
{
    int r, c;

    std::cin >> n >> r >> c;
    if (!tour(r, c)) {
        std::cout << "No tour\n";
        return 0;
    }
    for (const auto &square : path)
        std::cout << "(" << square.first << ", " << square.second << ") ";
    std::cout << "\n";
    return 0;
}
