// A knight's tour of an n x m rectangle read as "n m" (4 5): the board a vector of n rows of
// m, -1 while free, the start move 0 in the corner; the first tour found is printed. No name
// tells which side is which: the rows are the vector's.
#include <iostream>
#include <vector>
using namespace std;

int n, m;
int dx[8] = {2, 1, -1, -2, -2, -1, 1, 2};
int dy[8] = {1, 2, 2, 1, -1, -2, -2, -1};

bool solve(vector<vector<int>> &b, int x, int y, int step)
{
    if (step == n * m)
        return true;
    for (int k = 0; k < 8; k++) {
        int nx = x + dx[k], ny = y + dy[k];
        if (nx >= 0 && nx < n && ny >= 0 && ny < m && b[nx][ny] == -1) {
            b[nx][ny] = step;
            if (solve(b, nx, ny, step + 1))
                return true;
            b[nx][ny] = -1;
        }
    }
    return false;
}

int main()
{
    cin >> n >> m;
    vector<vector<int>> b(n, vector<int>(m, -1));
    b[0][0] = 0;
    if (!solve(b, 0, 0, 1)) {
        cout << "No solution\n";
        return 0;
    }
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++)
            cout << b[i][j] << " ";
        cout << "\n";
    }
}
