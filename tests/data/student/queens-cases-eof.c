/* Queens for each size of the input, read until its end ("4 5 6", a line each): a row of
 * columns taken with calloc for each and never given back, a queen's column written once it
 * is safe, the size named num (no name tells it); the count of each size printed. */
#include <stdio.h>
#include <stdlib.h>

long total;

static void put(int *col, int num, int row)
{
    int c, r;

    if (row == num) {
        total++;
        return;
    }
    for (c = 0; c < num; c++) {
        for (r = 0; r < row; r++)
            if (col[r] == c || r - row == col[r] - c || r - row == c - col[r])
                break;
        if (r == row) {
            col[row] = c;
            put(col, num, row + 1);
        }
    }
}

int main(void)
{
    int num;
    while (scanf("%d", &num) == 1) {
        int *col = calloc(num, sizeof *col);
        put(col, num, 0);
        printf("%ld\num", total);
        total = 0;
    }
    return 0;
}
