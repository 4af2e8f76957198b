/* A knight's tour whose table of jumps was never filled in (all zero): the start is put
 * down, no jump leads anywhere new, and the search gives up at once. One piece on the board
 * tells nothing of the problem: it is a tour's start, and the slip a tour missed. */
#include <stdio.h>

static int board[8][8], n, dx[8], dy[8];

static int tour(int x, int y, int move)
{
    if (move == n * n)
        return 1;
    for (int k = 0; k < 8; k++) {
        int u = x + dx[k], v = y + dy[k];
        if (u >= 0 && u < n && v >= 0 && v < n && board[u][v] == 0) {
            board[u][v] = move + 1;
            if (tour(u, v, move + 1))
                return 1;
            board[u][v] = 0;
        }
    }
    return 0;
}

int main(void)
{
    int x, y;

    if (scanf("%d %d %d", &n, &x, &y) != 3 || n < 1 || n > 8)
        return 1;
    board[x - 1][y - 1] = 1;
    if (!tour(x - 1, y - 1, 1))
        printf("No tour\n");
    return 0;
}
