/* Five queens with n fixed in the code and nothing read: the board is col[] counted from 0,
 * the marks in int arrays; every solution printed. */
#include <stdio.h>

#define N 5

int col[N], used[N], down[2 * N], up[2 * N], count;

void place (int r)
{
  int c, i;

  for (c = 0; c < N; c++)
    if (!used[c] && !down[r - c + N] && !up[r + c]) {
      col[r] = c;
      used[c] = down[r - c + N] = up[r + c] = 1;
      if (r == N - 1) {
        count++;
        for (i = 0; i < N; i++)
          printf ("(%d, %d); ", i + 1, col[i] + 1);
        printf ("\n");
      } else
        place (r + 1);
      used[c] = down[r - c + N] = up[r + c] = 0;
    }
}

int main (void)
{
  place (0);
  printf ("%d\n", count);
  return 0;
}
