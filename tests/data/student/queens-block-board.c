/* Queens searched without recursion, the board declared in a block of main's own (its
 * columns, row by row): a block's locals are not its function's first ones. */
#include <stdio.h>

int main(void)
{
    int n, found = 0;

    if (scanf("%d", &n) != 1 || n < 1 || n > 12)
        return 1;
    {
        int col[12];
        int row = 0;

        col[0] = -1;
        while (row >= 0) {
            int ok = 0;

            while (!ok && ++col[row] < n) {
                ok = 1;
                for (int i = 0; i < row; i++)
                    if (col[i] == col[row] || col[i] - col[row] == i - row ||
                        col[i] - col[row] == row - i)
                        ok = 0;
            }
            if (col[row] >= n)
                row--;
            else if (row == n - 1)
                found++;
            else
                col[++row] = -1;
        }
    }
    printf("%d solutions\n", found);
    return 0;
}
