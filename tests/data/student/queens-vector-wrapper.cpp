// Queens in a std::vector<int> made by a wrapper function, searched through a reference and
// freed as the wrapper returns its boards, which main prints: the vector's storage, read as the
// wrapper ends, is no new search.
#include <iostream>
#include <string>
#include <vector>

static bool safe(const std::vector<int>& cols, int row, int col)
{
    for (int r = 0; r < row; r++)
        if (cols[r] == col || row - r == col - cols[r] || row - r == cols[r] - col)
            return false;
    return true;
}

static void place(int n, std::vector<int>& cols, int row,
                  std::vector<std::vector<std::string>>& found)
{
    if (row == n) {
        std::vector<std::string> board(n, std::string(n, '.'));
        for (int r = 0; r < n; r++)
            board[r][cols[r]] = 'Q';
        found.push_back(board);
        return;
    }
    for (int col = 0; col < n; col++)
        if (safe(cols, row, col)) {
            cols[row] = col;
            place(n, cols, row + 1, found);
            cols[row] = -1;
        }
}

static std::vector<std::vector<std::string>> solve(int n)
{
    std::vector<std::vector<std::string>> found;
    std::vector<int> cols(n, -1);
    place(n, cols, 0, found);
    return found;
}

int main()
{
    int n;
    std::cin >> n;
    std::vector<std::vector<std::string>> found = solve(n);
    for (const std::vector<std::string>& board : found) {
        for (const std::string& line : board)
            std::cout << line << "\n";
        std::cout << "\n";
    }
    std::cout << found.size() << " solutions\n";
    return 0;
}
