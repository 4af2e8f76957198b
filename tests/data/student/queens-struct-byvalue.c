/* n queens in C with the state a struct passed by value: each call of Try has a copy of its own
 * and writes on it (s.x[i] = j), 1-based, the taken columns and diagonals in it too. */
#include <stdio.h>

#define MAX 10

struct State {
  int x[MAX + 1];
  char col[MAX + 1], sum[2 * MAX + 1], dif[2 * MAX + 1];
};

int n, total;

void Try (struct State s, int i)
{
  for (int j = 1; j <= n; j++)
    if (!s.col[j] && !s.sum[i + j] && !s.dif[i - j + MAX]) {
      s.x[i] = j;
      if (i == n) {
        total++;
        continue;
      }
      s.col[j] = s.sum[i + j] = s.dif[i - j + MAX] = 1;
      Try (s, i + 1);
      s.col[j] = s.sum[i + j] = s.dif[i - j + MAX] = 0;
    }
}

int main (void)
{
  struct State start = { { 0 }, { 0 }, { 0 }, { 0 } };

  if (scanf ("%d", &n) != 1 || n < 1 || n > MAX)
    return 2;
  Try (start, 1);
  printf ("%d\n", total);
  return 0;
}
