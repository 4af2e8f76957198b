/* Lesson 001's n queens in C with everything in one global struct: board.a[i] is the column
 * of queen i (1-based), board.col, board.up and board.down mark what is taken. Counts the
 * solutions. */
#include <stdbool.h>
#include <stdio.h>

struct {
  int n;
  int a[16];
  bool col[16], up[32], down[32];  /* down[i - j + 15] */
} board;
int found;

void Try (int i)
{
  for (int j = 1; j <= board.n; j++)
    if (!board.col[j] && !board.up[i + j] && !board.down[i - j + 15]) {
      board.a[i] = j;
      if (i == board.n)
        found++;
      else {
        board.col[j] = board.up[i + j] = board.down[i - j + 15] = true;
        Try (i + 1);
        board.col[j] = board.up[i + j] = board.down[i - j + 15] = false;
      }
    }
}

int main (void)
{
  if (scanf ("%d", &board.n) != 1 || board.n < 1 || board.n > 15)
    return 2;
  Try (1);
  printf ("%d\n", found);
  return 0;
}
