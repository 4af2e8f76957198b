// Queens counted with the three marking arrays only (columns and the two diagonals), no array
// of placements at all: the count is all the program prints, with no newline after it.
#include <iostream>

bool column[20], down[40], up[40];
int n, found;

void Try(int i)
{
    for (int j = 1; j <= n; j++)
        if (!column[j] && !down[i - j + n] && !up[i + j - 1]) {
            if (i == n) {
                found++;
                continue;
            }
            column[j] = down[i - j + n] = up[i + j - 1] = true;
            Try(i + 1);
            column[j] = down[i - j + n] = up[i + j - 1] = false;
        }
}

int main()
{
    std::cin >> n;
    Try(1);
    std::cout << found;
    return 0;
}
