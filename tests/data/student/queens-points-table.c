/* Queens with n fixed in the code (int n = 6, never read: sent before main runs) and an input
 * of its own: the number of tests, then a 6 x 6 table of points; the most points a solution
 * scores. The board is x[100], 1-based: its n is the program's, not its size. */
#include <stdio.h>

int n = 6;
int x[100], used[100], down[100], up[100], points[10][10], best, tests;

void place (int i)
{
  for (int j = 1; j <= n; j++)
    if (!used[j] && !down[i - j + n] && !up[i + j])
      {
        x[i] = j;
        used[j] = down[i - j + n] = up[i + j] = 1;
        if (i == n)
          {
            int sum = 0;

            for (int k = 1; k <= n; k++)
              sum += points[k][x[k]];
            if (sum > best)
              best = sum;
          }
        else
          place (i + 1);
        used[j] = down[i - j + n] = up[i + j] = 0;
      }
}

int main (void)
{
  if (scanf ("%d", &tests) != 1)
    return 1;
  for (int t = 1; t <= tests; t++)
    {
      for (int i = 1; i <= n; i++)
        for (int j = 1; j <= n; j++)
          if (scanf ("%d", &points[i][j]) != 1)
            return 1;
      best = 0;
      place (1);
      printf ("Test %d: %d\n", t, best);
    }
  return 0;
}
