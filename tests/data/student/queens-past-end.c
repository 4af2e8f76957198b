/* Four queens a row at a time, each call clearing its own row on the way out, the deepest
 * call too: pos[N] = 0 writes one past the array's end, where nothing of the program's
 * lies (natively it goes unnoticed; bounds checks see it). It reads nothing: n is fixed. */
#include <stdio.h>
#include <stdlib.h>

#define N 4

int pos[N];

static int free_at (int r, int c)
{
  for (int k = 0; k < r; k++)
    if (pos[k] == c || abs (pos[k] - c) == r - k)
      return 0;
  return 1;
}

static void put (int r)
{
  if (r == N)
    {
      for (int k = 0; k < N; k++)
        printf ("(%d, %d); ", k + 1, pos[k]);
      printf ("\n");
    }
  else
    for (int c = 1; c <= N; c++)
      if (free_at (r, c))
        {
          pos[r] = c;
          put (r + 1);
        }
  pos[r] = 0;
}

int main (void)
{
  put (0);
  return 0;
}
