/* n queens searched right, printed wrong: QUEENS.OUT gets x[i - 1] for row i, so that its
 * first queen stands in column 0, off the board. The trace's board is right; what it wrote
 * is said. */
#include <stdbool.h>
#include <stdio.h>

#define MAX 12

static int n;
static int x[MAX + 1];
static bool a[MAX + 1], b[2 * MAX + 1], c[2 * MAX + 1];
static FILE *out;

static void
print_result (void)
{
  for (int i = 1; i <= n; i++)
    fprintf (out, "(%d, %d); ", i, x[i - 1]);
  fprintf (out, "\n");
}

static void
Try (int i)
{
  for (int j = 1; j <= n; j++)
    if (a[j] && b[i + j] && c[i - j + MAX])
      {
        x[i] = j;
        if (i == n)
          print_result ();
        else
          {
            a[j] = false; b[i + j] = false; c[i - j + MAX] = false;
            Try (i + 1);
            a[j] = true; b[i + j] = true; c[i - j + MAX] = true;
          }
      }
}

int
main (void)
{
  if (scanf ("%d", &n) != 1 || n < 1 || n > MAX)
    return 2;
  out = fopen ("QUEENS.OUT", "w");
  if (out == NULL)
    return 1;
  for (int k = 0; k <= MAX; k++)
    a[k] = true;
  for (int k = 0; k <= 2 * MAX; k++)
    b[k] = c[k] = true;
  Try (1);
  fclose (out);
  return 0;
}
