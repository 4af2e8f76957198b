// Counts of n queens for n = 1 to 8, one array for every size. The input file is still
// opened, as the program once read n from it, and cin redirected to it, but nothing reads
// from either now (a comment may still speak of stdin).
#include <fstream>
#include <iostream>

int column[16];
int found;

bool safe(int row, int col)
{
    for (int r = 0; r < row; r++)
        if (column[r] == col || column[r] - col == r - row || column[r] - col == row - r)
            return false;
    return true;
}

void place(int row, int size)
{
    if (row == size) {
        found++;
        return;
    }
    for (int col = 0; col < size; col++)
        if (safe(row, col)) {
            column[row] = col;
            place(row + 1, size);
        }
}

int main()
{
    std::ifstream in("in.txt");
    std::cin.rdbuf(in.rdbuf());  // stdin from the file, once
    for (int size = 1; size <= 8; size++) {
        found = 0;
        place(0, size);
        std::cout << size << " queens: " << found << "\n";
    }
    return 0;
}
