// Eight queens on a board some of whose squares are reserved ('*'), read as a map of eight
// lines: the queens go on free squares only, and the count is of those placements, fewer
// than 92. The input tells more than n, so no placement is said to be missed.
#include <iostream>

static char board[8][9];
static bool column[8], down[15], up[15];
static int count;

static void place(int row)
{
    if (row == 8) {
        count++;
        return;
    }
    for (int col = 0; col < 8; col++) {
        if (board[row][col] == '*' || column[col] || down[row + col] || up[row - col + 7])
            continue;
        board[row][col] = 'Q';
        column[col] = down[row + col] = up[row - col + 7] = true;
        place(row + 1);
        column[col] = down[row + col] = up[row - col + 7] = false;
        board[row][col] = '.';
    }
}

int main()
{
    for (int row = 0; row < 8; row++)
        std::cin >> board[row];
    place(0);
    std::cout << count << "\n";
    return 0;
}
