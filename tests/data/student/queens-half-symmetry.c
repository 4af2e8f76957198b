/* Queens counted by symmetry, as USACO's checker does: the first row's queen only in the left
 * half, the count doubled; for an odd n, the solutions with the last row's queen in the middle
 * column are counted once more (they stand for those with the first row's there). */
#include <stdio.h>

int n, x[16], col[16], up[32], down[32];
long count, middle;

void place (int r)
{
  int c;

  if (r == n)
    {
      count++;
      if (n % 2 == 1 && x[n - 1] == n / 2)
        middle++;
      return;
    }
  for (c = 0; c < n; c++)
    if (!col[c] && !up[r + c] && !down[r - c + n])
      {
        x[r] = c;
        col[c] = up[r + c] = down[r - c + n] = 1;
        place (r + 1);
        col[c] = up[r + c] = down[r - c + n] = 0;
      }
}

int main (void)
{
  int c;

  if (scanf ("%d", &n) != 1 || n < 2 || n > 15)
    return 1;
  for (c = 0; c < n / 2; c++)
    {
      x[0] = c;
      col[c] = up[c] = down[n - c] = 1;
      place (1);
      col[c] = up[c] = down[n - c] = 0;
    }
  printf ("%ld\n", 2 * (count + middle));
  return 0;
}
