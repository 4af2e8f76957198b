/* Queens put down a column at a time on a grid of 0 and 1, the first solution printed; the
 * test walks the diagonals from the board's corners, not through the square. Read as a
 * knight's visited marks, its queens go one row and two rows at a time, up and down, but
 * never more than n stand at once: no knight's path, and the slip is a queen attacked. */
#include <stdio.h>

static int a[20][20], n;

static int safe(int r, int c)
{
    int i = 0, j = 0;

    for (i = 0; i < c; i++)
        if (a[r][i])
            return 0;
    for (i = 0, j = 0; i < r && j < c; i++, j++)
        if (a[i][j])
            return 0;
    for (i = n - 1, j = 0; i > r && j < c; i--, j++)
        if (a[i][j])
            return 0;
    return 1;
}

static int place(int c)
{
    if (c == n)
        return 1;
    for (int r = 0; r < n; r++)
        if (safe(r, c)) {
            a[r][c] = 1;
            if (place(c + 1))
                return 1;
            a[r][c] = 0;
        }
    return 0;
}

int main(void)
{
    if (scanf("%d", &n) != 1 || n < 1 || n > 20)
        return 1;
    if (!place(0)) {
        printf("No solution\n");
        return 0;
    }
    for (int r = 0; r < n; r++) {
        for (int c = 0; c < n; c++)
            printf("%d ", a[r][c]);
        printf("\n");
    }
    return 0;
}
