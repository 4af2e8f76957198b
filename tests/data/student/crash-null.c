/* A slip on lesson 001: x is a pointer that was meant to get n + 1 ints from malloc, which
 * the program forgets: the first queen placed writes through a null pointer (SIGSEGV). */
#include <stdbool.h>
#include <stdio.h>

#define MAX 12

int n;
int *x;
bool a[MAX + 1], b[2 * MAX + 1], c[2 * MAX + 1];  /* c[i - j + MAX] */

void print_result (void)
{
  for (int i = 1; i <= n; i++)
    printf ("(%d, %d); ", i, x[i]);
  printf ("\n");
}

void Try (int i)
{
  for (int j = 1; j <= n; j++)
    if (a[j] && b[i + j] && c[i - j + MAX]) {
      x[i] = j;
      if (i == n)
        print_result ();
      else {
        a[j] = false; b[i + j] = false; c[i - j + MAX] = false;
        Try (i + 1);
        a[j] = true; b[i + j] = true; c[i - j + MAX] = true;
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
