/* n queens (QUEENS.INP), every solution: the row of columns is a static array of the search
 * function itself (static int x[16]: in no frame, one for all its calls), 0-based, the last
 * row's queen printed with the rest as soon as it is put down. */
#include <stdio.h>

static int n, count;

static int
free_column (const int *x, int k, int c)
{
  for (int j = 0; j < k; j++)
    if (x[j] == c || x[j] - c == j - k || x[j] - c == k - j)
      return 0;
  return 1;
}

static void
search (int k)
{
  static int x[16];

  for (int c = 0; c < n; c++)
    if (free_column (x, k, c))
      {
        x[k] = c;
        if (k == n - 1)
          {
            count++;
            for (int j = 0; j < n; j++)
              printf ("(%d, %d); ", j + 1, x[j] + 1);
            printf ("\n");
          }
        else
          search (k + 1);
      }
}

int
main (void)
{
  FILE *in = fopen ("QUEENS.INP", "r");

  if (in == NULL || fscanf (in, "%d", &n) != 1 || n < 1 || n > 16)
    return 1;
  fclose (in);
  search (0);
  printf ("%d\n", count);
  return 0;
}
