/* A knight's tour for each case of the input, "rows cols row col" on a board of that size
 * (a rectangle), stopping at its first: the visited marks are cleared only over the case's
 * own rows and columns, and the move numbers, kept apart, are never cleared. What the last
 * case left on the rest of the board is no move of the next one. */
#include <stdio.h>

#define SIDE 9

static int visited[SIDE][SIDE], order[SIDE][SIDE];
static const int dr[8] = {1, 2, 2, 1, -1, -2, -2, -1};
static const int dc[8] = {-2, -1, 1, 2, 2, 1, -1, -2};

static int tour(int m, int n, int r, int c, int move)
{
    if (move == m * n)
        return 1;
    for (int k = 0; k < 8; k++) {
        int nr = r + dr[k], nc = c + dc[k];
        if (nr < 1 || nr > m || nc < 1 || nc > n || visited[nr][nc])
            continue;
        visited[nr][nc] = 1;
        order[nr][nc] = move + 1;
        if (tour(m, n, nr, nc, move + 1))
            return 1;
        visited[nr][nc] = 0;
    }
    return 0;
}

int main(void)
{
    int cases, m, n, r, c;

    if (scanf("%d", &cases) != 1)
        return 1;
    while (cases-- > 0 && scanf("%d %d %d %d", &m, &n, &r, &c) == 4) {
        if (m < 1 || m >= SIDE || n < 1 || n >= SIDE)
            return 1;
        for (int i = 1; i <= m; i++)
            for (int j = 1; j <= n; j++)
                visited[i][j] = 0;
        visited[r][c] = 1;
        order[r][c] = 1;
        if (!tour(m, n, r, c, 1)) {
            printf("0\n");
            continue;
        }
        printf("1\n");
        for (int i = 1; i <= m; i++) {
            for (int j = 1; j <= n; j++)
                printf("%d ", order[i][j]);
            printf("\n");
        }
    }
    return 0;
}
