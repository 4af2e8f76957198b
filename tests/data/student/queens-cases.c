/* Several boards in one run, as graders give them: T, then T sizes n, every placement of each
 * printed. The lesson's Try (i) on global arrays that no case clears. */
#include <stdio.h>
#include <stdbool.h>

int n, x[21];
bool a[21], b[42], c[42];

void print_placement (void)
{
  for (int i = 1; i <= n; i++)
    printf ("(%d, %d); ", i, x[i]);
  printf ("\n");
}

void try_row (int i)
{
  for (int j = 1; j <= n; j++)
    if (a[j] && b[i + j] && c[i - j + n])
      {
        x[i] = j;
        a[j] = false;
        b[i + j] = false;
        c[i - j + n] = false;
        if (i == n)
          print_placement ();
        else
          try_row (i + 1);
        a[j] = true;
        b[i + j] = true;
        c[i - j + n] = true;
      }
}

int main (void)
{
  int t;

  if (scanf ("%d", &t) != 1)
    return 2;
  while (t-- > 0)
    {
      if (scanf ("%d", &n) != 1 || n < 1 || n > 20)
        return 2;
      for (int k = 0; k < 42; k++)
        a[k % 21] = b[k] = c[k] = true;
      try_row (1);
    }
  return 0;
}
