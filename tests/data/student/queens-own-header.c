/* n queens with the board and its marks declared in a header of the program's own, included
 * by its plain name from the folder the program is in. */
#include <stdio.h>

#include "queens-own-header.h"

int n, count;
int x[MAX_N + 1];
int cols[MAX_N + 1], down[2 * MAX_N + 1], up[2 * MAX_N + 1];

void Try (int i)
{
  for (int j = 1; j <= n; j++)
    if (!cols[j] && !down[i + j] && !up[i - j + n])
      {
        x[i] = j;
        if (i == n)
          count++;
        else
          {
            cols[j] = down[i + j] = up[i - j + n] = 1;
            Try (i + 1);
            cols[j] = down[i + j] = up[i - j + n] = 0;
          }
      }
}

int main (void)
{
  if (scanf ("%d", &n) != 1 || n < 1 || n > MAX_N)
    return 2;
  Try (1);
  printf ("%d\n", count);
  return 0;
}
