/* Queens as compact code writes them: the column put down in a block on the loop's own line,
 * under its test, 0-based in a global array never cleared. Its first queen (row 0, column 0)
 * writes the 0 already there, and a row's queen goes back where an earlier search left it:
 * memory cannot show those writes, the line can. */
#include <stdio.h>

int n, col[32], count;

int safe (int r, int c) { for (int i = 0; i < r; i++) if (col[i] == c || col[i] - c == r - i || c - col[i] == r - i) return 0; return 1; }

void place (int r)
{
  if (r == n) { count++; return; }
  for (int c = 0; c < n; c++) if (safe (r, c)) { col[r] = c; place (r + 1); }
}

int main (void)
{
  if (scanf ("%d", &n) != 1)
    return 1;
  place (0);
  printf ("%d\n", count);
  return 0;
}
