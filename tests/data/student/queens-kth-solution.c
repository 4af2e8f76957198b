/* The k-th solution of 8 queens, k read from the input (5), the board a grid of 0 and 1 as
 * large as the program's N, searched a column at a time: each solution counts k down, and
 * once it is 0 every deeper call returns at once, the loops running on above them (each queen
 * put down is taken back at once). Only the k-th is printed. */
#include <stdio.h>
#define N 8

static int safe(int board[][N], int row, int col)
{
    for (int c = 0; c < col; c++)
        if (board[row][c])
            return 0;
    for (int r = row, c = col; r >= 0 && c >= 0; r--, c--)
        if (board[r][c])
            return 0;
    for (int r = row, c = col; r < N && c >= 0; r++, c--)
        if (board[r][c])
            return 0;
    return 1;
}

static int place(int board[][N], int k, int col)
{
    if (col == N) {
        if (k == 1)
            for (int r = 0; r < N; r++) {
                for (int c = 0; c < N; c++)
                    printf("%c ", board[r][c] ? 'Q' : '.');
                printf("\n");
            }
        return k - 1;
    }
    if (k <= 0)
        return k;
    for (int row = 0; row < N; row++)
        if (safe(board, row, col)) {
            board[row][col] = 1;
            k = place(board, k, col + 1);
            board[row][col] = 0;
        }
    return k;
}

int main(void)
{
    int board[N][N] = { 0 };
    int k;

    if (scanf("%d", &k) != 1)
        return 1;
    place(board, k, 0);
    return 0;
}
