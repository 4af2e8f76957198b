/* Queens whose search is right and whose print is not: show () writes the loop's index where
 * x[i] was meant, so every solution comes out as "1 2 3 … n" (a real program's slip). */
#include <stdio.h>

int n, x[20], col[20], up[40], down[40];

void show (void)
{
  int i;

  for (i = 1; i <= n; i++)
    printf (" %d", i);
  printf ("\n");
}

void place (int i)
{
  int j;

  for (j = 1; j <= n; j++)
    if (!col[j] && !up[i + j] && !down[i - j + n])
      {
        x[i] = j;
        col[j] = up[i + j] = down[i - j + n] = 1;
        if (i == n)
          show ();
        else
          place (i + 1);
        col[j] = up[i + j] = down[i - j + n] = 0;
      }
}

int main (void)
{
  if (scanf ("%d", &n) != 1 || n < 1 || n > 12)
    return 1;
  place (1);
  return 0;
}
