/* The lesson's queens, its answer written to QUEENS.OUT as the lesson's format says: the run
 * shows the file, and writes it back beside the program only when asked. */
#include <stdio.h>

int n, x[20], a[20], b[40], c[40];
FILE *out;

void try_row (int i)
{
  for (int j = 1; j <= n; j++)
    if (!a[j] && !b[i + j] && !c[i - j + n])
      {
        x[i] = j;
        if (i == n)
          {
            for (int k = 1; k <= n; k++)
              fprintf (out, "(%d, %d); ", k, x[k]);
            fprintf (out, "\n");
          }
        else
          {
            a[j] = b[i + j] = c[i - j + n] = 1;
            try_row (i + 1);
            a[j] = b[i + j] = c[i - j + n] = 0;
          }
      }
}

int main (void)
{
  FILE *in = fopen ("QUEENS.INP", "r");

  if (in == NULL || fscanf (in, "%d", &n) != 1)
    return 1;
  fclose (in);
  out = fopen ("QUEENS.OUT", "w");
  try_row (1);
  fclose (out);
  return 0;
}
