/* n queens, a row at a time, marks for columns and both diagonals; the slip: the symmetry
 * trick of searching half a row (meant for the first row, the count doubled) put on the last
 * row, which tries only the columns up to the middle. What it finds is right, and every
 * solution it misses is the mirror image of one it found: yet it missed them. */
#include <stdio.h>

static int n, found, col_of[16], col_used[16], up[32], down[32];

static void
show (void)
{
  for (int r = 0; r < n; r++)
    printf ("%d ", col_of[r] + 1);
  printf ("\n");
}

static void
place (int r)
{
  int last = r == n - 1 ? (n - 1) / 2 : n - 1;

  for (int c = 0; c <= last; c++)
    if (!col_used[c] && !up[r + c] && !down[r - c + n])
      {
        col_of[r] = c;
        col_used[c] = up[r + c] = down[r - c + n] = 1;
        if (r == n - 1)
          {
            found++;
            show ();
          }
        else
          place (r + 1);
        col_used[c] = up[r + c] = down[r - c + n] = 0;
      }
}

int
main (void)
{
  if (scanf ("%d", &n) != 1 || n < 1 || n > 16)
    return 1;
  place (0);
  printf ("%d solutions\n", found);
  return 0;
}
