/* Queens counted for every n from 1 to the input's, one line each, with bit masks only (no
 * array of placements): the program's count is the sum of its lines. */
#include <stdio.h>

static int solve(int n, int row, unsigned cols, unsigned down, unsigned up)
{
    int total = 0;

    if (row == n)
        return 1;
    for (int c = 0; c < n; c++) {
        unsigned bit = 1u << c;
        if ((cols & bit) || (down & (1u << (row + c))) || (up & (1u << (row - c + n))))
            continue;
        total += solve(n, row + 1, cols | bit, down | (1u << (row + c)),
                       up | (1u << (row - c + n)));
    }
    return total;
}

int main(void)
{
    int n;

    printf("How many queens at most? ");
    if (scanf("%d", &n) != 1)
        return 1;
    for (int k = 1; k <= n; k++)
        printf("There are %d solutions to %d queens\n", solve(k, 0, 0, 0, 0), k);
    return 0;
}
