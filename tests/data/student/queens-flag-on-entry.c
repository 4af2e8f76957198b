/* Queens stopped at the first solution by a flag that only the call tests, on entry: the
 * loops above the solution run on and put their queens down, each deeper call returns at
 * once. The search goes no further: it stopped on purpose, nothing was missed. */
#include <stdio.h>
#include <stdbool.h>

int n, x[100], a[100];
bool found;

bool check (int v, int k)
{
  for (int j = 1; j <= k - 1; j++)
    {
      if (a[j] == v) return false;
      if (a[j] - j == v - k) return false;
      if (a[j] + j == v + k) return false;
    }
  return true;
}

void keep (void)
{
  found = true;
  for (int i = 1; i <= n; i++)
    x[i] = a[i];
}

void try_row (int k)
{
  if (found)
    return;
  for (int v = 1; v <= n; v++)
    if (check (v, k))
      {
        a[k] = v;
        if (k == n)
          keep ();
        else
          try_row (k + 1);
      }
}

int main (void)
{
  if (scanf ("%d", &n) != 1)
    return 1;
  try_row (1);
  for (int i = 1; i <= n; i++)
    printf ("(%d, %d); ", i, x[i]);
  printf ("\n");
  return 0;
}
