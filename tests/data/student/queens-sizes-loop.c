/* Queens for n = 4 to 8 in turn, one array x[20] for every size, n a global the loop in main
 * counts on: each size's search is a case of its own, begun on what the last one left in x
 * (its rows written again from the first); the counts are printed. */
#include <stdio.h>

int x[20], n, count;

int ok (int r, int c)
{
  for (int i = 0; i < r; i++)
    if (x[i] == c || x[i] - c == i - r || x[i] - c == r - i)
      return 0;
  return 1;
}

void place (int r)
{
  if (r == n)
    {
      count++;
      return;
    }
  for (int c = 0; c < n; c++)
    if (ok (r, c))
      {
        x[r] = c;
        place (r + 1);
      }
}

int main (void)
{
  for (n = 4; n <= 8; n++)
    {
      count = 0;
      place (0);
      printf ("%d queens: %d\n", n, count);
    }
  return 0;
}
