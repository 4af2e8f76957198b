// 8 queens searched a column at a time, marks for the rows and both diagonals; the board a
// grid of zeros where each queen is its column's number (chart[row][col] = col + 1), cleared
// on the way back, and beside it each row's column number, never cleared. Prints the count.
#include <iostream>
using namespace std;

bool taken[8], up[15], down[15];
short chart[8][8];
int where[8];
int found = 0;

void add(int col)
{
    for (int row = 0; row < 8; row++) {
        if (taken[row] || up[row - col + 7] || down[row + col])
            continue;
        taken[row] = up[row - col + 7] = down[row + col] = true;
        chart[row][col] = col + 1;
        where[row] = col + 1;
        if (col < 7)
            add(col + 1);
        else
            found++;
        taken[row] = up[row - col + 7] = down[row + col] = false;
        chart[row][col] = 0;
    }
}

int main()
{
    add(0);
    cout << found << endl;
}
