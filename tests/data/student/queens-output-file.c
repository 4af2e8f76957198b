/* Queens that write every solution to a file of their own, "output.txt", opened for writing
 * beside the program (a name quoted in the source, as an input's may be); n on standard input.
 * fprintf on a file that could not be opened would crash. */
#include <stdio.h>
#include <stdlib.h>

int x[20], n, count;
FILE *out;

int fits (int r)
{
  int i;

  for (i = 1; i < r; i++)
    if (x[i] == x[r] || abs (x[i] - x[r]) == r - i)
      return 0;
  return 1;
}

void try_row (int r)
{
  int c, i;

  for (c = 1; c <= n; c++) {
    x[r] = c;
    if (!fits (r))
      continue;
    if (r == n) {
      count++;
      for (i = 1; i <= n; i++)
        fprintf (out, "(%d, %d); ", i, x[i]);
      fprintf (out, "\n");
    } else
      try_row (r + 1);
  }
}

int main (void)
{
  if (scanf ("%d", &n) != 1 || n < 1 || n > 19)
    return 1;
  out = fopen ("output.txt", "w");
  try_row (1);
  fclose (out);
  printf ("%d\n", count);
  return 0;
}
