// A knight's tour kept in an object made with new, its board a member the constructor clears
// and starts; the search a method recurring on the same object, reached only through this.
#include <iostream>

class Tour
{
public:
    int board[8][8];
    int n, next;

    Tour(int size, int x, int y) : n(size), next(2)
    {
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++)
                board[i][j] = 0;
        board[x][y] = 1;
    }

    bool search(int x, int y)
    {
        static const int dx[8] = {2, 1, -1, -2, -2, -1, 1, 2};
        static const int dy[8] = {1, 2, 2, 1, -1, -2, -2, -1};

        if (next > n * n)
            return true;
        for (int k = 0; k < 8; k++) {
            int u = x + dx[k], v = y + dy[k];
            if (u >= 0 && u < n && v >= 0 && v < n && board[u][v] == 0) {
                board[u][v] = next++;
                if (search(u, v))
                    return true;
                board[u][v] = 0;
                next--;
            }
        }
        return false;
    }
};

int main()
{
    int n, x, y;

    std::cin >> n >> x >> y;
    if (n < 1 || n > 8)
        return 1;
    Tour *tour = new Tour(n, x - 1, y - 1);
    if (tour->search(x - 1, y - 1))
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++)
                std::cout << tour->board[i][j] << ' ';
            std::cout << '\n';
        }
    else
        std::cout << "No tour\n";
    delete tour;
    return 0;
}
