/* Lesson 001's n queens in C with its arrays on the heap, sized by n: x = malloc (…) in main,
 * x[1..n] the column of queen i (x[0] unused), and the marking arrays handed to Try as
 * pointers (int x[], bool a[]). */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

int n, count;

void Try (int i, int x[], bool a[], bool b[], bool c[])
{
  for (int j = 1; j <= n; j++)
    if (a[j] && b[i + j] && c[i - j + n]) {
      x[i] = j;
      if (i == n)
        count++;
      else {
        a[j] = false; b[i + j] = false; c[i - j + n] = false;
        Try (i + 1, x, a, b, c);
        a[j] = true; b[i + j] = true; c[i - j + n] = true;
      }
    }
}

int main (void)
{
  if (scanf ("%d", &n) != 1 || n < 1)
    return 2;
  int *x = malloc ((n + 1) * sizeof *x);
  bool *a = malloc ((n + 1) * sizeof *a);
  bool *b = malloc ((2 * n + 1) * sizeof *b);
  bool *c = malloc ((2 * n + 1) * sizeof *c);
  for (int k = 0; k <= 2 * n; k++) {
    if (k <= n) {
      x[k] = 0;
      a[k] = true;
    }
    b[k] = c[k] = true;
  }
  Try (1, x, a, b, c);
  printf ("%d\n", count);
  free (x); free (a); free (b); free (c);
  return 0;
}
