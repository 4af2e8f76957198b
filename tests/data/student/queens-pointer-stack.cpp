// n queens with a stack of the program's own, as data-structure courses write it: a block of
// columns that grows by realloc, a pointer to its top (*(S.top++) = e pushes the row's
// column, 0 the first pushed into a block of zeros), popped on the way back and never
// cleared; each solution printed from the block, the count at the end.
#include <cstdio>
#include <cstdlib>
#define STACK_INIT_SIZE 2
#define STACKINCREMENT 2

typedef struct {
    int *base;
    int *top;
    int stacksize;
} SqStack;

SqStack S;
int n, total;

void InitStack(SqStack &S)
{
    S.base = (int *)malloc(STACK_INIT_SIZE * sizeof(int));
    S.top = S.base;
    S.stacksize = STACK_INIT_SIZE;
}

void Push(SqStack &S, int e)
{
    if (S.top - S.base >= S.stacksize) {
        S.base = (int *)realloc(S.base, (S.stacksize + STACKINCREMENT) * sizeof(int));
        S.top = S.base + S.stacksize;
        S.stacksize += STACKINCREMENT;
    }
    *(S.top++) = e;
}

void Pop(SqStack &S, int &e)
{
    e = *--S.top;
}

bool Safe(int row, int col)
{
    for (int i = 0; i < row; i++) {
        int c = S.base[i];
        if (c == col || abs(c - col) == row - i)
            return false;
    }
    return true;
}

void Queen(int row)
{
    if (row == n) {
        total++;
        for (int i = 0; i < n; i++)
            printf("%d ", S.base[i] + 1);
        printf("\n");
        return;
    }
    for (int col = 0; col < n; col++)
        if (Safe(row, col)) {
            int e;
            Push(S, col);
            Queen(row + 1);
            Pop(S, e);
        }
}

int main()
{
    scanf("%d", &n);
    InitStack(S);
    Queen(0);
    printf("total %d\n", total);
    free(S.base);
    return 0;
}
