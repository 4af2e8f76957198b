/* Queens put down greedily, no backtracking, as the textbook's heuristic exercise does: a
 * queen is 10 on the grid, each square it attacks 1, and the next queen goes on the first
 * square still 0. For n = 6 it gets stuck after five: a queens search that missed. */
#include <stdio.h>

#define QUEEN 10
#define TAKEN 1

static int grid[8][8], n;

static void attack(int row, int col)
{
    grid[row][col] = QUEEN;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            if (grid[i][j] == 0 &&
                (i == row || j == col || i - j == row - col || i + j == row + col))
                grid[i][j] = TAKEN;
}

int main(void)
{
    int placed = 0;

    if (scanf("%d", &n) != 1 || n < 1 || n > 8)
        return 1;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            if (grid[i][j] == 0) {
                attack(i, j);
                placed++;
            }
    printf("Queens placed: %d\n", placed);
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++)
            printf("%3d", grid[i][j]);
        printf("\n");
    }
    return 0;
}
