/* The lesson's Try (i) with its three marking arrays, each solution printed as QUEENS.OUT
 * prints it; its counter declared again inside Try, so that the count printed at the end,
 * the global one, never counted: "Number of solutions: 0" after ten solutions. */
#include <stdio.h>

static int n, count;
static int x[20], a[20], b[40], c[40];

static void
print_solution (void)
{
  for (int i = 1; i <= n; i++)
    printf ("(%d, %d); ", i, x[i]);
  printf ("\n");
}

static void
Try (int i)
{
  int count = 0;

  for (int j = 1; j <= n; j++)
    if (a[j] && b[i + j] && c[i - j + n])
      {
        x[i] = j;
        a[j] = b[i + j] = c[i - j + n] = 0;
        if (i == n)
          {
            count++;
            print_solution ();
          }
        else
          Try (i + 1);
        a[j] = b[i + j] = c[i - j + n] = 1;
      }
  (void) count;
}

int
main (void)
{
  if (scanf ("%d", &n) != 1 || n < 1 || n > 12)
    return 1;
  for (int i = 0; i < 20; i++)
    a[i] = 1;
  for (int i = 0; i < 40; i++)
    b[i] = c[i] = 1;
  Try (1);
  printf ("Number of solutions: %d\n", count);
  return 0;
}
