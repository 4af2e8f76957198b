// A knight's tour on a class whose constructor lists each square's neighbours in a map, in a
// range-for with a reference into the map: a reference not yet bound has no address, and
// the trace must go on past it. The tour is numbered on a vector of vectors.
#include <iostream>
#include <map>
#include <utility>
#include <vector>

using Square = std::pair<int, int>;

class Knight
{
public:
    int n;
    std::map<Square, std::vector<Square>> next;
    std::vector<std::vector<int>> board;

    Knight(int size) : n(size), board(size + 1, std::vector<int>(size + 1, 0))
    {
        static const int dr[8] = {2, 1, -1, -2, -2, -1, 1, 2};
        static const int dc[8] = {1, 2, 2, 1, -1, -2, -2, -1};

        for (int r = 1; r <= n; r++)
            for (int c = 1; c <= n; c++)
                next[Square(r, c)] = std::vector<Square>();
        for (std::pair<const Square, std::vector<Square>> entry : next) {
            std::vector<Square> &around = next[entry.first];
            for (int k = 0; k < 8; k++) {
                Square to(entry.first.first + dr[k], entry.first.second + dc[k]);
                if (next.count(to))
                    around.push_back(to);
            }
        }
    }

    bool tour(Square at, int move)
    {
        board[at.first][at.second] = move;
        if (move == n * n)
            return true;
        for (const Square &to : next[at])
            if (board[to.first][to.second] == 0 && tour(to, move + 1))
                return true;
        board[at.first][at.second] = 0;
        return false;
    }
};

int main()
{
    int n, r, c;

    std::cin >> n >> r >> c;
    Knight knight(n);
    if (!knight.tour(Square(r, c), 1)) {
        std::cout << "No tour\n";
        return 0;
    }
    for (int i = 1; i <= n; i++) {
        for (int j = 1; j <= n; j++)
            std::cout << knight.board[i][j] << ' ';
        std::cout << '\n';
    }
    return 0;
}
