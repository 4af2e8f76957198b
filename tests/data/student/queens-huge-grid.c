/* Queens on a grid declared far larger than the board (a million squares for n = 5, as a
 * contest program sizes its arrays for the largest n), 1 where a queen stands, counted from
 * 0; n on standard input; every solution printed. */
#include <stdio.h>

#define MAXN 1000

int board[MAXN][MAXN], n, count;

int safe (int r, int c)
{
  int i;

  for (i = 1; i <= r; i++)
    if (board[r - i][c] || (c - i >= 0 && board[r - i][c - i]) ||
        (c + i < n && board[r - i][c + i]))
      return 0;
  return 1;
}

void place (int r)
{
  int c, i, j;

  if (r == n) {
    count++;
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        if (board[i][j])
          printf ("(%d, %d); ", i + 1, j + 1);
    printf ("\n");
    return;
  }
  for (c = 0; c < n; c++)
    if (safe (r, c)) {
      board[r][c] = 1;
      place (r + 1);
      board[r][c] = 0;
    }
}

int main (void)
{
  if (scanf ("%d", &n) != 1 || n < 1 || n > MAXN)
    return 1;
  place (0);
  printf ("%d\n", count);
  return 0;
}
