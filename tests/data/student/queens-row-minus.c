/* Queens without recursion: pos[row] is row's column counted from 1 (0: none); a row that has
 * no column left is cleared and the search goes back a row in the same write,
 * pos[row--] = 0. n on standard input; every solution printed, then their count. */
#include <stdio.h>
#include <stdlib.h>

int pos[20], n;

int fits (int row)
{
  int r;

  for (r = 1; r < row; r++)
    if (pos[r] == pos[row] || abs (pos[r] - pos[row]) == row - r)
      return 0;
  return 1;
}

int main (void)
{
  int row = 1, count = 0, r;

  if (scanf ("%d", &n) != 1 || n < 1 || n > 19)
    return 1;
  while (row >= 1) {
    pos[row]++;
    if (pos[row] > n) {
      pos[row--] = 0;
      continue;
    }
    if (!fits (row))
      continue;
    if (row == n) {
      count++;
      for (r = 1; r <= n; r++)
        printf ("(%d, %d); ", r, pos[r]);
      printf ("\n");
    } else
      row++;
  }
  printf ("%d\n", count);
  return 0;
}
