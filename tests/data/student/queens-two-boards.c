/* Lesson 001's n queens in C keeping two boards: x[1..n], the columns, and a grid of 0 and 1
 * that a student prints. Either is the board (knights-queens-cli trace --board=grid). */
#include <stdio.h>

#define MAX 8

int n, count;
int x[MAX + 1];
int grid[MAX + 1][MAX + 1];
int a[MAX + 1], b[2 * MAX + 1], c[2 * MAX + 1];  /* 1 where taken; c[i - j + MAX] */

void Try (int i)
{
  for (int j = 1; j <= n; j++)
    if (!a[j] && !b[i + j] && !c[i - j + MAX]) {
      x[i] = j;
      grid[i][j] = 1;
      if (i == n)
        count++;
      else {
        a[j] = b[i + j] = c[i - j + MAX] = 1;
        Try (i + 1);
        a[j] = b[i + j] = c[i - j + MAX] = 0;
      }
      grid[i][j] = 0;
    }
}

int main (void)
{
  if (scanf ("%d", &n) != 1 || n < 1 || n > MAX)
    return 2;
  Try (1);
  printf ("%d\n", count);
  return 0;
}
