/* A knight's walk on 5 × 5 kept on a stack of squares of its own: each square, the start's too,
 * is marked visited on its copy, not on the board, which stays empty, so the walk comes back to
 * squares it has visited and prints 25 of them, a square a line, as its tour. */
#include <stdio.h>

#define N 5

struct square { int row, col, mark; };

static const int dr[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };
static const int dc[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };
int visited[N][N];
struct square path[N * N];
int top;

static int walk (void)
{
  if (top == N * N)
    return 1;
  struct square here = path[top - 1];
  for (int k = 0; k < 8; k++)
    {
      struct square next = { here.row + dr[k], here.col + dc[k], 0 };

      if (next.row < 0 || next.row >= N || next.col < 0 || next.col >= N ||
          visited[next.row][next.col])
        continue;
      next.mark = 1;  /* the slip: visited[next.row][next.col] = 1 was meant */
      path[top++] = next;
      if (walk ())
        return 1;
      top--;
    }
  return 0;
}

int main (void)
{
  path[0] = (struct square) { 0, 0, 1 };
  top = 1;
  if (walk ())
    for (int i = 0; i < N * N; i++)
      printf ("%d - ( %d , %d )\n", i + 1, path[i].row, path[i].col);
  return 0;
}
