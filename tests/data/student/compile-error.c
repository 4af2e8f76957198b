/* A slip that does not compile: Try uses j, a name never declared (the for loop lost it). */
#include <stdio.h>

int n, count;
int x[13];

void Try (int i)
{
  for (int k = 1; k <= n; k++) {
    x[i] = j;
    if (i == n)
      count++;
    else
      Try (i + 1);
  }
}

int main (void)
{
  if (scanf ("%d", &n) != 1)
    return 2;
  Try (1);
  printf ("%d\n", count);
  return 0;
}
