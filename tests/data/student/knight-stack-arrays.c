/* A knight's tour without recursion: the path a stack in two arrays, its rows and its
 * columns (A[top], B[top]), with the next direction to try at each (C[top]); its first
 * squares (1, 1), (2, 3), (3, 5), (4, 7) stand as queens none attacks. */
#include <stdio.h>
#define N 8
int Table[N][N];
int A[N * N], B[N * N], C[N * N];
int dx[8] = {1, -2, -1, -1, -2, 2, 2, 1};
int dy[8] = {2, 1, -2, 2, -1, -1, 1, -2};

int main(void)
{
    int top = 0;
    A[0] = 0;
    B[0] = 0;
    Table[0][0] = 1;
    while (top >= 0 && top < N * N - 1) {
        int x = A[top], y = B[top], moved = 0;
        while (C[top] < 8) {
            int k = C[top]++;
            int u = x + dx[k], v = y + dy[k];
            if (u >= 0 && u < N && v >= 0 && v < N && Table[u][v] == 0) {
                top++;
                A[top] = u;
                B[top] = v;
                C[top] = 0;
                Table[u][v] = top + 1;
                moved = 1;
                break;
            }
        }
        if (!moved) {
            Table[x][y] = 0;
            top--;
        }
    }
    if (top < 0) {
        printf("no tour\n");
        return 0;
    }
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++)
            printf("%3d", Table[i][j]);
        printf("\n");
    }
    return 0;
}
