/* n queens kept as a list of records, one a queen (struct cell placed[k] = { row, col }),
 * beside the marking arrays; no board of squares at all. Input: n; the solutions counted. */
#include <stdbool.h>
#include <stdio.h>

#define MAX 12

struct cell
{
  int row, col;
};

static int n, solutions;
static struct cell placed[MAX];
static bool column[MAX], down[2 * MAX], up[2 * MAX];

static void
queen (int k)
{
  if (k == n)
    {
      solutions++;
      return;
    }
  for (int c = 0; c < n; c++)
    if (!column[c] && !down[k + c] && !up[k - c + n])
      {
        placed[k] = (struct cell) { k, c };
        column[c] = down[k + c] = up[k - c + n] = true;
        queen (k + 1);
        column[c] = down[k + c] = up[k - c + n] = false;
      }
}

int
main (void)
{
  if (scanf ("%d", &n) != 1 || n < 1 || n > MAX)
    return 2;
  queen (0);
  printf ("%d\n", solutions);
  return 0;
}
