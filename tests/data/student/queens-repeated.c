/* A slip on n queens in C: main starts the search twice, so every solution is found again.
 * The board is a global grid of bools, 0-based. */
#include <stdbool.h>
#include <stdio.h>

#define MAX 8

int n, count;
bool board[MAX][MAX];

bool safe (int row, int c)
{
  for (int r = 0; r < row; r++) {
    int d = row - r;
    if (board[r][c] || (c - d >= 0 && board[r][c - d]) || (c + d < n && board[r][c + d]))
      return false;
  }
  return true;
}

void Try (int row)
{
  for (int c = 0; c < n; c++)
    if (safe (row, c)) {
      board[row][c] = true;
      if (row == n - 1)
        count++;
      else
        Try (row + 1);
      board[row][c] = false;
    }
}

int main (void)
{
  if (scanf ("%d", &n) != 1 || n < 1 || n > MAX)
    return 2;
  Try (0);
  Try (0);
  printf ("%d\n", count);
  return 0;
}
