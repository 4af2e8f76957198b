/* A slip on lesson 001 in C: a semicolon after while (j <= n) makes the loop an empty one
 * that never ends, on one line. */
#include <stdbool.h>
#include <stdio.h>

#define MAX 12

int n;
int x[MAX + 1];
bool a[MAX + 1], b[2 * MAX + 1], c[2 * MAX + 1];  /* c[i - j + MAX] */

void Try (int i)
{
  int j = 1;
  while (j <= n); {
    if (a[j] && b[i + j] && c[i - j + MAX]) {
      x[i] = j;
      if (i < n) {
        a[j] = false; b[i + j] = false; c[i - j + MAX] = false;
        Try (i + 1);
        a[j] = true; b[i + j] = true; c[i - j + MAX] = true;
      }
    }
  }
}

int main (void)
{
  if (scanf ("%d", &n) != 1 || n < 1 || n > MAX)
    return 2;
  for (int k = 0; k <= MAX; k++)
    a[k] = true;
  for (int k = 0; k <= 2 * MAX; k++)
    b[k] = c[k] = true;
  Try (1);
  return 0;
}
