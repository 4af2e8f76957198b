/* Five queens, n fixed in the code, every solution printed, then a pause for a key before the
 * window closes (a getchar whose value is unread): the program reads no input. */
#include <stdio.h>

#define N 5

static int col[N + 1], used[N + 1], up[2 * N + 1], down[2 * N + 1];

static void
place (int row)
{
  for (int c = 1; c <= N; c++)
    if (!used[c] && !up[row + c] && !down[row - c + N])
      {
        col[row] = c;
        used[c] = up[row + c] = down[row - c + N] = 1;
        if (row == N)
          {
            for (int r = 1; r <= N; r++)
              printf ("%d%c", col[r], r == N ? '\n' : ' ');
          }
        else
          place (row + 1);
        used[c] = up[row + c] = down[row - c + N] = 0;
      }
}

int
main (void)
{
  place (1);
  getchar ();
  return 0;
}
